import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyActorRef } from 'xstate';
import { authMachine } from '@machines/auth/auth.machine';
import { otpMachine } from '@machines/shared/otp.machine';
import { describeFailure } from '@machines/auth/messages';
import type { AuthInput, IdentifierRequest, LoginOtpResult, RegisterOtpResult, SessionUser } from '@machines/auth/types';

const flush = async () => {
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
};
const user: SessionUser = { username: '+639171234567', loginType: 'PHONE' };
const otpOk = (over: Partial<LoginOtpResult> = {}): LoginOtpResult => ({
  otpGenerated: true,
  loginWithPassword: false,
  user: '+639171234567',
  userType: 'PHONE',
  ...over,
});

function start(impl: { login?: (r: IdentifierRequest) => Promise<LoginOtpResult>; register?: () => Promise<unknown>; password?: () => Promise<SessionUser>; setPassword?: () => Promise<void>; completeSso?: () => Promise<SessionUser>; verify?: () => Promise<unknown> } = {}, input: AuthInput = { route: '/login' }) {
  const requests: IdentifierRequest[] = [];
  const machine = authMachine.provide({
    actors: {
      requestLoginOtp: fromPromise(async ({ input }) => {
        requests.push(input);
        return (impl.login ?? (async () => otpOk()))(input);
      }),
      requestRegisterOtp: fromPromise(async ({ input }) => {
        requests.push(input);
        return (impl.register ?? (async () => ({ user: input.identifier, userType: input.kind })))() as Promise<RegisterOtpResult>;
      }),
      requestPasswordReset: fromPromise<RegisterOtpResult, IdentifierRequest>(async () => ({ user: '+639171234567', userType: 'PHONE' })),
      signInWithPassword: fromPromise(async () => (impl.password ?? (async () => user))()),
      setPassword: fromPromise(async () => (impl.setPassword ?? (async () => undefined))()),
      startSso: fromPromise(async () => Promise.reject({ code: 'SSO_DISABLED', message: '' })),
      completeSso: fromPromise(async () => (impl.completeSso ?? (async () => user))()),
      otp: otpMachine.provide({
        actors: {
          verifyOtp: fromPromise(async () => (impl.verify ?? (async () => user))()),
          resendOtp: fromPromise(async () => ({ sentAt: 0 })),
        },
      }),
    },
  });
  const actor = createActor(machine, { input }).start();
  const otp = () => actor.getSnapshot().children.otp as AnyActorRef;
  return { actor, requests, otp };
}

