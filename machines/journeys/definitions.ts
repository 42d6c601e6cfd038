import type { StepId } from './steps';
import type { Requirement } from '../documents/document-types';

/**
 * Journey step order, spec §2 "Journey step order", as data. One chart per journey type is built from these
 * (journey.machine.ts). `requirements` is what document verification asks for in that journey.
 */
export const journeyTypes = [
  'newLoan', 'reloan', 'refinance', 'pendingApproval', 'wcr', 'missingSelfie', 'ewaActivation',
  'ewaWithdrawal', 'quickLoanActivation', 'quickLoan',
] as const;
export type JourneyType = (typeof journeyTypes)[number];

export interface JourneyDefinition {
  readonly type: JourneyType;
  /** Platform application type created for a new application of this journey. */
  readonly applicationType: string;
  /** The product the application is for, when not a salary loan (EWA, insta-funds). */
  readonly productType?: 'EWA' | 'QUICK_LOAN';
  readonly steps: readonly StepId[];
  readonly requirements: readonly Requirement[];
}

const loanTail = [
  'loanPurpose',
  'personalDetails',
  'professionalDetails',
  'additionalDetails',
  'address',
  'bankDetails',
  'loanOffer',
  'documentVerification',
  'reviewDetails',
  'promissoryNotes',
  'loanSuccess',
] as const satisfies readonly StepId[];

const fullDocuments = ['GOVERNMENT_ID', 'SELFIE'] as const;

export const journeys = {
  newLoan: { type: 'newLoan', applicationType: 'NEW_LOAN', steps: ['loanCalculator', ...loanTail], requirements: fullDocuments },
  // "The same, without the calculator": the new-loan calculator is replaced by the reloan / refinance calculator
  // the spec routes (/reloan-calculator, /refinance-calculator), where the amount on top of the running loan is chosen.
  reloan: { type: 'reloan', applicationType: 'RE_LOAN', steps: ['reloanCalculator', ...loanTail], requirements: fullDocuments },
  refinance: { type: 'refinance', applicationType: 'REFINANCE', steps: ['refinanceCalculator', ...loanTail], requirements: fullDocuments },
  pendingApproval: { type: 'pendingApproval', applicationType: 'NEW_LOAN', steps: ['acceptOffer', 'promissoryNotes', 'loanSuccess'], requirements: [] },
  wcr: { type: 'wcr', applicationType: 'NEW_LOAN', steps: ['wcrDocuments', 'loanSuccess'], requirements: fullDocuments },
  missingSelfie: { type: 'missingSelfie', applicationType: 'NEW_LOAN', steps: ['documentVerification', 'loanSuccess'], requirements: ['SELFIE'] },
  ewaActivation: {
    type: 'ewaActivation',
    applicationType: 'EWA_ACTIVATION',
    productType: 'EWA',
    steps: ['personalDetails', 'professionalDetails', 'additionalDetails', 'address', 'documentVerification', 'reviewDetails', 'ewaSuccess'],
    requirements: fullDocuments,
  },
  // After activation: a withdrawal of earned wages (one amount step, approved at once by the platform's review).
  ewaWithdrawal: { type: 'ewaWithdrawal', applicationType: 'EWA', productType: 'EWA', steps: ['ewaWithdrawal', 'ewaWithdrawalSuccess'], requirements: [] },
  // Insta-funds: activation asks the short-loan activation's personal and professional details (no documents: the
  // employer's eligibility vouches), then each quick loan is one amount step (docs/decisions.md 2026-11-25).
  quickLoanActivation: {
    type: 'quickLoanActivation',
    applicationType: 'QUICK_LOAN_ACTIVATION',
    productType: 'QUICK_LOAN',
    steps: ['personalDetails', 'professionalDetails', 'reviewDetails', 'quickLoanActivationSuccess'],
    requirements: [],
  },
  quickLoan: { type: 'quickLoan', applicationType: 'QUICK_LOAN', productType: 'QUICK_LOAN', steps: ['quickLoanAmount', 'quickLoanSuccess'], requirements: [] },
} as const satisfies Record<JourneyType, JourneyDefinition>;

export const journeyDefinition = (type: JourneyType): JourneyDefinition => journeys[type];

/** The platform's journey value per type (sent with the field-config lookup: forms differ per journey). */
export const journeyCode: Record<JourneyType, string> = {
  newLoan: 'NEW_LOAN',
  reloan: 'RE_LOAN',
  refinance: 'REFINANCE',
  pendingApproval: 'NEW_LOAN',
  wcr: 'NEW_LOAN',
  missingSelfie: 'NEW_LOAN',
  ewaActivation: 'EWA_ACTIVATION',
  ewaWithdrawal: 'EWA',
  // The platform's insta-funds activation asks the short-loan activation's forms.
  quickLoanActivation: 'EWA_ACTIVATION',
  quickLoan: 'QUICK_LOAN',
};

/** Journeys that activate a product: no offer or notes, the review submits the application. */
export const isActivation = (type: JourneyType): boolean => type === 'ewaActivation' || type === 'quickLoanActivation';
