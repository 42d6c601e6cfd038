import { fromCallback, fromPromise } from 'xstate';
import { importOnce } from '~/ui/platform/import-once';
import { otpMachine } from '@machines/shared/otp.machine';
import type { CodeRequest, SessionUser } from '@machines/auth/types';
import type { SessionContext } from '@machines/auth/session.machine';
import { onOtherTabSignOut, onTabReturn } from './other-tabs';
import { jitteredBackoffMs } from './backoff';
import { writeCodeRequest } from './code-request';
import { claimReferralCode, validateReferralCode } from './referral';
import { hasStoredSession } from './stored-session';
import type * as SignInModule from './sign-in';
import type * as SsoModule from './sso';

// The SDK-backed modules load on first use, not with the first page (see stored-session.ts).
const signInModule = importOnce(() => import('./sign-in'));
const sessionModule = importOnce(() => import('./session'));
const ssoModule = importOnce(() => import('./sso'));

/**
 * Implementations for the auth charts, supplied at the edge with `.provide()` (architecture: effects at the
 * edge). The root chart (helper F3) uses them like this:
 *   appMachine.provide({ actors: { auth: authMachine.provide(authImplementations), session: sessionMachine.provide(sessionImplementations), account: accountMachine.provide(accountImplementations) } })
 */
export const authImplementations = {
  actions: {
    rememberCodeRequest: (_: unknown, request: CodeRequest) => writeCodeRequest(() => sessionStorage, request),
    forgetCodeRequest: () => writeCodeRequest(() => sessionStorage, null),
  },
  actors: {
    requestLoginOtp: fromPromise(({ input }: { input: Parameters<(typeof SignInModule)['requestLoginOtp']>[0] }) => signInModule().then((m) => m.requestLoginOtp(input))),
    requestRegisterOtp: fromPromise(({ input }: { input: Parameters<(typeof SignInModule)['requestRegisterOtp']>[0] }) => signInModule().then((m) => m.requestRegisterOtp(input))),
    requestPasswordReset: fromPromise(({ input }: { input: Parameters<(typeof SignInModule)['requestPasswordReset']>[0] }) => signInModule().then((m) => m.requestPasswordReset(input))),
    signInWithPassword: fromPromise(({ input }: { input: { username: string; password: string } }) => signInModule().then((m) => m.signInWithPassword(input))),
    setPassword: fromPromise(({ input }: { input: { password: string } }) => signInModule().then((m) => m.setPassword(input))),
    startSso: fromPromise(({ input }: { input: Parameters<(typeof SsoModule)['startSso']>[0] }) => ssoModule().then((m) => m.startSso(input))),
    completeSso: fromPromise<SessionUser, { code: string }>(() => ssoModule().then((m) => m.completeSso())),
    validateReferralCode: fromPromise(({ input }: { input: { code: string } }) => validateReferralCode(input)),
    claimReferralCode: fromPromise(({ input }: { input: { code: string } }) => claimReferralCode(input)),
    otp: otpMachine.provide({
      actors: {
        verifyOtp: fromPromise(({ input }) => signInModule().then((m) => m.verifyOtp(input))),
        resendOtp: fromPromise(({ input }) => signInModule().then((m) => m.resendOtp(input))),
      },
    }),
  },
};

export const sessionImplementations = {
  actors: {
    verifySession: fromPromise(() => sessionModule().then((m) => m.verifySession())),
    watchOtherTabs: fromCallback(({ sendBack }) => {
      const check = () => sendBack({ type: 'session.check' });
      const stops = [onOtherTabSignOut(check), onTabReturn(check)];
      return () => stops.forEach((stop) => stop());
    }),
    restoreSession: fromPromise(async () => (hasStoredSession() ? (await sessionModule()).restoreSession() : null)),
    refreshSession: fromPromise(() => sessionModule().then((m) => m.refreshSession())),
    refreshCredentials: fromPromise(() => sessionModule().then((m) => m.refreshCredentials())),
    signOut: fromPromise(() => sessionModule().then((m) => m.signOut())),
    forgetSession: fromPromise(() => sessionModule().then((m) => m.forgetSession())),
    globalSignOut: fromPromise(() => sessionModule().then((m) => m.globalSignOut())),
  },
  // Retries of a failed refresh spread out (refresh.ts): half the chart's backoff fixed, half random.
  delays: {
    refreshBackoff: ({ context }: { context: SessionContext }) => jitteredBackoffMs(Math.max(0, context.refreshAttempts - 1)),
  },
};

// The account chart's effects (accountImplementations) are signed-in only: their own module,
// src/auth/account-implementations.ts, imported by the signed-in chunk (src/app/signed-in.ts).
export { getAccessToken } from './token';
export { ssoFromUrl } from './sso-url';
export { readCodeRequest } from './code-request';
export { hasStoredSession } from './stored-session';
