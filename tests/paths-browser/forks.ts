/**
 * Saved points: where a scenario starts in the browser. A loan journey's scenarios share a long prefix (calculator,
 * purpose, five forms); the back office can create the persona with its application already at a later step
 * (sandbox/backoffice/saved-points.ts), so a scenario signs in there and drives only the steps after it. A
 * scenario forks at the latest saved point on its path whose earlier routed states another scenario already
 * drives in the browser, so every routed state is still checked in the browser by at least one scenario.
 */
import type { RoutedState } from '../../machines/shared/meta';
import { activeNodes } from '../paths/graph';
import { routedIn, type Scenario } from './plan';

/** Saved points the back office seeds, per chart, in journey order (the persona kind is the chart's entry's). */
export const savedPoints: Record<string, readonly string[]> = {
  newLoan: ['loanCalculator', 'loanOffer', 'documentVerification'],
  reloan: ['reloanCalculator', 'loanOffer', 'documentVerification'],
  refinance: ['refinanceCalculator', 'loanOffer', 'documentVerification'],
};

export interface Fork {
  /** The saved point (a journey step id) and the index of the first planned step taken from it. */
  point: string;
  index: number;
}

/** The first step whose snapshot before it is inside the chart's state `point` (its first event there). */
function indexAt(s: Scenario, point: string): number {
  return s.steps.findIndex((st) => activeNodes(st.before).some((n) => n.id === `${s.chart.id}.${point}`));
}

/** Routed states a scenario checks, in order, from step `from` on (the start's own state when from is 0). */
function checksFrom(s: Scenario, from: number, routed: RoutedState[]): string[] {
  const first = from === 0 ? s.startRouted : routedIn(s.steps[from]!.before, routed);
  return [first?.stateId, ...s.steps.slice(from).map((st) => st.routed?.stateId)].filter((x): x is string => !!x);
}

/** Per scenario (same order), its fork or null (driven from the chart's start). */
export function forksOf(chartId: string, scenarios: Scenario[], routed: RoutedState[]): Array<Fork | null> {
  const points = savedPoints[chartId] ?? [];
  const candidates = scenarios.map((s) => points.map((point) => ({ point, index: indexAt(s, point) })).filter((f) => f.index >= 0));
  const out: Array<Fork | null> = scenarios.map(() => null);
  const covered = new Set<string>();
  // Scenarios with no saved point on their path drive everything; then the others, shortest first.
  const order = scenarios.map((_, n) => n).sort((a, b) => candidates[a]!.length - candidates[b]!.length || scenarios[a]!.steps.length - scenarios[b]!.steps.length);
  for (const n of order) {
    const s = scenarios[n]!;
    const fork = [...candidates[n]!].reverse().find((f) => {
      // Routed states passed before the saved point's own (steps[index - 1] ends there).
      const before = f.index === 0 ? [] : [s.startRouted?.stateId, ...s.steps.slice(0, f.index - 1).map((st) => st.routed?.stateId)];
      return before.every((id) => !id || covered.has(id));
    });
    out[n] = fork ?? null;
    checksFrom(s, fork?.index ?? 0, routed).forEach((id) => covered.add(id));
  }
  return out;
}
