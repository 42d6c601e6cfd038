import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { formSteps } from './form-options';
import { repaymentCycles, tenureMonths } from '~/domain/loan-math';
import { offerSchema, offerTermsSchema } from './offers';

/** Money on the wire is integer centavos in `_centavos` fields, as in the offers group (₱1.00 = 100). */
const centavos = v.pipe(v.number('Enter an amount.'), v.integer('Enter a whole number of centavos.'), v.minValue(0));

/** Application statuses of spec §4. */
export const applicationStatuses = [
  'INITIALIZED',
  'CANCELLED',
  'TIER_1_REVIEW',
  'INCOMPLETE_DOCUMENT',
  'OFFER_ACCEPTED',
  'APPROVED',
  'WCR',
  'TIER_2_REVIEW',
  'PENDING_MANAGER_APPROVAL',
  'PENDING_BORROWER_APPROVAL',
  'SYSTEM_REVIEW',
] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];
export const inReviewStatuses = ['TIER_1_REVIEW', 'TIER_2_REVIEW', 'SYSTEM_REVIEW', 'PENDING_MANAGER_APPROVAL'] as const;
export const finalStatuses = ['APPROVED', 'CANCELLED'] as const;

export const applicationTypes = [
  'NEW_LOAN', 'RE_LOAN', 'REFINANCE', 'EWA', 'RE_ISSUE', 'QUICK_LOAN_ACTIVATION', 'QUICK_LOAN', 'EWA_ACTIVATION',
  'EARLY_RELOAN', 'RECOVERY_REFINANCE',
] as const;
export type ApplicationType = (typeof applicationTypes)[number];
export const applicationProductTypes = ['LOAN', 'EWA', 'QUICK_LOAN'] as const;
export const cancellationReasons = [
  'CANCELLED_DUE_TO_ISSUE', 'NO_LONGER_INTERESTED', 'NOT_ELIGIBLE_FOR_ANY_OFFER', 'NO_PARTNERSHIP', 'PRODUCT_SWITCH',
] as const;

/** Spec §4 cancellation reason groups; a borrower's own cancel is always CANCELLED_BY_BORROWER. */
export const cancellationReasonGroups = ['FRAUD', 'COMPANY_POLICY', 'PORTFOLIO_MANAGEMENT', 'CANCELLED_BY_BORROWER', 'CANCELLED_BY_PRODUCT_OR_TECH'] as const;

export const applicationSchema = v.object({
  id: v.string(),
  user_id: v.string(),
  company_id: v.string(),
  product_type: v.picklist(applicationProductTypes),
  application_type: v.picklist(applicationTypes),
  status: v.picklist(applicationStatuses),
  /** Last journey step the borrower saved (a form step, or a later step name the app reports). */
  journey_step: v.nullable(v.string()),
  loan_amount_centavos: v.nullable(v.number()),
  tenure_months: v.nullable(v.number()),
  repayment_cycle: v.nullable(v.picklist(repaymentCycles)),
  loan_purpose: v.nullable(v.string()),
  /** Set when the platform needs a new selfie (missing-selfie journey). */
  missing_selfie: v.boolean(),
  /** The loan being reloaned or refinanced, if any. */
  source_loan_id: v.nullable(v.string()),
  cancellation_reason: v.nullable(v.string()),
  /**
   * A message the platform flags the application with (e.g. a changed pay cycle): accepting the offer at review
   * returns it and the journey shows the warning page before the promissory notes. Absent or null: none.
   */
  warning: v.optional(v.nullable(v.string())),
  completed_steps: v.array(v.string()),
  created_at: v.string(),
  updated_at: v.string(),
});
export type Application = v.InferOutput<typeof applicationSchema>;

/** Loan account status codes of spec §4 (disbursed loans and loans about to be). */
export const loanStatusCodes = [100, 200, 300, 303, 304, 400, 500, 600, 601, 602, 700] as const;
export type LoanStatusCode = (typeof loanStatusCodes)[number];
export const delinquencyStates = ['DEFAULT', 'DELINQUENT', 'DEFAULT_RISK'] as const;

