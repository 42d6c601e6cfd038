import type { JourneyType } from './definitions';
import type { StepId } from './steps';
import type { PromoOutput } from './promo';
import type { SigningCode } from './signing';
import type { GotymeCode } from './gotyme';

/** Values of one step's form, as JSON (the server's field config decides the keys). */
export type Answers = Record<string, unknown>;
export type StepMap<T> = Partial<Record<StepId, T>>;

export interface StepError {
  code: string;
  message: string;
  /** Field name -> message, from a 400 of the platform (same rules as the client). */
  fields: Record<string, string>;
}

export interface JourneyInput {
  type: JourneyType;
  applicationId: string | null;
  /** Step to start at (resume map or restored snapshot); the first step when absent. */
  startAt?: StepId | undefined;
  answers?: StepMap<Answers> | undefined;
  drafts?: StepMap<Answers> | undefined;
  /** Furthest step index reached so far (restored snapshot), for guarded jumps. */
  reached?: number | undefined;
  /** The application's status as last read (resume map or restored snapshot). */
  applicationStatus?: string | null | undefined;
}

export interface JourneyContext {
  type: JourneyType;
  applicationId: string | null;
  /**
   * The application's status as the platform last answered it (on resume, and after every call that returns the
   * application: create, accept, read, submit). Saved with the snapshot, so a reload compares like with like.
   */
  applicationStatus: string | null;
  startAt: StepId | null;
  answers: StepMap<Answers>;
  drafts: StepMap<Answers>;
  reached: number;
  error: StepError | null;
  /** Set when a step is edited from review: saving it goes back to review. */
  returnTo: 'reviewDetails' | null;
  warning: string | null;
  outcome: JourneyOutput['result'] | null;
  /** The promissory-note signing code that was sent (for /verify-pn-otp). */
  signing: SigningCode | null;
  /** The GoTyme verification code that was sent for the account number in the gotymeLinking draft. */
  gotymeCode: GotymeCode | null;
  /** The promo applied on the offer in this visit (the offer itself comes from the server). */
  promo: PromoOutput;
  promoError: StepError | null;
  /** The save in progress: written by the step's platform call, committed to `answers` by `committing`. */
  pending: PendingSave | null;
  /** The application's offers as last read or priced (the offer screen reads the full list from the cache). */
  offers: OfferListLike | null;
  /**
   * What the save that led to the offer step already told about the offers, so the step does not read them again:
   * 'priced', `offers` were just priced from the saved answers (the save's own answer, or the pricing right after
   * it); 'none', the application has no offers yet (priced at once, no empty list read first); null, read them.
   * Kept only from that save to the offer step it leads to (every other step's entry clears it). 'accepted', review's
   * confirm just read them and accepted the selected one: the notes step that follows writes the note without reading
   * them again (kept only into that step).
   */
  offersFresh?: 'priced' | 'none' | 'accepted' | null;
  /**
   * The loan terms were changed from review and the offers priced again: the new best offer was accepted in their
   * place, and review tells the borrower so (with the new figures). Kept while review shows; every other step clears it.
   */
  repriced?: boolean;
  /** The promissory note shown for signing. */
  note: PromissoryNoteLike | null;
  /** What the platform said of the email address last checked on a form step (`email.check`). */
  emailFacts?: EmailFactsLike | null;
  /** The version a form step's save is based on (read in `saving`, sent by `writing`) and the answers it held. */
  stepBase?: { version: number | undefined; previous: Answers | undefined } | null;
  /** The borrower's answer to the cancellation survey (after cancelling), kept while it is sent. */
  cancellation: CancellationAnswer | null;
  /** What the calculator step looked up on entry (salary, loan types); every other step clears it. */
  lookup?: CalculatorLookup | null;
}

