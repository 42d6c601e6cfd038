import type { StateMeta } from '../shared/meta';

/**
 * Every journey step, once. Journey definitions (definitions.ts) only list step ids in order; the chart factory
 * copies each step's meta into its state, and the router, screens, progress bar and analytics read it from there.
 * `as const` keeps the routes literal so tests/router/routes.test-d.ts fails when a step loses its route.
 */
export const stepKinds = [
  'calculator',
  'purpose',
  'form',
  'gotyme',
  'offer',
  'acceptOffer',
  'documents',
  'review',
  'warning',
  'promissoryNotes',
  'success',
  'amount',
] as const;
export type StepKind = (typeof stepKinds)[number];

interface StepSpec extends StateMeta {
  kind: StepKind;
  progressWeight: number;
  /** Step name the platform knows (field config and saved answers), e.g. 'personal-details'. */
  serverStep: string;
}

const journey = '/wizard/v2/Journey';

export const steps = {
  loanCalculator: { kind: 'calculator', route: '/loan-calculator', screen: 'loan-calculator', title: 'Loan calculator', page: 'Loan Calculator', primaryAction: 'Continue', progressWeight: 1, serverStep: 'loan-calculator' },
  reloanCalculator: { kind: 'calculator', route: '/reloan-calculator', screen: 'loan-calculator', title: 'Reloan calculator', page: 'Reloan Calculator', primaryAction: 'Continue', progressWeight: 1, serverStep: 'loan-calculator' },
  refinanceCalculator: { kind: 'calculator', route: '/refinance-calculator', screen: 'loan-calculator', title: 'Refinance calculator', page: 'Refinance Calculator', primaryAction: 'Continue', progressWeight: 1, serverStep: 'loan-calculator' },
  loanPurpose: { kind: 'purpose', route: '/loan-purpose', screen: 'loan-purpose', title: 'Loan purpose', page: 'Loan Purpose', primaryAction: 'Continue', progressWeight: 0.5, serverStep: 'loan-purpose' },
  personalDetails: { kind: 'form', route: `${journey}/personal-details`, screen: 'journey-form', title: 'Personal details', page: 'Personal Details', primaryAction: 'Continue', progressWeight: 2, serverStep: 'personal-details' },
  professionalDetails: { kind: 'form', route: `${journey}/professional-details`, screen: 'journey-form', title: 'Professional details', page: 'Professional Details', primaryAction: 'Continue', progressWeight: 2, serverStep: 'professional-details' },
  additionalDetails: { kind: 'form', route: `${journey}/additional-details`, screen: 'journey-form', title: 'Additional information', page: 'Additional Details', primaryAction: 'Continue', progressWeight: 1.5, serverStep: 'additional-details' },
  address: { kind: 'form', route: `${journey}/address`, screen: 'journey-form', title: 'Address', page: 'Address', primaryAction: 'Continue', progressWeight: 2, serverStep: 'address' },
  bankDetails: { kind: 'form', route: `${journey}/bank-details`, screen: 'journey-form', title: 'Disbursement details', page: 'Bank Details', primaryAction: 'Continue', progressWeight: 1.5, serverStep: 'bank-details' },
  gotymeLinking: { kind: 'gotyme', route: `${journey}/gotyme-linking`, screen: 'gotyme-linking', title: 'Link your GoTyme account', page: 'GoTyme Linking', primaryAction: 'Send code', progressWeight: 0.5, serverStep: 'gotyme-linking' },
  loanOffer: { kind: 'offer', route: `${journey}/loan-offer`, screen: 'loan-offer', title: 'Your loan offer', page: 'Loan Offer', primaryAction: 'Accept offer', figures: ['offers.offers.0.principal_centavos', 'offers.offers.0.service_fee_centavos', 'offers.offers.0.net_proceeds_centavos', 'offers.offers.0.installment_amount_centavos', 'offers.offers.0.total_repayment_centavos'], progressWeight: 1, serverStep: 'loan-offer' },
  acceptOffer: { kind: 'acceptOffer', route: `${journey}/loan-offer`, screen: 'loan-offer', title: 'Accept your loan offer', page: 'Accept Offer', primaryAction: 'Accept offer', figures: ['offers.offers.0.principal_centavos', 'offers.offers.0.service_fee_centavos', 'offers.offers.0.net_proceeds_centavos', 'offers.offers.0.installment_amount_centavos', 'offers.offers.0.total_repayment_centavos'], progressWeight: 1, serverStep: 'accept-offer' },
  documentVerification: { kind: 'documents', route: `${journey}/document-verification`, screen: 'document-verification', title: 'Document verification', page: 'Document Verification', progressWeight: 5, serverStep: 'document-verification' },
  wcrDocuments: { kind: 'documents', route: '/wcr', screen: 'wcr', title: 'Update your documents', page: 'WCR', progressWeight: 5, serverStep: 'document-verification' },
  reviewDetails: { kind: 'review', route: `${journey}/review-details`, screen: 'review-details', title: 'Review your details', page: 'Review Details', primaryAction: 'Confirm and continue', figures: ['offers.offers.0.principal_centavos', 'offers.offers.0.net_proceeds_centavos', 'offers.offers.0.installment_amount_centavos', 'offers.offers.0.total_repayment_centavos'], progressWeight: 1, serverStep: 'review-details' },
  warningPage: { kind: 'warning', route: `${journey}/warning-page`, screen: 'warning-page', title: 'Before you continue', page: 'Warning Page', primaryAction: 'I understand, continue', progressWeight: 0.1, serverStep: 'warning-page' },
  promissoryNotes: { kind: 'promissoryNotes', route: '/wizard/promissory-notes', screen: 'promissory-notes', title: 'Promissory notes', page: 'Promissory Notes', primaryAction: 'Sign and submit', progressWeight: 2, serverStep: 'promissory-notes' },
  loanSuccess: { kind: 'success', route: '/loan-success', screen: 'loan-success', title: 'Application submitted', page: 'Loan Success', primaryAction: 'Go to home', progressWeight: 0.1, serverStep: 'submitted' },
  ewaWithdrawal: { kind: 'amount', route: '/ewa/withdraw', screen: 'ewa-withdrawal', title: 'Withdraw your earned wages', page: 'EWA Withdrawal', primaryAction: 'Withdraw', progressWeight: 1, serverStep: 'ewa-withdrawal' },
  ewaWithdrawalSuccess: { kind: 'success', route: '/ewa/withdrawal-status', screen: 'ewa-withdrawal-status', title: 'Your withdrawal', page: 'EWA Withdrawal Status', primaryAction: 'Go to home', progressWeight: 0.1, serverStep: 'submitted' },
  quickLoanAmount: { kind: 'amount', route: '/insta-funds/apply', screen: 'quick-loan-amount', title: 'Apply for insta-funds', page: 'Insta Funds Apply', primaryAction: 'Apply', progressWeight: 1, serverStep: 'quick-loan' },
  quickLoanSuccess: { kind: 'success', route: '/insta-funds/success', screen: 'quick-loan-success', title: 'Insta-funds application submitted', page: 'Insta Funds Success', primaryAction: 'Go to home', progressWeight: 0.1, serverStep: 'submitted' },
  quickLoanActivationSuccess: { kind: 'success', route: '/insta-funds/activated', screen: 'quick-loan-activated', title: 'Insta-funds activated', page: 'Insta Funds Activated', primaryAction: 'Go to home', progressWeight: 0.1, serverStep: 'submitted' },
  ewaSuccess: { kind: 'success', route: '/ewa/success', screen: 'ewa-success', title: 'Earned wage access activation submitted', page: 'EWA Success', primaryAction: 'Go to home', progressWeight: 0.1, serverStep: 'submitted' },
} as const satisfies Record<string, StepSpec>;

