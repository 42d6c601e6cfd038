import * as v from 'valibot';
import { normalisePhone } from '../../../machines/shared/identifier-rules';
import { normaliseText } from './text';

/**
 * Form field configuration served by the platform (form options call group) and the ONE place that turns it into
 * validation. The app builds its forms and valibot schemas from it; the sandbox validates step saves with the very
 * same builder, so a step the app accepts is a step the sandbox accepts.
 */
export const fieldKinds = ['INPUT', 'RADIO', 'SELECT', 'DATE', 'AUTO_COMPLETE'] as const;
export type FieldKind = (typeof fieldKinds)[number];

export const optionSchema = v.object({ code: v.string(), label: v.string() });
export type Option = v.InferOutput<typeof optionSchema>;

/**
 * Where a SELECT/RADIO/AUTO_COMPLETE takes its options when they are not inline: `lookup:<TYPE>` (form-options
 * lookups), or one of the list endpoints. Geographic lists depend on the field named in `depends_on`.
 */
export const optionSources = ['countries', 'provinces', 'cities', 'barangays', 'zipcodes', 'banks', 'loan-purposes', 'companies'] as const;
export const optionSourceSchema = v.union([
  v.picklist(optionSources),
  v.pipe(v.string(), v.regex(/^lookup:[A-Z_]+$/)),
]);

export const fieldConfigSchema = v.object({
  name: v.string(),
  label: v.string(),
  kind: v.picklist(fieldKinds),
  required: v.boolean(),
  placeholder: v.optional(v.string()),
  options: v.optional(v.array(optionSchema)),
  options_source: v.optional(optionSourceSchema),
  depends_on: v.optional(v.string()),
  /**
   * The field applies only while another field holds this answer (the province and city of birth: born in the
   * Philippines). Otherwise the form does not show it, the app does not send it and the platform refuses it.
   */
  applies_when: v.optional(v.object({ field: v.string(), equals: v.string(), because: v.string() })),
  min_length: v.optional(v.number()),
  max_length: v.optional(v.number()),
  pattern: v.optional(v.string()),
  pattern_message: v.optional(v.string()),
  /**
   * MOBILE: typed as at sign-up (0917 123 4567, +63 917…, 917…), normalised to +639XXXXXXXXX before the rules.
   * AMOUNT: pesos, drawn as an amount field (thousands separators as typed); plain digits are kept grouped ('35,000').
   */
  format: v.optional(v.picklist(['MOBILE', 'AMOUNT'])),
  /** DATE: age bounds in whole years (birth dates) or `not_future` (hire dates). */
  min_age: v.optional(v.number()),
  max_age: v.optional(v.number()),
  not_future: v.optional(v.boolean()),
  /**
   * A list that cannot be complete (job titles): its option `code` ("Other") reveals a text field labelled `label`,
   * and the answer saved is the typed text, checked with these rules instead of the list.
   */
  other: v.optional(
    v.object({
      code: v.string(),
      label: v.string(),
      max_length: v.number(),
      pattern: v.optional(v.string()),
      pattern_message: v.optional(v.string()),
    }),
  ),
});
export type FieldConfig = v.InferOutput<typeof fieldConfigSchema>;

/** Answers of one step as the app sends them: every value a string (dates as YYYY-MM-DD). */
export type StepAnswers = Record<string, string>;

/**
 * Optional membership check for options that live in lists (lookups, geography). The sandbox passes its indexes;
 * the app may pass the lists it has loaded, or nothing (then only inline options are checked).
 */
export type OptionCheck = (source: string, value: string, answers: StepAnswers) => boolean | undefined;

export const messages = {
  required: (label: string) => `Please fill in ${label}.`,
  choose: (label: string) => `Please choose a valid ${label}.`,
  tooShort: (label: string, n: number) => `${label} must be at least ${n} characters.`,
  tooLong: (label: string, n: number) => `${label} must be at most ${n} characters.`,
  pattern: (label: string) => `Please check your ${label}.`,
  date: 'Please enter a valid date.',
  age: (min: number, max: number) => `You must be between ${min} and ${max} years old.`,
  future: 'This date cannot be in the future.',
  notApplicable: (label: string, because: string) => `Leave ${label} empty: it is asked only ${because}.`,
} as const;

/** Does `field` apply to these answers (its `applies_when`, if any, holds)? */
export const applies = (field: Pick<FieldConfig, 'applies_when'>, answers: StepAnswers): boolean =>
  !field.applies_when || (answers[field.applies_when.field] ?? '') === field.applies_when.equals;

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

function parseDate(value: string): Date | undefined {
  const m = isoDate.exec(value);
  if (!m) return undefined;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  // Reject 2025-02-30 and friends: the Date rolls over, the digits do not match any more.
  return d.toISOString().slice(0, 10) === value ? d : undefined;
}

