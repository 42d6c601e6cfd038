import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';

/**
 * Samples for the generated-path traversal (tests/paths) of the auth, session and account charts: every request
 * succeeding and failing with the platform codes the charts branch on (captcha, locked, unknown user...), form
 * input valid and invalid, and each public route as a way in. sendParent actions are silenced: the traversal runs
 * a chart alone, with no parent to hear them.
 */
const f = (code: string, extra: object = {}) => ({ code, message: code, ...extra });
const user = { username: '+639171234567', loginType: 'PHONE' };
const routes = ['/', '/login', '/register', '/forgot-password', '/try-another-login-method', '/contact-us', '/app-download'];
const ev = (type: string, payloads: object[]) => payloads.map((p) => ({ type, ...p }));

const auth = {
  inputs: [
    ...routes.map((route) => ({ route })),
    { sso: { code: 'abc' } },
    // Reloaded on the code page of a registration / a login.
    ...(['register', 'login'] as const).map((flow) => ({ route: '/verify-account', codeRequest: { flow, identifier: '0917 123 4567' } })),
  ],
  events: {
    'login.submit': ev('login.submit', [{ identifier: '0917 123 4567' }, { identifier: '<b>x</b>' }]),
    'password.submit': ev('password.submit', [{ password: 'secret12' }, { password: '' }]),
    'register.submit': ev('register.submit', [
      { identifier: 'juan@example.com', acceptedTerms: true },
      { identifier: 'juan@example.com', acceptedTerms: false },
      { identifier: 'not an id', acceptedTerms: true },
      // A friend's referral code: well formed (checked with the platform), malformed, or cleared.
      { identifier: 'juan@example.com', acceptedTerms: true, referralCode: 'abcd2345' },
      { identifier: 'juan@example.com', acceptedTerms: true, referralCode: 'x!' },
      { identifier: 'juan@example.com', acceptedTerms: true, referralCode: '  ' },
    ]),
    'reset.submit': ev('reset.submit', [{ identifier: '9171234567' }, { identifier: 'x' }]),
    'captcha.submit': ev('captcha.submit', [{ answer: '7' }, { answer: ' ' }]),
    'password.create': ev('password.create', [
      { password: 'abcdef12', confirm: 'abcdef12' },
      { password: 'short', confirm: 'short' },
      { password: 'abcdef12', confirm: 'abcdef13' },
    ]),
    'sso.start': ev('sso.start', [{ provider: 'google' }]),
    'nav.request': ev('nav.request', [...routes.map((path) => ({ path })), { path: '/register', search: { referralCode: 'ABCD2345' } }]),
  },
  outcomes: {
    requestLoginOtp: {
      done: [
        { otpGenerated: true, loginWithPassword: false, user: '+639171234567', userType: 'PHONE' },
        { otpGenerated: false, loginWithPassword: true, user: '+639171234567', userType: 'PHONE' },
        { otpGenerated: false, loginWithPassword: false, user: '+639171234567', userType: 'PHONE' },
      ],
      error: [f('UAS-104'), f('UAS-E512', { captcha: { id: 'c', question: '3 + 4' } }), f('UAS-E205')],
    },
    requestRegisterOtp: { done: [{ user: 'juan@example.com', userType: 'EMAIL' }], error: [f('UAS-E206'), f('UAS-E512', { captcha: { id: 'c', question: '3 + 4' } })] },
    requestPasswordReset: { done: [{ user: '+639171234567', userType: 'PHONE' }], error: [f('UAS-E104'), f('UAS-E512', { captcha: { id: 'c', question: '3 + 4' } })] },
    signInWithPassword: { done: [user], error: [f('WRONG_PASSWORD')] },
    setPassword: { done: [undefined], error: [f('HTTP_400')] },
    startSso: { done: [undefined], error: [f('SSO_DISABLED')] },
    completeSso: { done: [user], error: [f('UAS-E904')] },
    otp: { done: [{ verified: true, result: user }, { verified: false, cancelled: true }] },
    validateReferralCode: { done: [{ valid: true, referrerFirstName: 'Ana' }, { valid: false, referrerFirstName: null }], error: [f('NETWORK')] },
    claimReferralCode: { done: [undefined], error: [f('REFERRAL_NOT_ACCEPTED')] },
  },
  // Only what guards and the output read after the start (route and SSO hand-off decide the transient start
  // state only; failures, field errors and captcha text never decide a transition).
  serialize: (s: AnyMachineSnapshot) =>
    JSON.stringify([s.value, s.status, s.context.flow, s.context.user !== null, s.context.preferOtp, s.context.via, s.context.referralCode !== '']),
};

const session = {
  provide: (m: AnyStateMachine) =>
    m.provide({ actions: { notifyRestored: () => {}, notifyNone: () => {}, notifyEnded: () => {}, notifySignedOut: () => {} } }),
  outcomes: {
    restoreSession: { done: [{ user, expiresInSeconds: 3600 }, null], error: [f('NETWORK')] },
    refreshSession: { done: [{ user, expiresInSeconds: 3600, lifetimeSeconds: 3600 }], error: [f('NotAuthorizedException'), f('NETWORK')] },
    refreshCredentials: { done: [undefined], error: [f('NETWORK')] },
    // Revoked on another device or tab (ends the session) / the pool is out of reach (keeps it).
    verifySession: { done: [undefined], error: [f('NotAuthorizedException'), f('NETWORK')] },
    signOut: { done: [undefined], error: [f('NETWORK')] },
    forgetSession: { done: [undefined], error: [f('NETWORK')] },
    globalSignOut: { done: [undefined], error: [f('NETWORK')] },
  },
  serialize: (s: AnyMachineSnapshot) => JSON.stringify([s.value, s.status, s.context.credentialAttempts, s.context.refreshAttempts, s.context.user !== null]),
};

const account = {
  provide: (m: AnyStateMachine) => m.provide({ actions: { forwardToParent: () => {} } }),
  inputs: [{}, ...['/generate-email-otp', '/update-personal-email', '/verify-email-otp', '/verify-mobile-otp', '/change-mobile-number'].map((route) => ({ route }))],
  events: {
    'nav.request': ['/profile', '/generate-email-otp', '/update-personal-email', '/verify-email-otp', '/verify-mobile-otp', '/change-mobile-number'].map((path) => ({ type: 'nav.request', path })),
    'email.submit': ev('email.submit', [{ email: 'juan@example.com' }, { email: 'not-an-email' }]),
    'mobile.submit': ev('mobile.submit', [{ phoneNumber: '0918 765 4321' }, { phoneNumber: '12345' }, { phoneNumber: '+639171234567' }]),
  },
  outcomes: {
    loadProfile: {
      done: [
        { name: 'Juan Dela Cruz', phoneNumber: '+639171234567', isPhoneNumberConfirmed: false, email: 'juan@company.com', isEmailVerified: false },
        { name: null, phoneNumber: '+639171234567', isPhoneNumberConfirmed: true, email: null, isEmailVerified: false },
      ],
      error: [f('NETWORK')],
    },
    generateEmailOtp: { done: [{ sentAt: 1 }], error: [f('UAS-E108')] },
    updatePersonalEmail: { done: [undefined], error: [f('UAS-E206')] },
    requestMobileOtp: { done: [{ sentAt: 1 }], error: [f('UAS-E205')] },
    requestPhoneChangeOtp: { done: [{ sentAt: 1 }], error: [f('UAS-E205'), f('NETWORK')] },
    otp: { done: [{ verified: true, result: null }, { verified: false, cancelled: true }] },
  },
};

export default { auth, session, account };