describe('auth chart: login', () => {
  it('signs in by phone with a code: the number is normalised to +63 and the code goes to the child chart', async () => {
    const { actor, requests, otp } = start({}, { route: '/login', returnTo: '/wizard/v2/Journey/address' });
    actor.send({ type: 'login.submit', identifier: '0917 123 4567' });
    await flush();
    expect(requests[0]).toMatchObject({ identifier: '+639171234567', kind: 'PHONE', preferOtp: false });
    expect(actor.getSnapshot().matches('verifyAccount')).toBe(true);
    expect(otp().getSnapshot().context.destination).toBe('+63 917 *** 4567');
    otp().send({ type: 'otp.change', code: '123456' });
    otp().send({ type: 'otp.submit' });
    await flush();
    expect(actor.getSnapshot().output).toEqual({ user, returnTo: '/wizard/v2/Journey/address', via: 'otp' });
  });

  it('asks for the password when the account has one (login_with_otp false)', async () => {
    const { actor } = start({ login: async () => otpOk({ otpGenerated: false, loginWithPassword: true }) });
    actor.send({ type: 'login.submit', identifier: 'juan@example.com' });
    await flush();
    expect(actor.getSnapshot().matches({ login: 'password' })).toBe(true);
    actor.send({ type: 'password.submit', password: '' });
    expect(actor.getSnapshot().context.fieldErrors.password).toBe('Enter your password.');
    actor.send({ type: 'password.submit', password: 'abcdef12' });
    await flush();
    expect(actor.getSnapshot().output?.via).toBe('password');
  });

  it('keeps the password step and says what to do after a wrong password', async () => {
    const { actor } = start({
      login: async () => otpOk({ otpGenerated: false, loginWithPassword: true }),
      password: async () => Promise.reject({ code: 'WRONG_PASSWORD', message: 'Incorrect username or password.' }),
    });
    actor.send({ type: 'login.submit', identifier: 'juan@example.com' });
    await flush();
    actor.send({ type: 'password.submit', password: 'nope1234' });
    await flush();
    expect(actor.getSnapshot().matches({ login: 'password' })).toBe(true);
    expect(describeFailure(actor.getSnapshot().context.failure!).next).toBe('useAnotherMethod');
  });

  it('"Try another login method" can ask for a code even when a password is set', async () => {
    const { actor, requests } = start({ login: async (r) => (r.preferOtp ? otpOk() : otpOk({ otpGenerated: false, loginWithPassword: true })) });
    actor.send({ type: 'login.submit', identifier: '9171234567' });
    await flush();
    actor.send({ type: 'nav.anotherMethod' });
    actor.send({ type: 'method.otp' });
    await flush();
    expect(requests.at(-1)?.preferOtp).toBe(true);
    expect(actor.getSnapshot().matches('verifyAccount')).toBe(true);
  });

  it('sends a new user (UAS-104) to registration with what they typed kept', async () => {
    const { actor } = start({ login: async () => Promise.reject({ code: 'UAS-104', message: 'new user' }) });
    actor.send({ type: 'login.submit', identifier: '0917-123-4567' });
    await flush();
    expect(actor.getSnapshot().matches('register')).toBe(true);
    expect(actor.getSnapshot().context.identifier).toBe('0917-123-4567');
  });

  it('asks a captcha on UAS-E512 and retries the request with the answer', async () => {
    let n = 0;
    const { actor, requests } = start({
      login: async () => (n++ === 0 ? Promise.reject({ code: 'UAS-E512', message: 'captcha', captcha: { id: 'c9', question: 'What is 2 + 2?' } }) : otpOk()),
    });
    actor.send({ type: 'login.submit', identifier: '09171234567' });
    await flush();
    expect(actor.getSnapshot().matches({ login: 'captcha' })).toBe(true);
    actor.send({ type: 'captcha.submit', answer: '4' });
    await flush();
    expect(requests[1]?.captcha).toEqual({ id: 'c9', answer: '4' });
    expect(actor.getSnapshot().matches('verifyAccount')).toBe(true);
  });

  it.each([
    ['UAS-E205', 'identifier'],
    ['UAS-E108', 'identifier'],
    ['UAS-E206', 'identifier'],
  ])('shows %s next to the identifier and keeps what was typed', async (code) => {
    const { actor } = start({ login: async () => Promise.reject({ code, message: 'server says no' }) });
    actor.send({ type: 'login.submit', identifier: 'Juan@Example.com' });
    await flush();
    const s = actor.getSnapshot();
    expect(s.matches({ login: 'form' })).toBe(true);
    expect(s.context.identifier).toBe('Juan@Example.com');
    expect(s.context.fieldErrors.identifier).toBeTruthy();
  });

  it('an inactive account (UAS-E104) offers contacting us', async () => {
    const { actor } = start({ login: async () => Promise.reject({ code: 'UAS-E104', message: 'inactive' }) });
    actor.send({ type: 'login.submit', identifier: '09171234567' });
    await flush();
    expect(describeFailure(actor.getSnapshot().context.failure!).next).toBe('contactUs');
  });

  it.each([
    ['', 'Enter your mobile number or email address.'],
    ['   ', 'Enter your mobile number or email address.'],
    ['0917 123 456', 'Philippine mobile number'],
    ['00917 123 4567', 'Philippine mobile number'],
    ['+1 415 555 0100', 'Philippine mobile number'],
    ['juan@', 'email address'],
    ['juan dela cruz@example.com', 'cannot contain spaces'],
    ['<script>alert(1)</script>', 'mobile number'],
    ['júan@exämple.com', 'English letters'],
    ['a'.repeat(300) + '@example.com', 'too long'],
    ['0917１２３４５６７x', 'mobile number'],
  ])('refuses %j with an inline message and no request', (typed, message) => {
    const { actor, requests } = start();
    actor.send({ type: 'login.submit', identifier: typed });
    expect(actor.getSnapshot().matches({ login: 'form' })).toBe(true);
    expect(actor.getSnapshot().context.fieldErrors.identifier).toContain(message);
    expect(actor.getSnapshot().context.identifier).toBe(typed);
    expect(requests).toEqual([]);
  });

  it('accepts full-width digits and the 9xx form', async () => {
    const { actor, requests } = start();
    actor.send({ type: 'login.submit', identifier: '９１７１２３４５６７' });
    await flush();
    expect(requests[0]?.identifier).toBe('+639171234567');
    expect(actor.getSnapshot().matches('verifyAccount')).toBe(true);
  });
});