function ageOn(birth: Date, today: Date): number {
  let age = today.getUTCFullYear() - birth.getUTCFullYear();
  const beforeBirthday =
    today.getUTCMonth() < birth.getUTCMonth() ||
    (today.getUTCMonth() === birth.getUTCMonth() && today.getUTCDate() < birth.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}

/**
 * A value as it is checked and stored: NFC and trimmed (text.ts); a mobile number in the one form sign-up uses (the same normaliser),
 * so every mobile field accepts what sign-up accepts.
 */
export function normaliseValue(field: Pick<FieldConfig, 'format'>, raw: string | undefined): string {
  const value = normaliseText(raw ?? '');
  if (field.format === 'MOBILE') return normalisePhone(value) ?? value;
  // Only digits (with centavos) are grouped: commas the borrower typed are left for the rules to check as typed.
  if (field.format === 'AMOUNT' && /^\d+(\.\d{1,2})?$/.test(value)) return value.replace(/^\d+/, (d) => d.replace(/\B(?=(\d{3})+(?!\d))/g, ','));
  return value;
}

/** First problem with one field's value, or undefined when it is fine. */
export function checkField(
  field: FieldConfig,
  raw: string | undefined,
  answers: StepAnswers,
  opts: { today?: Date; checkOption?: OptionCheck } = {},
): string | undefined {
  const value = normaliseValue(field, raw);
  const label = field.label.toLowerCase();
  if (!applies(field, answers)) return value === '' ? undefined : messages.notApplicable(label, field.applies_when!.because);
  if (value === '') return field.required ? messages.required(label) : undefined;
  if (field.min_length !== undefined && value.length < field.min_length) return messages.tooShort(field.label, field.min_length);
  if (field.max_length !== undefined && value.length > field.max_length) return messages.tooLong(field.label, field.max_length);
  if (field.pattern && !new RegExp(field.pattern, 'u').test(value)) return field.pattern_message ?? messages.pattern(label);
  const other = field.other;
  // "Other" chosen and nothing typed yet: the typed title is what is missing.
  if (other && value === other.code) return messages.required(other.label.toLowerCase());
  const unlisted =
    (field.options && !field.options.some((o) => o.code === value)) ||
    (field.options_source !== undefined && opts.checkOption?.(field.options_source, value, answers) === false);
  if (unlisted && !other) return messages.choose(label);
  if (unlisted && other) {
    if (value.length > other.max_length) return messages.tooLong(other.label, other.max_length);
    if (other.pattern && !new RegExp(other.pattern, 'u').test(value)) return other.pattern_message ?? messages.pattern(other.label.toLowerCase());
  }
  if (field.kind === 'DATE') {
    const date = parseDate(value);
    if (!date) return messages.date;
    const today = opts.today ?? new Date();
    if (field.not_future && date.getTime() > today.getTime()) return messages.future;
    if (field.min_age !== undefined || field.max_age !== undefined) {
      const min = field.min_age ?? 0;
      const max = field.max_age ?? 150;
      const age = ageOn(date, today);
      if (age < min || age > max) return messages.age(min, max);
    }
  }
  return undefined;
}

/** All problems of a step as { field: message }; empty when the step can be saved. */
export function validateAnswers(
  fields: readonly FieldConfig[],
  answers: StepAnswers,
  opts: { today?: Date; checkOption?: OptionCheck } = {},
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const problem = checkField(field, answers[field.name], answers, opts);
    if (problem) errors[field.name] = problem;
  }
  return errors;
}

/**
 * A valibot schema for a step, for the app's forms. Unknown keys are dropped, values trimmed; issues carry the
 * field name as their path so `fieldMessages` yields { field: message }.
 */
export function buildStepSchema(
  fields: readonly FieldConfig[],
  opts: { today?: () => Date; checkOption?: OptionCheck } = {},
) {
  const entries = Object.fromEntries(fields.map((f) => [f.name, v.optional(v.string(), '')]));
  return v.pipe(
    v.object(entries),
    // What does not apply (a province of birth once another country is chosen) is neither checked nor sent.
    v.transform((answers) => Object.fromEntries(Object.entries(answers).map(([k, val]) => [k, applies(fields.find((f) => f.name === k) ?? {}, answers) ? val : '']))),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const answers = dataset.value as StepAnswers;
      const errors = validateAnswers(fields, answers, {
        today: opts.today?.(),
        ...(opts.checkOption ? { checkOption: opts.checkOption } : {}),
      });
      for (const [name, message] of Object.entries(errors)) {
        addIssue({
          message,
          path: [{ type: 'object', origin: 'value', input: answers, key: name, value: answers[name] }],
        });
      }
    }),
    v.transform((answers) => {
      const byName = new Map(fields.map((f) => [f.name, f]));
      return Object.fromEntries(
        Object.entries(answers as StepAnswers).map(([k, val]) => [k, normaliseValue(byName.get(k) ?? {}, val)]),
      ) as StepAnswers;
    }),
  );
}
