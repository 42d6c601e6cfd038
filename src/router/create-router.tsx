import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  notFound,
  redirect,
  type ParsedLocation,
  type RouterHistory,
} from '@tanstack/react-router';
import { lazy } from 'react';
import { NavigateProvider } from '~/ui/link/app-link';
import type { AnyActorRef } from 'xstate';
import { RouteStore } from './route-store';
import { routeTable } from './route-table';
import { PageSkeleton, RouteView } from './route-view';
import type { RouterContext } from './router-context';
import { navSearchSchema, type NavSearch } from '@machines/app/nav';
import { routeParamPattern } from '@machines/shared/meta';
import { requestPath, settled } from './navigation';
import { parseSearch, stringifySearch } from './search';
import { preloadScreen } from './screens';

const NotFound = lazy(() => import('../app/screens/not-found/not-found.screen'));

export interface AppRouterOptions {
  actor: AnyActorRef;
  queryClient?: RouterContext['queryClient'];
  history?: RouterHistory | undefined;
  onPageView?: RouterContext['onPageView'];
  /** Off when prerendering a page at build (src/app/prerender.tsx): nothing to restore, no inline script. */
  scrollRestoration?: boolean;
}

/**
 * The route tree, generated from the routed states of every chart in machines/registry.ts (no path is written
 * here; the table is route-table.generated.ts, so the entry holds data, not the charts). Each route asks the charts before it loads: the chart is the authority, a URL it cannot be on is
 * answered with a redirect to where it is. Chart changes push the new URL, so back/forward become chart events.
 */
/** Search parameters handed to the charts once and then dropped from the URL (they are not for sharing on). */
const readOnceParams = ['referral'];

/**
 * The router aborts a page's loader signal when the page is left; the abort reason (a DOMException) keeps its
 * unformatted stack trace, which holds the router's functions and, through their scopes, the matches of the
 * navigation before: a chain that grew ~25 KB per Continue/Back (npm run bench:heap). Reading the stack once formats
 * it and lets V8 drop those references.
 */
function settleAbortReason(signal: AbortSignal) {
  signal.addEventListener('abort', () => void (signal.reason as { stack?: unknown } | undefined)?.stack, { once: true });
}

export function createAppRouter({ actor, queryClient, history, onPageView, scrollRestoration = true }: AppRouterOptions) {
  const table = routeTable();
  const routes = new RouteStore(actor);

  // In-app links (src/ui/link/app-link.tsx) move through this router: the guard below asks the charts first.
  const navigate = (href: string) => void router.navigate({ href });
  const rootRoute = createRootRouteWithContext<RouterContext>()({
    component: () => (
      <NavigateProvider value={navigate}>
        <Outlet />
      </NavigateProvider>
    ),
    notFoundComponent: NotFound,
  });

  const acceptable = (params: Record<string, string>) => Object.values(params).every((value) => routeParamPattern.test(value));
  // While a guard decides about a URL, chart moves do not navigate (they would cancel the guard's own load);
  // the guard ends on the chart's route either way.
  let guarding = 0;
  // A route with parameters ('/{$product}-versary-special') passes them on with the request, as this router matched
  // them (one matcher: TanStack Router's); a value the charts would refuse (not routeParamPattern) is a page that
  // does not exist.
  const guard = async ({ location, search, params }: { location: ParsedLocation; search: NavSearch; params: Record<string, string> }, route: string) => {
    const path = location.pathname;
    if (!acceptable(params)) throw notFound();
    // A search parameter that is read once (a referral code) goes to the charts even when they are already on
    // this page, and then leaves the URL (history, Referer, analytics): decisions.md 2026-11-26.
    const readOnce = readOnceParams.some((key) => new URLSearchParams(location.searchStr).has(key));
    guarding++;
    try {
      let current = await settled(actor);
      if (!current || (current.path === path && !readOnce)) return;
      requestPath(actor, { path: route, params, search, href: readOnce ? path : location.href }, table);
      current = await settled(actor);
      if (current && (current.path !== path || readOnce)) throw redirect({ to: current.path, replace: true });
    } finally {
      guarding--;
    }
  };

  // '/' is a chart page when a chart routes it (the welcome page); otherwise it forwards to where the charts are.
  const index = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    beforeLoad: async () => {
      const current = await settled(actor);
      if (current) throw redirect({ to: current.path, replace: true });
    },
    component: RouteView,
  });

  const pages = [...table.entries()].map(([path, states]) =>
    createRoute({
      getParentRoute: () => rootRoute,
      path,
      // Search params are parsed here, once, into typed fields; a malformed one is dropped (navSearchSchema).
      validateSearch: navSearchSchema,
      beforeLoad: (match: { location: ParsedLocation; search: NavSearch; params: Record<string, string> }) => guard(match, path),
      loader: ({ abortController }: { abortController: AbortController }) => {
        settleAbortReason(abortController.signal);
        return Promise.all(states.map((s) => preloadScreen(s.meta.screen))).then(() => undefined);
      },
      component: RouteView,
    }),
  );

  const router = createRouter({
    routeTree: rootRoute.addChildren(table.has('/') ? pages : [index, ...pages]),
    context: { actor, routes, queryClient, onPageView },
    ...(history ? { history } : {}),
    defaultPendingComponent: PageSkeleton,
    defaultPendingMs: 150,
    defaultPreloadStaleTime: 0,
    // Search values stay the strings the URL holds (a payment id of digits is not a number); the schemas type them.
    parseSearch,
    stringifySearch,
    scrollRestoration,
  });

  // Chart -> URL. A forward move pushes (so Back is a chart event); the guard then finds the chart already there.
  // Until the first URL has been through its guard, the URL the app opened on wins (a deep link is a request).
  // A chart move that lands while the first URL is still resolving (e.g. the payment status arriving while the
  // callback page's screen loads) is caught up once it has resolved; otherwise the page would stay on the old route.
  // A page of the table: this router's own match, exact (its fuzzy match keeps the rest of a deeper path in '**').
  const known = (location: string) => {
    const [, params, found] = router.getMatchedRoutes(location);
    return found !== undefined && !('**' in params) && acceptable(params);
  };
  let ready = false;
  router.subscribe('onResolved', () => {
    ready = true;
    sync();
  });
  routes.subscribe(() => sync());
  function sync() {
    if (!ready) return;
    const { route } = routes.get();
    const location = router.state.location.pathname;
    // An unknown URL shows the 404 page; the charts do not pull the borrower away from it.
    if (!route || guarding > 0 || (location !== '/' && !known(location))) return;
    const root = actor.getSnapshot() as { context?: { returnTo?: string | null } };
    const returnTo = root.context?.returnTo;
    if (returnTo && !route.meta.public) {
      actor.send({ type: 'nav.returned' });
      if (new URL(returnTo, 'https://app.invalid').pathname !== route.path) {
        void router.navigate({ href: returnTo });
        return;
      }
    }
    if (route.path !== location) void router.navigate({ to: route.path });
  }

  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;
export { createMemoryHistory };

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
