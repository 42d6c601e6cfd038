import type { EmploymentStart, OnboardingStart } from './onboarding-rules';

export type Values = Record<string, string>;
export type OnboardingStepName = 'personal-details' | 'critical-details';
export type DraftPage = 'personalDetails' | 'criticalDetails' | 'employmentInformation';

/** A failed call: its code and message, and field messages from a 400 (the same rules as the form's). */
export interface OnboardingError {
  code: string;
  message: string;
  fields: Record<string, string>;
}

export interface OnboardingInput {
  start: OnboardingStart | EmploymentStart;
  /** The company on the profile: the one the borrower confirms working for. */
  company: { id: string; name: string } | null;
}

export interface OnboardingContext {
  start: OnboardingInput['start'];
  company: OnboardingInput['company'];
  /** What the borrower typed per page, kept through failed saves and field errors. */
  drafts: Partial<Record<DraftPage, Values>>;
  error: OnboardingError | null;
  next: OnboardingOutput['next'];
}

/** Where the app goes next: home (routing decides again) or the company selector (no longer works there). */
export interface OnboardingOutput {
  next: 'home' | 'companySelector';
}

export type OnboardingEvent =
  | { type: 'draft.update'; values: Values }
  | { type: 'step.submit'; values: Values }
  | { type: 'step.back' }
  | { type: 'step.retry' }
  /** Yes, I still work there. */
  | { type: 'employment.confirm' }
  /** My employment details changed (same company). */
  | { type: 'employment.update' }
  /** I no longer work there: choose the new company. */
  | { type: 'employment.changed' };

export type OnboardingTag = 'saving' | 'error';