export const loanAccountSchema = v.object({
  id: v.string(),
  application_id: v.string(),
  product_type: v.picklist(applicationProductTypes),
  status_code: v.picklist(loanStatusCodes),
  principal_centavos: v.number(),
  outstanding_balance_centavos: v.number(),
  /**
   * What paying the loan off today costs ("Final Payoff Amount"): the balance less the interest of instalments not
   * yet due. What a refinance pays off (the refinance calculator's figure). Absent before the loan is disbursed.
   */
  payoff_centavos: v.optional(v.number()),
  interest_rate: v.number(),
  tenure_months: v.number(),
  repayment_cycle: v.picklist(repaymentCycles),
  disbursed_at: v.nullable(v.string()),
  delinquency_state: v.nullable(v.picklist(delinquencyStates)),
  days_past_due: v.number(),
  created_at: v.string(),
});
export type LoanAccount = v.InferOutput<typeof loanAccountSchema>;

const eligibilityFlag = v.object({
  disabled: v.boolean(),
  /** Why it is disabled (machine-readable), null when enabled. */
  reason: v.nullable(v.string()),
  application_types: v.array(v.picklist(applicationTypes)),
});

/** What a new application is made of (the app parses what it sends with it: src/journeys/journey-actors.ts). */
export const createApplicationBody = v.object({
  product_type: v.picklist(applicationProductTypes, 'Choose a product.'),
  application_type: v.picklist(applicationTypes, 'Choose an application type.'),
  loan_amount_centavos: v.optional(v.pipe(centavos, v.minValue(100_000, 'The minimum amount is ₱1,000.'), v.maxValue(100_000_000, 'The maximum amount is ₱1,000,000.'))),
  tenure_months: v.optional(v.picklist(tenureMonths, 'Choose a tenure.')),
  repayment_cycle: v.optional(v.picklist(repaymentCycles, 'Choose a repayment cycle.')),
  loan_purpose: v.optional(v.pipe(v.string(), v.maxLength(60))),
  source_loan_id: v.optional(v.string()),
});

export const createApplication = endpoint({
  group: 'loans',
  method: 'POST',
  path: '/api/v1/applications',
  body: createApplicationBody,
  /**
   * `prefill`: per form step of the new application (nothing is saved yet), what the platform already holds for it,
   * as GET .../steps/:step answers it: the forms open without reading each step.
   */
  response: v.object({ ...applicationSchema.entries, prefill: v.optional(v.record(v.string(), v.record(v.string(), v.string()))) }),
});

/**
 * The loan purpose of an application that exists before the purpose is asked (refinance and recovery refinance
 * are created at their calculator), or a purpose changed from review. Only while the application is INITIALIZED.
 */
export const setLoanPurpose = endpoint({
  group: 'loans',
  method: 'PUT',
  path: '/api/v1/applications/:applicationId/loan-purpose',
  body: v.object({ loan_purpose: v.pipe(v.string('Choose a loan purpose.'), v.minLength(1, 'Choose a loan purpose.'), v.maxLength(60, 'Choose a loan purpose.')) }),
  response: applicationSchema,
});

export const listApplications = endpoint({
  group: 'loans', method: 'GET', path: '/api/v1/applications',
  response: v.object({ data: v.array(applicationSchema) }),
});

export const getOngoingApplication = endpoint({
  group: 'loans', method: 'GET', path: '/api/v1/applications/ongoing',
  response: v.object({ application: v.nullable(applicationSchema) }),
});

export const getEligibleApplications = endpoint({
  group: 'loans', method: 'GET', path: '/api/v1/applications/eligibility',
  response: v.object({
    computedProductEligibility: v.object({ loan: eligibilityFlag, ewa: eligibilityFlag, quickLoan: eligibilityFlag }),
  }),
});

export const getApplication = endpoint({
  group: 'loans', method: 'GET', path: '/api/v1/applications/:applicationId', response: applicationSchema,
});

export const patchApplicationStatus = endpoint({
  group: 'loans',
  method: 'PATCH',
  path: '/api/v1/applications/:applicationId/status',
  body: v.object({
    status: v.picklist(applicationStatuses, 'Unknown status.'),
    reason: v.optional(v.picklist(cancellationReasons, 'Unknown reason.')),
    /** With CANCELLED: the borrower may only cancel as CANCELLED_BY_BORROWER (the other groups are the lender's). */
    reason_group: v.optional(v.picklist(['CANCELLED_BY_BORROWER'] as const, 'Unknown reason group.')),
  }),
  response: applicationSchema,
});