describe('auth chart: registration, password, SSO, deep links', () => {
  it('registers by phone: terms required, code, then an optional password', async () => {
    const { actor, otp } = start({}, { route: '/register' });
    actor.send({ type: 'register.submit', identifier: '09171234567', acceptedTerms: false });
    expect(actor.getSnapshot().context.fieldErrors.terms).toBeTruthy();
    actor.send({ type: 'register.submit', identifier: '09171234567', acceptedTerms: true });
    await flush();
    expect(actor.getSnapshot().matches('verifyAccount')).toBe(true);
    expect(otp().getSnapshot().context.purpose).toBe('register');
    otp().send({ type: 'otp.change', code: '654321' });
    otp().send({ type: 'otp.submit' });
    await flush();
    expect(actor.getSnapshot().matches('createPassword')).toBe(true);
    actor.send({ type: 'password.create', password: 'abcdefg1', confirm: 'abcdefg2' });
    expect(actor.getSnapshot().context.fieldErrors.confirm).toMatch(/do not match/);
    actor.send({ type: 'password.skip' });
    expect(actor.getSnapshot().output).toMatchObject({ via: 'register', user });
  });

  it('sets the success and error flags of "create password"', async () => {
    let fail = true;
    const { actor } = start({ setPassword: async () => (fail ? Promise.reject({ code: 'HTTP_500', message: 'down', httpStatus: 500 }) : undefined) }, { route: '/forgot-password' });
    actor.send({ type: 'reset.submit', identifier: '09171234567' });
    await flush();
    (actor.getSnapshot().children.otp as AnyActorRef).send({ type: 'otp.change', code: '111111' });
    (actor.getSnapshot().children.otp as AnyActorRef).send({ type: 'otp.submit' });
    await flush();
    actor.send({ type: 'password.create', password: 'abcdefg1', confirm: 'abcdefg1' });
    await flush();
    expect(actor.getSnapshot().context.passwordSet).toBe('error');
    fail = false;
    actor.send({ type: 'password.create', password: 'abcdefg1', confirm: 'abcdefg1' });
    await flush();
    expect(actor.getSnapshot().context.passwordSet).toBe('success');
    actor.send({ type: 'password.continue' });
    expect(actor.getSnapshot().output?.via).toBe('reset');
  });

  it.each([
    ['UAS-E904', 'register'],
    ['UAS-E905', 'login'],
    ['UAS-E906', 'useEmail'],
    ['UAS-E907', 'login'],
    ['SSO_DISABLED', 'useAnotherMethod'],
  ])('SSO %s comes back to the login form with its own message and next step', async (code, next) => {
    const { actor } = start({ completeSso: async () => Promise.reject({ code, message: '' }) }, { sso: { code: 'handoff' } });
    await flush();
    const failure = actor.getSnapshot().context.failure!;
    expect(actor.getSnapshot().matches({ login: 'form' })).toBe(true);
    expect(describeFailure(failure).next).toBe(next);
    if (code === 'SSO_DISABLED') expect(describeFailure(failure).message).toBe('SSO is disabled for the platform.');
  });

  it('an SSO error in the callback URL is shown on arrival', () => {
    const { actor } = start({}, { sso: { error: 'UAS-E906' } });
    expect(describeFailure(actor.getSnapshot().context.failure!).next).toBe('useEmail');
  });

  it('a successful SSO handoff signs in', async () => {
    const { actor } = start({}, { sso: { code: 'handoff' } });
    await flush();
    expect(actor.getSnapshot().output?.via).toBe('sso');
  });

  it('follows deep links between public pages and keeps the typed identifier', () => {
    const { actor } = start();
    actor.send({ type: 'login.submit', identifier: 'bad' });
    actor.send({ type: 'nav.request', path: '/contact-us?from=login' });
    expect(actor.getSnapshot().matches('contactUs')).toBe(true);
    actor.send({ type: 'nav.request', path: '/login' });
    expect(actor.getSnapshot().matches('login')).toBe(true);
    expect(actor.getSnapshot().context.identifier).toBe('bad');
    actor.send({ type: 'nav.request', path: '/home' });
    expect(actor.getSnapshot().matches('login')).toBe(true);
  });
});

describe('a reload on the code page', () => {
  it.each([
    ['register', 'register'],
    ['login', 'login'],
  ] as const)('of a %s goes back to %s with the identifier kept and says to request a new code', (flow, page) => {
    const { actor } = start({}, { route: '/verify-account', codeRequest: { flow, identifier: '0917 123 4567' } });
    const snap = actor.getSnapshot();
    expect(snap.matches(page)).toBe(true);
    expect(snap.context.identifier).toBe('0917 123 4567');
    expect(describeFailure(snap.context.failure!).message).toBe('The page was reloaded, so your code can no longer be used. Request a new code to continue.');
  });

  it('without a pending request in this tab is the login page, with no message', () => {
    const { actor } = start({}, { route: '/verify-account' });
    expect(actor.getSnapshot().matches('login')).toBe(true);
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('the code page remembers the request and a verified code forgets it', async () => {
    const calls: Array<string> = [];
    const machine = authMachine.provide({
      actions: {
        rememberCodeRequest: (_, request) => calls.push(`remember ${request.flow} ${request.identifier}`),
        forgetCodeRequest: () => calls.push('forget'),
      },
      actors: {
        requestRegisterOtp: fromPromise(async ({ input }) => ({ user: input.identifier, userType: input.kind }) as RegisterOtpResult),
        otp: otpMachine.provide({ actors: { verifyOtp: fromPromise(async (): Promise<unknown> => user), resendOtp: fromPromise(async () => ({ sentAt: 0 })) } }),
      },
    });
    const actor = createActor(machine, { input: { route: '/register' } }).start();
    actor.send({ type: 'register.submit', identifier: '09171234567', acceptedTerms: true });
    await flush();
    expect(actor.getSnapshot().matches('verifyAccount')).toBe(true);
    expect(calls).toEqual(['remember register 09171234567']);
    const otp = actor.getSnapshot().children.otp as AnyActorRef;
    otp.send({ type: 'otp.change', code: '123456' });
    otp.send({ type: 'otp.submit' });
    await flush();
    expect(actor.getSnapshot().matches('createPassword')).toBe(true);
    expect(calls).toEqual(['remember register 09171234567', 'forget']);
  });
});
