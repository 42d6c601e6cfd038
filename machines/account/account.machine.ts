import { assign, fromPromise, sendParent, setup } from 'xstate';
import { codes, toFailure, type AuthFailure } from '../auth/failure';
import { maskIdentifier, parseEmail } from '../auth/identifier';
import { normalisePhone } from '../shared/identifier-rules';
import { otpMachine, type OtpOutput, type OtpSent } from '../shared/otp.machine';
import { accountPages } from './account-pages';

/**
 * Signed-in account pages: profile (with sign out / sign out everywhere), email verification (generate then
 * verify a code), updating the personal email, verifying the mobile number, and changing it (new number, code
 * sent to it, verified: the profile then shows the new number, confirmed). The root chart mounts it for
 * signed-in borrowers; `session.signOut` / `session.signOutEverywhere` are forwarded to the parent, which owns
 * the session actor.
 */
export interface AccountProfile {
  /** The borrower's name as the platform holds it; null until given (personal details of a first application). */
  name: string | null;
  phoneNumber: string | null;
  isPhoneNumberConfirmed: boolean;
  email: string | null;
  isEmailVerified: boolean;
}

export interface AccountContext {
  profile: AccountProfile | null;
  failure: AuthFailure | null;
  fieldErrors: { email?: string; phone?: string };
  emailInput: string;
  /** The new mobile number as typed on /change-mobile-number (kept when the number is refused or re-edited). */
  phoneInput: string;
  otpSent: OtpSent | null;
  notice: 'emailVerified' | 'mobileVerified' | 'mobileChanged' | null;
  route: string;
}

