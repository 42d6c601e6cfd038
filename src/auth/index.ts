import { fromPromise } from 'xstate';
import { otpMachine, type OtpSent } from '@machines/shared/otp.machine';
import type { SessionUser } from '@machines/auth/types';
import * as account from './account';
import * as session from './session';
import * as signIn from './sign-in';
import * as sso from './sso';

/**
 * Implementations for the auth charts, supplied at the edge with `.provide()` (architecture: effects at the
 * edge). The root chart (helper F3) uses them like this:
 *   appMachine.provide({ actors: { auth: authMachine.provide(authImplementations), session: sessionMachine.provide(sessionImplementations), account: accountMachine.provide(accountImplementations) } })
 */
export const authImplementations = {
  actors: {
    requestLoginOtp: fromPromise(({ input }: { input: Parameters<typeof signIn.requestLoginOtp>[0] }) => signIn.requestLoginOtp(input)),
    requestRegisterOtp: fromPromise(({ input }: { input: Parameters<typeof signIn.requestRegisterOtp>[0] }) => signIn.requestRegisterOtp(input)),
    requestPasswordReset: fromPromise(({ input }: { input: Parameters<typeof signIn.requestPasswordReset>[0] }) => signIn.requestPasswordReset(input)),
    signInWithPassword: fromPromise(({ input }: { input: { username: string; password: string } }) => signIn.signInWithPassword(input)),
    setPassword: fromPromise(({ input }: { input: { password: string } }) => signIn.setPassword(input)),
    startSso: fromPromise(({ input }: { input: Parameters<typeof sso.startSso>[0] }) => sso.startSso(input)),
    completeSso: fromPromise<SessionUser, { code: string }>(() => sso.completeSso()),
    otp: otpMachine.provide({
      actors: {
        verifyOtp: fromPromise(({ input }) => signIn.verifyOtp(input)),
        resendOtp: fromPromise(({ input }) => signIn.resendOtp(input)),
      },
    }),
  },
};

export const sessionImplementations = {
  actors: {
    restoreSession: fromPromise(() => session.restoreSession()),
    refreshSession: fromPromise(() => session.refreshSession()),
    refreshCredentials: fromPromise(() => session.refreshCredentials()),
    signOut: fromPromise(() => session.signOut()),
    globalSignOut: fromPromise(() => session.globalSignOut()),
  },
};

export const accountImplementations = {
  actors: {
    loadProfile: fromPromise(() => account.loadProfile()),
    generateEmailOtp: fromPromise<OtpSent, { email: string }>(() => account.generateEmailOtp()),
    updatePersonalEmail: fromPromise(({ input }: { input: { email: string } }) => account.updatePersonalEmail(input)),
    requestMobileOtp: fromPromise(() => account.requestMobileOtp()),
    otp: otpMachine.provide({
      actors: {
        verifyOtp: fromPromise(({ input }) => account.verifyAccountOtp(input)),
        resendOtp: fromPromise(({ input }) => account.resendAccountOtp(input)),
      },
    }),
  },
};

/** For the platform API client: the bearer token of the signed-in borrower, refreshed when expired. */
export const getAccessToken = session.getAccessToken;
export const ssoFromUrl = sso.ssoFromUrl;
export { configureCognito } from './cognito';