/** The calculator's salary and loan types, as its states read them (calculator.states.ts, calculator-lookup.ts). */
export interface CalculatorLookup {
  /** The gross monthly salary as the platform holds it ('40,000'); null = not known (yet). */
  salary: string | null;
  /** Applications whose saved salary is still to read, in the order they win. */
  toRead: readonly string[];
  /** The campaigns as the platform listed them for `salary`; null = not answered (yet, or failed: regular only). */
  campaigns: readonly CampaignLike[] | null;
}

/** Why the borrower cancelled (spec §4 cancellation reasons a borrower can give) and, optionally, more words. */
export interface CancellationAnswer {
  reason: string;
  details: string;
}

/** The step's answers as the platform stored them, before they replace the journey's (see `committing`). */
export interface PendingSave {
  step: StepId;
  /** The step's answers before this save (the journey's, else what the platform had), for the invalidation rules. */
  before: Answers | undefined;
  after: Answers;
  /** From a form step's save: whether the application has priced offers (undefined: not known, read them). */
  offersPriced?: boolean | undefined;
  /**
   * The offer accepted in place of the chosen one after this save priced the offers again (terms changed from
   * review): it is the new chosen offer, so the save makes no offer stale.
   */
  accepted?: string | undefined;
}

/**
 * What the platform calls return, as far as the charts read them. The edge actors return the contract's responses
 * (tests check the samples against those schemas), which have these fields and more.
 */
export interface ApplicationLike {
  id: string;
  status: string;
  /** A message that sends the borrower through the warning page. The platform has not sent one so far. */
  warning?: string | null | undefined;
  /** The loan terms the application holds (what the calculator's answers were before a change, after a resume). */
  loan_amount_centavos?: number | null | undefined;
  tenure_months?: number | null | undefined;
  repayment_cycle?: string | null | undefined;
}
export interface OfferLike {
  id: string;
  selected: boolean;
  principal_centavos: number;
  tenure_months: number;
}
export interface OfferListLike {
  offers: readonly OfferLike[];
}
export interface SavedStepLike {
  answers: Record<string, string>;
  /** Whether the application has priced offers after the save; absent when the platform did not say. */
  has_offers?: boolean | undefined;
  /** The offers priced from the saved answers (a save of what they are priced from, when there are offers). */
  offers?: OfferListLike | undefined;
}
/** A step's saved answers and version, as the platform holds them (GET of the step). */
export interface SavedAnswersLike {
  answers: Record<string, string>;
  version?: number | undefined;
}
/**
 * The version a form step's save is based on: the one this tab last read or saved (`readHere`, no call), else the
 * platform's, which the chart compares with what the journey knows before it writes over it.
 */
export interface StepVersionLike extends SavedAnswersLike {
  readHere: boolean;
}
/** The borrower's applications as the list answers them (the calculator looks for a salary saved with one). */
export interface ApplicationListLike {
  data: readonly { id: string; completed_steps: readonly string[]; updated_at: string }[];
}
/** A saved gross monthly salary as the platform holds it; null when none is saved (or it is not an amount). */
export interface SavedSalaryLike {
  salary: string | null;
}
/** A spec §9 campaign with this borrower's eligibility and maximum (offers contract `campaignSchema`). */
export interface CampaignLike {
  code: string;
  name: string;
  monthly_interest_percent: number;
  max_amount_centavos: number | null;
  max_salary_percent: number | null;
  tenures: readonly number[];
  service_fee: { kind: 'percent'; percent: number } | { kind: 'fixed'; amount_centavos: number };
  eligible: boolean;
  ineligible_reason: string | null;
}
export interface CampaignListLike {
  campaigns: readonly CampaignLike[];
}
/** The platform's unique check of an email address (user contract), for the hints under the field. */
export interface EmailFactsLike {
  email: string;
  duplicate: boolean;
  companyDomain: boolean;
  bad: boolean;
}
/** The answer of a phone read: where a code goes, masked for the screen. */
export interface PhoneLike {
  destination: string;
}
export interface LinkedAccountLike {
  account_name: string;
  masked_account_number: string;
}
export interface PromissoryNoteLike {
  /** Each note the platform makes has its own id: a new offer taken at final approval means a new note to sign. */
  contract_id?: string;
  promissory_note_status: string;
  body: readonly string[];
}

