import { assign, fromPromise, setup, stateIn } from 'xstate';
import { codes, isPassingFailure, toFailure, type AuthFailure, type CaptchaAnswer, type CaptchaChallenge } from '../auth/failure';

/**
 * One-time-code entry, reused by login, registration, email and mobile verification and promissory-note
 * signing. The parent invokes it (id 'otp' by convention, so screens find it in `snapshot.children.otp`) after
 * the first code was sent, and gets `{ result }` as output when the code is accepted, or `{ cancelled: true }`.
 *
 * Timers are named delays (resendCooldown, codeExpiry, lockoutEnds) computed from what the server said, so tests
 * drive them with a SimulatedClock. The countdown the borrower sees is derived by the screen from `sentAt`.
 */
export type OtpPurpose = 'login' | 'register' | 'reset' | 'email' | 'mobile' | 'mobileChange' | 'pn';

export const OTP_LENGTH = 6;
export const OTP_MAX_ATTEMPTS = 3;
export const DEFAULT_RESEND_SECONDS = 30;
export const DEFAULT_EXPIRY_SECONDS = 300;
/** How long a lockout lasts when the platform says it is locked but not until when (the chart's own timer). */
export const DEFAULT_LOCKOUT_SECONDS = 15 * 60;

/** What a (re)send reports: when it went out and the server's timings. */
export interface OtpSent {
  sentAt: number;
  resendAfterSeconds?: number | undefined;
  expiresInSeconds?: number | undefined;
}

export interface OtpInput extends Partial<OtpSent> {
  purpose: OtpPurpose;
  /** Masked destination shown to the borrower ("+63 917 *** 4567"). */
  destination: string;
  /** What the code was sent for, when the verifier needs it (the new mobile number of a number change). */
  target?: string | undefined;
}

export type OtpOutput = { verified: true; result: unknown } | { verified: false; cancelled: true };

export interface OtpContext {
  purpose: OtpPurpose;
  destination: string;
  target: string | null;
  code: string;
  failure: AuthFailure | null;
  attemptsLeft: number;
  sentAt: number | null;
  resendAfterSeconds: number;
  expiresInSeconds: number;
  captcha: CaptchaChallenge | null;
  captchaAnswer: CaptchaAnswer | null;
  /** Set after a successful resend so the screen can say "We sent a new code". */
  resent: boolean;
  /** What verifyOtp resolved with (tokens, a verification receipt...), handed to the parent. */
  result: unknown;
  /** The code was accepted (the chart's output says so; otherwise it was cancelled). */
  verified: boolean;
}

export type OtpEvent =
  | { type: 'otp.change'; code: string }
  | { type: 'otp.submit' }
  /** After a server or network failure: the same code again. */
  | { type: 'otp.retry' }
  | { type: 'otp.resend' }
  | { type: 'otp.cancel' }
  | { type: 'captcha.submit'; answer: string };

const digitsOnly = (code: string) => code.normalize('NFKC').replace(/\D/g, '').slice(0, OTP_LENGTH);
const sent = (input: Partial<OtpSent>) => ({
  sentAt: input.sentAt ?? null,
  resendAfterSeconds: input.resendAfterSeconds ?? DEFAULT_RESEND_SECONDS,
  expiresInSeconds: input.expiresInSeconds ?? DEFAULT_EXPIRY_SECONDS,
});

