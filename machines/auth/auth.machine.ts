import { authSetup, userOfOtp } from './auth.setup';
import { captchaStep, meta, otpInput, requestInput } from './auth-parts';
import { createPassword, forgotPassword } from './password.states';
import { infoPages } from '../shared/info-pages';

/**
 * Signing in, signing up and recovering access (spec §2 "Entry and account", §4 "Requesting an OTP").
 * Mounted by the root chart for visitors; reaches the final state `signedIn` with output { user, returnTo, via }.
 * Child states without a route show on their parent's route (e.g. the password step is still /login).
 * Public pages answer `nav.*` events from anywhere, which is how the router turns a deep link into a jump.
 */
export const authMachine = authSetup.createMachine({
  id: 'auth',
  context: ({ input }) => ({
    identifier: input.identifier ?? '',
    kind: null,
    fieldErrors: {},
    failure: null,
    captcha: null,
    captchaAnswer: null,
    preferOtp: false,
    user: null,
    userType: null,
    loginWithPassword: false,
    otpGenerated: false,
    otpSent: null,
    flow: 'login',
    passwordSet: null,
    provider: null,
    signedInUser: null,
    via: 'otp',
    returnTo: input.returnTo ?? null,
    reason: input.reason ?? null,
    sso: input.sso ?? null,
    route: input.route ?? '/login',
    codeRequest: input.codeRequest ?? null,
    referralCode: '',
    referralClaim: null,
  }),
  initial: 'start',
  on: {
    'nav.welcome': { target: '.welcome', actions: 'clearErrors' },
    'nav.login': { target: '.login', actions: 'clearErrors' },
    'nav.register': { target: '.register', actions: 'clearErrors' },
    'nav.forgotPassword': { target: '.forgotPassword', actions: 'clearErrors' },
    'nav.anotherMethod': '.tryAnotherMethod',
    'nav.contactUs': '.contactUs',
    'nav.appDownload': '.appDownload',
    // The router's deep links and back/forward between public pages (helper F3 sends nav.request { path }).
    'nav.request': [
      { guard: { type: 'pathIs', params: '/' }, target: '.welcome', actions: 'clearErrors' },
      { guard: { type: 'pathIs', params: '/login' }, target: '.login', actions: 'clearErrors' },
      // /register?referral=CODE: the friend's code prefills the registration form.
      { guard: { type: 'pathIs', params: '/register' }, target: '.register', actions: ['clearErrors', 'takeReferralFromLink'] },
      { guard: { type: 'pathIs', params: '/forgot-password' }, target: '.forgotPassword', actions: 'clearErrors' },
      { guard: { type: 'pathIs', params: '/try-another-login-method' }, target: '.tryAnotherMethod' },
      { guard: { type: 'pathIs', params: '/contact-us' }, target: '.contactUs' },
      { guard: { type: 'pathIs', params: '/app-download' }, target: '.appDownload' },
    ],
  },
  states: {
    start: {
      always: [
        { guard: 'hasSsoCode', target: 'login.ssoCompleting' },
        { guard: 'hasSsoError', target: 'login', actions: 'storeSsoError' },
        // A reload on the code page: the code's challenge is gone, so back to asking for a new one, nothing retyped.
        { guard: 'sessionEnded', target: 'login' },
        { guard: { type: 'reloadedCodePage', params: 'register' }, target: 'register', actions: 'explainCodeReload' },
        { guard: { type: 'reloadedCodePage', params: 'login' }, target: 'login', actions: 'explainCodeReload' },
        { guard: { type: 'routeIs', params: '/register' }, target: 'register' },
        { guard: { type: 'routeIs', params: '/forgot-password' }, target: 'forgotPassword' },
        { guard: { type: 'routeIs', params: '/contact-us' }, target: 'contactUs' },
        { guard: { type: 'routeIs', params: '/app-download' }, target: 'appDownload' },
        { guard: { type: 'routeIs', params: '/try-another-login-method' }, target: 'tryAnotherMethod' },
        { guard: { type: 'routeIs', params: '/' }, target: 'welcome' },
        { target: 'login' },
      ],
    },
    welcome: { meta: meta('/', 'welcome', 'Salary loans made simple', 'Welcome', 'Create an account') },
    login: {
      meta: meta('/login', 'login', 'Log in', 'Login', 'Continue'),
      initial: 'form',
      states: {
        form: {
          tags: ['form'],
          on: {
            'login.submit': [
              { guard: 'identifierValid', target: 'requestingOtp', actions: ['storeIdentifier', 'preferPassword'] },
              { actions: 'storeIdentifier' },
            ],
            'sso.start': { target: 'ssoRedirecting', actions: ['clearErrors', 'storeProvider'] },
          },
        },
        requestingOtp: {
          tags: ['loading'],
          entry: 'resetLoginState',
          invoke: {
            src: 'requestLoginOtp',
            input: requestInput,
            onDone: [
              { guard: { type: 'passwordLogin', params: ({ event }) => event.output }, target: 'password', actions: { type: 'storeLoginResult', params: ({ event }) => event.output } },
              { guard: { type: 'otpWasSent', params: ({ event }) => event.output }, target: '#auth.verifyAccount', actions: { type: 'storeLoginResult', params: ({ event }) => event.output } },
              { target: 'password', actions: { type: 'storeLoginResult', params: ({ event }) => event.output } },
            ],
            onError: [
              { guard: 'isNewUser', target: '#auth.register', actions: 'noteNewUser' },
              { guard: 'isCaptcha', target: 'captcha', actions: 'storeCaptcha' },
              { target: 'form', actions: 'storeFailure' },
            ],
          },
        },
        captcha: captchaStep('requestingOtp'),
        password: {
          tags: ['form'],
          on: {
            'password.submit': [
              { guard: 'passwordTyped', target: 'signingIn', actions: 'clearErrors' },
              { actions: 'flagPasswordMissing' },
            ],
            'login.edit': { target: 'form', actions: 'clearErrors' },
          },
        },
        signingIn: {
          tags: ['loading'],
          invoke: {
            src: 'signInWithPassword',
            input: ({ context, event }) => ({
              username: context.user ?? '',
              password: event.type === 'password.submit' ? event.password : '',
            }),
            onDone: { target: '#auth.signedIn', actions: { type: 'signedInWith', params: ({ event }) => ({ via: 'password' as const, user: event.output }) } },
            onError: { target: 'password', actions: 'storeFailure' },
          },
        },
        ssoRedirecting: {
          tags: ['loading'],
          // On success the browser leaves for the provider; the app comes back with ?sso= and starts afresh.
          invoke: { src: 'startSso', input: ({ context }) => ({ provider: context.provider ?? 'google' }), onError: { target: 'form', actions: 'storeFailure' } },
        },
        ssoCompleting: {
          tags: ['loading'],
          invoke: {
            src: 'completeSso',
            input: ({ context }) => ({ code: context.sso?.code ?? '' }),
            onDone: { target: '#auth.signedIn', actions: { type: 'signedInWith', params: ({ event }) => ({ via: 'sso' as const, user: event.output }) } },
            onError: { target: 'form', actions: 'storeFailure' },
          },
        },
      },
    },
    verifyAccount: {
      meta: meta('/verify-account', 'verify-account', 'Enter your code', 'Verify Account', 'Verify'),
      entry: {
        type: 'rememberCodeRequest',
        params: ({ context }) => ({ flow: context.flow === 'register' ? 'register' : 'login', identifier: context.identifier }) as const,
      },
      invoke: {
        id: 'otp',
        src: 'otp',
        input: ({ context }) => otpInput(context.flow === 'register' ? 'register' : 'login')({ context }),
        onDone: [
          {
            guard: { type: 'otpVerified', params: ({ event }) => event.output },
            target: 'verified',
            actions: { type: 'signedInWith', params: ({ event }) => ({ via: 'otp' as const, user: userOfOtp(event.output) }) },
          },
          { guard: 'isRegisterFlow', target: 'register' },
          { target: 'login' },
        ],
      },
    },
    /** A code was accepted: registration goes on to an (optional) password, login is done. */
    verified: {
      always: [
        // The account exists now: a friend's referral code is added to it before the password step.
        { guard: 'registeredWithReferral', target: 'createPassword.claimingReferral', actions: 'markRegistered' },
        { guard: 'isRegisterFlow', target: 'createPassword', actions: 'markRegistered' },
        { target: 'signedIn' },
      ],
      // The code is used: a reload from here on is no longer a reload of the code page.
      entry: 'forgetCodeRequest',
    },
    register: {
      meta: meta('/register', 'register', 'Create your account', 'Register', 'Send code'),
      initial: 'form',
      states: {
        form: {
          tags: ['form'],
          on: {
            'register.submit': [
              { guard: 'registrationValid', target: 'requesting', actions: ['storeIdentifier', 'storeReferral'] },
              { guard: 'registrationWithReferral', target: 'checkingReferral', actions: ['storeIdentifier', 'storeReferral'] },
              { actions: ['storeIdentifier', 'storeReferral', 'flagTerms', 'flagReferralFormat'] },
            ],
            'sso.start': { target: '#auth.login.ssoRedirecting', actions: ['clearErrors', 'storeProvider'] },
          },
        },
        /** The friend's code is checked before a code is sent: a refused one is the field's error, nothing retyped. */
        checkingReferral: {
          tags: ['loading'],
          invoke: {
            src: 'validateReferralCode',
            input: ({ context }) => ({ code: context.referralCode }),
            onDone: [
              { guard: { type: 'referralAccepted', params: ({ event }) => event.output }, target: 'requesting' },
              { target: 'form', actions: 'referralRefused' },
            ],
            onError: { target: 'form', actions: 'referralUnchecked' },
          },
        },
        requesting: {
          tags: ['loading'],
          invoke: {
            src: 'requestRegisterOtp',
            input: requestInput,
            onDone: { target: '#auth.verifyAccount', actions: { type: 'storeOtpRequest', params: ({ event }) => ({ flow: 'register' as const, result: event.output }) } },
            onError: [
              { guard: 'isCaptcha', target: 'captcha', actions: 'storeCaptcha' },
              { target: 'form', actions: 'storeFailure' },
            ],
          },
        },
        captcha: captchaStep('requesting'),
      },
    },
    tryAnotherMethod: {
      meta: meta('/try-another-login-method', 'try-another-login-method', 'Try another way to log in', 'Try Another Login Method', 'Send me a one-time code'),
      on: {
        'method.otp': [
          { guard: 'hasUser', target: 'login.requestingOtp', actions: 'preferOtp' },
          { target: 'login' },
        ],
        'method.password': [
          { guard: 'hasUser', target: 'login.password', actions: 'clearErrors' },
          { target: 'login' },
        ],
        'method.switch': { target: 'login', actions: 'forgetIdentifier' },
        'sso.start': { target: 'login.ssoRedirecting', actions: ['clearErrors', 'storeProvider'] },
      },
    },
    forgotPassword,
    createPassword,
    contactUs: { meta: { ...infoPages.contactUs, public: true }, on: { 'step.back': 'login' } },
    appDownload: { meta: { ...infoPages.appDownload, public: true }, on: { 'step.back': 'login' } },
    signedIn: { type: 'final' },
  },
  output: ({ context }) => ({
    user: context.signedInUser ?? { username: context.user ?? '', loginType: context.userType ?? 'PHONE' },
    returnTo: context.returnTo,
    via: context.via,
  }),
});
