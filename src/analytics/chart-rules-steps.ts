import { journeys, journeyTypes, type JourneyType } from '@machines/journeys/definitions';
import { steps, type StepKind } from '@machines/journeys/steps';
import { accountPages } from '@machines/account/account-pages';
import { appPages } from '@machines/app/app.machine';
import { ewaPages } from '@machines/ewa/ewa-pages';
import { errorCode, fromContext, outputOf, str, type ChartRule, type RuleInput } from './chart-map';

/**
 * Rules for what a borrower does inside a journey step (by the step's kind, read from the page the transition left,
 * so a new step of a known kind needs no new rule), in documents, at home, in repayments and in the account pages.
 * Generic step events (submitted, saved, failed) are in chart-rules-flows.ts.
 */
const kindOfPage = new Map<string, StepKind>(Object.values(steps).map((s) => [s.page, s.kind]));
const atKind =
  (...kinds: StepKind[]) =>
  (i: RuleInput) =>
    kinds.includes(kindOfPage.get(i.fromPage ?? '') as StepKind);
const journey = (i: RuleInput) => ({ journey: fromContext('type')(i) ?? i.machineId });
const values = (i: RuleInput) => (i.event.values && typeof i.event.values === 'object' ? (i.event.values as Record<string, unknown>) : {});
/** Amounts travel in centavos; events carry pesos as numbers (catalogue/money.ts). */
const pesos = (centavos: unknown) => (typeof centavos === 'number' && Number.isFinite(centavos) ? centavos / 100 : undefined);
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const typesWith = (kind: StepKind): JourneyType[] =>
  journeyTypes.filter((t) => (journeys[t].steps as readonly string[]).some((s) => steps[s as keyof typeof steps].kind === kind));
/**
 * One "entered state" rule per journey chart that has a step of this kind. A journey's first step is where its
 * chart starts, which no transition enters (WCR and missing selfie start at their documents): there the journey's
 * application_started / application_resumed and the page view say it.
 */
const enteringKind = (kind: StepKind, emit: ChartRule['emit']): ChartRule[] =>
  typesWith(kind).flatMap((t) =>
    (journeys[t].steps as readonly (keyof typeof steps)[])
      .filter((s, index) => index > 0 && steps[s].kind === kind)
      .map((s) => ({ on: '*', to: `${t}.${s}`, emit, props: journey })),
  );
const verified = (i: RuleInput) => outputOf(i).verified === true;
const documentType = (i: RuleInput) => fromContext('documentType')(i);
const productOf: Partial<Record<string, string>> = { ewaActivation: 'EWA', ewaWithdrawal: 'EWA', quickLoanActivation: 'QUICK_LOAN', quickLoan: 'QUICK_LOAN' };
const product = (type: unknown) => productOf[String(type)] ?? 'LOAN';

