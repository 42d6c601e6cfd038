import type { OtpOutput } from '../shared/otp.machine';
import { journeys, journeyTypes, type JourneyType } from './definitions';
import type { DocumentVerificationOutput } from './document-verification';
import type { OtpSent } from '../shared/otp.machine';
import type { PromoApplied } from './journey.setup';
import type {
  ApplicationLike,
  ApplicationListLike,
  CampaignListLike,
  EmailFactsLike,
  JourneyContext,
  JourneyEvent,
  JourneyInput,
  LinkedAccountLike,
  OfferListLike,
  PhoneLike,
  PromissoryNoteLike,
  SavedAnswersLike,
  SavedSalaryLike,
  SavedStepLike,
  StepError,
  StepVersionLike,
} from './journey-types';
import { steps, type StepId } from './steps';
import { dependentsOf, repriceNeeded, staleAfter } from './dependencies';

/**
 * Event payloads and actor outcomes for the generated-path traversal of the journey charts (tests/paths,
 * tests/machines/journeys): every guard both ways (jumps to every step, edits from review, changed and unchanged
 * offer terms, statuses that may and may not be submitted, offers and no offers, a note signed or not, documents
 * verified and failed). Outputs are the platform's responses as the contract describes them
 * (tests/machines/journeys/samples-contract.test.ts parses them with the contract's schemas).
 */

/** What each platform call returns, as the chart reads it. */
export interface JourneyActorOutputs {
  createApplication: ApplicationLike;
  setLoanPurpose: ApplicationLike;
  readStepVersion: StepVersionLike;
  saveFormStep: SavedStepLike;
  readSavedAnswers: SavedAnswersLike;
  verifyGotymeAccount: LinkedAccountLike;
  readOffers: OfferListLike;
  /** The offer pricing chart (offer-pricing.machine.ts), as the journey sees it; `generateOffers` is its last call. */
  priceOffers: OfferListLike;
  generateOffers: OfferListLike;
  acceptOffer: ApplicationLike;
  readApplicationStatus: ApplicationLike;
  submitForReview: ApplicationLike;
  generateNote: PromissoryNoteLike;
  readNote: PromissoryNoteLike;
  readPhone: PhoneLike;
  checkEmail: EmailFactsLike;
  finalizeNote: PromissoryNoteLike;
  applyPromo: PromoApplied;
  removePromo: unknown;
  cancelApplication: ApplicationLike;
  submitCancellationSurvey: unknown;
  requestSigningCode: OtpSent;
  requestGotymeCode: OtpSent;
  documentVerification: DocumentVerificationOutput;
  otp: OtpOutput;
  listApplications: ApplicationListLike;
  readSavedSalary: SavedSalaryLike;
  readCampaigns: CampaignListLike;
}
export type JourneyOutcomes = { [K in keyof JourneyActorOutputs]?: { done?: JourneyActorOutputs[K][]; error?: StepError[] } };

/**
 * Steps whose answers (being there or not) a guard reads and a save adds or drops: the GoTyme link, the chosen offer.
 * The pricing inputs (calculator, salary, bank) are held from the start, so a save either changes them or not.
 */
const guardedAnswers: readonly StepId[] = ['gotymeLinking', 'loanOffer'];
const answers = { field: 'value' };
// Changed terms, salary and bank; on the offer step, an offer chosen.
// Whole calculator terms, so a pricing after them needs no read of the application's own.
const changedTerms = { field: 'value', amount_centavos: 2_000_000, tenure_months: 12, repayment_cycle: '1 Month', gross_monthly_salary: '30,000', bank: 'BDO', offer_id: 'offer-1' };
const stepIds = Object.keys(steps) as StepId[];
const unavailable: StepError = { code: 'HTTP_503', message: 'Try again.', fields: {} };

