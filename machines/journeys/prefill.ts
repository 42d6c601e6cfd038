import { journeys } from './definitions';
import type { Answers, JourneyInput, StepMap } from './journey-types';
import { steps, type StepId } from './steps';

/**
 * Prefill of a journey's forms (issue 25 item 9): what the platform already holds about the borrower starts the
 * server-driven forms filled, as the steps' drafts. The app chart's `prefilling` state reads it once when a journey
 * starts (machines/app/app.machine.ts, actor `prefillJourney`); this is the pure part: which values go where.
 *
 * - The borrower's last application (another one than this journey's): its saved step answers, step by step.
 * - The profile: name, birth date, gender (and mobile and email, for a field config that asks them) on top, so the
 *   personal details say what the account says now.
 * - Nothing the journey already holds is replaced: a step with a draft or saved answers keeps them.
 */

/** The profile as far as the prefill reads it (the contract's profile has these fields and more). */
export interface ProfileLike {
  first_name?: string | null | undefined;
  middle_name?: string | null | undefined;
  last_name?: string | null | undefined;
  birth_date?: string | null | undefined;
  gender?: string | null | undefined;
  phone_number?: string | null | undefined;
  email?: string | null | undefined;
  personal_email?: string | null | undefined;
}

/** An application of the borrower, as far as choosing "the last one" reads it. */
export interface ApplicationSummaryLike {
  id: string;
  created_at: string;
}

/** Profile field -> answer name of the personal-details form (the platform's field config uses the same names). */
const profileFields = {
  first_name: 'first_name',
  middle_name: 'middle_name',
  last_name: 'last_name',
  birth_date: 'birth_date',
  gender: 'gender',
  phone_number: 'mobile_number',
} as const satisfies Partial<Record<keyof ProfileLike, string>>;

/** The journey's steps whose forms the prefill fills (the server-driven form steps, in journey order). */
export function prefillSteps(type: JourneyInput['type']): StepId[] {
  return (journeys[type].steps as readonly StepId[]).filter((s) => steps[s].kind === 'form');
}

/** The borrower's newest application other than `currentId` (the one this journey is for), if any. */
export function lastApplication<A extends ApplicationSummaryLike>(applications: readonly A[], currentId: string | null): A | null {
  const others = applications.filter((a) => a.id !== currentId);
  return [...others].sort((a, b) => b.created_at.localeCompare(a.created_at))[0] ?? null;
}

/** What the profile fills in personal details: the non-empty values only. */
export function profileAnswers(profile: ProfileLike | null): Answers {
  if (!profile) return {};
  const out: Answers = {};
  for (const [from, to] of Object.entries(profileFields) as [keyof ProfileLike, string][]) {
    const value = profile[from];
    if (typeof value === 'string' && value.trim() !== '') out[to] = value;
  }
  const email = [profile.personal_email, profile.email].find((e) => typeof e === 'string' && e.trim() !== '');
  if (email) out.email = email;
  return out;
}

/**
 * The drafts a journey starts with: per form step, the last application's answers with the profile on top (personal
 * details), for steps the journey holds nothing for yet. Steps left empty get no draft (the form starts blank).
 */
export function prefillDrafts(input: {
  journey: Pick<JourneyInput, 'type' | 'answers' | 'drafts'>;
  profile: ProfileLike | null;
  /** The last application's saved answers per step (strings, as the platform stores them). */
  previous: StepMap<Record<string, string>>;
}): StepMap<Answers> {
  const held = (step: StepId) => input.journey.drafts?.[step] !== undefined || input.journey.answers?.[step] !== undefined;
  const out: StepMap<Answers> = { ...(input.journey.drafts ?? {}) };
  for (const step of prefillSteps(input.journey.type)) {
    if (held(step)) continue;
    const values: Answers = { ...(input.previous[step] ?? {}), ...(step === 'personalDetails' ? profileAnswers(input.profile) : {}) };
    if (Object.keys(values).length > 0) out[step] = values;
  }
  return out;
}

/** The journey input with its prefill: drafts added where the journey held nothing. */
export function withPrefill(journey: JourneyInput, profile: ProfileLike | null, previous: StepMap<Record<string, string>>): JourneyInput {
  const drafts = prefillDrafts({ journey, profile, previous });
  return Object.keys(drafts).length > 0 ? { ...journey, drafts } : journey;
}
