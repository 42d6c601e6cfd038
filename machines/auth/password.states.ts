import { authSetup, userOfOtp } from './auth.setup';
import { captchaStep, meta, otpInput, requestInput } from './auth-parts';

/** Forgot password: the identifier, a code, then a new password (also the last step of registering). */
export const forgotPassword = authSetup.createStateConfig({
  meta: meta('/forgot-password', 'forgot-password', 'Reset your password', 'Forgot Password', 'Send code'),
  initial: 'form',
  states: {
    form: {
      tags: ['form'],
      on: {
        'reset.submit': [
          { guard: 'identifierValid', target: 'requesting', actions: 'storeIdentifier' },
          { actions: 'storeIdentifier' },
        ],
      },
    },
    requesting: {
      tags: ['loading'],
      invoke: {
        src: 'requestPasswordReset',
        input: requestInput,
        onDone: { target: 'verifying', actions: { type: 'storeOtpRequest', params: ({ event }) => ({ flow: 'reset' as const, result: event.output }) } },
        onError: [
          { guard: 'isCaptcha', target: 'captcha', actions: 'storeCaptcha' },
          { target: 'form', actions: 'storeFailure' },
        ],
      },
    },
    captcha: captchaStep('requesting'),
    verifying: {
      invoke: {
        id: 'otp',
        src: 'otp',
        input: otpInput('reset'),
        onDone: [
          {
            guard: { type: 'otpVerified', params: ({ event }) => event.output },
            target: '#auth.createPassword',
            actions: { type: 'signedInWith', params: ({ event }) => ({ via: 'reset' as const, user: userOfOtp(event.output) }) },
          },
          { target: 'form' },
        ],
      },
    },
  },
});

/** Create a password after a reset or a sign-up; registration may also claim a friend's referral code here. */
export const createPassword = authSetup.createStateConfig({
  meta: meta('/create-password', 'create-password', 'Create a password', 'Create Password', 'Save password'),
  initial: 'form',
  states: {
    form: {
      tags: ['form'],
      on: {
        'password.create': [
          { guard: 'newPasswordValid', target: 'saving', actions: 'clearErrors' },
          { actions: 'flagNewPassword' },
        ],
        'password.skip': { guard: 'isRegisterFlow', target: '#auth.signedIn' },
      },
    },
    saving: {
      tags: ['loading'],
      invoke: {
        src: 'setPassword',
        input: ({ event }) => ({ password: event.type === 'password.create' ? event.password : '' }),
        onDone: { target: 'created', actions: 'passwordSaved' },
        onError: { target: 'form', actions: 'passwordFailed' },
      },
    },
    created: { on: { 'password.continue': '#auth.signedIn' } },
    /** Registration only: the friend's code, checked on the form, is added to the new account (shown on this page). */
    claimingReferral: {
      tags: ['loading'],
      invoke: {
        src: 'claimReferralCode',
        input: ({ context }) => ({ code: context.referralCode }),
        onDone: { target: 'form', actions: 'referralClaimed' },
        onError: { target: 'form', actions: 'referralClaimFailed' },
      },
    },
  },
});
