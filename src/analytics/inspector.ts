import type { InspectionEvent } from 'xstate';
import { ruleMatches, type ChartRule, type RuleInput, type TakenTransition } from './chart-map';
import { authRules } from './chart-rules-auth';
import { flowRules } from './chart-rules-flows';
import { stepRules } from './chart-rules-steps';
import { insuranceRules } from './chart-rules-insurance';
import { onboardingRules } from './chart-rules-onboarding';
import { engageRules } from './chart-rules-engage';
import type { AnalyticsPipeline } from './pipeline';

/** The whole mapping table: chart transitions -> catalogue events. */
export const chartRules: readonly ChartRule[] = [...authRules, ...flowRules, ...stepRules, ...insuranceRules, ...onboardingRules, ...engageRules];

interface StateNodeLike {
  id: string;
  meta?: { page?: unknown; route?: unknown } | undefined;
  parent?: StateNodeLike | undefined;
  invoke?: ReadonlyArray<{ id: string; src: unknown }>;
}
export interface TransitionLike {
  eventType: string;
  source: StateNodeLike;
  target?: readonly StateNodeLike[] | undefined;
}

/**
 * Who is signed in, read from a chart's context: a string is the user id, null means signed out, undefined means
 * "this chart does not say". Default: `context.userId`; the root chart's `context.user.sub`; the auth chart's
 * `context.signedInUser.sub`. Never the username: that is a phone number or an email.
 */
export type UserIdOf = (context: Record<string, unknown>, machineId: string) => string | null | undefined;

const subOf = (user: unknown) => {
  const sub = user && typeof user === 'object' ? (user as { sub?: unknown }).sub : undefined;
  return typeof sub === 'string' && sub ? sub : undefined;
};

export const defaultUserIdOf: UserIdOf = (context, machineId) => {
  if ('userId' in context) return typeof context.userId === 'string' && context.userId ? context.userId : null;
  // The root chart (machines/app/app.machine.ts) holds the session user: null there means signed out.
  if (machineId === 'app' && 'user' in context) return context.user === null ? null : (subOf(context.user) ?? undefined);
  // The auth chart knows the user the moment it signs in, before the root chart hears of it.
  return subOf(context.signedInUser);
};

function routedPage(node: StateNodeLike | undefined): string | undefined {
  for (let n = node; n; n = n.parent) if (n.meta?.route && typeof n.meta.page === 'string') return n.meta.page;
  return undefined;
}

const actorEvent = /^xstate\.(done|error)\.actor\.(.+)$/;

/** `done:<src>` for an actor completion, found through the invoke with that id on the source state or above. */
function eventKeys(eventType: string, source: StateNodeLike): string[] {
  const m = actorEvent.exec(eventType);
  if (!m) return [eventType];
  for (let n: StateNodeLike | undefined = source; n; n = n.parent) {
    const inv = n.invoke?.find((i) => i.id === m[2]);
    if (inv) return [eventType, `${m[1]}:${typeof inv.src === 'string' ? inv.src : inv.id}`];
  }
  return [eventType, `${m[1]}:${m[2]}`];
}

/**
 * The rules one taken transition matches. `input.context` is the chart's context after the step. Shared with the
 * test that replays every generated chart path through the rules (tests/analytics/rules-coverage.test.ts).
 */
export function rulesFor(t: TransitionLike, input: Omit<RuleInput, 'fromPage'>, rules: readonly ChartRule[] = chartRules): ChartRule[] {
  const taken: TakenTransition = {
    keys: t.eventType === '' ? [''] : eventKeys(input.event.type, t.source),
    machineId: input.machineId,
    sourceId: t.source.id,
    targetIds: (t.target ?? []).map((n) => n.id),
  };
  const full: RuleInput = { ...input, fromPage: routedPage(t.source) };
  return rules.filter((rule) => ruleMatches(rule, taken, full));
}

/**
 * An XState `inspect` observer for the root actor: `createActor(appMachine, { inspect: createAnalyticsInspector() })`.
 * It sees every actor of the system, so child charts (auth, OTP, journeys, documents, payment) need no wiring.
 */
/** The root chart's events that end a session (machines/auth/session.machine.ts SessionParentEvent). */
const signOutEvents = new Set(['session.signedOut', 'session.ended']);

export function createChartInspector(
  pipeline: AnalyticsPipeline,
  options: { rules?: readonly ChartRule[]; userIdOf?: UserIdOf } = {},
): (event: InspectionEvent) => void {
  const rules = options.rules ?? chartRules;
  const userIdOf = options.userIdOf ?? defaultUserIdOf;

  return (inspection) => {
    if (inspection.type !== '@xstate.microstep' && inspection.type !== '@xstate.snapshot') return;
    const snapshot = inspection.snapshot as { context?: unknown; machine?: { id?: string } };
    const context = (snapshot.context && typeof snapshot.context === 'object' ? snapshot.context : {}) as Record<string, unknown>;
    const machineId = snapshot.machine?.id ?? 'unknown';

    // Who is signed in after this step first, so the login event itself carries (and identifies) the new user.
    // Snapshots count too: a session restored at boot is in the initial context, before any transition.
    const event = inspection.event as RuleInput['event'];
    // Signed out, or the session ended by itself: the analytics identity goes before anything else is sent.
    if (inspection.type === '@xstate.microstep' && machineId === 'app' && signOutEvents.has(event.type)) pipeline.signOut();
    // A signed-out root chart carries nobody's id, even when its context still names the last user (session ended).
    const signedOut = machineId === 'app' && (snapshot as { value?: unknown }).value === 'signedOut';
    const userId = signedOut ? null : userIdOf(context, machineId);
    if (userId !== undefined && userId !== pipeline.userId()) pipeline.setUserId(userId);
    if (inspection.type !== '@xstate.microstep') return;

    const transitions = (inspection as unknown as { _transitions?: TransitionLike[] })._transitions ?? [];
    const emitted = new Set<ChartRule>();
    for (const t of transitions) {
      const input: RuleInput = { event, context, machineId, fromPage: routedPage(t.source) };
      for (const rule of rulesFor(t, input, rules)) {
        if (emitted.has(rule)) continue;
        emitted.add(rule);
        try {
          pipeline.track(rule.emit, rule.props?.(input), { action: event.type });
        } catch (error) {
          console.error('Error in event', error);
        }
      }
    }
  };
}
