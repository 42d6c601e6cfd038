import { createRoot, hydrateRoot } from 'react-dom/client';
import '~/ui/theme/install';
import { themeClass } from '~/ui/theme/theme.css';
import { runShellInBrowser, safeLocalStorage } from '~/app/shell/browser';
import { setNonce } from 'get-nonce';
import { appElement } from '~/app/providers';
import { lazyQueryClient } from '~/app/lazy-query-client';
import { createRootActor } from '~/app/create-root-actor';
import { withDraftsInTab } from '~/journeys/drafts-in-tab';
import { getAccessToken, hasStoredSession, readCodeRequest, ssoFromUrl } from '~/auth';
import { setAccessTokenSource } from '~/api/queries/api';
import { createAppRouter } from '~/router/create-router';
import { beforeLeaving, createAnalyticsInspector, trackPageView } from '~/analytics/lazy';
import { afterFirstPaint } from '~/app/shell/after-first-paint';
import { PRERENDER_ATTRIBUTE, PRERENDER_STYLE_ATTRIBUTE, prerenderKey } from '~/app/hydration';

/**
 * Boot: shell rules on the opening URL (redirectUrl, action cookie, referrer, in-app user agent), then the root
 * chart with its effects, the query cache and the router derived from the charts.
 */
document.documentElement.classList.add(themeClass);
// The hosting puts a fresh nonce in this meta tag (vite.config.ts html.cspNonce); Radix's run-time <style>
// elements carry it, so the strict CSP needs no 'unsafe-inline'.
const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
if (nonce) setNonce(nonce);
runShellInBrowser();
const storage = withDraftsInTab(safeLocalStorage());

setAccessTokenSource(getAccessToken);
// TanStack Query's core and the journey snapshot writer arrive with the signed-in chunk: no public page reads
// queries or runs a journey (issue W2-F, /login first load).
const queryClient = lazyQueryClient(() => import('~/app/query-client').then((m) => m.createQueryClient()));
const actor = createRootActor({
  queryClient: queryClient.load,
  downloadSignedIn: () =>
    import('~/app/signed-in').then((m) => {
      m.persistJourneys(actor, storage, { userIdOf: (user) => user.username });
      return m;
    }),
  storage,
  input: { route: location.pathname, sso: ssoFromUrl(location.search), codeRequest: readCodeRequest(() => sessionStorage) },
  inspect: createAnalyticsInspector(),
  // Analytics waiting for its module go out first (src/analytics/lazy.ts), then the browser leaves.
  redirect: (url) => void beforeLeaving().then(() => location.assign(url)),
});
const router = createAppRouter({ actor, onPageView: (meta, url) => trackPageView(meta, url) });
actor.start();
// A visitor on /login will most likely sign in: fetch the signed-in chunk after the first page has rendered and
// the visitor's first input (or a quiet page after load), so it never competes with that page's first paint.
const stopWaiting = router.subscribe('onRendered', () => {
  stopWaiting();
  afterFirstPaint(() => void actor.prefetchSignedIn());
});

const container = document.getElementById('root')!;
const prerendered = container.getAttribute(PRERENDER_ATTRIBUTE);
// The prerendered first screen (public pages) is inert until React owns it: a tap or a keystroke before then would
// be lost or submit the form natively (src/app/hydration.ts). The first render of the app lifts it.
const stopInert = router.subscribe('onRendered', () => {
  stopInert();
  container.removeAttribute('inert');
});
if (prerendered && !hasStoredSession()) {
  // Hydrate only when the charts reached the page the build rendered, in the same state: same markup, no flash.
  void router.load().then(
    () => {
      if (prerenderKey(actor) === prerendered) {
        // Style attributes travel as data (the CSP blocks parsed ones): into the CSSOM before React compares markup.
        for (const el of container.querySelectorAll<HTMLElement>(`[${PRERENDER_STYLE_ATTRIBUTE}]`)) {
          el.style.cssText = el.getAttribute(PRERENDER_STYLE_ATTRIBUTE) ?? '';
          el.removeAttribute(PRERENDER_STYLE_ATTRIBUTE);
        }
        // The tree the build rendered (TanStack's server tree): no Suspense around the root match.
        router.ssr = { manifest: undefined };
        hydrateRoot(container, appElement(router, queryClient));
      } else createRoot(container).render(appElement(router, queryClient));
    },
    () => createRoot(container).render(appElement(router, queryClient)),
  );
} else {
  // A signed-in tab (it will be sent elsewhere) or a document without a prerendered screen: render afresh.
  createRoot(container).render(appElement(router, queryClient));
}
