import type { InspectionEvent } from 'xstate';
import { chartRules, ruleMatches, type ChartRule, type RuleInput } from './chart-map';
import type { AnalyticsPipeline } from './pipeline';

interface StateNodeLike {
  meta?: { page?: unknown; route?: unknown } | undefined;
  parent?: StateNodeLike | undefined;
  machine?: { id?: string };
}
interface TransitionLike {
  eventType: string;
  source: StateNodeLike;
}
interface MachineSnapshotLike {
  context?: unknown;
  machine?: { id?: string };
}

/**
 * Who is signed in, read from a chart's context: a string is the user id, null means signed out, undefined means
 * "this chart does not know" (children without a session in context). Default: `context.userId`.
 */
export type UserIdOf = (context: Record<string, unknown>, machineId: string) => string | null | undefined;

export const defaultUserIdOf: UserIdOf = (context) =>
  'userId' in context ? (typeof context.userId === 'string' && context.userId ? context.userId : null) : undefined;

function routedPage(node: StateNodeLike | undefined): string | undefined {
  for (let n = node; n; n = n.parent) {
    if (n.meta?.route && typeof n.meta.page === 'string') return n.meta.page;
  }
  return undefined;
}

/**
 * An XState `inspect` observer for the root actor: `createActor(appMachine, { inspect: createAnalyticsInspector(...) })`.
 * It sees every actor of the system, so child charts (auth, OTP, journeys, documents) are covered without wiring.
 */
export function createAnalyticsInspector(
  pipeline: AnalyticsPipeline,
  options: { rules?: readonly ChartRule[]; userIdOf?: UserIdOf } = {},
): (event: InspectionEvent) => void {
  const rules = options.rules ?? chartRules;
  const userIdOf = options.userIdOf ?? defaultUserIdOf;

  return (inspection) => {
    if (inspection.type !== '@xstate.microstep') return;
    const snapshot = inspection.snapshot as MachineSnapshotLike;
    const context = (snapshot.context && typeof snapshot.context === 'object' ? snapshot.context : {}) as Record<string, unknown>;
    const machineId = snapshot.machine?.id ?? 'unknown';

    // First who is signed in after this step, so a login event carries (and identifies) the new user.
    const userId = userIdOf(context, machineId);
    if (userId !== undefined && userId !== pipeline.userId()) pipeline.setUserId(userId);

    const event = inspection.event as RuleInput['event'];
    const transitions = (inspection as unknown as { _transitions?: TransitionLike[] })._transitions ?? [];
    // Eventless (always) transitions have an empty descriptor: they are consequences, not user or actor events.
    const taken = transitions.filter((t) => t.eventType !== '');
    if (taken.length === 0) return;
    const emitted = new Set<ChartRule>();
    for (const t of taken) {
      for (const rule of rules) {
        if (emitted.has(rule) || !ruleMatches(rule, event.type, machineId)) continue;
        emitted.add(rule);
        const input: RuleInput = { event, context, machineId, fromPage: routedPage(t.source) };
        pipeline.track(rule.emit, rule.props?.(input), { action: event.type });
      }
    }
  };
}
