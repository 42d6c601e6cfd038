import type { TrackEventName } from './catalogue';

/**
 * The mapping table from chart transitions to catalogue events. The charts stay the single definition of the
 * flows: an event is emitted when a chart TAKES a transition on the named event (a guarded-out `otp.submit` is not
 * an OTP submission), including actor completions (`xstate.done.actor.<id>` / `xstate.error.actor.<id>`).
 */
export interface RuleInput {
  event: { type: string; [k: string]: unknown };
  /** Context of the chart after the transition. */
  context: Record<string, unknown>;
  machineId: string;
  /** `meta.page` of the routed state the transition left (nearest routed ancestor of its source). */
  fromPage: string | undefined;
}

export interface ChartRule {
  /** Chart event type, exact; a trailing '*' matches a prefix. */
  on: string;
  /** Only for charts with this id (or id prefix ending in '*'). */
  machine?: string;
  emit: TrackEventName;
  props?: (i: RuleInput) => Record<string, unknown>;
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : undefined);
const ctx = (key: string) => (i: RuleInput) => str(i.context[key]);

/** Error code of an `xstate.error.actor.*` event (ApiError.code, Cognito err.code, or HTTP status). */
export function errorCode(i: RuleInput): string | undefined {
  const e = i.event.error as { code?: unknown; httpStatus?: unknown; name?: unknown } | undefined;
  if (!e) return undefined;
  if (typeof e.code === 'string') return e.code.match(/UAS-E?\d+/)?.[0] ?? e.code;
  if (typeof e.httpStatus === 'number') return `HTTP_${e.httpStatus}`;
  return str(e.name);
}

const purpose = (i: RuleInput) => ({ purpose: ctx('purpose')(i) ?? i.machineId });
const journeyStep = (i: RuleInput) => ({ journey: ctx('journeyType')(i) ?? i.machineId, step: i.fromPage });
const method = (i: RuleInput) => ({ method: ctx('method')(i) ?? ctx('loginType')(i) });

export const chartRules: readonly ChartRule[] = [
  // Shared OTP entry chart (machines/shared/otp.machine.ts)
  { on: 'otp.submit', emit: 'otp_submitted', props: purpose },
  { on: 'otp.resend', emit: 'otp_resend_requested', props: purpose },
  { on: 'xstate.done.actor.requestOtp', emit: 'otp_sent', props: purpose },
  { on: 'xstate.error.actor.requestOtp', emit: 'otp_request_failed', props: (i) => ({ ...purpose(i), error_code: errorCode(i) }) },
  { on: 'xstate.done.actor.verifyOtp', emit: 'otp_verified', props: purpose },
  { on: 'xstate.error.actor.verifyOtp', emit: 'otp_invalid', props: (i) => ({ ...purpose(i), error_code: errorCode(i) }) },
  { on: 'otp.expired', emit: 'otp_expired', props: purpose },
  // Sign-in and registration
  { on: 'login.submit', emit: 'login_identifier_submitted', props: method },
  { on: 'xstate.done.actor.signIn', emit: 'login', props: method },
  { on: 'xstate.error.actor.signIn', emit: 'login_failed', props: (i) => ({ ...method(i), error_code: errorCode(i) }) },
  { on: 'register.submit', emit: 'signup_identifier_submitted', props: method },
  { on: 'xstate.done.actor.register', emit: 'user_created_success', props: method },
  { on: 'xstate.error.actor.register', emit: 'signup_failed', props: (i) => ({ ...method(i), error_code: errorCode(i) }) },
  { on: 'xstate.done.actor.setPassword', emit: 'password_created' },
  { on: 'xstate.error.actor.setPassword', emit: 'password_create_failed', props: (i) => ({ error_code: errorCode(i) }) },
  { on: 'sso.start', emit: 'sso_started', props: (i) => ({ provider: str(i.event.provider) }) },
  { on: 'session.signOut', emit: 'logout' },
  { on: 'session.expired', emit: 'session_expired' },
  // Journeys (step interface of the journey chart factory)
  { on: 'step.submit', emit: 'journey_step_submitted', props: journeyStep },
  { on: 'step.back', emit: 'journey_step_back', props: journeyStep },
  { on: 'step.retry', emit: 'journey_step_retried', props: journeyStep },
  { on: 'review.edit', emit: 'journey_review_edit', props: (i) => ({ ...journeyStep(i), step: str(i.event.step) }) },
  { on: 'xstate.done.actor.saveStep', emit: 'journey_step_saved', props: journeyStep },
  { on: 'xstate.error.actor.saveStep', emit: 'journey_step_failed', props: (i) => ({ ...journeyStep(i), error_code: errorCode(i) }) },
  { on: 'xstate.done.actor.createApplication', emit: 'application_started', props: (i) => ({ journey: ctx('journeyType')(i) }) },
  { on: 'xstate.error.actor.createApplication', emit: 'application_create_failed', props: (i) => ({ journey: ctx('journeyType')(i), error_code: errorCode(i) }) },
  { on: 'xstate.done.actor.submitApplication', emit: 'application_submitted', props: (i) => ({ journey: ctx('journeyType')(i) }) },
  // Documents and selfie (machines/documents, machines/selfie)
  { on: 'xstate.done.actor.uploadDocument', emit: 'document_uploaded', props: (i) => ({ document_type: ctx('documentType')(i) }) },
  { on: 'xstate.error.actor.uploadDocument', emit: 'document_upload_failed', props: (i) => ({ document_type: ctx('documentType')(i), error_code: errorCode(i) }) },
  { on: 'upload.cancel', emit: 'document_upload_cancelled', props: (i) => ({ document_type: ctx('documentType')(i) }) },
  { on: 'upload.retry', emit: 'document_upload_retried', props: (i) => ({ document_type: ctx('documentType')(i) }) },
  { on: 'camera.granted', emit: 'camera_permission_granted' },
  { on: 'camera.denied', emit: 'camera_permission_denied' },
  { on: 'selfie.capture', emit: 'selfie_captured' },
  // Payments (machines/payment)
  { on: 'payment.selectMethod', emit: 'payment_method_selected', props: (i) => ({ provider: str(i.event.provider) }) },
  { on: 'payment.submit', emit: 'payment_submitted', props: (i) => ({ provider: ctx('provider')(i), purpose: ctx('purpose')(i) }) },
];

export function ruleMatches(rule: ChartRule, eventType: string, machineId: string): boolean {
  const match = (pattern: string, value: string) =>
    pattern.endsWith('*') ? value.startsWith(pattern.slice(0, -1)) : pattern === value;
  return match(rule.on, eventType) && (rule.machine === undefined || match(rule.machine, machineId));
}
