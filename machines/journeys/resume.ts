import type { JourneyType } from './definitions';
import { journeys } from './definitions';
import { steps, type StepId } from './steps';
import type { Answers, JourneyInput, StepMap } from './journey-types';

/**
 * Resume map by application status (spec §2, completed by docs/decisions.md). Pure: the app machine
 * calls it with the server's ongoing application when no valid persisted snapshot exists.
 */
export interface ResumableApplication {
  id: string;
  status: string;
  application_type: string;
  missing_selfie: boolean;
  /** Server step names with saved answers, e.g. 'personal-details'. */
  completed_steps: readonly string[];
}

const reloanTypes = new Set(['RE_LOAN', 'EARLY_RELOAN', 'RE_ISSUE']);
const refinanceTypes = new Set(['REFINANCE', 'RECOVERY_REFINANCE']);
const ewaTypes = new Set(['EWA_ACTIVATION']);
/** Product journeys after activation, and the insta-funds activation. */
const productJourneys: Record<string, JourneyType> = { EWA: 'ewaWithdrawal', QUICK_LOAN_ACTIVATION: 'quickLoanActivation', QUICK_LOAN: 'quickLoan' };
/** Statuses where the borrower has nothing to do: home shows the status instead of a journey. */
const noJourneyStatuses = new Set(['TIER_1_REVIEW', 'TIER_2_REVIEW', 'SYSTEM_REVIEW', 'PENDING_MANAGER_APPROVAL', 'APPROVED', 'CANCELLED']);

export function journeyTypeFor(app: ResumableApplication): JourneyType | null {
  if (app.status === 'PENDING_BORROWER_APPROVAL') return 'pendingApproval';
  if (app.status === 'WCR') return 'wcr';
  if (noJourneyStatuses.has(app.status)) return null;
  if (app.missing_selfie) return 'missingSelfie';
  if (ewaTypes.has(app.application_type)) return 'ewaActivation';
  if (Object.hasOwn(productJourneys, app.application_type)) return productJourneys[app.application_type]!;
  if (reloanTypes.has(app.application_type)) return 'reloan';
  if (refinanceTypes.has(app.application_type)) return 'refinance';
  return 'newLoan';
}

const formKinds = new Set(['calculator', 'purpose', 'form']);

/** The step a journey of `type` resumes at for this application's status and saved steps. */
export function resumeStep(type: JourneyType, app: ResumableApplication): StepId {
  const order = journeys[type].steps as readonly StepId[];
  const first = order[0]!;
  const has = (s: StepId) => order.includes(s);
  if (type === 'pendingApproval' || type === 'wcr' || type === 'missingSelfie') return first;
  if (app.status === 'OFFER_ACCEPTED' && has('documentVerification')) return 'documentVerification';
  if (app.status === 'INCOMPLETE_DOCUMENT') {
    const docsDone = app.completed_steps.includes('document-verification');
    if (docsDone && has('reviewDetails')) return 'reviewDetails';
    if (has('documentVerification')) return 'documentVerification';
  }
  // INITIALIZED (and anything unmapped): the first data step without saved answers. The calculator and the
  // purpose are saved with the application itself, so an existing application has them.
  const done = new Set(app.completed_steps);
  const pending = order.find((s) => formKinds.has(steps[s].kind) && steps[s].kind === 'form' && !done.has(steps[s].serverStep));
  if (pending) return pending;
  const afterForms = order.find((s) => !formKinds.has(steps[s].kind));
  return afterForms ?? first;
}

/**
 * The answers a journey starts with. A journey past its offer step has an offer chosen: in the tab that chose it, the
 * offer step's answer; after a reload (the resume map, or a snapshot of a journey resumed so) none, though the
 * platform holds the offer accepted. It is restored as an answer without an id (the platform's selected offer), so a
 * change the offers are priced from makes it stale exactly as it does with one: the save prices them again and the
 * borrower is back on the offer step with them (docs/decisions.md 2026-11-28). `reached` past the offer step always
 * means an offer chosen: a save that makes it stale brings `reached` back to the offer step.
 */
export function startingAnswers(input: JourneyInput, reached: number): StepMap<Answers> {
  const answers = input.answers ?? {};
  const offerAt = (journeys[input.type].steps as readonly StepId[]).indexOf('loanOffer');
  const pastOffer = offerAt >= 0 && reached > offerAt && input.applicationId !== null;
  return pastOffer && answers.loanOffer === undefined ? { ...answers, loanOffer: {} } : answers;
}