export const sampleApplication = (status: string, warning?: string) => ({
  id: 'app-1',
  user_id: 'user-1',
  company_id: 'company-1',
  product_type: 'LOAN',
  application_type: 'NEW_LOAN',
  status,
  journey_step: null,
  loan_amount_centavos: 2_500_000,
  tenure_months: 12,
  repayment_cycle: '1 Month',
  loan_purpose: 'EDUCATION',
  missing_selfie: false,
  source_loan_id: null,
  cancellation_reason: null,
  completed_steps: [],
  created_at: '2026-11-24T00:00:00.000Z',
  updated_at: '2026-11-24T00:00:00.000Z',
  ...(warning ? { warning } : {}),
});
export const sampleOffer = {
  id: 'offer-1',
  application_id: 'app-1',
  pricing_code: 'REGULAR',
  pricing_name: 'Regular',
  principal_centavos: 2_500_000,
  monthly_interest_percent: 1.5,
  tenure_months: 12,
  repayment_cycle: '1 Month',
  installment_count: 12,
  installment_amount_centavos: 245_833,
  total_interest_centavos: 450_000,
  total_repayment_centavos: 2_950_000,
  service_fee_centavos: 50_000,
  bank_fee_centavos: 0,
  cashback_centavos: 0,
  net_proceeds_centavos: 2_450_000,
  discounts: [],
  promo_code: null,
  selected: true,
};
const note = (status: 'PENDING' | 'FINAL') => ({
  contract_id: 'contract-1',
  application_id: 'app-1',
  promissory_note_status: status,
  body: ['I promise to pay.'],
  generated_at: '2026-11-24T00:00:00.000Z',
  finalized_at: status === 'FINAL' ? '2026-11-24T00:05:00.000Z' : null,
});
// Whole responses (more fields than the chart reads), kept in constants so they are checked as responses, not literals.
const linked = { linked: true, account_name: 'Maria Santos', masked_account_number: '********9012' };
const priced = { offers: [sampleOffer], best_offer_id: 'offer-1' };
const promoApplied = {
  promo: { code: 'SCHOOL2026', description: 'School support', discounts: [], first_time_borrowers_only: false, valid_until: '2026-12-31' },
  offer: { ...sampleOffer, promo_code: 'SCHOOL2026' },
};
const repriced = { field: 'value', amount_centavos: '2000000', gross_monthly_salary: '30,000', bank: 'BDO' };
const savedStep = (stored: Record<string, string>) => ({ step: 'personal-details', answers: stored, application: sampleApplication('INITIALIZED') });

/** Saved in another tab since read: the platform refuses the save (the newer answers are read after it). */
const staleSave: StepError = { code: 'STALE_ANSWERS', message: 'These answers were changed in another tab or on another device.', fields: {} };
const stepRead = (stored: Record<string, string>, version: number) => ({ step: 'personal-details', answers: stored, version });

/** Two applications with saved professional details (this one, when the journey has it, and an earlier one). */
const withSalaries = {
  data: [
    { ...sampleApplication('INITIALIZED'), completed_steps: ['professional-details'] },
    { ...sampleApplication('CANCELLED'), id: 'app-0', completed_steps: ['professional-details'], updated_at: '2026-10-01T00:00:00.000Z' },
  ],
};
const calamity = {
  code: 'CALAMITY_1', name: 'Calamity relief loan', monthly_interest_percent: 0, max_amount_centavos: 800_000, max_salary_percent: 20, tenures: [3, 6, 9, 12],
  service_fee: { kind: 'fixed', amount_centavos: 10_000 }, first_time_borrowers_only: false, eligible: true, ineligible_reason: null,
} as const;

