/**
 * Pure rules the app chart's guards use after sign-in (docs/decisions.md 2026-11-25): what the platform asks of
 * the borrower before products, read from the profile's flow states and the eligibility reasons.
 */

/** Where onboarding starts, or null when there is nothing to do. */
export type OnboardingStart = 'personalDetails' | 'criticalDetails';
/** Where the employment check starts, or null when employment is confirmed. */
export type EmploymentStart = 'employmentStatus' | 'employmentInformation';

/** Flow names recorded with the flow-state update (profile.flow_states). */
export const onboardingFlows = {
  /** The whole onboarding: INITIALIZED by the platform when it asks for it, SUBMITTED when the borrower finished. */
  onboarding: 'onboarding',
  /** Personal details saved: a reload or another device resumes on the critical details. */
  personalDetails: 'onboarding_personal_details',
} as const;

/**
 * Onboarding is not done while the platform has opened it (INITIALIZED) and the borrower has not finished it.
 * No `onboarding` flow at all means the platform does not ask this account for it (accounts made before it).
 */
export function onboardingStart(flowStates: Readonly<Record<string, string>> | undefined): OnboardingStart | null {
  if (flowStates?.[onboardingFlows.onboarding] !== 'INITIALIZED') return null;
  return flowStates[onboardingFlows.personalDetails] === 'SUBMITTED' ? 'criticalDetails' : 'personalDetails';
}

/** Eligibility reasons by which the platform asks about employment (src/api/contract/employment.ts). */
export const employmentReasons = { unconfirmed: 'EMPLOYMENT_UNCONFIRMED', detailsRequired: 'EMPLOYMENT_DETAILS_REQUIRED' } as const;

interface FlagLike {
  disabled: boolean;
  reason?: string | null | undefined;
}

/** The employment check the eligibility asks for: details after a company change, else a confirmation. */
export function employmentStart(eligibility: Readonly<Record<string, FlagLike>> | undefined): EmploymentStart | null {
  const reasons = new Set(Object.values(eligibility ?? {}).filter((f) => f.disabled).map((f) => f.reason));
  if (reasons.has(employmentReasons.detailsRequired)) return 'employmentInformation';
  if (reasons.has(employmentReasons.unconfirmed)) return 'employmentStatus';
  return null;
}
