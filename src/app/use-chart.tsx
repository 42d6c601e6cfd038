import { createContext, useContext, type ReactNode } from 'react';
import type { ActorRefFrom, AnyActorRef } from 'xstate';
import type { ChartName, Charts } from '@machines/registry';
import { journeyTypes } from '@machines/journeys/definitions';

/**
 * The one way a screen reaches its chart. The router (and stories, and rendered tests) put the actor that owns
 * the current route in context; the screen names the chart it belongs to — `useChart('payment')` — and gets that
 * chart's typed actor, reads its snapshot with `useSelector(actor, selector)` and sends events. A screen never
 * fetches or navigates by itself.
 */
const ChartContext = createContext<AnyActorRef | null>(null);

export function ChartProvider({ actor, children }: { actor: AnyActorRef; children: ReactNode }) {
  return <ChartContext.Provider value={actor}>{children}</ChartContext.Provider>;
}

/**
 * The name a running chart answers to: its machine id, or 'journey' for any of the journey charts. Read from the
 * snapshot's machine, not the actor's logic: signed-in charts run behind a logic that delegates to the machine once
 * its chunk has arrived (machines/app/signed-in-charts.ts).
 */
export function chartNameOf(actor: AnyActorRef): string {
  const id = (actor.getSnapshot() as { machine?: { id?: unknown } } | undefined)?.machine?.id;
  if (typeof id !== 'string') return 'unknown';
  return (journeyTypes as readonly string[]).includes(id) ? 'journey' : id;
}

/**
 * For parts shared by several charts (the OTP page, the journey progress bar, "Cancel application", the document
 * checklist): the owning actor, untyped, and the name it answers to, so the part branches on the name. A screen
 * that belongs to one chart uses `useChart(name)` instead.
 */
export function useOwningChart(): { name: string; actor: AnyActorRef } {
  const actor = useContext(ChartContext);
  if (!actor) throw new Error('useOwningChart() must be used inside <ChartProvider> (the router, a story or a test provides it).');
  return { name: chartNameOf(actor), actor };
}

/**
 * The chart that owns the current route, typed as `name` (or one of `names`, for parts shared by several charts,
 * such as the info pages). A screen rendered under another chart fails loudly here rather than reading a context
 * it does not have.
 */
export function useChart<K extends ChartName>(...names: [K, ...K[]]): ActorRefFrom<Charts[K]> {
  const actor = useContext(ChartContext);
  if (!actor) throw new Error('useChart() must be used inside <ChartProvider> (the router, a story or a test provides it).');
  const name = chartNameOf(actor);
  if (!(names as readonly string[]).includes(name)) {
    throw new Error(`This screen belongs to the ${names.join(' or ')} chart, but its route is owned by the ${name} chart.`);
  }
  return actor as ActorRefFrom<Charts[K]>;
}
