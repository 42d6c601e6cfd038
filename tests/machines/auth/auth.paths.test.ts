import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { authMachine } from '@machines/auth/auth.machine';
import { otpMachine } from '@machines/shared/otp.machine';
import { sessionMachine } from '@machines/auth/session.machine';
import { accountMachine } from '@machines/account/account.machine';
import { routedStates } from '@machines/shared/meta';
import { allStateIds, reachedStateIds, traverse } from './traverse';

const f = (code: string, extra: object = {}) => ({ code, message: code, ...extra });
const user = { username: '+639171234567', loginType: 'PHONE' };

describe('generated paths: auth chart', () => {
  const userEvents: AnyEventObject[] = [
    { type: 'login.submit', identifier: '0917 123 4567' },
    { type: 'login.submit', identifier: '<b>x</b>' },
    { type: 'login.edit' },
    { type: 'password.submit', password: 'secret12' },
    { type: 'password.submit', password: '' },
    { type: 'register.submit', identifier: 'juan@example.com', acceptedTerms: true },
    { type: 'register.submit', identifier: 'juan@example.com', acceptedTerms: false },
    { type: 'reset.submit', identifier: '9171234567' },
    { type: 'captcha.submit', answer: '7' },
    { type: 'password.create', password: 'abcdef12', confirm: 'abcdef12' },
    { type: 'password.create', password: 'short', confirm: 'short' },
    { type: 'password.skip' },
    { type: 'password.continue' },
    { type: 'sso.start', provider: 'google' },
    { type: 'method.otp' },
    { type: 'method.password' },
    { type: 'method.switch' },
    { type: 'nav.request', path: '/contact-us' },
    { type: 'nav.appDownload' },
    { type: 'nav.welcome' },
    { type: 'nav.forgotPassword' },
    { type: 'nav.anotherMethod' },
  ];
  const outcomes = {
    requestLoginOtp: {
      done: [
        { otpGenerated: true, loginWithPassword: false, user: '+639171234567', userType: 'PHONE' },
        { otpGenerated: false, loginWithPassword: true, user: '+639171234567', userType: 'PHONE' },
      ],
      error: [f('UAS-104'), f('UAS-E512', { captcha: { id: 'c', question: '3 + 4' } }), f('UAS-E205')],
    },
    requestRegisterOtp: { done: [{ user: 'juan@example.com', userType: 'EMAIL' }], error: [f('UAS-E206'), f('UAS-E512')] },
    requestPasswordReset: { done: [{ user: '+639171234567', userType: 'PHONE' }], error: [f('UAS-E104'), f('UAS-E512')] },
    signInWithPassword: { done: [user], error: [f('WRONG_PASSWORD')] },
    setPassword: { done: [undefined], error: [f('HTTP_400')] },
    startSso: { error: [f('SSO_DISABLED')] },
    completeSso: { done: [user], error: [f('UAS-E904')] },
    otp: { done: [{ verified: true, result: user }, { verified: false, cancelled: true }] },
  };
  const keyContext = (c: Record<string, unknown>) => [c.flow, c.user !== null, c.captcha !== null, c.via];

  for (const route of ['/', '/login', '/register', '/forgot-password', '/try-another-login-method', '/contact-us', '/app-download']) {
    it(`starts on the state of ${route}`, () => {
      const paths = traverse(authMachine, { input: { route }, userEvents: [], outcomes: {} });
      const first = routedStates(authMachine).find((r) => r.meta.route === route)!;
      expect(reachedStateIds(paths)).toContain(first.stateId);
    });
  }

  it('reaches every state (and so every route) from /login, and the final state with an output', () => {
    const paths = traverse(authMachine, { input: { route: '/login' }, userEvents, outcomes, keyContext });
    const viaSso = traverse(authMachine, { input: { sso: { code: 'abc' } }, userEvents, outcomes, keyContext });
    const reached = new Set([...reachedStateIds(paths), ...reachedStateIds(viaSso)]);
    const expected = allStateIds(authMachine).filter((id) => !['auth.start', 'auth.verified'].includes(id));
    expect(expected.filter((id) => !reached.has(id))).toEqual([]);
    const done = [...paths, ...viaSso].filter((p) => (p.state as { status: string }).status === 'done');
    expect(new Set(done.map((p) => (p.state as { output: { via: string } }).output.via))).toEqual(
      new Set(['otp', 'password', 'register', 'reset', 'sso']),
    );
  });

  it('reaches every state with an SSO handoff on entry', () => {
    const paths = traverse(authMachine, { input: { sso: { code: 'abc' } }, userEvents: [], outcomes });
    expect(reachedStateIds(paths)).toContain('auth.login.ssoCompleting');
  });
});

