import type { AnyActorRef } from 'xstate';
import { activeRoute, hasErrorWithoutRoute, watchChain, type ActiveRoute } from './active-route';

export interface RouteState {
  route: ActiveRoute | null;
  /** Charts stopped on an error with no page (e.g. the account failed to load). */
  error: boolean;
}

/**
 * The charts' current page as a stable, subscribable value (for useSyncExternalStore and the URL sync).
 * A new object only when the page or its owning actor changes, so renders follow pages, not every event.
 */
export class RouteStore {
  private state: RouteState;
  private readonly listeners = new Set<() => void>();
  private readonly stop: () => void;

  constructor(readonly root: AnyActorRef) {
    this.state = this.compute();
    this.stop = watchChain(root, () => this.refresh());
  }

  private compute(): RouteState {
    return { route: activeRoute(this.root), error: hasErrorWithoutRoute(this.root) };
  }

  private refresh() {
    const next = this.compute();
    const prev = this.state;
    if (next.route?.stateId === prev.route?.stateId && next.route?.path === prev.route?.path && next.route?.actor === prev.route?.actor && next.error === prev.error) return;
    this.state = next;
    for (const listener of [...this.listeners]) listener();
  }

  get = (): RouteState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  dispose() {
    this.stop();
    this.listeners.clear();
  }
}