export type StepId = keyof typeof steps;
export type Step = (typeof steps)[StepId];
export type StepRoute = Step['route'];

/** The journey step value the platform records when the account is created, before any step (spec §2). */
export const CREATE_ACCOUNT_STEP = 'create-account';
/** Progress weight of account creation: always done once a journey starts. */
export const CREATE_ACCOUNT_WEIGHT = 1;

/**
 * A step's meta as its state carries it. `order`, the journey's steps: a step shared by journeys with and without
 * an offer step (review) shows the offer's figures only where there is an offer (`offers.*` figures dropped else).
 */
export const stepMeta = (id: StepId, order?: readonly StepId[]): StateMeta & { progressWeight: number } => {
  const step: StepSpec = steps[id];
  const { route, screen, title, page, progressWeight, primaryAction } = step;
  const hasOffer = order === undefined || order.some((s) => steps[s].kind === 'offer' || steps[s].kind === 'acceptOffer');
  const figures = step.figures?.filter((path) => hasOffer || !path.startsWith('offers.'));
  return { route, screen, title, page, progressWeight, ...(primaryAction === undefined ? {} : { primaryAction }), ...(figures?.length ? { figures } : {}) };
};

/** The step a journey snapshot is on (top-level state), or null in transient/final states. */
export function journeyStepOf(snapshot: { value: unknown }): StepId | null {
  const value = snapshot.value;
  const key = typeof value === 'string' ? value : Object.keys(value as object)[0];
  return key && key in steps ? (key as StepId) : null;
}
