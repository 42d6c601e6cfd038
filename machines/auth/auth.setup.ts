import { assign, fromPromise, setup } from 'xstate';
import { codes, toFailure, type AuthFailure, type CaptchaAnswer, type CaptchaChallenge } from './failure';
import { parseIdentifier, type IdentifierKind } from './identifier';
import { checkNewPassword, passwordMessages } from './password';
import { otpMachine, type OtpOutput, type OtpSent } from '../shared/otp.machine';
import type {
  AuthInput,
  CodeRequest,
  AuthOutput,
  IdentifierRequest,
  LoginOtpResult,
  RegisterOtpResult,
  SessionUser,
  SsoProvider,
} from './types';
import { isSessionUser } from './types';
import { referralCodeRule, referralMessages, tidyReferralCode, type ReferralCodeCheck } from './referral';

/** Implementations, guards and actions of the auth chart (auth.machine.ts holds the states). */
export type AuthFlow = 'login' | 'register' | 'reset';

export interface AuthContext {
  /** What the borrower typed, kept verbatim so a failed request never loses it. */
  identifier: string;
  kind: IdentifierKind | null;
  fieldErrors: { identifier?: string; password?: string; confirm?: string; terms?: string; referral?: string };
  failure: AuthFailure | null;
  captcha: CaptchaChallenge | null;
  captchaAnswer: CaptchaAnswer | null;
  preferOtp: boolean;
  /** Spec §4: user and userType from username and login_type. */
  user: string | null;
  userType: IdentifierKind | null;
  loginWithPassword: boolean;
  otpGenerated: boolean;
  otpSent: OtpSent | null;
  flow: AuthFlow;
  /** Spec §4 "Password set has success and error flags". */
  passwordSet: 'success' | 'error' | null;
  provider: SsoProvider | null;
  signedInUser: SessionUser | null;
  via: AuthOutput['via'];
  returnTo: string | null;
  reason: AuthInput['reason'] | null;
  sso: AuthInput['sso'] | null;
  route: string;
  codeRequest: CodeRequest | null;
  /** A friend's referral code for the new account: from /register?referral=CODE or typed ('' when none). */
  referralCode: string;
  /** After the account is created: the code was added to it, or the platform refused it (the borrower is told). */
  referralClaim: 'claimed' | 'failed' | null;
}