/** Inputs of the edge actors (one platform call each). */
export interface ApplicationInput {
  applicationId: string;
}
export interface CreateApplicationInput {
  journeyType: JourneyType;
  applicationType: string;
  calculator: Answers;
  loanPurpose: string;
  idempotencyKey: string;
}
export interface SetLoanPurposeInput extends ApplicationInput {
  loanPurpose: string;
}
export interface StepInput extends ApplicationInput {
  serverStep: string;
}
export interface SaveFormStepInput extends StepInput {
  values: Answers;
  /** The version the answers are based on (read in `saving`): the platform refuses a save over a newer one. */
  version: number | undefined;
  /**
   * The save before the offer step while this journey holds no offers: what the first pricing is made of, so the
   * save prices them (when the platform has none yet) and the offer step shows them without another call.
   */
  firstPricing?: Omit<GenerateOffersInput, 'applicationId'> | undefined;
}
export interface VerifyGotymeInput {
  accountNumber: string;
  code: string;
}
export interface GenerateOffersInput extends ApplicationInput {
  /** The calculator's terms as the journey has them (the application's own figures fill gaps). */
  requested: Answers | undefined;
  /** Gross monthly salary as typed in this save; undefined: the saved professional details. */
  salary: string | undefined;
  bank: 'GOTYME' | 'OTHER' | undefined;
  /** First pricing of an application: idempotent on the application and campaign. */
  idempotencyKey?: string | undefined;
  /** The application's own terms, read when the journey does not hold the calculator's (a resumed journey). */
  application?: Pick<ApplicationLike, 'loan_amount_centavos' | 'tenure_months' | 'repayment_cycle'> | undefined;
}
/** What a pricing starts from: what the journey holds (offer-pricing.machine.ts reads the rest). */
export type PricingRequest = Omit<GenerateOffersInput, 'applicationId'>;
export interface CancellationSurveyInput extends ApplicationInput {
  answer: CancellationAnswer;
}
export interface AcceptOfferInput extends ApplicationInput {
  /** The chosen offer's figures the application takes (they may differ from what was asked). */
  terms: { loan_amount_centavos: number; tenure_months: number } | null;
  /** The offer chosen on the offer step: the platform selects it and takes its terms in the same call. */
  offerId?: string;
}

export type JourneyEvent =
  | { type: 'step.submit'; values: Answers }
  | { type: 'step.back' }
  | { type: 'step.retry' }
  | { type: 'review.edit'; step: StepId }
  | { type: 'draft.update'; values: Answers }
  | { type: 'nav.request'; step: StepId }
  | { type: 'bank.linkGotyme' }
  | { type: 'gotyme.sendCode'; values: Answers }
  /** An email answer was left (blur): the platform says whether it is used already, a company's or a bad one. */
  | { type: 'email.check'; email: string }
  | { type: 'promo.apply'; code: string }
  | { type: 'promo.remove' }
  | { type: 'journey.finish' }
  /** Another tab or device created the application first: go on with that one (resume by its status). */
  | { type: 'journey.continueOngoing' }
  /** "Cancel application" on a step before submission: asks to confirm (keep or cancel), then the cancellation survey. */
  | { type: 'application.cancel' }
  | { type: 'cancel.keep' }
  | { type: 'cancel.confirm' }
  | { type: 'survey.submit'; answer: CancellationAnswer }
  | { type: 'survey.skip' };

export interface JourneyOutput {
  /** 'resumed': left for the application another tab created first; the app resumes it by its status. */
  result: 'submitted' | 'left' | 'resumed' | 'cancelled';
  applicationId: string | null;
}

/** `lookup`: the calculator looks up the salary and the loan types (its fields wait for them). */
export type JourneyTag = 'saving' | 'error' | 'promo' | 'loading' | 'cancelling' | 'lookup';
