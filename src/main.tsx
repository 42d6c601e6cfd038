import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { themeClass } from '~/ui';
import { config } from '~/config';
import { documentCookieJar, runShellBehaviours } from '~/app/shell';
import { App, createQueryClient } from '~/app/providers';
import { createRootActor } from '~/app/create-root-actor';
import { persistJourneys } from '~/app/journey-store';
import { getAccessToken, ssoFromUrl } from '~/auth';
import { setAccessTokenSource } from '~/api/queries/api';
import { createAppRouter } from '~/router/create-router';
import { createAnalyticsInspector, trackPageView } from '~/analytics';

/**
 * Boot: shell rules on the opening URL (redirectUrl, action cookie, referrer, in-app user agent), then the root
 * chart with its effects, the query cache and the router derived from the charts.
 */
document.documentElement.classList.add(themeClass);
runShellBehaviours({
  search: location.search,
  userAgent: navigator.userAgent,
  referrer: document.referrer,
  storage: localStorage,
  cookies: documentCookieJar(),
  policy: { origin: location.origin, allowlist: config.redirectAllowlist },
});

setAccessTokenSource(getAccessToken);
const queryClient = createQueryClient();
const actor = createRootActor({
  queryClient,
  storage: localStorage,
  input: { route: location.pathname, sso: ssoFromUrl(location.search) },
  inspect: createAnalyticsInspector(),
  redirect: (url) => location.assign(url),
});
persistJourneys(actor, localStorage, { userIdOf: (user) => user.username });
const router = createAppRouter({ actor, queryClient, onPageView: (meta, url) => trackPageView(meta, url) });
actor.start();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App router={router} queryClient={queryClient} />
  </StrictMode>,
);