export const approveOffer = endpoint({
  group: 'loans',
  method: 'POST',
  path: '/api/v1/applications/:applicationId/approve-offer',
  body: v.object({
    loan_amount_centavos: v.optional(v.pipe(centavos, v.minValue(100_000, 'The minimum amount is ₱1,000.'))),
    tenure_months: v.optional(v.picklist(tenureMonths, 'Choose a tenure.')),
    /**
     * The offer accepted: selected in the same call (as PATCH .../offers/:offerId with no changes would), so
     * "Accept offer" is one round trip. Absent: the offer already selected is accepted.
     */
    offer_id: v.optional(v.pipe(v.string(), v.minLength(1, 'Choose an offer.'))),
  }),
  response: applicationSchema,
});

const stepParam = v.picklist(formSteps);
export const stepAnswersSchema = v.record(v.string(), v.pipe(v.string('Must be text.'), v.maxLength(500, 'Too long.')));

export const saveApplicationStep = endpoint({
  group: 'loans',
  method: 'PUT',
  path: '/api/v1/applications/:applicationId/steps/:step',
  /**
   * `version`: the step's version the answers were based on (0: none saved yet). A save based on an older version
   * is refused (409 STALE_ANSWERS): another tab or device saved newer answers. Without it, the save overwrites.
   * `offer_terms` (the save of the last step before the offer, while the app knows of no priced offers): what the
   * first pricing is made of, as POST .../offers/generate takes it. When the application has no offers yet the save
   * prices them from these terms and answers with them (`offers`): one round trip to the offer step, not two.
   */
  body: v.object({
    answers: stepAnswersSchema,
    version: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
    offer_terms: v.optional(offerTermsSchema),
  }),
  /**
   * `has_offers`: whether the application has priced offers after this save (only a save with `offer_terms` prices
   * the first ones). A save that changes what offers are priced from (salary, bank) then prices them again only when
   * there are any, without reading the list first (one call before the next step paints). Absent: unknown, the app
   * reads the list.
   */
  response: v.object({
    step: stepParam,
    answers: v.record(v.string(), v.string()),
    version: v.optional(v.number()),
    application: applicationSchema,
    has_offers: v.optional(v.boolean()),
    /**
     * `offers`: a save of what offers are priced from (gross monthly salary, disbursement bank) while the application
     * has priced offers answers with its offers priced from the saved answers (priced again by this save when it
     * changed them), so the app shows them without another call; so does a save with `offer_terms` that priced the
     * first ones. Absent: not priced by the save (none yet and no terms, another step, or the pricing was refused):
     * the app prices them itself when it needs them (and shows a refusal then).
     */
    offers: v.optional(v.object({ offers: v.array(offerSchema), best_offer_id: v.string() })),
  }),
});

export const getApplicationStep = endpoint({
  group: 'loans',
  method: 'GET',
  path: '/api/v1/applications/:applicationId/steps/:step',
  /**
   * `version` 0: nothing saved for the step yet. `prefill` (only then): answers the platform already holds for the
   * step's fields elsewhere (the employment details, the borrower's last application, onboarding, the profile), each
   * valid for the field as configured now: the form starts with them. Absent: nothing known.
   */
  response: v.object({
    step: stepParam,
    answers: v.record(v.string(), v.string()),
    version: v.optional(v.number()),
    prefill: v.optional(v.record(v.string(), v.string())),
  }),
});

/** Loan products of the borrower: their loan accounts, to be disbursed, active and closed. */
export const listLoanProducts = endpoint({
  group: 'loans', method: 'GET', path: '/api/v1/loans',
  response: v.object({ data: v.array(loanAccountSchema) }),
});

export const getLoanView = endpoint({
  group: 'loans',
  method: 'GET',
  path: '/api/v1/loans/:loanId',
  response: v.object({
    loan: loanAccountSchema,
    application: applicationSchema,
    company_name: v.string(),
    paid_amount_centavos: v.number(),
    installment_amount_centavos: v.number(),
  }),
});
