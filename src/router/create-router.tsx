import { createMemoryHistory, createRootRouteWithContext, createRoute, createRouter, Outlet, redirect, type RouterHistory } from '@tanstack/react-router';
import { lazy } from 'react';
import type { AnyActorRef } from 'xstate';
import { routeTable } from '@machines/registry';
import { RouteStore } from './route-store';
import { PageSkeleton, RouteView } from './route-view';
import type { RouterContext } from './router-context';
import { pathOf, requestPath, settled } from './navigation';
import { preloadScreen } from './screens';

const NotFound = lazy(() => import('../screens/not-found/not-found.screen'));

export interface AppRouterOptions {
  actor: AnyActorRef;
  queryClient: RouterContext['queryClient'];
  history?: RouterHistory | undefined;
  onPageView?: RouterContext['onPageView'];
}

/**
 * The route tree, generated from the routed states of every chart in machines/registry.ts (no path is written
 * here). Each route asks the charts before it loads: the chart is the authority, a URL it cannot be on is
 * answered with a redirect to where it is. Chart changes push the new URL, so back/forward become chart events.
 */
export function createAppRouter({ actor, queryClient, history, onPageView }: AppRouterOptions) {
  const table = routeTable();
  const routes = new RouteStore(actor);

  const rootRoute = createRootRouteWithContext<RouterContext>()({
    component: Outlet,
    notFoundComponent: NotFound,
  });

  const guard = async ({ location }: { location: { pathname: string } }) => {
    const path = location.pathname;
    let current = await settled(actor);
    if (!current || current.meta.route === path) return;
    requestPath(actor, path, table);
    current = await settled(actor);
    if (current && current.meta.route !== path) throw redirect({ to: current.meta.route, replace: true });
  };

  const index = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    beforeLoad: async () => {
      const current = await settled(actor);
      if (current) throw redirect({ to: current.meta.route, replace: true });
    },
    component: RouteView,
  });

  const pages = [...table.entries()].map(([path, states]) =>
    createRoute({
      getParentRoute: () => rootRoute,
      path,
      beforeLoad: guard,
      loader: () => Promise.all(states.map((s) => preloadScreen(s.meta.screen))).then(() => undefined),
      component: RouteView,
    }),
  );

  const router = createRouter({
    routeTree: rootRoute.addChildren([index, ...pages]),
    context: { actor, routes, queryClient, onPageView },
    ...(history ? { history } : {}),
    defaultPendingComponent: PageSkeleton,
    defaultPendingMs: 150,
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  });

  // Chart -> URL. A forward move pushes (so Back is a chart event); the guard then finds the chart already there.
  routes.subscribe(() => {
    const { route } = routes.get();
    if (!route) return;
    const root = actor.getSnapshot() as { context?: { returnTo?: string | null } };
    const returnTo = root.context?.returnTo;
    if (returnTo && !route.meta.public) {
      actor.send({ type: 'nav.returned' });
      if (pathOf(returnTo) !== route.meta.route) {
        void router.navigate({ to: pathOf(returnTo) });
        return;
      }
    }
    if (route.meta.route !== router.state.location.pathname) void router.navigate({ to: route.meta.route });
  });

  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;
export { createMemoryHistory };

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
