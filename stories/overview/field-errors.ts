/**
 * The platform's field errors per journey form step, for the copy review page (Overview/Journey steps and copy):
 * what the server answers per field when a step's answers are refused (400 with `{ field: message }`). Collected
 * from the source of truth, not a hand list: the field configuration the platform serves
 * (sandbox/platform/form-options-fields.ts) run through the one rule set the server and the screens share
 * (`checkField`, src/api/contract/form-rules.ts) with a value that breaks each rule the field has. Written to
 * field-errors.generated.json by `npm run generate` (scripts/generate/field-errors.ts); a test fails
 * while the file is stale (tests/stories/field-errors.test.ts). Stories read the JSON only (no sandbox import).
 */
import { checkField, type FieldConfig } from '../../src/api/contract/form-rules';

export interface FieldErrorLine {
  /** The field as the form labels it. */
  field: string;
  /** Every message the platform can answer for it, in the order the rules are checked. */
  messages: string[];
}

/** chart id → routed state id ('newLoan.personalDetails') → the step's fields and their server messages. */
export type JourneyFieldErrors = Record<string, Record<string, FieldErrorLine[]>>;

const today = new Date('2026-11-26T00:00:00Z');
const iso = (years: number) => `${today.getUTCFullYear() + years}-06-15`;

/** One value per rule a field can break (the checks of `checkField`, in its order). */
function breakingValues(field: FieldConfig): Array<{ value: string; refuseOption?: true }> {
  const out: Array<{ value: string; refuseOption?: true }> = [{ value: '' }];
  if (field.min_length !== undefined && field.min_length > 1) out.push({ value: '7'.repeat(field.min_length - 1) });
  if (field.max_length !== undefined) out.push({ value: '7'.repeat(field.max_length + 1) });
  if (field.pattern) out.push({ value: '#?!' });
  if (field.options) out.push({ value: 'NOT_AN_OPTION' });
  if (field.options_source) out.push({ value: 'NOT_AN_OPTION', refuseOption: true });
  // A list with "Other": chosen with nothing typed, and a typed answer too long.
  if (field.other) out.push({ value: field.other.code }, { value: 'a'.repeat(field.other.max_length + 1), refuseOption: true });
  if (field.kind === 'DATE') {
    out.push({ value: '2026-02-30' });
    if (field.not_future) out.push({ value: iso(1) });
    if (field.min_age !== undefined) out.push({ value: iso(-(field.min_age - 1)) });
    if (field.max_age !== undefined) out.push({ value: iso(-(field.max_age + 2)) });
  }
  return out;
}

/** Every message the rules can give for one field (a required field's "Please fill in …" first). */
export function fieldMessages(field: FieldConfig): string[] {
  const required = { ...field, required: true };
  const messages = breakingValues(field).map(({ value, refuseOption }) =>
    checkField(value === '' ? field : required, value, {}, { today, checkOption: refuseOption ? () => false : () => true }),
  );
  return [...new Set(messages.filter((m): m is string => m !== undefined))];
}

export function fieldErrorsOf(fields: readonly FieldConfig[]): FieldErrorLine[] {
  return fields.map((f) => ({ field: f.label, messages: fieldMessages(f) })).filter((l) => l.messages.length > 0);
}
