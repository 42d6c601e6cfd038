/**
 * The designers' map (stories/flows/chart-map) is generated from the charts: every state of every routed chart is
 * on it, every transition is an arrow with words (not an event type), every state can be seeded (clicked), samples
 * are named without JSON, and the layout gives every box room for its label.
 */
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { routedCharts } from '@machines/registry';
import { eventWords } from '@machines/shared/event-labels';
import { journeyMachines } from '@machines/journeys/journey.machine';
import { chartGraph } from '../../stories/flows/chart-map/graph';
import { FONT, layoutChart } from '../../stories/flows/chart-map/layout';
import { visibleGraph } from '../../stories/flows/chart-map/view';
import { nameSamples } from '../../stories/flows/chart-map/sample-names';
import { options, runnable, seedHistory, start } from '../../stories/flows/chart-map/explore';
import { chartMapSvg } from '../../stories/flows/chart-map/to-svg';
import { allCharts } from '../paths/charts';
import { allStateNodes, allTransitions, traverse } from '../paths/graph';

const samplesOf = (m: AnyStateMachine) => allCharts().find((c) => c.machine.id === m.id)?.samples ?? {};

describe.each(routedCharts.map((m) => [m.id, m] as const))('%s map', (_id, machine) => {
  const graph = chartGraph(machine);

  it('has every state of the chart, titled', () => {
    const states = allStateNodes(machine)
      .filter((n) => n !== machine.root)
      .map((n) => n.id);
    expect(graph.nodes.map((n) => n.id).sort()).toEqual(states.sort());
    for (const n of graph.nodes) expect(n.title).not.toBe('');
  });

  it('draws every transition that goes somewhere as an arrow labelled in words', () => {
    const drawn = new Set(graph.edges.flatMap((e) => e.transitions));
    const expected = [...allTransitions(machine).keys()].filter((t) => t.target?.length);
    expect(expected.length).toBeGreaterThan(0);
    for (const t of expected) {
      const list = t.eventType ? t.source.transitions.get(t.eventType)! : t.source.always!;
      for (const target of t.target!)
        expect(drawn, `${t.source.id} ${t.eventType}`).toContain(
          `${t.source.id}|${t.eventType || 'always'}|${list.indexOf(t)}|${target.id}`,
        );
    }
    for (const e of graph.edges) expect(e.label).not.toMatch(/^xstate\.|\./);
  });

  it('lets every state be clicked: a sample path seeds each one (decisions are only passed through)', () => {
    const samples = samplesOf(machine);
    const seen = new Set<string>();
    traverse(machine, samples, {
      visit: (s) => (s as unknown as { _nodes: Array<{ id: string }> })._nodes.forEach((n) => seen.add(n.id)),
    });
    const unreachable = graph.nodes
      .filter((n) => !seen.has(n.id) && n.kind !== 'final' && !n.transient)
      .map((n) => n.id);
    expect(unreachable).toEqual([]);
    // A traversal of the whole chart: 40 s for the app chart at load 24 (2026-11-27), as the layout below.
  }, 120_000);

  it('names every sample without JSON, distinct within an event', () => {
    const samples = samplesOf(machine);
    const machineRun = runnable(machine, samples);
    const snapshot = start(machineRun, samples)[0]!.snapshot;
    for (const [, events] of Object.entries(samples.events ?? {})) {
      const names = nameSamples(events, (k) => k).map((n) => n.name);
      for (const name of names) expect(name).not.toMatch(/[{}":]/);
      expect(new Set(names).size).toBe(names.length);
    }
    expect(options(machineRun, samples, snapshot).every((o) => o.taken.length > 0)).toBe(true);
  });

  it('lays the folded map out with room for every label', async () => {
    const layout = await layoutChart(visibleGraph(graph));
    const top = graph.nodes.filter((n) => n.parent === machine.id);
    expect(layout.nodes.map((n) => n.node.id).sort()).toEqual(top.map((n) => n.id).sort());
    for (const { node, width } of layout.nodes)
      expect(width).toBeGreaterThanOrEqual(node.title.length * FONT.title * 0.55);
    for (const e of layout.edges) expect(e.points.length).toBeGreaterThanOrEqual(2);
  }, 120_000);
});

describe('event labels', () => {
  it('has words for every event of every routed chart (add missing ones to machines/shared/event-labels.ts)', () => {
    const missing = routedCharts.flatMap((m) =>
      chartGraph(m)
        .edges.filter((e) => !e.known)
        .map((e) => `${m.id}: ${e.eventType}`),
    );
    expect([...new Set(missing)]).toEqual([]);
  });

  it('says what happens, by kind', () => {
    expect(eventWords('step.submit')).toMatchObject({ label: 'Continue', kind: 'action' });
    expect(eventWords('xstate.done.actor.signingCode', 'requestSigningCode')).toMatchObject({
      label: 'Code sent',
      kind: 'answer',
    });
    expect(eventWords('xstate.after.pollDelay.payment.processing.active.waiting')).toMatchObject({
      label: 'Check again shortly',
      kind: 'timer',
    });
    expect(eventWords('something.new')).toMatchObject({ label: 'Something new', known: false });
  });
});

describe('the new-loan map', () => {
  const machine = journeyMachines.newLoan as unknown as AnyStateMachine;
  const graph = chartGraph(machine);

  it('reads in journey order, ends last, and runs the happy path step to step', () => {
    const top = graph.nodes.filter((n) => n.parent === 'newLoan').map((n) => n.id.split('.')[1]);
    expect(top.slice(0, 3)).toEqual(['loanCalculator', 'loanPurpose', 'personalDetails']);
    // The journey's ends (left, submitted, resumed in another tab, cancelled) come last.
    expect(top.slice(-4).sort()).toEqual(['cancelled', 'left', 'resumed', 'submitted']);
    const happy = graph.edges
      .filter((e) => e.happy)
      .map((e) => `${e.source.split('.')[1]}>${e.target.split('.')[1]}:${e.label}`);
    expect(happy).toContain('loanCalculator>loanPurpose:Saved');
    expect(happy).toContain('loanSuccess>submitted:Done');
  });

  it('folds steps into boxes: arrows start at the step, not at hidden inner states', () => {
    const folded = visibleGraph(graph);
    const ids = new Set(folded.nodes.map((n) => n.id));
    expect(ids.has('newLoan.personalDetails.editing')).toBe(false);
    for (const e of folded.edges) expect(ids.has(e.source) && ids.has(e.target)).toBe(true);
    expect(
      folded.edges.some(
        (e) => e.source === 'newLoan.personalDetails' && e.target === 'newLoan.loanPurpose' && e.label === 'Back',
      ),
    ).toBe(true);
  });

  it('names samples as a designer would', () => {
    const names = (events: unknown[]) =>
      nameSamples(events as never, (k) => (k === 'loanPurpose' ? 'Loan purpose' : undefined)).map((n) => n.name);
    expect(
      names([{ type: 'xstate.error.actor.save', error: { code: 'HTTP_503', message: 'Try again.', fields: {} } }]),
    ).toEqual(['server error']);
    expect(
      names([
        {
          type: 'xstate.error.actor.save',
          error: { code: 'VALIDATION', message: 'Check the form.', fields: { name: 'Required' } },
        },
      ]),
    ).toEqual(['field errors']);
    expect(names([{ type: 'step.submit', values: { a: 1 } }])).toEqual(['valid answers']);
    expect(names([{ type: 'review.edit', step: 'loanPurpose' }])).toEqual(['Loan purpose']);
    expect(
      names([
        { type: 'd', output: { answers: {} } },
        { type: 'd', output: { answers: {}, warning: 'Pay cycle changed.' } },
      ]),
    ).toEqual(['with answers', 'with warning']);
  });

  it('seeds a state by the shortest sample path and takes the arrow shown', () => {
    const samples = samplesOf(machine);
    const history = seedHistory(machine, samples, 'newLoan.loanOffer')!;
    // At least one move from a start (a resumed journey jumps to the offer step in one).
    expect(history.length).toBeGreaterThan(1);
    expect(history.at(-1)!.taken.length).toBeGreaterThan(0);
  });

  it('renders a static SVG with the step titles', async () => {
    const svg = await chartMapSvg(machine);
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('Your loan offer');
    expect(svg).toContain('Saved');
  }, 120_000);
});
