import type { Answers, GenerateOffersInput, PendingSave } from './journey-types';
import type { StepId } from './steps';
import { disbursementOf, type DisbursementBank } from './disbursement';

/**
 * Answers that later answers are built on. Changing one (usually from review) clears the dependent step's
 * answers and sends the borrower through that step again: the offer is priced from the amount, tenure, cycle
 * and campaign, the gross salary (salary caps) and the bank (the GoTyme 'GT Waived' bank fee). Field-level
 * cascades inside one form (province -> city -> barangay/zipcode) are the form's, from the field config.
 */
interface Dependency {
  from: StepId;
  /** Fields whose change invalidates; an answer that appears or disappears counts as a change. */
  fields: readonly string[];
  invalidates: StepId;
}

const offerTerms = ['amount_centavos', 'tenure_months', 'repayment_cycle', 'campaign_code'] as const;

export const answerDependencies: readonly Dependency[] = [
  { from: 'loanCalculator', fields: offerTerms, invalidates: 'loanOffer' },
  { from: 'reloanCalculator', fields: offerTerms, invalidates: 'loanOffer' },
  { from: 'refinanceCalculator', fields: offerTerms, invalidates: 'loanOffer' },
  { from: 'professionalDetails', fields: ['gross_monthly_salary'], invalidates: 'loanOffer' },
  { from: 'bankDetails', fields: ['bank'], invalidates: 'loanOffer' },
];

const same = (a: unknown, b: unknown) => String(a ?? '') === String(b ?? '');
const changed = (d: Dependency, before: Answers, after: Answers) => d.fields.some((f) => !same(before[f], after[f]));

/**
 * Steps whose answers a save of `step` makes stale. Nothing is stale on a first save (no earlier answers) or
 * when the dependent step has no answers yet.
 */
export function invalidatedBy(step: StepId, before: Answers | undefined, after: Answers, answers: Partial<Record<StepId, Answers>>): StepId[] {
  if (!before) return [];
  return answerDependencies
    .filter((d) => d.from === step && answers[d.invalidates] !== undefined && changed(d, before, after))
    .map((d) => d.invalidates);
}

/**
 * Steps the save in progress makes stale: `invalidatedBy`, except the offer when the save priced the offers again
 * and accepted the new best one in place of the chosen one (terms changed from review): that is the chosen offer now.
 */
export function staleAfter(pending: PendingSave, answers: Partial<Record<StepId, Answers>>): StepId[] {
  const stale = invalidatedBy(pending.step, pending.before, pending.after, answers);
  return pending.accepted ? stale.filter((s) => s !== 'loanOffer') : stale;
}

/**
 * Whether a save of `step` changed an answer the offers are priced from, so offers the platform already generated
 * must be priced again (src/journeys/journey-actors.ts). Unlike `invalidatedBy` it does not ask whether an offer was
 * chosen: offers the borrower has only seen are as stale.
 */
export function repricesOffers(step: StepId, before: Answers | undefined, after: Answers): boolean {
  return before !== undefined && answerDependencies.some((d) => d.from === step && d.invalidates === 'loanOffer' && changed(d, before, after));
}

/** Possible targets of `step` (for generating the chart's transitions). */
export const dependentsOf = (step: StepId): StepId[] => answerDependencies.filter((d) => d.from === step).map((d) => d.invalidates);

/**
 * Answers a save replaces: the loan goes to one place, so saving bank details drops an earlier GoTyme link (linking
 * GoTyme is reached from the bank details step and always comes after it, so the link is the later answer).
 */
export const replacedBy: Partial<Record<StepId, readonly StepId[]>> = { bankDetails: ['gotymeLinking'] };

/**
 * Where the loan is disbursed, as the offer pricing needs it (the GoTyme 'GT Waived' bank fee): GOTYME when the
 * borrower linked a GoTyme account (the later answer, see replacedBy) or chose GoTyme Bank, OTHER for any other
 * bank, undefined when not answered yet.
 */
export function disbursementBank(answers: Partial<Record<StepId, Answers>>): DisbursementBank | undefined {
  return answers.gotymeLinking ? 'GOTYME' : disbursementOf(answers.bankDetails?.bank);
}

const calculatorOf = (answers: Partial<Record<StepId, Answers>>) => answers.loanCalculator ?? answers.reloanCalculator ?? answers.refinanceCalculator;
const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/**
 * Whether this save prices the application's offers again (when it has any): a GoTyme link or bank details that
 * replace one change the bank fee waiver; otherwise the answers the offers are priced from (`repricesOffers`).
 */
export function repriceNeeded(pending: PendingSave, answers: Partial<Record<StepId, Answers>>): boolean {
  if (pending.step === 'gotymeLinking') return true;
  if (pending.step === 'bankDetails' && answers.gotymeLinking !== undefined) return true;
  return repricesOffers(pending.step, pending.before, pending.after);
}

/** What the offers are priced from after this save: its terms, typed salary and the bank as it is now. */
export function pricingAfter(pending: PendingSave, answers: Partial<Record<StepId, Answers>>): Omit<GenerateOffersInput, 'applicationId'> {
  const { step, after } = pending;
  const now =
    step === 'gotymeLinking' ? { ...answers, gotymeLinking: after }
    : step === 'bankDetails' ? { ...answers, bankDetails: after, gotymeLinking: undefined }
    : { ...answers, [step]: after };
  return {
    requested: calculatorOf(now),
    salary: 'gross_monthly_salary' in after ? str(after.gross_monthly_salary) : undefined,
    bank: disbursementBank(now),
  };
}

/**
 * The first pricing of an application (offer step): what the borrower asked for, the salary and the bank chosen.
 * The salary as this journey saved it (else undefined: the platform's saved professional details are read first).
 */
export function firstPricing(answers: Partial<Record<StepId, Answers>>, applicationId: string): Omit<GenerateOffersInput, 'applicationId'> {
  const requested = calculatorOf(answers);
  const campaign = str(requested?.campaign_code);
  const salary = str(answers.professionalDetails?.gross_monthly_salary);
  return { requested, salary: salary || undefined, bank: disbursementBank(answers), idempotencyKey: `offers-${applicationId}${campaign ? `-${campaign}` : ''}` };
}

const num = (v: unknown): number | undefined => (typeof v === 'number' ? v : typeof v === 'string' && v !== '' ? Number(v) : undefined);
/** The journey holds all the calculator terms a pricing needs; else the application's own are read first. */
export const termsComplete = (requested: Answers | undefined): boolean =>
  requested !== undefined && num(requested.amount_centavos) !== undefined && num(requested.tenure_months) !== undefined && str(requested.repayment_cycle) !== '';