export const otpMachine = setup({
  types: {
    context: {} as OtpContext,
    events: {} as OtpEvent,
    input: {} as OtpInput,
    output: {} as OtpOutput,
    tags: {} as 'loading' | 'form' | 'error',
  },
  actors: {
    verifyOtp: fromPromise<unknown, { code: string; purpose: OtpPurpose; target?: string | null | undefined }>(async () => {
      throw new Error('verifyOtp is supplied with .provide()');
    }),
    resendOtp: fromPromise<OtpSent, { purpose: OtpPurpose; captcha: CaptchaAnswer | null; target?: string | null | undefined }>(async () => {
      throw new Error('resendOtp is supplied with .provide()');
    }),
  },
  delays: {
    resendCooldown: ({ context }) => context.resendAfterSeconds * 1000,
    codeExpiry: ({ context }) => context.expiresInSeconds * 1000,
    lockoutEnds: ({ context }) => (context.failure?.retryAfterSeconds ?? DEFAULT_LOCKOUT_SECONDS) * 1000,
  },
  guards: {
    isCompleteCode: ({ context }) => context.code.length === OTP_LENGTH,
    isCodeExpired: stateIn('#otp.active.validity.expired'),
    isLockout: ({ event }) => failureOf(event).code === codes.tooManyAttempts,
    /**
     * Too many wrong codes, and no end given: the platform voided the code ("Please request a new code", the user
     * service's UAS-E510 for phone and note codes), so a new one may be asked for at once (docs/decisions.md 2026-11-28).
     */
    isCodeVoided: ({ event }) => {
      const f = failureOf(event);
      return f.code === codes.tooManyAttempts && !f.lockedUntil && f.retryAfterSeconds === undefined;
    },
    isCaptcha: ({ event }) => failureOf(event).code === codes.captchaRequired,
    /**
     * The failure is not about the code (the platform or the network failed, the session ended, a conflict): the
     * code is kept and counts no try. Only a wrong or expired code (UAS-E511, OTP_EXPIRED) empties the boxes.
     */
    isNotAboutTheCode: ({ event }) => {
      const f = failureOf(event);
      return isPassingFailure(f) || (f.code !== codes.otpError && f.code !== codes.otpExpired && f.httpStatus !== undefined && f.httpStatus !== 400);
    },
    isOutOfTries: ({ context, event }) => {
      const f = failureOf(event);
      if (f.code === codes.otpExpired) return true;
      if (f.code !== codes.otpError) return false;
      return (f.attemptsLeft ?? context.attemptsLeft - 1) <= 0;
    },
  },
  actions: {
    storeCode: assign({ code: ({ event }) => (event.type === 'otp.change' ? digitsOnly(event.code) : '') }),
    flagIncomplete: assign({
      failure: (): AuthFailure => ({ code: 'OTP_INCOMPLETE', message: `Enter all ${OTP_LENGTH} digits of the code.` }),
    }),
    flagExpired: assign({ failure: (): AuthFailure => ({ code: codes.otpExpired, message: 'This code has expired.' }) }),
    clearFailure: assign({ failure: null }),
    storeResult: assign((_, { result }: { result: unknown }) => ({ result, verified: true })),
    storeFailure: assign({ failure: ({ event }) => failureOf(event) }),
    storeWrongCode: assign(({ context, event }) => {
      const f = failureOf(event);
      const attemptsLeft = Math.max(0, f.attemptsLeft ?? context.attemptsLeft - 1);
      return { failure: { ...f, attemptsLeft }, attemptsLeft, code: '' };
    }),
    storeCaptcha: assign({ captcha: ({ event }) => failureOf(event).captcha ?? null, failure: ({ event }) => failureOf(event) }),
    storeCaptchaAnswer: assign({
      captchaAnswer: ({ context, event }) =>
        event.type === 'captcha.submit' && context.captcha ? { id: context.captcha.id, answer: event.answer.trim() } : null,
    }),
    storeSent: assign((_, output: OtpSent) => ({
      ...sent(output),
      code: '',
      failure: null,
      attemptsLeft: OTP_MAX_ATTEMPTS,
      captcha: null,
      captchaAnswer: null,
      resent: true,
    })),
  },
}).createMachine({
  id: 'otp',
  context: ({ input }) => ({
    purpose: input.purpose,
    destination: input.destination,
    target: input.target ?? null,
    code: '',
    failure: null,
    attemptsLeft: OTP_MAX_ATTEMPTS,
    captcha: null,
    captchaAnswer: null,
    resent: false,
    result: null,
    verified: false,
    ...sent(input),
  }),
  initial: 'active',
  on: { 'otp.cancel': '.cancelled' },
  states: {
    active: {
      type: 'parallel',
      states: {
        entry: {
          initial: 'editing',
          states: {
            editing: {
              tags: ['form'],
              on: {
                'otp.change': { actions: 'storeCode' },
                'otp.submit': [
                  { guard: 'isCodeExpired', target: 'exhausted', actions: 'flagExpired' },
                  { guard: 'isCompleteCode', target: 'verifying', actions: 'clearFailure' },
                  { actions: 'flagIncomplete' },
                ],
              },
            },
            verifying: {
              tags: ['loading'],
              invoke: {
                src: 'verifyOtp',
                input: ({ context }) => ({ code: context.code, purpose: context.purpose, target: context.target }),
                onDone: { target: '#otp.verified', actions: { type: 'storeResult', params: ({ event }) => ({ result: event.output }) } },
                onError: [
                  { guard: 'isCodeVoided', target: '#otp.unlocked', actions: 'storeFailure' },
                  { guard: 'isLockout', target: '#otp.lockedOut', actions: 'storeFailure' },
                  { guard: 'isCaptcha', target: '#otp.captcha', actions: 'storeCaptcha' },
                  { guard: 'isOutOfTries', target: 'exhausted', actions: 'storeWrongCode' },
                  { guard: 'isNotAboutTheCode', target: 'unverified', actions: 'storeFailure' },
                  { target: 'editing', actions: 'storeWrongCode' },
                ],
              },
            },
            /** The code could not be checked (server, network, session): it stays in the boxes for "Try again". */
            unverified: {
              tags: ['error'],
              on: {
                'otp.retry': { target: 'verifying', actions: 'clearFailure' },
                // The code here is the complete one that was sent (typing goes back to editing).
                'otp.submit': [
                  { guard: 'isCodeExpired', target: 'exhausted', actions: 'flagExpired' },
                  { target: 'verifying', actions: 'clearFailure' },
                ],
                'otp.change': { target: 'editing', actions: 'storeCode' },
              },
            },
            /** No tries left on this code (or it expired): only a new code helps. */
            exhausted: { tags: ['error'] },
          },
        },
        resend: {
          initial: 'cooling',
          states: {
            cooling: { after: { resendCooldown: 'ready' } },
            ready: { on: { 'otp.resend': '#otp.resending' } },
          },
        },
        validity: {
          initial: 'valid',
          states: {
            valid: { after: { codeExpiry: 'expired' } },
            expired: {},
          },
        },
      },
    },
    resending: {
      tags: ['loading'],
      invoke: {
        src: 'resendOtp',
        input: ({ context }) => ({ purpose: context.purpose, captcha: context.captchaAnswer, target: context.target }),
        onDone: { target: 'active', actions: { type: 'storeSent', params: ({ event }) => event.output } },
        onError: [
          { guard: 'isLockout', target: 'lockedOut', actions: 'storeFailure' },
          { guard: 'isCaptcha', target: 'captcha', actions: 'storeCaptcha' },
          { target: 'resendFailed', actions: 'storeFailure' },
        ],
      },
    },
    /** The new code could not be sent (network, 429...): the old one is void, so offer sending again. */
    resendFailed: { tags: ['error'], on: { 'otp.resend': 'resending' } },
    captcha: {
      tags: ['form'],
      on: { 'captcha.submit': { target: 'resending', actions: 'storeCaptchaAnswer' } },
    },
    /** Too many attempts: when it ends is the platform's answer (or DEFAULT_LOCKOUT_SECONDS); cancelling is still open. */
    lockedOut: {
      tags: ['error'],
      after: { lockoutEnds: 'unlocked' },
    },
    /** The lockout is over, or the platform only voided the code: any code sent before is void; a new one may be sent. */
    unlocked: { on: { 'otp.resend': { target: 'resending', actions: 'clearFailure' } } },
    verified: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }): OtpOutput => (context.verified ? { verified: true, result: context.result } : { verified: false, cancelled: true }),
});

function failureOf(event: unknown): AuthFailure {
  return toFailure((event as { error?: unknown }).error);
}
