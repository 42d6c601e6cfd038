import type { AnyActorRef } from 'xstate';
import type { RouteRow } from '@machines/shared/meta';
import type { NavRequest, NavSearch } from '@machines/app/nav';
import { activeRoute, actorChain, hasErrorWithoutRoute, watchChain, type ActiveRoute } from './active-route';

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

/** A URL as the router parsed it: the route path, its typed search, and the location to come back to. */
export interface RequestedLocation {
  /** The route ('/{$product}-versary-special' for '/loan-versary-special'), as the charts' meta names it. */
  path: string;
  /** The route's parameters from the URL (checked against routeParamPattern), when it has any. */
  params?: Record<string, string> | undefined;
  search: NavSearch;
  /** Path and query as typed ('/recovery/callback?payment_id=P1'), remembered for after sign-in. */
  href: string;
}

/**
 * Asks the charts to show a location (a deep link, a back/forward, a typed URL). The chart decides: the actor
 * owning a state with that route gets `nav.request` (journeys map it to a guarded jump by `step`), otherwise the
 * root does. A visitor's protected location is remembered (only known routes reach here: same-origin).
 */
export function requestPath(root: AnyActorRef, { path, params, search, href }: RequestedLocation, table: Map<string, RouteRow[]>): void {
  const candidates = table.get(path) ?? [];
  const request: NavRequest = { type: 'nav.request', path, search, ...(params && Object.keys(params).length > 0 ? { params } : {}) };
  for (const ref of actorChain(root).slice(1).reverse()) {
    const machineId = (ref.getSnapshot() as { machine?: { id?: string } }).machine?.id;
    const state = candidates.find((c) => c.machineId === machineId);
    if (state) {
      ref.send({ ...request, step: state.stateId.split('.')[1] });
      return;
    }
  }
  const isPublic = candidates.some((c) => c.meta.public);
  const current = activeRoute(root);
  if (candidates.length > 0 && !isPublic && current?.meta.public) root.send({ type: 'nav.remember', path: href });
  root.send(request);
}
