import { journeyTypes } from '@machines/journeys/definitions';
import { journeyMachines } from '@machines/journeys/journey.machine';
import { stepMeta } from '@machines/journeys/steps';
import { errorCode, fromContext, outputOf, slug, str, type ChartRule, type RuleInput } from './chart-map';

/** Rules for the journey charts (machines/journeys), documents, selfie and payment charts. */
const journey = (i: RuleInput) => fromContext('type')(i) ?? i.machineId;
const step = (i: RuleInput) => ({ journey: journey(i), step: slug(i.fromPage) });
const documentType = (i: RuleInput) => ({ document_type: fromContext('documentType')(i) });
/** The calls that write a step to the platform (machines/journeys/step-flows.ts). */
const stepWrites = ['createApplication', 'setLoanPurpose', 'saveFormStep', 'acceptOffer', 'finalizeNote', 'verifyGotymeAccount'] as const;
const failingSteps = journeyTypes.flatMap((type) =>
  Object.entries(journeyMachines[type].root.states)
    .filter(([, node]) => node.states.error !== undefined)
    .map(([step]) => ({ type, step })),
);
const provider = (i: RuleInput) => str(i.context.method) ?? str(i.event.method);

export const flowRules: readonly ChartRule[] = [
  // Root chart (machines/app/app.machine.ts)
  { on: 'company.select', machine: 'app', emit: 'company_selected' },
  { on: 'company.notListed', machine: 'app', emit: 'company_not_listed' },
  { on: 'company.confirm', machine: 'app', emit: 'company_declaration_submitted' },
  { on: 'journey.start', machine: 'app', emit: 'application_started', props: (i) => ({ journey: str(i.event.journeyType) }) },
  { on: 'journey.resume', machine: 'app', emit: 'application_resumed', props: (i) => ({ journey: str((i.context.journey as { type?: unknown } | null)?.type) }) },
  { on: 'session.ended', machine: 'app', emit: 'session_expired' },
  { on: 'done:refreshSession', emit: 'session_refreshed' },
  // Journey steps (step interface of the journey chart factory; journey charts are named by journey type)
  { on: 'step.submit', machine: journeyTypes, emit: 'journey_step_submitted', props: step },
  { on: 'step.back', machine: journeyTypes, emit: 'journey_step_back', props: step },
  { on: 'step.retry', machine: journeyTypes, emit: 'journey_step_retried', props: step },
  { on: 'review.edit', machine: journeyTypes, emit: 'journey_review_edit', props: (i) => ({ journey: journey(i), step: slug(str(i.event.step)) }) },
  // A step is saved when the platform call that writes it is done (steps without a call write nothing). Signing
  // finalizes the note and then submits: the finalize is the save, the submit only follows it.
  ...stepWrites.map((src): ChartRule => ({ on: `done:${src}`, machine: journeyTypes, emit: 'journey_step_saved', props: step })),
  { on: 'done:submitForReview', machine: journeyTypes, when: (i) => i.fromPage !== stepMeta('promissoryNotes').page, emit: 'journey_step_saved', props: step },
  // Any call of a step's save sequence that fails lands in the step's `error` state (loading offers or a note does not).
  ...failingSteps.map(({ type, step: s }): ChartRule => ({ on: 'error:*', to: `${type}.${s}.error`, emit: 'journey_step_failed', props: (i) => ({ ...step(i), error_code: errorCode(i) }) })),
  { on: 'journey.finish', emit: 'application_submitted', props: (i) => ({ journey: journey(i) }) },
  // Cancelling an application (machines/journeys/cancellation.ts) and its survey.
  { on: 'done:cancelApplication', machine: journeyTypes, emit: 'application_cancelled', props: (i) => ({ journey: journey(i), reason: 'CANCELLED_BY_BORROWER' }) },
  { on: 'done:submitCancellationSurvey', machine: journeyTypes, emit: 'loan_cancellation_survey_submitted', props: (i) => ({ reason: str((i.context.cancellation as { reason?: unknown } | null)?.reason) }) },
  { on: 'done:documentVerification', emit: 'document_verification_completed', props: (i) => ({ journey: journey(i) }) },
  // Documents
  { on: 'done:registerUpload', to: 'documentUpload.uploaded', emit: 'document_uploaded', props: documentType },
  { on: 'upload.failed', machine: 'documentUpload', emit: 'document_upload_failed', props: documentType },
  { on: 'error:requestUploadUrl', emit: 'document_upload_failed', props: (i) => ({ ...documentType(i), error_code: errorCode(i) }) },
  { on: 'error:registerUpload', emit: 'document_upload_failed', props: (i) => ({ ...documentType(i), error_code: errorCode(i) }) },
  { on: 'upload.cancel', emit: 'document_upload_cancelled', props: documentType },
  { on: 'upload.retry', emit: 'document_upload_retried', props: documentType },
  { on: 'done:deleteDocument', emit: 'document_deleted', props: documentType },
  // Selfie and liveness (machines/selfie/selfie.machine.ts)
  { on: 'selfie.start', machine: 'selfie', emit: 'camera_permission_requested' },
  { on: 'camera.ready', machine: 'selfie', emit: 'camera_permission_granted' },
  { on: 'camera.denied', machine: 'selfie', emit: 'camera_permission_denied' },
  { on: 'orientation.changed', machine: 'selfie', to: 'selfie.camera.landscape', emit: 'selfie_landscape_blocked' },
  { on: 'done:captureFrame', emit: 'selfie_captured' },
  // The scan's three calls (where to put it, putting it, the check): any failing is the upload failing.
  ...['requestSelfieUrl', 'putSelfie', 'checkSelfie'].map((src) => ({ on: `error:${src}`, emit: 'selfie_upload_failed' as const, props: (i: RuleInput) => ({ error_code: errorCode(i) }) })),
  { on: 'selfie.retry', machine: 'selfie', emit: 'selfie_retried', props: (i) => ({ attempt: i.context.attempts }) },
  { on: 'done:checkSelfie', to: 'selfie.success', emit: 'liveness_succeeded' },
  { on: 'done:checkSelfie', to: 'selfie.failed', emit: 'liveness_failed', props: (i) => ({ result: str(outputOf(i).result) }) },
  { on: 'done:checkSelfie', to: 'selfie.poorQuality', emit: 'liveness_quality_check_failed' },
  { on: 'done:checkSelfie', to: 'selfie.userError', emit: 'liveness_user_error' },
  { on: 'done:checkSelfie', to: 'selfie.technicalError', emit: 'liveness_technical_error' },
  { on: 'done:checkSelfie', to: 'selfie.exhausted', emit: 'liveness_retries_exhausted' },
  // Surveys (machines/surveys/surveys.machine.ts); prompts are answered or dismissed from home (app chart).
  { on: '*', to: 'surveys.feedback', emit: 'survey_shown', props: () => ({ survey: 'FEEDBACK' }) },
  { on: '*', to: 'surveys.channelPerformance', emit: 'survey_shown', props: () => ({ survey: 'CHANNEL_PERFORMANCE' }) },
  { on: 'done:dismissPrompt', machine: 'surveys', emit: 'survey_dismissed', props: (i) => ({ survey: fromContext('dismiss')(i) }) },
  { on: 'done:submitRating', machine: 'surveys', emit: 'survey_submitted', props: (i) => ({ survey: 'FEEDBACK', rating: i.context.rating }) },
  { on: 'done:submitRating', machine: 'surveys', emit: 'survey_completed', props: (i) => ({ survey: 'FEEDBACK', outcome: str(outputOf(i).outcome) }) },
  { on: 'done:submitChannel', machine: 'surveys', emit: 'channel_performance_survey_submitted', props: (i) => ({ channel: fromContext('channel')(i) }) },
  // Payments (machines/payment/payment.machine.ts)
  { on: 'payment.continue', machine: 'payment', emit: 'payment_started', props: (i) => ({ purpose: fromContext('purpose')(i) }) },
  { on: 'method.select', machine: 'payment', emit: 'payment_method_selected', props: (i) => ({ provider: provider(i) }) },
  { on: 'done:fetchMethodFee', emit: 'payment_fee_loaded', props: (i) => ({ provider: provider(i) }) },
  { on: 'payment.submit', machine: 'payment', emit: 'payment_submitted', props: (i) => ({ provider: provider(i), purpose: fromContext('purpose')(i) }) },
  { on: 'done:submitPayment', emit: 'payment_redirected', props: (i) => ({ provider: provider(i) }) },
  { on: '*', to: 'payment.processing.active', emit: 'payment_processing', props: (i) => ({ provider: provider(i) }) },
  { on: '*', to: 'payment.processing.successful', emit: 'payment_succeeded', props: (i) => ({ provider: provider(i), purpose: fromContext('purpose')(i) }) },
  { on: '*', to: 'payment.processing.failed', emit: 'payment_failed', props: (i) => ({ provider: provider(i), purpose: fromContext('purpose')(i), status: str((i.context.transaction as { status?: unknown } | undefined)?.status) }) },
  { on: 'payment.retry', machine: 'payment', emit: 'payment_retried', props: (i) => ({ provider: provider(i) }) },
  { on: 'payment.tryAgain', machine: 'payment', emit: 'payment_retried', props: (i) => ({ provider: provider(i) }) },
];
