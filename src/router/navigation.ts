import type { AnyActorRef } from 'xstate';
import type { RoutedState } from '@machines/shared/meta';
import { activeRoute, actorChain, hasErrorWithoutRoute, watchChain, type ActiveRoute } from './active-route';

export const pathOf = (href: string): string => href.split(/[?#]/)[0] ?? href;

/**
 * Resolves once the charts are on a page (or stopped on an error with no page). It watches the whole chain of
 * actors: a child chart moving from its loading state to a page does not emit a new snapshot of the root.
 */
export function settled(root: AnyActorRef): Promise<ActiveRoute | null> {
  return new Promise((resolve) => {
    const watch = { stop: undefined as (() => void) | undefined, done: false };
    const check = () => {
      if (watch.done || (activeRoute(root) === null && !hasErrorWithoutRoute(root))) return;
      watch.done = true;
      watch.stop?.();
      resolve(activeRoute(root));
    };
    watch.stop = watchChain(root, check);
    if (watch.done) watch.stop();
    else check();
  });
}

/**
 * Asks the charts to show `path` (a deep link, a back/forward, a typed URL). The chart decides: the actor owning
 * a state with that route gets `nav.request` (journeys map it to a guarded jump), otherwise the root does.
 * A visitor's protected path is remembered (only known routes reach here, so it is same-origin by construction).
 */
export function requestPath(root: AnyActorRef, path: string, table: Map<string, RoutedState[]>): void {
  const candidates = table.get(path) ?? [];
  const chain = actorChain(root);
  for (const ref of chain.slice(1).reverse()) {
    const machineId = (ref.getSnapshot() as { machine?: { id?: string } }).machine?.id;
    const state = candidates.find((c) => c.machineId === machineId);
    if (state) {
      ref.send({ type: 'nav.request', path, step: state.stateId.split('.')[1] });
      return;
    }
  }
  const isPublic = candidates.some((c) => c.meta.public);
  const current = activeRoute(root);
  if (candidates.length > 0 && !isPublic && current?.meta.public) root.send({ type: 'nav.remember', path });
  root.send({ type: 'nav.request', path });
}
