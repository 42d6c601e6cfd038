/**
 * What the insurance chart knows, as plain data (the edge, src/insurance/insurance-actors.ts, fills it from the
 * platform's insurance contract; the shapes are the contract's, checked there by assignment).
 */
export type Answers = Record<string, string>;

/** One field of a step, as the platform configures it (src/api/contract/form-rules.ts FieldConfig). */
export interface InsuranceField {
  name: string;
  label: string;
  kind: 'INPUT' | 'RADIO' | 'SELECT' | 'DATE' | 'AUTO_COMPLETE';
  required: boolean;
  placeholder?: string | undefined;
  options?: { code: string; label: string }[] | undefined;
  options_source?: string | undefined;
  depends_on?: string | undefined;
  min_length?: number | undefined;
  max_length?: number | undefined;
  pattern?: string | undefined;
  pattern_message?: string | undefined;
  format?: 'MOBILE' | 'AMOUNT' | undefined;
  other?: { code: string; label: string; max_length: number; pattern?: string | undefined; pattern_message?: string | undefined } | undefined;
  min_age?: number | undefined;
  max_age?: number | undefined;
  not_future?: boolean | undefined;
}

export interface InsuranceForm {
  personal_details: InsuranceField[];
  beneficiaries: { min: number; max: number; shares_required: boolean };
  employment: InsuranceField[];
}

/** A beneficiary as typed (every value a string until it is saved). */
export interface BeneficiaryDraft {
  full_name: string;
  relation: string;
  birth_date: string;
  share_percent: string;
}

/** The borrower's cover as the chart shows it after submitting. */
export interface CoverSummary {
  id: string;
  status: 'DRAFT' | 'PENDING' | 'ACTIVE';
  employerName: string;
  beneficiaries: number;
}

/** What loading the insurance gives the chart: the form, and the answers to start from (draft, else last cover). */
export interface InsuranceLoaded {
  form: InsuranceForm;
  personal: Answers;
  beneficiaries: BeneficiaryDraft[];
  employment: Answers;
  /** Which steps of the draft the platform already has (a deep link may go on from there). */
  saved: { personal: boolean; beneficiaries: boolean };
}

export interface StepError {
  code: string;
  message: string;
  /** Field name -> message, from a 400 of the platform (same rules as the client). */
  fields: Record<string, string>;
}

export interface InsuranceInput {
  /** The insurance page asked for (a deep link), else the first step. */
  route?: string | undefined;
  /** The borrower's company, offered as the employer name when none was saved. */
  companyName?: string | undefined;
}

export interface InsuranceContext {
  route: string;
  companyName: string;
  form: InsuranceForm | null;
  personal: Answers;
  beneficiaries: BeneficiaryDraft[];
  employment: Answers;
  saved: { personal: boolean; beneficiaries: boolean };
  cover: CoverSummary | null;
  error: StepError | null;
  /**
   * A later step was asked for (a link, a reload, a typed URL) before the steps it needs were saved: the borrower
   * lands on the first unsaved step and is told why (insurance-pages.ts earlierStepNotice).
   */
  askedFor: 'beneficiary' | 'employment' | null;
}

export type InsuranceEvent =
  | { type: 'step.submit'; values: Answers }
  | { type: 'beneficiaries.submit'; beneficiaries: BeneficiaryDraft[] }
  | { type: 'draft.update'; values: Answers }
  | { type: 'beneficiaries.update'; beneficiaries: BeneficiaryDraft[] }
  | { type: 'step.back' }
  | { type: 'step.retry' }
  | { type: 'app.retry' }
  | { type: 'insurance.done' }
  | { type: 'nav.request'; path: string };

export interface InsuranceOutput {
  submitted: boolean;
}