export const journeyOutcomes: JourneyOutcomes = {
  // The calculator's look-ups: no application with a saved salary, or two; a usable salary or none; the campaigns.
  listApplications: { done: [{ data: [] }, withSalaries], error: [unavailable] },
  readSavedSalary: { done: [{ salary: '40,000' }, { salary: null }], error: [unavailable] },
  readCampaigns: { done: [{ campaigns: [calamity] }], error: [unavailable] },
  // ONGOING_APPLICATION: another tab created the application first (the borrower continues that one).
  createApplication: { done: [sampleApplication('INITIALIZED')], error: [unavailable, { code: 'ONGOING_APPLICATION', message: 'You already have an application in progress.', fields: {} }] },
  setLoanPurpose: { done: [sampleApplication('INITIALIZED')], error: [unavailable] },
  // Changed offer terms / salary / bank: offers are priced again, an offer already chosen becomes stale.
  // The save's answer says whether offers are priced (reprice them at once, or nothing to price), or does not say.
  saveFormStep: {
    done: [
      savedStep(answers),
      { ...savedStep(repriced), has_offers: true },
      { ...savedStep(repriced), has_offers: false },
      savedStep(repriced),
      // The save priced the offers from what it saved (salary or bank changed): its answer carries them.
      { ...savedStep(repriced), has_offers: true, offers: priced },
    ],
    error: [unavailable, staleSave],
  },
  // This tab's own version (no call); the platform's, holding what the journey knows; one saved elsewhere.
  readStepVersion: {
    done: [
      { ...stepRead(answers, 2), readHere: true },
      { ...stepRead(answers, 2), readHere: false },
      { ...stepRead({ field: 'changed elsewhere' }, 3), readHere: false },
    ],
    error: [unavailable],
  },
  // A step's saved answers: the newer ones after a refused save; the salary and bank a pricing lacks.
  readSavedAnswers: { done: [stepRead({ gross_monthly_salary: '30,000', bank: 'BDO' }, 3)], error: [unavailable] },
  verifyGotymeAccount: { done: [linked], error: [{ code: 'GOTYME_CODE_INVALID', message: 'The code is not right.', fields: {} }] },
  readOffers: { done: [{ offers: [sampleOffer] }, { offers: [] }], error: [unavailable] },
  priceOffers: { done: [priced], error: [{ code: 'AMOUNT_TOO_LOW', message: 'The amount is below the minimum.', fields: {} }] },
  generateOffers: { done: [priced], error: [{ code: 'AMOUNT_TOO_LOW', message: 'The amount is below the minimum.', fields: {} }] },
  acceptOffer: { done: [sampleApplication('OFFER_ACCEPTED'), sampleApplication('OFFER_ACCEPTED', 'Your employer changed your pay cycle.')], error: [unavailable] },
  // INITIALIZED may be submitted and accepts an offer; SYSTEM_REVIEW does neither (already in review).
  readApplicationStatus: { done: [sampleApplication('INITIALIZED'), sampleApplication('SYSTEM_REVIEW')], error: [unavailable] },
  submitForReview: { done: [sampleApplication('SYSTEM_REVIEW')], error: [unavailable] },
  // PENDING: generated from the chosen offer.
  // NO_ACCEPTED_OFFER: the application has no accepted offer to write the note from (back to the offer).
  // CONTRACT_FINAL: signed already, so it is read as it is.
  generateNote: {
    done: [note('PENDING')],
    error: [
      unavailable,
      { code: 'NO_ACCEPTED_OFFER', message: 'There is no accepted offer for this application yet.', fields: {} },
      { code: 'CONTRACT_FINAL', message: 'The promissory note is already signed.', fields: {} },
    ],
  },
  readNote: { done: [note('FINAL')], error: [unavailable] },
  readPhone: { done: [{ destination: '+63 917 *** 4567' }], error: [unavailable] },
  checkEmail: { done: [{ email: 'maria@example.com', duplicate: true, companyDomain: false, bad: false }], error: [unavailable] },
  finalizeNote: { done: [note('FINAL')], error: [unavailable] },
  applyPromo: {
    done: [promoApplied],
    error: [{ code: 'PROMO_INVALID', message: 'This promo code is not valid.', fields: {} }],
  },
  removePromo: { done: [{ offer: sampleOffer }], error: [unavailable] },
  cancelApplication: { done: [sampleApplication('CANCELLED')], error: [unavailable] },
  submitCancellationSurvey: {
    done: [{ application_id: 'app-1', reason: 'NO_LONGER_INTERESTED', details: null, submitted_at: '2026-11-25T00:00:00.000Z' }],
    error: [unavailable],
  },
  requestSigningCode: { done: [{ sentAt: 0 }], error: [unavailable] },
  requestGotymeCode: { done: [{ sentAt: 0, expiresInSeconds: 300 }], error: [{ code: 'HTTP_429', message: 'Too many codes. Please wait a moment.', fields: {} }] },
  documentVerification: {
    done: [
      { outcome: 'verified', documents: [], selfie: undefined },
      { outcome: 'failed', documents: [], selfie: undefined },
    ],
  },
  otp: { done: [{ verified: true, result: null }, { verified: false, cancelled: true }] },
};

