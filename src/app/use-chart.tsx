import { createContext, useContext, type ReactNode } from 'react';
import type { ActorRefFrom, AnyActorRef, AnyStateMachine } from 'xstate';

/**
 * The one way a screen reaches its chart. The router (and stories, and rendered tests) put the actor that owns
 * the current route in context; the screen reads its snapshot with `useSelector(actor, selector)` and sends events.
 * A screen never fetches or navigates by itself.
 */
const ChartContext = createContext<AnyActorRef | null>(null);

export function ChartProvider({ actor, children }: { actor: AnyActorRef; children: ReactNode }) {
  return <ChartContext.Provider value={actor}>{children}</ChartContext.Provider>;
}

export function useChart<TMachine extends AnyStateMachine>(): ActorRefFrom<TMachine> {
  const actor = useContext(ChartContext);
  if (!actor) throw new Error('useChart() must be used inside <ChartProvider> (the router, a story or a test provides it).');
  return actor as ActorRefFrom<TMachine>;
}
