import { type StepId } from './steps';
import type { ApplicationLike, JourneyContext } from './journey-types';
import type { JourneyStateConfig } from './journey.setup';

/** The pieces every journey flow file builds its states from (step-flows.ts, offer-flows.ts). */
export type Ctx = { context: JourneyContext };
export const app = ({ context }: Ctx) => ({ applicationId: context.applicationId ?? '' });
export const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
export const failTo = (target: string) => ({
  target,
  actions: { type: 'storeError' as const, params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
});
/** The application a call answered with: its status is what the saved snapshot records (journey-types.ts). */
export const noteStatus = { type: 'noteStatus' as const, params: ({ event }: { event: { output: ApplicationLike } }) => ({ application: event.output }) };
export const stage = (step: StepId) => ({ type: 'stageDraft' as const, params: { step } });
export const stageTerms = (step: StepId) => ({ type: 'stageTerms' as const, params: { step } });

/** Where a saved step goes (the factory's list): inlined in passing states, `committing` after a call. */
export type Commit = Extract<NonNullable<JourneyStateConfig['always']>, readonly unknown[]>;

/**
 * A passing state's way out when the save needs its offers priced again: read them first. An answer that makes the
 * chosen offer stale always needs a new pricing, so the stale-step routing happens at `committing`, after it.
 */
export const repriceFirst = (commit: Commit): Commit => [
  { guard: 'needsReprice', target: 'readingOffers' },
  ...commit.filter((t) => !isStaleRouting(t)),
];
/**
 * A form step's way out after its save: the save's answer says whether the application has priced offers, so a
 * save that changes what they are priced from prices them again directly (no list read first), and a first pass
 * through the forms (nothing priced yet) goes on after the one call. When the answer did not say, read them first.
 */
export const repriceAfterSave = (commit: Commit): Commit => [
  { guard: 'repricesPricedOffers', target: 'repricing' },
  { guard: 'repricesUnknownOffers', target: 'readingOffers' },
  ...commit.filter((t) => !isStaleRouting(t)),
];
/** The commit's way back to review, unguarded (for states reached only while returning to review). */
export const backToReview = (commit: Commit): Commit =>
  commit.filter((t) => typeof t === 'object' && t !== null && 'guard' in t && t.guard === 'returningToReview').map((t) => ({ ...(t as object), guard: undefined }) as Commit[number]);
export const isStaleRouting = (t: unknown): boolean =>
  typeof t === 'object' && t !== null && 'guard' in t && typeof t.guard === 'object' && t.guard !== null && 'type' in t.guard && t.guard.type === 'invalidates';
