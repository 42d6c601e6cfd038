export type WeightedStep = { weight: number; done: boolean };

/**
 * Percent complete (0..100) of weighted steps. Steps weigh differently (spec: 0.1 up to 5), so a long form
 * moves the bar further than a confirmation screen. Bad weights (negative, NaN) count as zero.
 */
export function progressPercent(steps: readonly WeightedStep[]): number {
  let total = 0;
  let done = 0;
  for (const step of steps) {
    const w = Number.isFinite(step.weight) && step.weight > 0 ? step.weight : 0;
    total += w;
    if (step.done) done += w;
  }
  if (total === 0) return 0;
  return Math.round((done / total) * 1000) / 10;
}

/** Steps before `current` are done; the current one is not (the borrower is on it). */
export function stepsFromIndex(weights: readonly number[], current: number): WeightedStep[] {
  return weights.map((weight, index) => ({ weight, done: index < current }));
}
