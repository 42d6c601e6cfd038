// What an auth-only /login island would need at least (issue W2-F): the floor's stack (scripts/size-floor), the real
// auth chart, a form with no Cognito (the SRP sign-in loads after the identifier step), and the real contract of the
// one call the form makes (valibot parses its answer). No design system, no router table, no other chart.
// `npm run size` builds it beside the floor: a measurement of how low /login's first-load JS could go, not app code.
import { createElement as h, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createRootRoute, createRoute, createRouter, RouterProvider, Outlet } from '@tanstack/react-router';
import { createActor, fromPromise } from 'xstate';
import { useSelector } from '@xstate/react';
import * as v from 'valibot';
import { authMachine } from '../../machines/auth/auth.machine';
import * as contract from '../../src/api/contract/account';
import type { IdentifierRequest, LoginOtpResult } from '../../machines/auth/types';

// The identifier step as src/auth/sign-in.ts does it, without Cognito (its challenge would load after this step).
const requestLoginOtp = fromPromise(async ({ input }: { input: IdentifierRequest }): Promise<LoginOtpResult> => {
  const body = v.parse(contract.requestLoginOtp.body!, { username: input.identifier, prefer_otp: input.preferOtp || undefined });
  const res = await fetch(contract.requestLoginOtp.path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const r = v.parse(contract.requestLoginOtp.response, await res.json());
  return { otpGenerated: r.otp_sent, loginWithPassword: !r.login_with_otp, user: r.username, userType: r.login_type };
});
const auth = createActor(authMachine.provide({ actors: { requestLoginOtp } }), { input: { route: '/login' } }).start();

function Login() {
  const snap = useSelector(auth, (s) => s);
  const [identifier, setIdentifier] = useState('');
  return h('main', null,
    h('h1', null, 'Log in'),
    h('form', { onSubmit: (e: Event) => (e.preventDefault(), auth.send({ type: 'login.submit', identifier })) },
      h('label', { htmlFor: 'id' }, 'Mobile number or email'),
      h('input', { id: 'id', value: identifier, onChange: (e: { target: HTMLInputElement }) => setIdentifier(e.target.value) }),
      snap.context.fieldErrors.identifier && h('p', { role: 'alert' }, snap.context.fieldErrors.identifier),
      h('button', { type: 'submit' }, 'Continue')));
}
const root = createRootRoute({ component: Outlet });
const router = createRouter({ routeTree: root.addChildren([createRoute({ getParentRoute: () => root, path: '/login', component: Login })]) });
createRoot(document.getElementById('root')!).render(h(RouterProvider, { router }));
