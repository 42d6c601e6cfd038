/**
 * Drop-off drawn on a chart's map (stories/flows/chart-map/heat.ts), as the back office, the static report and
 * Storybook's Flows/Drop-off draw it: visited states shaded by drop-off with their figures in the box, arrows
 * borrowers took widened by traffic with the count in their label, a page-to-page move carried by the arrows through
 * the states between (saving). (The back office draws its own: tests/sandbox/insights-dropoff.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { journeyMachines } from '@machines/journeys/journey.machine';
import { chartGraph } from '../../stories/flows/chart-map/graph';
import { heatColour, heatView } from '../../stories/flows/chart-map/heat';

const figures = {
  states: [
    { chart: 'newLoan', state: 'loanCalculator', entered: 10, dropped: 0 },
    { chart: 'newLoan', state: 'loanPurpose', entered: 8, dropped: 4 },
    { chart: 'reloan', state: 'loanPurpose', entered: 99, dropped: 99 },
  ],
  transitions: [
    { chart: 'newLoan', from: 'loanCalculator', to: 'loanPurpose', count: 8 },
    { chart: 'newLoan', from: 'loanPurpose', to: 'loanCalculator', count: 2 },
  ],
};

describe('drop-off on the newLoan map', () => {
  const { graph, heat } = heatView(chartGraph(journeyMachines.newLoan), figures);
  const node = (id: string) => graph.nodes.find((n) => n.id === id)!;

  it('shades visited states by drop-off and writes their figures in the box; other charts\' figures stay off', () => {
    expect(heat.fill).toEqual({ 'newLoan.loanCalculator': heatColour(0), 'newLoan.loanPurpose': heatColour(0.5) });
    expect(node('newLoan.loanPurpose').detail).toBe('8 entered · 50% left');
    expect(node('newLoan.loanCalculator').detail).toBe('10 entered · 0% left');
    expect(node('newLoan.personalDetails').detail).not.toMatch(/entered/);
    expect(heatColour(1)).not.toBe(heatColour(0));
  });

  it('widens the arrows borrowers took, busiest widest, with the count in the label', () => {
    const taken = graph.edges.filter((e) => heat.edgeWidth[e.id] !== undefined);
    const forward = taken.filter((e) => e.source === 'newLoan.loanCalculator' && e.target === 'newLoan.loanPurpose');
    const back = taken.filter((e) => e.source === 'newLoan.loanPurpose' && e.target === 'newLoan.loanCalculator');
    expect(forward).toHaveLength(1);
    expect(back).toHaveLength(1);
    expect(forward[0]!.label).toMatch(/ · 8$/);
    expect(back[0]!.label).toMatch(/ · 2$/);
    expect(heat.edgeWidth[forward[0]!.id]!).toBeGreaterThan(heat.edgeWidth[back[0]!.id]!);
    // Nothing else carries traffic.
    expect(taken).toHaveLength(2);
  });
});
