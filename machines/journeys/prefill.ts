/**
 * What a journey form starts with (W3-C item 1). The platform fills what it already holds: its read of a step with
 * nothing saved answers `prefill` (the employment details, the last application, onboarding, the profile:
 * sandbox/platform/step-prefill.ts), so the form needs no extra call and no chart state. Here only the order:
 * what the borrower typed (the step's draft) wins, then the answers saved for the step, then the platform's prefill.
 */
type Values = Record<string, string>;

/** The platform's read of a step, as far as the start of its form reads it. */
export interface SavedStepLike {
  answers: Values;
  version?: number | undefined;
  prefill?: Values | undefined;
}

const strings = (o: Record<string, unknown> | null | undefined): Values =>
  Object.fromEntries(Object.entries(o ?? {}).filter(([, x]) => typeof x === 'string')) as Values;

const hasSaved = (saved: SavedStepLike): boolean => (saved.version ?? 0) > 0 || Object.keys(saved.answers).length > 0;

/** The form's first values: the draft as it is; else the saved answers; else what the platform prefilled. */
export function formStart(draft: Record<string, unknown> | null | undefined, saved: SavedStepLike | undefined): Values {
  if (draft) return strings(draft);
  if (!saved) return {};
  return hasSaved(saved) ? strings(saved.answers) : strings(saved.prefill);
}

/** The names of the fields a form starts filled (the per-journey tests list them). */
export const filledFields = (values: Values): string[] => Object.keys(values).filter((k) => values[k] !== '').sort();