describe('generated paths: otp chart', () => {
  it('reaches every state', () => {
    const paths = traverse(otpMachine, {
      input: { purpose: 'login', destination: 'x' },
      userEvents: [
        { type: 'otp.change', code: '123456' },
        { type: 'otp.change', code: '12' },
        { type: 'otp.submit' },
        { type: 'otp.resend' },
        { type: 'otp.cancel' },
        { type: 'captcha.submit', answer: '3' },
      ],
      outcomes: {
        verifyOtp: { done: [{ ok: true }], error: [f('UAS-E511', { attemptsLeft: 2 }), f('UAS-E511', { attemptsLeft: 0 }), f('UAS-E510'), f('UAS-E512')] },
        resendOtp: { done: [{ sentAt: 1 }], error: [f('NETWORK'), f('UAS-E510'), f('UAS-E512')] },
      },
      keyContext: (c) => [c.code === '' ? 0 : String(c.code).length === 6 ? 6 : 1, c.attemptsLeft],
    });
    const reached = reachedStateIds(paths);
    expect(allStateIds(otpMachine).filter((id) => !reached.has(id))).toEqual([]);
  });
});

describe('generated paths: session and account charts', () => {
  it('session: reaches every state', () => {
    const silent = { notifyRestored: () => {}, notifyNone: () => {}, notifyEnded: () => {}, notifySignedOut: () => {} };
    const paths = traverse(sessionMachine.provide({ actions: silent }), {
      userEvents: [{ type: 'session.begin' }, { type: 'session.signOut' }, { type: 'session.signOutEverywhere' }],
      outcomes: {
        restoreSession: { done: [{ user, expiresInSeconds: 3600 }, null], error: [f('NETWORK')] },
        refreshSession: { done: [{ user, expiresInSeconds: 3600, lifetimeSeconds: 3600 }], error: [f('NotAuthorizedException'), f('NETWORK')] },
        refreshCredentials: { done: [undefined], error: [f('NETWORK')] },
        signOut: { done: [undefined] },
        forgetSession: { done: [undefined] },
        globalSignOut: { done: [undefined], error: [f('NETWORK')] },
      },
      keyContext: (c) => [c.credentialAttempts, c.refreshAttempts, c.user !== null],
    });
    const reached = reachedStateIds(paths);
    expect(allStateIds(sessionMachine).filter((id) => !reached.has(id))).toEqual([]);
  });

  it('account: reaches every state', () => {
    const paths = traverse(accountMachine.provide({ actions: { forwardToParent: () => {} } }), {
      input: {},
      userEvents: [
        { type: 'email.send' },
        { type: 'email.change' },
        { type: 'email.submit', email: 'juan@example.com' },
        { type: 'mobile.verify' },
        { type: 'profile.retry' },
        { type: 'nav.profile' },
        { type: 'session.signOut' },
      ],
      outcomes: {
        loadProfile: {
          done: [{ phoneNumber: '+639171234567', isPhoneNumberConfirmed: false, email: 'juan@company.com', isEmailVerified: false }],
          error: [f('NETWORK')],
        },
        generateEmailOtp: { done: [{ sentAt: 1 }], error: [f('UAS-E108')] },
        updatePersonalEmail: { done: [undefined], error: [f('UAS-E206')] },
        requestMobileOtp: { done: [{ sentAt: 1 }], error: [f('UAS-E205')] },
        otp: { done: [{ verified: true, result: null }, { verified: false, cancelled: true }] },
      },
      keyContext: (c) => [c.profile !== null, c.notice],
    });
    const reached = reachedStateIds(paths);
    expect(allStateIds(accountMachine).filter((id) => !reached.has(id))).toEqual([]);
  });
});