type JourneyEventSamples = { [K in JourneyEvent['type']]?: Extract<JourneyEvent, { type: K }>[] };

function samplesFor(type: JourneyType) {
  const order = journeys[type].steps as readonly StepId[];
  const events: JourneyEventSamples = {
    'step.submit': [
      { type: 'step.submit', values: answers },
      { type: 'step.submit', values: changedTerms },
    ],
    'draft.update': [{ type: 'draft.update', values: answers }],
    'nav.request': stepIds.filter((s) => order.includes(s)).map((step) => ({ type: 'nav.request', step })),
    'review.edit': stepIds.filter((s) => order.includes(s)).map((step) => ({ type: 'review.edit', step })),
    'gotyme.sendCode': [{ type: 'gotyme.sendCode', values: { account_number: '123456789012', code_sent_for: '123456789012' } }],
    'promo.apply': [{ type: 'promo.apply', code: 'SCHOOL2026' }],
    'email.check': [{ type: 'email.check', email: 'maria@example.com' }],
    'survey.submit': [{ type: 'survey.submit', answer: { reason: 'NO_LONGER_INTERESTED', details: '' } }],
  };
  const held = Object.fromEntries(order.filter((s) => dependentsOf(s).length > 0).map((s) => [s, answers]));
  // A journey that creates its application at the purpose step starts without one, too.
  // So does one whose amount step creates it (EWA withdrawal, quick loan).
  // A resumed journey holds no calculator answers: a change from review reads the application's terms first.
  const resumed: JourneyInput[] = order.some((s) => steps[s].kind === 'calculator') && order.includes('reviewDetails') ? [{ type, applicationId: 'app-1', startAt: 'reviewDetails', reached: order.indexOf('reviewDetails') }] : [];
  const inputs: JourneyInput[] = order.includes('loanPurpose') || order.some((s) => steps[s].kind === 'amount')
    ? [{ type, applicationId: 'app-1', answers: held }, { type, applicationId: null }, ...resumed]
    : [{ type, applicationId: 'app-1', answers: held }, ...resumed];
  return {
    inputs,
    events,
    outcomes: journeyOutcomes,
    limit: 20_000,
    // The document-verification child's own events are its chart's business (tested there).
    // The OTP child's own events likewise (machines/shared/otp.machine.ts has its own paths).
    skip: ['documents.complete', 'otp.change', 'otp.submit', 'otp.resend', 'otp.cancel', 'captcha.submit'],
    // Only what drives control flow, so the graph stays finite: which answers the guards compare exist (not their
    // values), and what the save in progress decides (reprice, stale steps).
    serialize: (snapshot: { value: unknown; status: string; context: JourneyContext; hasTag: (tag: 'lookup') => boolean }) => {
      const c = snapshot.context;
      const held = guardedAnswers.filter((s) => c.answers[s] !== undefined);
      const p = c.pending;
      const save = p ? [p.step, repriceNeeded(p, c.answers), staleAfter(p, c.answers), typeof p.after.offer_id === 'string', p.before === undefined, p.accepted !== undefined] : null;
      if (snapshot.status !== 'active') return JSON.stringify([snapshot.value, snapshot.status]);
      // The calculator's look-up while it runs: whether a salary is known, how many candidates are left to read.
      const lookup = snapshot.hasTag('lookup') && c.lookup ? [c.lookup.salary !== null, c.lookup.toRead.length] : null;
      return JSON.stringify([snapshot.value, c.reached, c.returnTo, c.applicationId !== null, held, save, c.offersFresh ?? null, c.stepBase?.previous !== undefined, c.note?.promissory_note_status === 'FINAL', lookup]);
    },
  };
}

export default Object.fromEntries(journeyTypes.map((t) => [t, samplesFor(t)]));
