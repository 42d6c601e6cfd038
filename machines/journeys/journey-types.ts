import type { JourneyType } from './definitions';
import type { StepId, StepKind } from './steps';
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
}

export interface JourneyContext {
  type: JourneyType;
  applicationId: string | null;
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
}

export interface SaveStepInput {
  journeyType: JourneyType;
  applicationId: string | null;
  step: StepId;
  serverStep: string;
  kind: StepKind;
  values: Answers;
  /** Answers of the other steps (the purpose step creates the application with the calculator's values). */
  answers: StepMap<Answers>;
}

export interface SaveStepOutput {
  /** What the server stored (normalised); becomes the step's answers. */
  answers: Answers;
  /** Set when the save created the application (calculator of a new journey). */
  applicationId?: string | undefined;
  /** A message that sends the borrower through the warning page (review only). */
  warning?: string | null | undefined;
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
  | { type: 'promo.apply'; code: string }
  | { type: 'promo.remove' }
  | { type: 'journey.finish' };

export interface JourneyOutput {
  result: 'submitted' | 'left';
  applicationId: string | null;
}

export type JourneyTag = 'saving' | 'error' | 'promo';
