import { relations, type Beneficiary, type BeneficiaryRules } from './insurance';
import { normaliseText } from './text';

/**
 * The ONE check of a beneficiary list, from the rules the platform sends with the insurance form: the screen runs
 * it before saving, the sandbox runs it on every save (as form-rules.ts does for the journey forms). Values are
 * as typed (strings); errors are keyed `beneficiaries` (the list) and `beneficiaries.<i>.<field>`.
 */
export interface BeneficiaryInput {
  full_name: string;
  relation: string;
  birth_date: string;
  share_percent: string;
}

export const beneficiaryMessages = {
  tooFew: (min: number) => (min === 1 ? 'Add at least one beneficiary.' : `Add at least ${min} beneficiaries.`),
  tooMany: (max: number) => `Add at most ${max} beneficiaries.`,
  name: 'Please fill in the full name.',
  nameLetters: 'Please use letters only.',
  relation: 'Choose a relation.',
  date: 'Please enter a valid date.',
  future: 'This date cannot be in the future.',
  share: 'Enter a whole number from 1 to 100.',
  oneSpouse: 'Only one beneficiary can be your spouse.',
  total: (sum: number) => `Shares must add up to 100%. They add up to ${sum}% now.`,
} as const;

const NAME = /^[\p{L} .'-]+$/u;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const SHARE = /^\d{1,3}$/;

function validDate(value: string): Date | undefined {
  const m = ISO.exec(value);
  if (!m) return undefined;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value ? d : undefined;
}

export function checkBeneficiaries(rules: BeneficiaryRules, list: readonly BeneficiaryInput[], today = new Date()): Record<string, string> {
  const errors: Record<string, string> = {};
  if (list.length < rules.min) errors.beneficiaries = beneficiaryMessages.tooFew(rules.min);
  if (list.length > rules.max) errors.beneficiaries = beneficiaryMessages.tooMany(rules.max);
  let spouses = 0;
  let total = 0;
  let sharesComplete = true;
  list.forEach((b, i) => {
    const at = (field: string, message: string) => (errors[`beneficiaries.${i}.${field}`] ??= message);
    const name = normaliseText(b.full_name);
    if (!name) at('full_name', beneficiaryMessages.name);
    else if (!NAME.test(name)) at('full_name', beneficiaryMessages.nameLetters);
    if (!(relations as readonly string[]).includes(b.relation)) at('relation', beneficiaryMessages.relation);
    else if (b.relation === 'SPOUSE' && ++spouses > 1) at('relation', beneficiaryMessages.oneSpouse);
    const born = validDate(b.birth_date.trim());
    if (!born) at('birth_date', beneficiaryMessages.date);
    else if (born.getTime() > today.getTime()) at('birth_date', beneficiaryMessages.future);
    if (rules.shares_required) {
      const share = b.share_percent.trim().replace(/%$/, '');
      const n = Number(share);
      if (!SHARE.test(share) || n < 1 || n > 100) {
        at('share_percent', beneficiaryMessages.share);
        sharesComplete = false;
      } else total += n;
    }
  });
  // The total is only meaningful once every share is a valid number.
  if (rules.shares_required && sharesComplete && list.length > 0 && total !== 100) errors.beneficiaries ??= beneficiaryMessages.total(total);
  return errors;
}

/** The list as the platform stores it (call only after `checkBeneficiaries` found nothing). */
export function toBeneficiaries(rules: BeneficiaryRules, list: readonly BeneficiaryInput[]): Beneficiary[] {
  return list.map((b) => ({
    full_name: normaliseText(b.full_name),
    relation: b.relation as Beneficiary['relation'],
    birth_date: b.birth_date.trim(),
    ...(rules.shares_required ? { share_percent: Number(b.share_percent.trim().replace(/%$/, '')) } : {}),
  }));
}

/** A stored list back as typed values (to prefill the form). */
export const fromBeneficiaries = (list: readonly Beneficiary[]): BeneficiaryInput[] =>
  list.map((b) => ({ full_name: b.full_name, relation: b.relation, birth_date: b.birth_date, share_percent: b.share_percent === undefined ? '' : String(b.share_percent) }));
