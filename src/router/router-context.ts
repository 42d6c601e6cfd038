import type { QueryClient } from '@tanstack/react-query';
import type { AnyActorRef } from 'xstate';
import type { StateMeta } from '@machines/shared/meta';
import type { RouteStore } from './route-store';

export interface RouterContext {
  /** The root (app) actor: the authority on where the borrower is. */
  actor: AnyActorRef;
  routes: RouteStore;
  /** The query client where the caller has one at hand (tests); the browser's arrives with the signed-in chunk. */
  queryClient?: QueryClient | undefined;
  /** Called once per completed page change (analytics page view). */
  onPageView?: ((meta: StateMeta, url: string) => void) | undefined;
}
