import '~/ui/theme/install';
import { themeClass } from '~/ui/theme/theme.css';
import { runShellInBrowser, safeLocalStorage } from '~/app/shell/browser';
import { setNonce } from 'get-nonce';
import { lazyQueryClient } from '~/app/lazy-query-client';
import { createRootActor } from '~/app/create-root-actor';
import { withDraftsInTab } from '~/journeys/drafts-in-tab';
import { getAccessToken, readCodeRequest, ssoFromUrl } from '~/auth';
import { setAccessTokenSource } from '~/api/queries/api';
import { beforeLeaving, createAnalyticsInspector } from '~/analytics/lazy';

/**
 * The browser's boot before anything renders, shared by the app entry (src/main.tsx) and the /login island
 * (src/islands/login.tsx): shell rules on the opening URL (redirectUrl, action cookie, referrer, in-app user agent),
 * then the root chart with its effects and the query cache. The island hands this same actor to the app
 * (src/app/mount-app.tsx) when the charts leave /login, so nothing the borrower did is lost.
 */
export function bootBrowser() {
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
  return { actor, queryClient };
}

export type Booted = ReturnType<typeof bootBrowser>;
