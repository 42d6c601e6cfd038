import { createRoot, hydrateRoot } from 'react-dom/client';
import { appElement } from '~/app/providers';
import { hasStoredSession } from '~/auth';
import { createAppRouter } from '~/router/create-router';
import { routeTable } from '~/router/route-table';
import { preloadScreen } from '~/router/screens';
import { keepFrameTitle, pageShownBefore } from '~/router/route-view';
import { trackPageView } from '~/analytics/lazy';
import { afterFirstPaint } from '~/ui/platform/after-first-paint';
import { isPrerendered, readyToHydrate } from '~/app/hydration';
import type { Booted } from '~/app/boot';

/**
 * The whole app on the booted root chart (src/app/boot.ts): the router derived from the charts, rendered into #root.
 * The app entry (src/main.tsx) calls it at once; the /login island (src/islands/login.tsx) calls it with its running
 * chart when the charts leave /login, after it has put the chart's page in the address bar.
 */
export function mountApp({ actor, queryClient }: Booted, container: HTMLElement, { handover = false } = {}) {
  // Started by the caller: the app entry just now, the island when it booted. After the island's page, the app's
  // first page is a move like any other (focus on its heading).
  if (handover) pageShownBefore();
  if (!handover && hasStoredSession()) loadAheadWhenSignedIn(actor);
  // A signed-in page's document painted its title in the frame: the skeleton keeps it until the page is shown.
  if (!handover && !isPrerendered(container)) keepFrameTitle(location.pathname, container.querySelector('h1')?.textContent);
  const router = createAppRouter({ actor, onPageView: (meta, url) => trackPageView(meta, url) });
  // The first page's skeleton shows at once, not after the router's pendingMs: React's first render replaces what the
  // document painted (a signed-in page's frame with its title), and nothing blank may come in between.
  // (After the /login island's page, the first app page is a move like any other: it keeps the usual wait.)
  if (!handover) {
    const pendingMs = router.options.defaultPendingMs;
    router.options.defaultPendingMs = 0;
    const stopFirst = router.subscribe('onRendered', () => {
      stopFirst();
      router.options.defaultPendingMs = pendingMs;
    });
  }
  // A visitor on /login will most likely sign in: fetch the signed-in chunk after the first page has rendered and
  // the visitor's first input (or a quiet page after load), so it never competes with that page's first paint.
  const stopWaiting = router.subscribe('onRendered', () => {
    stopWaiting();
    afterFirstPaint(() => void actor.prefetchSignedIn());
  });

  // The prerendered first screen (public pages) is inert until React owns it: a tap or a keystroke before then would
  // be lost or submit the form natively (src/app/hydration.ts). The first render of the app lifts it.
  const stopInert = router.subscribe('onRendered', () => {
    stopInert();
    container.removeAttribute('inert');
  });
  const render = () => createRoot(container).render(appElement(router, queryClient));
  if (isPrerendered(container) && !hasStoredSession()) {
    // Hydrate only when the charts reached the page the build rendered, in the same state: same markup, no flash.
    void router.load().then(() => {
      if (!readyToHydrate(container, actor)) return render();
      // The tree the build rendered (TanStack's server tree): no Suspense around the root match.
      router.ssr = { manifest: undefined };
      hydrateRoot(container, appElement(router, queryClient));
    }, render);
  } else {
    // A signed-in tab (it will be sent elsewhere) or a document without a prerendered screen: render afresh.
    render();
  }
}

/**
 * A signed-in tab opening a page (a reload, a link opened in it, the app coming back): the signed-in chunk and the
 * page's screen are needed as soon as the session is restored and the account read, so their downloads start now,
 * beside the session's restore and those reads, instead of after each (issue W3-D: on a slow phone the chunk waited
 * for the session's refresh, and the screen for the account's reads). A URL no chart shows (404) preloads nothing;
 * a parameterised route waits for its match as before.
 */
function loadAheadWhenSignedIn(actor: Booted['actor']) {
  void actor.prefetchSignedIn();
  for (const row of routeTable().get(location.pathname) ?? []) void preloadScreen(row.meta.screen).catch(() => undefined);
}