export type AuthEvent =
  | { type: 'login.submit'; identifier: string }
  | { type: 'login.edit' }
  | { type: 'password.submit'; password: string }
  | { type: 'register.submit'; identifier: string; acceptedTerms: boolean; referralCode?: string | undefined }
  | { type: 'reset.submit'; identifier: string }
  | { type: 'captcha.submit'; answer: string }
  | { type: 'password.create'; password: string; confirm: string }
  | { type: 'password.skip' }
  | { type: 'password.continue' }
  | { type: 'sso.start'; provider: SsoProvider }
  | { type: 'method.otp' }
  | { type: 'method.password' }
  | { type: 'method.switch' }
  | { type: 'nav.welcome' }
  | { type: 'nav.login' }
  | { type: 'nav.register' }
  | { type: 'nav.forgotPassword' }
  | { type: 'nav.anotherMethod' }
  | { type: 'nav.contactUs' }
  | { type: 'nav.appDownload' }
  /** Back from an information page (contact us, app download) to the login page. */
  | { type: 'step.back' }
  /** The router's request; `search` as parsed by its schema (machines/app/nav.ts): only the referral code is read here. */
  | { type: 'nav.request'; path: string; search?: { referralCode?: string | undefined } | undefined };

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} is supplied with .provide() (src/auth)`);
};
const failureOf = (event: unknown) => toFailure((event as { error?: unknown }).error);

/** The signed-in user inside an accepted code's output (the otp chart's result is whatever verifyOtp resolved). */
export const userOfOtp = (output: OtpOutput): SessionUser | null => (output.verified && isSessionUser(output.result) ? output.result : null);

/** Failures that are about what was typed in the identifier field: shown inline next to it. */
const identifierCodes: readonly string[] = [codes.phoneError, codes.badEmail, codes.disposableEmail];

export const authSetup = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as AuthInput,
    output: {} as AuthOutput,
    tags: {} as 'loading' | 'form' | 'error',
  },
  actors: {
    otp: otpMachine,
    requestLoginOtp: fromPromise<LoginOtpResult, IdentifierRequest>(notProvided('requestLoginOtp')),
    requestRegisterOtp: fromPromise<RegisterOtpResult, IdentifierRequest>(notProvided('requestRegisterOtp')),
    requestPasswordReset: fromPromise<RegisterOtpResult, IdentifierRequest>(notProvided('requestPasswordReset')),
    signInWithPassword: fromPromise<SessionUser, { username: string; password: string }>(notProvided('signInWithPassword')),
    setPassword: fromPromise<void, { password: string }>(notProvided('setPassword')),
    startSso: fromPromise<void, { provider: SsoProvider }>(notProvided('startSso')),
    completeSso: fromPromise<SessionUser, { code: string }>(notProvided('completeSso')),
    validateReferralCode: fromPromise<ReferralCodeCheck, { code: string }>(notProvided('validateReferralCode')),
    claimReferralCode: fromPromise<void, { code: string }>(notProvided('claimReferralCode')),
  },
  guards: {
    routeIs: ({ context }, route: string) => context.route === route,
    /** The session ended on its own (revoked elsewhere, not renewable): /login says why, whatever page was open. */
    sessionEnded: ({ context }) => context.reason === 'sessionEnded',
    pathIs: ({ event }, route: string) => event.type === 'nav.request' && event.path.split(/[?#]/)[0] === route,
    hasSsoCode: ({ context }) => Boolean(context.sso?.code),
    hasSsoError: ({ context }) => Boolean(context.sso?.error),
    identifierValid: ({ event }) =>
      (event.type === 'login.submit' || event.type === 'reset.submit') && parseIdentifier(event.identifier).ok,
    registrationValid: ({ event }) =>
      event.type === 'register.submit' && event.acceptedTerms && parseIdentifier(event.identifier).ok && tidyReferralCode(event.referralCode) === '',
    /** Ready to go, with a referral code that looks like one: the platform checks it before the code is sent. */
    registrationWithReferral: ({ event }) =>
      event.type === 'register.submit' && event.acceptedTerms && parseIdentifier(event.identifier).ok && referralCodeRule.test(tidyReferralCode(event.referralCode)),
    referralAccepted: (_, check: ReferralCodeCheck) => check.valid,
    registeredWithReferral: ({ context }) => context.flow === 'register' && context.referralCode !== '',
    passwordTyped: ({ event }) => event.type === 'password.submit' && event.password !== '',
    newPasswordValid: ({ event }) =>
      event.type === 'password.create' && Object.keys(checkNewPassword(event.password, event.confirm)).length === 0,
    hasUser: ({ context }) => context.user !== null,
    isRegisterFlow: ({ context }) => context.flow === 'register',
    passwordLogin: ({ context }, result: LoginOtpResult) => !context.preferOtp && result.loginWithPassword,
    otpWasSent: (_, result: LoginOtpResult) => result.otpGenerated,
    isNewUser: ({ event }) => failureOf(event).code === codes.newUser,
    isCaptcha: ({ event }) => failureOf(event).code === codes.captchaRequired,
    isLockout: ({ event }) => failureOf(event).code === codes.tooManyAttempts,
    otpVerified: (_, output: OtpOutput) => output.verified,
    reloadedCodePage: ({ context }, flow: CodeRequest['flow']) => context.route === '/verify-account' && context.codeRequest?.flow === flow,
  },
  actions: {
    /** Effects supplied at the edge (src/auth): keep / drop the tab's pending code request across a reload. */
    rememberCodeRequest: (_, _params: CodeRequest) => undefined,
    forgetCodeRequest: () => undefined,
    explainCodeReload: assign(({ context }) => ({
      identifier: context.codeRequest?.identifier ?? context.identifier,
      flow: context.codeRequest?.flow ?? 'login',
      failure: { code: codes.codePageReloaded, message: '' },
    })),
    storeIdentifier: assign(({ event }) => {
      const raw = 'identifier' in event ? event.identifier : '';
      const parsed = parseIdentifier(raw);
      return {
        identifier: raw,
        kind: parsed.kind,
        fieldErrors: parsed.ok ? {} : { identifier: parsed.message },
        failure: null,
      };
    }),
    flagTerms: assign(({ context, event }) =>
      event.type === 'register.submit' && !event.acceptedTerms
        ? { fieldErrors: { ...context.fieldErrors, terms: 'Agree to the terms of use and privacy policy to continue.' } }
        : {},
    ),
    storeReferral: assign(({ event }) => (event.type === 'register.submit' ? { referralCode: tidyReferralCode(event.referralCode) } : {})),
    /** The link's code prefills the field (the router has already dropped it from the URL). */
    takeReferralFromLink: assign(({ context, event }) => {
      const code = event.type === 'nav.request' ? tidyReferralCode(event.search?.referralCode) : '';
      return code ? { referralCode: code } : { referralCode: context.referralCode };
    }),
    flagReferralFormat: assign(({ context }) =>
      context.referralCode !== '' && !referralCodeRule.test(context.referralCode) ? { fieldErrors: { ...context.fieldErrors, referral: referralMessages.format } } : {},
    ),
    referralRefused: assign(({ context }) => ({ fieldErrors: { ...context.fieldErrors, referral: referralMessages.invalid } })),
    referralUnchecked: assign(({ context }) => ({ fieldErrors: { ...context.fieldErrors, referral: referralMessages.unchecked } })),
    referralClaimed: assign({ referralClaim: 'claimed' as const }),
    referralClaimFailed: assign({ referralClaim: 'failed' as const }),
    flagPasswordMissing: assign({ fieldErrors: () => ({ password: passwordMessages.enterCurrent }) }),
    flagNewPassword: assign({
      fieldErrors: ({ event }) => (event.type === 'password.create' ? checkNewPassword(event.password, event.confirm) : {}),
    }),
    clearErrors: assign({ fieldErrors: {}, failure: null }),
    resetLoginState: assign({
      otpGenerated: false,
      loginWithPassword: false,
      user: null,
      userType: null,
      otpSent: null,
      failure: null,
    }),
    storeLoginResult: assign((_, r: LoginOtpResult) => {
      return {
        otpGenerated: r.otpGenerated,
        loginWithPassword: r.loginWithPassword,
        user: r.user,
        userType: r.userType,
        otpSent: r.sent ?? null,
        captcha: null,
        captchaAnswer: null,
        flow: 'login' as const,
      };
    }),
    storeOtpRequest: assign((_, { flow, result: r }: { flow: AuthFlow; result: RegisterOtpResult }) => {
      return { user: r.user, userType: r.userType, otpSent: r.sent ?? null, captcha: null, captchaAnswer: null, flow };
    }),
    storeFailure: assign(({ event }) => {
      const failure = failureOf(event);
      return identifierCodes.includes(failure.code)
        ? { failure, fieldErrors: { identifier: failure.message } }
        : { failure };
    }),
    storeCaptcha: assign({ captcha: ({ event }) => failureOf(event).captcha ?? null, failure: ({ event }) => failureOf(event) }),
    storeCaptchaAnswer: assign({
      captchaAnswer: ({ context, event }) =>
        event.type === 'captcha.submit' && context.captcha ? { id: context.captcha.id, answer: event.answer.trim() } : null,
    }),
    noteNewUser: assign({ failure: ({ event }) => failureOf(event), flow: 'register' as const }),
    preferOtp: assign({ preferOtp: true }),
    preferPassword: assign({ preferOtp: false }),
    forgetIdentifier: assign({ identifier: '', kind: null, user: null, userType: null, fieldErrors: {}, failure: null }),
    storeProvider: assign({ provider: ({ event }) => (event.type === 'sso.start' ? event.provider : null) }),
    storeSsoError: assign({
      failure: ({ context }): AuthFailure => ({ code: context.sso?.error ?? 'UNKNOWN', message: '' }),
      sso: null,
    }),
    signedInWith: assign((_, { via, user }: { via: AuthOutput['via']; user: SessionUser | null }) => ({ signedInUser: user, via })),
    markRegistered: assign({ via: 'register' as const }),
    passwordSaved: assign({ passwordSet: 'success' as const, failure: null }),
    passwordFailed: assign({ passwordSet: 'error' as const, failure: ({ event }) => failureOf(event) }),
  },
});