export type AccountEvent =
  | { type: 'email.send' }
  | { type: 'email.change' }
  | { type: 'email.submit'; email: string }
  | { type: 'mobile.verify' }
  | { type: 'mobile.change' }
  | { type: 'mobile.submit'; phoneNumber: string }
  | { type: 'mobile.edit' }
  | { type: 'profile.retry' }
  | { type: 'app.retry' }
  | { type: 'nav.profile' }
  /** A URL of this chart asked for by the router (Back / Forward, a link): the chart decides where it lands. */
  | { type: 'nav.request'; path: string }
  | { type: 'session.signOut' }
  | { type: 'session.signOutEverywhere' };

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} is supplied with .provide() (src/auth)`);
};
const failureOf = (event: unknown) => toFailure((event as { error?: unknown }).error);
export const phoneNumberMessage = 'Enter a valid Philippine mobile number, e.g. 0917 123 4567.';
export const samePhoneMessage = 'This is already your mobile number.';

export const accountMachine = setup({
  types: {
    context: {} as AccountContext,
    events: {} as AccountEvent,
    input: {} as { route?: string },
    tags: {} as 'loading' | 'form' | 'error',
  },
  actors: {
    otp: otpMachine,
    loadProfile: fromPromise<AccountProfile>(notProvided('loadProfile')),
    generateEmailOtp: fromPromise<OtpSent, { email: string }>(notProvided('generateEmailOtp')),
    updatePersonalEmail: fromPromise<void, { email: string }>(notProvided('updatePersonalEmail')),
    requestMobileOtp: fromPromise<OtpSent>(notProvided('requestMobileOtp')),
    requestPhoneChangeOtp: fromPromise<OtpSent, { phoneNumber: string }>(notProvided('requestPhoneChangeOtp')),
  },
  guards: {
    routeIs: ({ context }, route: string) => context.route === route,
    /** The router asks for a page of this chart (Back / Forward, a link), once the profile is there. */
    requested: ({ context, event }, route: string) => event.type === 'nav.request' && event.path === route && context.profile !== null,
    /** /verify-email-otp shows its boxes only for a code sent in this visit (after a reload it is not known). */
    requestedCode: ({ context, event }) => event.type === 'nav.request' && event.path === '/verify-email-otp' && context.profile !== null && context.otpSent !== null,
    emailValid: ({ event }) => event.type === 'email.submit' && parseEmail(event.email).ok,
    hasEmail: ({ context }) => Boolean(context.profile?.email),
    phoneValid: ({ context, event }) => {
      if (event.type !== 'mobile.submit') return false;
      const phone = normalisePhone(event.phoneNumber);
      return phone !== null && phone !== context.profile?.phoneNumber;
    },
    otpVerified: (_, output: OtpOutput) => output.verified,
  },
  actions: {
    storeProfile: assign((_, profile: AccountProfile) => ({ profile, failure: null })),
    storeFailure: assign(({ event }) => {
      const failure = failureOf(event);
      const aboutEmail = failure.code === codes.badEmail || failure.code === codes.disposableEmail || failure.code === codes.emailInUse;
      return aboutEmail ? { failure, fieldErrors: { email: failure.message } } : { failure };
    }),
    storeEmailInput: assign(({ event }) => {
      if (event.type !== 'email.submit') return {};
      const parsed = parseEmail(event.email);
      return { emailInput: event.email, fieldErrors: parsed.ok ? {} : { email: parsed.message }, failure: null };
    }),
    useTypedEmail: assign({
      profile: ({ context }) => (context.profile ? { ...context.profile, email: parseEmail(context.emailInput).ok ? context.emailInput.trim().toLowerCase() : context.profile.email, isEmailVerified: false } : null),
    }),
    storePhoneInput: assign(({ context, event }) => {
      if (event.type !== 'mobile.submit') return {};
      const phone = normalisePhone(event.phoneNumber);
      const phoneError = phone === null ? phoneNumberMessage : phone === context.profile?.phoneNumber ? samePhoneMessage : undefined;
      return { phoneInput: event.phoneNumber, fieldErrors: phoneError ? { phone: phoneError } : {}, failure: null };
    }),
    storePhoneFailure: assign(({ event }) => {
      const failure = failureOf(event);
      return failure.code === codes.phoneError ? { failure, fieldErrors: { phone: failure.message } } : { failure, fieldErrors: {} };
    }),
    mobileChanged: assign({
      notice: 'mobileChanged' as const,
      profile: ({ context }) =>
        context.profile ? { ...context.profile, phoneNumber: normalisePhone(context.phoneInput) ?? context.profile.phoneNumber, isPhoneNumberConfirmed: true } : null,
      phoneInput: '',
    }),
    storeSent: assign((_, otpSent: OtpSent) => ({ otpSent, failure: null })),
    emailVerified: assign({
      notice: 'emailVerified' as const,
      profile: ({ context }) => (context.profile ? { ...context.profile, isEmailVerified: true } : null),
    }),
    // Spec §4: "Phone update success marks the phone confirmed on the profile."
    mobileVerified: assign({
      notice: 'mobileVerified' as const,
      profile: ({ context }) => (context.profile ? { ...context.profile, isPhoneNumberConfirmed: true } : null),
    }),
    clearNotice: assign({ notice: null, failure: null, fieldErrors: {} }),
    forwardToParent: sendParent(({ event }) => event),
  },
}).createMachine({
  id: 'account',
  context: ({ input }) => ({ profile: null, failure: null, fieldErrors: {}, emailInput: '', phoneInput: '', otpSent: null, notice: null, route: input?.route ?? '/profile' }),
  initial: 'loading',
  on: {
    'session.signOut': { actions: 'forwardToParent' },
    'session.signOutEverywhere': { actions: 'forwardToParent' },
    'nav.profile': { target: '.profile', actions: 'clearNotice' },
    // Back / Forward (or a link) between the account pages: the router sends `nav.request` to this chart, which
    // moves to the page asked for, so URL and chart agree (without it the router put the borrower back where the
    // chart was). The code page only with a code sent in this visit; otherwise the page that sends one.
    'nav.request': [
      { guard: { type: 'requested', params: '/profile' }, target: '.profile', actions: 'clearNotice' },
      { guard: { type: 'requested', params: '/generate-email-otp' }, target: '.generateEmailOtp', actions: 'clearNotice' },
      { guard: { type: 'requested', params: '/update-personal-email' }, target: '.updatePersonalEmail', actions: 'clearNotice' },
      { guard: 'requestedCode', target: '.verifyEmailOtp' },
      { guard: { type: 'requested', params: '/verify-email-otp' }, target: '.generateEmailOtp', actions: 'clearNotice' },
      { guard: { type: 'requested', params: '/verify-mobile-otp' }, target: '.verifyMobileOtp', actions: 'clearNotice' },
      { guard: { type: 'requested', params: '/change-mobile-number' }, target: '.changeMobile', actions: 'clearNotice' },
    ],
  },
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadProfile',
        // Every page of the chart opened directly (address bar, bookmark, reload) resumes there. /verify-email-otp
        // cannot: the code sent before the reload is not known to this page, so the borrower lands on the page that
        // sends one (or on adding an email, when there is none). decisions.md 2026-11-26.
        onDone: [
          { guard: { type: 'routeIs', params: '/generate-email-otp' }, target: 'generateEmailOtp', actions: { type: 'storeProfile', params: ({ event }) => event.output } },
          { guard: { type: 'routeIs', params: '/verify-email-otp' }, target: 'generateEmailOtp', actions: { type: 'storeProfile', params: ({ event }) => event.output } },
          { guard: { type: 'routeIs', params: '/update-personal-email' }, target: 'updatePersonalEmail', actions: { type: 'storeProfile', params: ({ event }) => event.output } },
          { guard: { type: 'routeIs', params: '/verify-mobile-otp' }, target: 'verifyMobileOtp', actions: { type: 'storeProfile', params: ({ event }) => event.output } },
          { guard: { type: 'routeIs', params: '/change-mobile-number' }, target: 'changeMobile', actions: { type: 'storeProfile', params: ({ event }) => event.output } },
          { target: 'profile', actions: { type: 'storeProfile', params: ({ event }) => event.output } },
        ],
        onError: { target: 'loadFailed', actions: 'storeFailure' },
      },
    },
    loadFailed: { tags: ['error'], on: { 'profile.retry': 'loading', 'app.retry': 'loading' } },
    profile: {
      meta: accountPages.profile,
      on: {
        'email.send': { target: 'generateEmailOtp', actions: 'clearNotice' },
        'email.change': { target: 'updatePersonalEmail', actions: 'clearNotice' },
        'mobile.verify': { target: 'verifyMobileOtp', actions: 'clearNotice' },
        'mobile.change': { target: 'changeMobile', actions: 'clearNotice' },
      },
    },
    changeMobile: {
      meta: accountPages.changeMobile,
      initial: 'form',
      states: {
        form: {
          tags: ['form'],
          on: {
            'mobile.submit': [{ guard: 'phoneValid', target: 'sending', actions: 'storePhoneInput' }, { actions: 'storePhoneInput' }],
          },
        },
        sending: {
          tags: ['loading'],
          invoke: {
            src: 'requestPhoneChangeOtp',
            input: ({ context }) => ({ phoneNumber: normalisePhone(context.phoneInput) ?? '' }),
            onDone: { target: 'verifying', actions: { type: 'storeSent', params: ({ event }) => event.output } },
            onError: { target: 'form', actions: 'storePhoneFailure' },
          },
        },
        /** The code went to the new number; a right code sets it on the profile, confirmed (spec §4). */
        verifying: {
          on: { 'mobile.edit': 'form' },
          invoke: {
            id: 'otp',
            src: 'otp',
            input: ({ context }) => {
              const phone = normalisePhone(context.phoneInput) ?? '';
              return { purpose: 'mobileChange' as const, destination: maskIdentifier(phone), target: phone, ...(context.otpSent ?? {}) };
            },
            onDone: [{ guard: { type: 'otpVerified', params: ({ event }) => event.output }, target: '#account.profile', actions: 'mobileChanged' }, { target: 'form' }],
          },
        },
      },
    },
    generateEmailOtp: {
      meta: accountPages.generateEmailOtp,
      initial: 'ready',
      states: {
        ready: {
          always: { guard: ({ context }) => !context.profile?.email, target: '#account.updatePersonalEmail' },
          on: { 'email.send': 'sending', 'email.change': '#account.updatePersonalEmail' },
        },
        sending: {
          tags: ['loading'],
          invoke: {
            src: 'generateEmailOtp',
            input: ({ context }) => ({ email: context.profile?.email ?? '' }),
            onDone: { target: '#account.verifyEmailOtp', actions: { type: 'storeSent', params: ({ event }) => event.output } },
            onError: { target: 'ready', actions: 'storeFailure' },
          },
        },
      },
    },
    updatePersonalEmail: {
      meta: accountPages.updatePersonalEmail,
      initial: 'form',
      states: {
        form: {
          tags: ['form'],
          on: {
            'email.submit': [{ guard: 'emailValid', target: 'saving', actions: 'storeEmailInput' }, { actions: 'storeEmailInput' }],
          },
        },
        saving: {
          tags: ['loading'],
          invoke: {
            src: 'updatePersonalEmail',
            input: ({ context }) => ({ email: context.emailInput.trim().toLowerCase() }),
            onDone: { target: '#account.generateEmailOtp.sending', actions: 'useTypedEmail' },
            onError: { target: 'form', actions: 'storeFailure' },
          },
        },
      },
    },
    verifyEmailOtp: {
      meta: accountPages.verifyEmailOtp,
      invoke: {
        id: 'otp',
        src: 'otp',
        input: ({ context }) => ({ purpose: 'email' as const, destination: maskIdentifier(context.profile?.email ?? ''), ...(context.otpSent ?? {}) }),
        onDone: [{ guard: { type: 'otpVerified', params: ({ event }) => event.output }, target: 'profile', actions: 'emailVerified' }, { target: 'generateEmailOtp' }],
      },
    },
    verifyMobileOtp: {
      meta: accountPages.verifyMobileOtp,
      initial: 'requesting',
      states: {
        requesting: {
          tags: ['loading'],
          invoke: {
            src: 'requestMobileOtp',
            onDone: { target: 'entering', actions: { type: 'storeSent', params: ({ event }) => event.output } },
            onError: { target: 'failed', actions: 'storeFailure' },
          },
        },
        failed: { tags: ['error'], on: { 'mobile.verify': 'requesting' } },
        entering: {
          invoke: {
            id: 'otp',
            src: 'otp',
            input: ({ context }) => ({ purpose: 'mobile' as const, destination: maskIdentifier(context.profile?.phoneNumber ?? ''), ...(context.otpSent ?? {}) }),
            onDone: [{ guard: { type: 'otpVerified', params: ({ event }) => event.output }, target: '#account.profile', actions: 'mobileVerified' }, { target: '#account.profile' }],
          },
        },
      },
    },
  },
});
