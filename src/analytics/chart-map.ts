import type { TrackEventName } from './catalogue';

/**
 * The mapping from chart transitions to catalogue events. The charts stay the single definition of the flows: an
 * event is emitted when a chart TAKES a transition (a guarded-out `otp.submit` is no OTP submission), including
 * actor completions and timer expiries.
 */
export interface RuleInput {
  event: { type: string; output?: unknown; error?: unknown; [k: string]: unknown };
  /** Context of the chart after the transition. */
  context: Record<string, unknown>;
  machineId: string;
  /** `meta.page` of the routed state the transition left (nearest routed ancestor of its source). */
  fromPage: string | undefined;
}

export interface ChartRule {
  /**
   * The chart event. Actor completions are written `done:<src>` / `error:<src>` with the invoked logic's name (the
   * `src` of the invoke), so they match whatever id the invoke has. A '*' matches any text ('done:request*', 'error:*Sso').
   */
  on: string;
  /** Only for charts with this id (or one of these ids). */
  machine?: string | readonly string[];
  /** Only when the transition enters this state (its id, e.g. 'selfie.success'). With `on: '*'`: however it is entered. */
  to?: string;
  /** Also count transitions without a target (by default only those that move the chart count). */
  targetless?: boolean;
  when?: (i: RuleInput) => boolean;
  emit: TrackEventName;
  props?: (i: RuleInput) => Record<string, unknown>;
}

/** What the inspector knows about one transition taken. */
export interface TakenTransition {
  /** The event type, or `done:<src>` / `error:<src>` for actor completions. */
  keys: string[];
  machineId: string;
  sourceId: string;
  targetIds: string[];
}

const within = (id: string, state: string) => id === state || id.startsWith(`${state}.`);
/** The transition goes into `state` (or a state inside it) from outside it. */
const entered = (state: string, t: TakenTransition) => !within(t.sourceId, state) && t.targetIds.some((id) => within(id, state));

const globs = new Map<string, RegExp>();
/** '*' stands for any text, anywhere in the pattern ('error:request*', 'error:*Sso'). */
function matches(pattern: string, value: string): boolean {
  if (!pattern.includes('*')) return pattern === value;
  let re = globs.get(pattern);
  if (!re) {
    re = new RegExp(`^${pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);
    globs.set(pattern, re);
  }
  return re.test(value);
}

export function ruleMatches(rule: ChartRule, t: TakenTransition, input: RuleInput): boolean {
  // Eventless (`always`) transitions are consequences of an event already seen; only "entered state X" rules
  // (`on: '*'` with `to`) count them, so a state is tracked however the chart reaches it.
  const eventless = t.keys.length === 1 && t.keys[0] === '';
  if (eventless && !(rule.on === '*' && rule.to !== undefined)) return false;
  if (!t.keys.some((k) => matches(rule.on, k))) return false;
  if (rule.machine !== undefined && !(typeof rule.machine === 'string' ? [rule.machine] : rule.machine).includes(t.machineId)) return false;
  if (!rule.targetless && t.targetIds.length === 0) return false;
  if (rule.to !== undefined && !entered(rule.to, t)) return false;
  return rule.when ? rule.when(input) : true;
}

export const str = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : undefined);
export const fromContext = (key: string) => (i: RuleInput) => str(i.context[key]);
export const outputOf = (i: RuleInput) => (i.event.output && typeof i.event.output === 'object' ? (i.event.output as Record<string, unknown>) : {});

/** 'Personal Details' -> 'personal_details': page names as property values (no spaces, see the PII scrubber). */
export const slug = (s: string | undefined) => s?.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_+|_+$/g, '');

type ErrorLike = { code?: unknown; httpStatus?: unknown; message?: unknown; name?: unknown; cause?: unknown };
/** 'NotAuthorizedException' -> 'NOT_AUTHORIZED_EXCEPTION': identifiers only (no '@', '.', spaces: never a message). */
const constantCase = (s: string | undefined) =>
  s && /^[A-Za-z][A-Za-z0-9_]{0,40}$/.test(s) ? s.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase() : undefined;

/**
 * Error code of an `xstate.error.actor.*` event, in the shape the PII scrubber accepts for `error_code` (a refused
 * code used to drop the property: `document_upload_failed` carried none). The platform's code (ApiError.code, a UAS
 * code in a Cognito message), found on the error or the error it wraps (`cause`), else the HTTP status, else the
 * error's kind ('TYPE_ERROR' for a fetch that never left).
 */
export function errorCode(i: RuleInput): string | undefined {
  let e = i.event.error as ErrorLike | undefined;
  let code: string | undefined;
  for (let depth = 0; !code && e && typeof e === 'object' && depth < 3; depth++, e = e.cause as ErrorLike | undefined) {
    const uas = [e.code, e.message].map((v) => (typeof v === 'string' ? v.match(/UAS-E?\d+/)?.[0] : undefined)).find(Boolean);
    code = uas ?? (/^(?:[A-Z]{2,5}-E?\d{1,4}|HTTP_\d{3})$/.test(String(e.code)) ? String(e.code) : constantCase(str(e.code)));
    code ??= typeof e.httpStatus === 'number' && e.httpStatus >= 100 ? `HTTP_${e.httpStatus}` : undefined;
  }
  if (code) return code;
  const first = i.event.error as ErrorLike | undefined;
  return first && typeof first === 'object' ? constantCase(str(first.name)) : undefined;
}
