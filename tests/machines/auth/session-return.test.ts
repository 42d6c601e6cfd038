import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type AnyActorRef } from 'xstate';
import { appMachine } from '@machines/app/app.machine';
import { sessionMachine, type SessionInfo } from '@machines/auth/session.machine';
import { authMachine } from '@machines/auth/auth.machine';
import { otpMachine, type OtpPurpose } from '@machines/shared/otp.machine';
import type { IdentifierRequest, LoginOtpResult } from '@machines/auth/types';
import { account } from '../../router/harness';

const user = { username: '+639171234567', loginType: 'PHONE' as const };
const flush = async () => {
  for (let i = 0; i < 8; i++) await new Promise((r) => setTimeout(r, 0));
};

/**
 * The session ends mid-visit (the refresh token was revoked); the borrower signs in again and the app chart
 * holds the page they were on as returnTo, which the router then opens (src/router/create-router.tsx).
 */
describe('after a session ends, signing in again returns the borrower to where they were', () => {
  it('remembers the signed-in page at the session end and hands it to the sign-in and back', async () => {
    let refused = false;
    const machine = appMachine.provide({
      actors: {
        session: sessionMachine.provide({
          actors: {
            restoreSession: fromPromise<SessionInfo | null>(async () => ({ user, expiresInSeconds: 600, lifetimeSeconds: 3600 })),
            refreshSession: fromPromise<SessionInfo>(async () =>
              refused ? Promise.reject({ code: 'NotAuthorizedException', message: 'Refresh Token has been revoked' }) : { user, expiresInSeconds: 3600 },
            ),
            refreshCredentials: fromPromise<void>(async () => undefined),
            forgetSession: fromPromise<void>(async () => undefined),
          },
        }),
        auth: authMachine.provide({
          actors: {
            requestLoginOtp: fromPromise<LoginOtpResult, IdentifierRequest>(async () => ({ otpGenerated: true, loginWithPassword: false, user: user.username, userType: 'PHONE' })),
            otp: otpMachine.provide({ actors: { verifyOtp: fromPromise<unknown, { code: string; purpose: OtpPurpose }>(async () => user) } }),
          },
        }),
        downloadSignedIn: fromPromise<void, void>(async () => undefined),
        // A stand-in for the account-loading chart: it only has to finish like the real one (with the summary).
        loadAccount: fromPromise(async () => account()) as never,
      },
    });
    const clock = new SimulatedClock();
    const actor = createActor(machine, { input: {}, clock }).start();
    await flush();
    actor.send({ type: 'nav.request', path: '/product-selection', search: { paymentId: undefined, loanId: undefined } });
    expect(actor.getSnapshot().matches({ signedIn: 'productSelection' })).toBe(true);

    refused = true;
    clock.increment(420_000);
    await flush();
    const ended = actor.getSnapshot();
    expect(ended.matches('signedOut')).toBe(true);
    expect(ended.context.authReason).toBe('sessionEnded');
    expect(ended.context.returnTo).toBe('/product-selection');

    const auth: AnyActorRef = actor.getSnapshot().children.auth!;
    auth.send({ type: 'login.submit', identifier: '09171234567' });
    await flush();
    const otp: AnyActorRef = auth.getSnapshot().children.otp;
    otp.send({ type: 'otp.change', code: '123456' });
    otp.send({ type: 'otp.submit' });
    await flush();
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(actor.getSnapshot().context.returnTo).toBe('/product-selection');
    // What the router does with returnTo once a signed-in page shows.
    actor.send({ type: 'nav.returned' });
    actor.send({ type: 'nav.request', path: '/product-selection', search: { paymentId: undefined, loanId: undefined } });
    expect(actor.getSnapshot().matches({ signedIn: 'productSelection' })).toBe(true);
  });
});
