// What an auth-only /login island would need at least (issue W2-F): the floor's stack (scripts/size-floor), the
// real login screen with its design-system parts and theme, the real auth chart, and the one call the identifier
// step makes (the real contract and API client, valibot); no Cognito (its challenge could load after this step), no
// app chart, route table, hydration or analytics. `npm run size` builds it beside the floor: a measurement of how
// low /login's first-load JS could go, not app code.
import { createRoot } from 'react-dom/client';
import { createRootRoute, createRoute, createRouter, RouterProvider, Outlet } from '@tanstack/react-router';
import { createActor, fromPromise } from 'xstate';
import { authMachine } from '@machines/auth/auth.machine';
import type { IdentifierRequest, LoginOtpResult } from '@machines/auth/types';
import { requestLoginOtp as loginOtpCall } from '~/api/contract/account';
import { createApiClient } from '~/api/client';
import { ChartProvider } from '~/app/use-chart';
import LoginScreen from '~/auth/screens/login/login.screen';
import '~/ui/theme/install';

const call = createApiClient({ baseUrl: '', getAccessToken: async () => null });
// The identifier step as src/auth/sign-in.ts does it, minus the Cognito challenge.
const requestLoginOtp = fromPromise(async ({ input }: { input: IdentifierRequest }): Promise<LoginOtpResult> => {
  const r = await call(loginOtpCall, { body: { username: input.identifier, prefer_otp: input.preferOtp || undefined } });
  return { otpGenerated: r.otp_sent, loginWithPassword: !r.login_with_otp, user: r.username, userType: r.login_type };
});
const auth = createActor(authMachine.provide({ actors: { requestLoginOtp } }), { input: { route: '/login' } }).start();

const Login = () => (
  <ChartProvider actor={auth}>
    <LoginScreen />
  </ChartProvider>
);
const root = createRootRoute({ component: Outlet });
const router = createRouter({ routeTree: root.addChildren([createRoute({ getParentRoute: () => root, path: '/login', component: Login })]) });
createRoot(document.getElementById('root')!).render(<RouterProvider router={router} />);
