import { CREATE_ACCOUNT_WEIGHT, steps, type StepId } from './steps';
import type { JourneyDefinition } from './definitions';

export interface ProgressSegment {
  weight: number;
  done: boolean;
}

/**
 * Weighted progress for the bar: account creation (always done) plus each step of the journey; steps before
 * the current one are done. Success pages count as done so the bar is full there.
 */
export function journeyProgress(def: JourneyDefinition, current: StepId): ProgressSegment[] {
  const index = def.steps.indexOf(current);
  const segments = def.steps.map((id, i) => ({
    weight: steps[id].progressWeight,
    done: i < index || (i === index && steps[id].kind === 'success'),
  }));
  return [{ weight: CREATE_ACCOUNT_WEIGHT, done: true }, ...segments];
}

export const progressFraction = (segments: readonly ProgressSegment[]): number => {
  const total = segments.reduce((s, x) => s + x.weight, 0);
  return total === 0 ? 0 : segments.reduce((s, x) => s + (x.done ? x.weight : 0), 0) / total;
};