export const stepRules: readonly ChartRule[] = [
  // Calculator, purpose, offer, warning, promissory notes (journey charts)
  {
    on: 'step.submit',
    machine: journeyTypes,
    when: atKind('calculator'),
    emit: 'loan_calculator_submitted',
    props: (i) => ({ amount: pesos(values(i).amount_centavos), tenure_months: num(values(i).tenure_months) }),
  },
  { on: 'step.submit', machine: journeyTypes, when: atKind('purpose'), emit: 'loan_purpose_selected', props: (i) => ({ loan_purpose: str(values(i).loan_purpose) }) },
  { on: 'error:createApplication', emit: 'application_create_failed', props: (i) => ({ ...journey(i), error_code: errorCode(i) }) },
  { on: 'step.submit', machine: journeyTypes, when: atKind('warning'), emit: 'warning_acknowledged', props: journey },
  // The offer is accepted once: on the offer page (loan journeys: INITIALIZED to OFFER_ACCEPTED) or the accept-offer
  // step. Review confirms the same acceptance to the platform again; that is not a second offer_accepted.
  { on: 'done:acceptOffer', when: atKind('offer', 'acceptOffer'), emit: 'offer_accepted', props: journey },
  { on: 'done:applyPromo', emit: 'promo_applied', props: (i) => ({ campaign: str((outputOf(i).promo as { code?: unknown } | undefined)?.code) }) },
  { on: 'done:removePromo', emit: 'promo_removed' },
  { on: 'error:applyPromo', emit: 'promo_failed', props: (i) => ({ error_code: errorCode(i) }) },
  { on: 'error:removePromo', emit: 'promo_failed', props: (i) => ({ error_code: errorCode(i) }) },
  ...enteringKind('promissoryNotes', 'promissory_note_viewed'),
  { on: 'done:otp', machine: journeyTypes, when: verified, emit: 'promissory_note_signed', props: journey },
  { on: 'error:requestSigningCode', emit: 'promissory_note_sign_failed', props: (i) => ({ ...journey(i), error_code: errorCode(i) }) },
  // Disbursement through GoTyme
  { on: 'bank.linkGotyme', machine: journeyTypes, emit: 'gotyme_linking_started' },
  { on: 'done:requestGotymeCode', emit: 'gotyme_otp_sent' },
  { on: 'done:verifyGotymeAccount', emit: 'gotyme_linked' },
  // The link, or the pricing again that follows it, failed: /gotyme-linking-failed.
  ...journeyTypes.filter((t) => (journeys[t].steps as readonly string[]).includes('bankDetails')).map((t): ChartRule => ({ on: 'error:*', to: `${t}.gotymeLinking.failed`, emit: 'gotyme_linking_failed', props: (i) => ({ error_code: errorCode(i) }) })),
  // EWA activation
  { on: 'done:submitForReview', machine: 'ewaActivation', emit: 'ewa_activation_submitted' },
  { on: '*', to: 'ewaActivation.ewaSuccess', emit: 'ewa_success' },
  // EWA and insta-funds pages (machines/ewa): the activation or a quick loan started there, or the reason shown.
  { on: '*', to: 'ewa.ewaIneligible', emit: 'ewa_ineligible' },
  { on: 'product.start', machine: 'ewa', to: 'ewa.started', when: (i) => i.fromPage === ewaPages.ewaDescription.page, emit: 'ewa_activation_started' },
  { on: 'product.start', machine: 'ewa', to: 'ewa.started', when: (i) => i.fromPage === ewaPages.instaFunds.page, emit: 'insta_funds_started' },
  // Documents (journey step, then machines/documents/document-upload.machine.ts)
  ...enteringKind('documents', 'document_verification_started'),
  { on: 'done:checkFile', to: 'documentUpload.requestingUrl', emit: 'document_upload_started', props: (i) => ({ document_type: documentType(i) }) },
  { on: 'done:checkFile', to: 'documentUpload.empty', emit: 'document_file_rejected', props: (i) => ({ document_type: documentType(i), reason: 'type_or_size' }) },
  { on: 'error:checkFile', emit: 'document_file_rejected', props: (i) => ({ document_type: documentType(i), reason: 'unreadable' }) },
  {
    on: 'done:registerUpload',
    to: 'documentUpload.rejected',
    emit: 'document_quality_failed',
    props: (i) => ({ document_type: documentType(i), reason: str(outputOf(i).quality) ?? str(outputOf(i).status) }),
  },
  { on: 'done:checkIdNumber', when: (i) => outputOf(i).duplicate !== false, emit: 'document_id_number_duplicate', props: (i) => ({ document_type: documentType(i) }) },
  // Selfie
  { on: 'selfie.capture', machine: 'selfie', emit: 'liveness_started' },
  // Root chart: home, products, eligibility, company feedback, information pages
  { on: 'done:loadAccount', emit: 'eligibility_loaded', props: (i) => eligibility(i) },
  { on: '*', to: 'app.signedIn.home', emit: 'home_loaded' },
  { on: 'journey.start', machine: 'app', when: (i) => i.fromPage === appPages.productSelection.page, emit: 'product_selected', props: (i) => ({ product: product(i.event.journeyType) }) },
  { on: 'journey.start', machine: 'app', when: (i) => i.fromPage === appPages.home.page, emit: 'home_apply_clicked', props: (i) => ({ product: product(i.event.journeyType) }) },
  { on: 'product.choose', machine: 'app', emit: 'home_product_clicked' },
  { on: 'journey.start', machine: 'app', when: (i) => i.event.journeyType === 'reloan', emit: 'reloan_started', props: () => ({ journey: 'reloan' }) },
  { on: 'journey.start', machine: 'app', when: (i) => i.event.journeyType === 'ewaActivation', emit: 'ewa_activation_started' },
  { on: 'done:sendFeedback', emit: 'company_feedback_submitted' },
  { on: '*', to: 'app.signedIn.contactUs', emit: 'contact_us_opened' },
  { on: '*', to: 'auth.contactUs', emit: 'contact_us_opened' },
  // Repayments (machines/repayments)
  { on: '*', to: 'repayments.loanDetails', emit: 'loan_details_opened' },
  { on: 'schedule.open', machine: 'repayments', emit: 'loan_schedule_opened' },
  { on: 'pastProducts.open', machine: 'repayments', emit: 'past_products_opened' },
  { on: 'refinance.start', to: 'repayments.refinanceCalculator', emit: 'refinance_started', props: () => ({ journey: 'refinance' }) },
  { on: 'refinance.start', to: 'repayments.recoveryRefinanceCalculator', emit: 'recovery_refinance_started' },
  { on: 'done:createRefinance', emit: 'refinance_submitted', props: (i) => ({ journey: i.fromPage === 'Recovery Refinance Calculator' ? 'RECOVERY_REFINANCE' : 'REFINANCE' }) },
  // Account pages (machines/account/account.machine.ts)
  { on: 'email.send', machine: 'account', emit: 'otp_requested', props: () => ({ purpose: 'email' }) },
  { on: 'mobile.verify', machine: 'account', emit: 'otp_requested', props: () => ({ purpose: 'mobile' }) },
  { on: 'done:generateEmailOtp', emit: 'email_otp_generated' },
  { on: 'done:requestMobileOtp', emit: 'otp_sent', props: () => ({ purpose: 'mobile' }) },
  { on: 'done:updatePersonalEmail', emit: 'personal_email_updated' },
  { on: 'done:otp', machine: 'account', when: (i) => verified(i) && i.fromPage === accountPages.verifyEmailOtp.page, emit: 'email_verified' },
  { on: 'done:otp', machine: 'account', when: (i) => verified(i) && i.fromPage === accountPages.verifyMobileOtp.page, emit: 'mobile_verified' },
];

function eligibility(i: RuleInput) {
  const e = (outputOf(i).eligibility ?? {}) as Record<string, { disabled?: unknown } | undefined>;
  const enabled = (key: string) => (e[key] ? e[key].disabled === false : undefined);
  return { loan: enabled('loan'), ewa: enabled('ewa'), quick_loan: enabled('quickLoan') };
}
