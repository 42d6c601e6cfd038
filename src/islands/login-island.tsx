import { StrictMode, useEffect } from 'react';
import type { AnyActorRef } from 'xstate';
import { activeRoute, type ActiveRoute } from '~/router/active-route';
import { ChartProvider } from '~/app/use-chart';
import { ErrorBoundary, ErrorScreen } from '~/app/error-boundary';
import { Providers, type AppQueryClient } from '~/app/providers-base';
import LoginScreen from '~/auth/screens/login/login.screen';
import { ISLAND_ROUTE } from './island-route';

/**
 * The page the island shows: the charts' page when its state routes to /login (the chart's meta). Child states
 * without a route of their own show on their parent's route (machines/auth/auth.machine.ts), so the identifier form,
 * the captcha, the password step and the sign-in in flight are all the island's. Anywhere else (another page, no page
 * while signing in completes) is the app's: null.
 */
export function islandPage(root: AnyActorRef): ActiveRoute | null {
  const page = activeRoute(root);
  return page?.meta.route === ISLAND_ROUTE ? page : null;
}

function Shown({ onShown }: { onShown: () => void }) {
  useEffect(onShown, [onShown]);
  return null;
}

/**
 * The island's tree, as the browser hydrates it and the build prerenders it (src/app/prerender.tsx): the providers
 * and error page of the app's tree (src/app/providers.tsx, src/router/route-view.tsx) around the real login screen on
 * the auth chart's actor. `onShown` runs once it has been committed.
 */
export function islandElement(page: ActiveRoute, queryClient: AppQueryClient, onShown?: () => void) {
  return (
    <StrictMode>
      <Providers queryClient={queryClient}>
        <ErrorBoundary homeHref="/" onError={(error) => console.error('Lakbay screen crashed', error)}>
          <ChartProvider actor={page.actor}>
            <LoginScreen />
          </ChartProvider>
        </ErrorBoundary>
        {onShown && <Shown onShown={onShown} />}
      </Providers>
    </StrictMode>
  );
}

/** The app's code did not arrive at the hand-over (a dropped connection): the app's error page, Try again reloads. */
export function islandFailed() {
  return (
    <StrictMode>
      <ErrorScreen homeHref="/" onRetry={() => location.reload()} />
    </StrictMode>
  );
}
