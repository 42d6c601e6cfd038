/**
 * The account chart (machines/account): the profile and its pages (verify the email, add or change it, verify the
 * mobile number, change it), where a direct visit or Back / Forward lands, the field messages kept, and the
 * profile as shown after a code is accepted.
 */
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise, waitFor, type AnyActorLogic, type AnyActorRef } from 'xstate';
// Imported at the top (not only inside a test): a mutation run then counts the chart's configuration as loaded by
// every test here, and runs them all for each change to it (account-unprovided.test.ts imports it inside its tests,
// so a chart that fails to build still fails a test).
import { accountMachine, type AccountProfile } from '@machines/account/account.machine';
import type { OtpSent } from '@machines/shared/otp.machine';
import { accountPages } from '@machines/account/account-pages';

const settled = { timeout: 2000 };
const profile: AccountProfile = { name: 'Juan', phoneNumber: '+639171234567', isPhoneNumberConfirmed: false, email: 'juan@example.com', isEmailVerified: false };
const sent: OtpSent = { sentAt: 1000, resendAfterSeconds: 45, expiresInSeconds: 200 };
const down = { code: 'HTTP_503', message: 'Service unavailable', httpStatus: 503 };

interface Options {
  route?: string;
  profile?: AccountProfile;
  load?: () => Promise<AccountProfile>;
  generateEmailOtp?: () => Promise<OtpSent>;
  updatePersonalEmail?: () => Promise<void>;
  requestMobileOtp?: () => Promise<OtpSent>;
  requestPhoneChangeOtp?: () => Promise<OtpSent>;
  /** What the code chart ends with: accepted or cancelled. */
  otp?: 'verified' | 'cancelled';
}

async function start(o: Options = {}) {
  const calls: [string, unknown][] = [];
  const otpInputs: unknown[] = [];
  const call = <T>(name: string, reply: (() => Promise<T>) | undefined, fallback: T) =>
    fromPromise(async ({ input }: { input: unknown }) => {
      calls.push([name, input]);
      return reply ? reply() : fallback;
    });
  // The code chart stands in as a chart that ends at once the way the test says (its own tests: shared/otp).
  const otp = createMachine({
    context: ({ input }: { input: unknown }) => {
      otpInputs.push(input);
      return {};
    },
    initial: 'entering',
    states: { entering: { on: { done: 'end' } }, end: { type: 'final' } },
    output: () => (o.otp === 'cancelled' ? { verified: false, cancelled: true } : { verified: true, result: null }),
  });
  const machine = accountMachine.provide({
    actors: {
      loadProfile: call('loadProfile', o.load, o.profile ?? profile),
      generateEmailOtp: call('generateEmailOtp', o.generateEmailOtp, sent),
      updatePersonalEmail: call<void>('updatePersonalEmail', o.updatePersonalEmail, undefined),
      requestMobileOtp: call('requestMobileOtp', o.requestMobileOtp, sent),
      requestPhoneChangeOtp: call('requestPhoneChangeOtp', o.requestPhoneChangeOtp, sent),
      otp,
    } as never,
  });
  const forwarded: unknown[] = [];
  const parent = createMachine({
    invoke: { id: 'account', src: machine as AnyActorLogic, input: o.route === undefined ? undefined : { route: o.route } },
    on: { '*': { actions: ({ event }) => forwarded.push(event) } },
  });
  const root = createActor(parent).start();
  const actor = root.getSnapshot().children.account as AnyActorRef;
  await waitFor(actor, (s) => !s.hasTag('loading'), settled);
  const snap = () => actor.getSnapshot() as { value: unknown; context: Record<string, unknown> & { profile: AccountProfile | null }; hasTag: (t: string) => boolean; children: Record<string, AnyActorRef | undefined>; getMeta: () => Record<string, unknown> };
  const finishOtp = async () => {
    snap().children.otp!.send({ type: 'done' });
    await waitFor(actor, (s) => !s.children.otp, settled);
  };
  return { actor, calls, snap, forwarded, otpInputs, finishOtp };
}

describe('the account chart: landing', () => {
  it('loads the profile and shows /profile by default', async () => {
    const { snap, calls } = await start();
    expect(snap().value).toBe('profile');
    expect(snap().context.profile).toEqual(profile);
    expect(calls).toEqual([['loadProfile', undefined]]);
    expect(Object.values(snap().getMeta())).toEqual([accountPages.profile]);
  });

  it.each([
    ['/generate-email-otp', { generateEmailOtp: 'ready' }],
    // The code sent before a reload is not known: the page that sends one.
    ['/verify-email-otp', { generateEmailOtp: 'ready' }],
    ['/update-personal-email', { updatePersonalEmail: 'form' }],
    ['/verify-mobile-otp', { verifyMobileOtp: 'entering' }],
    ['/change-mobile-number', { changeMobile: 'form' }],
    ['/profile', 'profile'],
    ['/somewhere-else', 'profile'],
  ])('a direct visit to %s resumes on its page', async (route, value) => {
    const { snap } = await start({ route });
    expect(snap().value).toEqual(value);
  });

  it('starts with nothing typed, no message, no code sent, on /profile unless told otherwise', async () => {
    const { snap } = await start();
    expect(snap().context).toEqual({ profile, failure: null, fieldErrors: {}, emailInput: '', phoneInput: '', otpSent: null, notice: null, route: '/profile' });
  });

  it('the forms are forms, and asking a code is loading', async () => {
    const email = await start({ route: '/update-personal-email' });
    expect(email.snap().hasTag('form')).toBe(true);
    const mobile = await start({ route: '/change-mobile-number' });
    expect(mobile.snap().hasTag('form')).toBe(true);
    const code = await start({ requestMobileOtp: () => new Promise<never>(() => {}) });
    code.actor.send({ type: 'mobile.verify' });
    expect(code.snap().value).toEqual({ verifyMobileOtp: 'requesting' });
    expect(code.snap().hasTag('loading')).toBe(true);
  });

  it('the email verification page without an email on the profile asks for one', async () => {
    const { snap } = await start({ route: '/generate-email-otp', profile: { ...profile, email: null } });
    expect(snap().value).toEqual({ updatePersonalEmail: 'form' });
  });

  it('a profile that cannot be loaded offers Try again (from the page or the app)', async () => {
    let fails = 2;
    const { actor, snap, calls } = await start({ load: async () => { if (fails-- > 0) throw down; return profile; } });
    expect(snap().value).toBe('loadFailed');
    expect(snap().hasTag('error')).toBe(true);
    expect(snap().context.failure).toEqual(down);
    actor.send({ type: 'profile.retry' });
    await waitFor(actor, (s) => s.matches('loadFailed') && calls.length === 2, settled);
    actor.send({ type: 'app.retry' });
    await waitFor(actor, (s) => s.matches('profile'), settled);
    expect(snap().context.failure).toBeNull();
  });

  it('sign out and sign out everywhere go to the parent, which owns the session', async () => {
    const { actor, forwarded } = await start();
    actor.send({ type: 'session.signOut' });
    actor.send({ type: 'session.signOutEverywhere' });
    expect(forwarded).toEqual([{ type: 'session.signOut' }, { type: 'session.signOutEverywhere' }]);
  });
});

describe('the account chart: Back / Forward between its pages', () => {
  it.each([
    ['/profile', 'profile'],
    ['/generate-email-otp', { generateEmailOtp: 'ready' }],
    ['/update-personal-email', { updatePersonalEmail: 'form' }],
    ['/verify-email-otp', { generateEmailOtp: 'ready' }],
    ['/verify-mobile-otp', { verifyMobileOtp: 'entering' }],
    ['/change-mobile-number', { changeMobile: 'form' }],
  ])('%s asked for by the router lands there (the code page only with a code sent)', async (path, value) => {
    const { actor, snap } = await start({ route: '/update-personal-email' });
    actor.send({ type: 'email.submit', email: 'bad' });
    expect(snap().context.fieldErrors).not.toEqual({});
    actor.send({ type: 'nav.request', path });
    await waitFor(actor, (s) => !s.hasTag('loading'), settled);
    expect(snap().value).toEqual(value);
    if (path !== '/update-personal-email') expect(snap().context.fieldErrors).toEqual({});
  });

  it('from the profile, the router’s /update-personal-email opens the email form', async () => {
    const { actor, snap } = await start();
    actor.send({ type: 'nav.request', path: '/update-personal-email' });
    expect(snap().value).toEqual({ updatePersonalEmail: 'form' });
  });

  it('the email code page is shown again when a code was sent in this visit', async () => {
    const { actor, snap } = await start({ route: '/generate-email-otp' });
    actor.send({ type: 'email.send' });
    await waitFor(actor, (s) => s.matches('verifyEmailOtp'), settled);
    actor.send({ type: 'nav.request', path: '/profile' });
    actor.send({ type: 'nav.request', path: '/verify-email-otp' });
    expect(snap().value).toBe('verifyEmailOtp');
  });

  it('with a code sent, the other pages are still reached by their addresses', async () => {
    const { actor, snap } = await start({ route: '/generate-email-otp' });
    actor.send({ type: 'email.send' });
    await waitFor(actor, (s) => s.matches('verifyEmailOtp'), settled);
    actor.send({ type: 'nav.request', path: '/change-mobile-number' });
    expect(snap().value).toEqual({ changeMobile: 'form' });
    actor.send({ type: 'nav.request', path: '/verify-mobile-otp' });
    expect(snap().value).toEqual({ verifyMobileOtp: 'requesting' });
    actor.send({ type: 'nav.request', path: '/elsewhere' });
    expect(snap().value).toEqual({ verifyMobileOtp: 'requesting' });
  });

  it('nothing moves before the profile is there, or for an address not of this chart', async () => {
    const { actor, snap } = await start({ load: async () => { throw down; } });
    actor.send({ type: 'nav.request', path: '/change-mobile-number' });
    expect(snap().value).toBe('loadFailed');
    const other = await start();
    other.actor.send({ type: 'nav.request', path: '/loans' });
    expect(other.snap().value).toBe('profile');
  });

  it('"Profile" goes back to the profile from any page and clears messages', async () => {
    const { actor, snap } = await start({ route: '/change-mobile-number' });
    actor.send({ type: 'mobile.submit', phoneNumber: '123' });
    actor.send({ type: 'nav.profile' });
    expect(snap().value).toBe('profile');
    expect(snap().context.fieldErrors).toEqual({});
  });
});

describe('the account chart: email', () => {
  it('"Send code" sends one to the profile’s email; the code page shows it masked with the server’s timings; a right code marks it verified', async () => {
    const { actor, snap, calls, otpInputs, finishOtp } = await start();
    // From the profile, the page that sends the code; there, the code is sent.
    actor.send({ type: 'email.send' });
    expect(snap().value).toEqual({ generateEmailOtp: 'ready' });
    expect(calls.map((c) => c[0])).toEqual(['loadProfile']);
    actor.send({ type: 'email.send' });
    await waitFor(actor, (s) => s.matches('verifyEmailOtp'), settled);
    expect(calls.at(-1)).toEqual(['generateEmailOtp', { email: 'juan@example.com' }]);
    expect(snap().context.otpSent).toEqual(sent);
    expect(otpInputs).toEqual([{ purpose: 'email', destination: 'ju***@example.com', ...sent }]);
    await finishOtp();
    expect(snap().value).toBe('profile');
    expect(snap().context.notice).toBe('emailVerified');
    expect(snap().context.profile).toEqual({ ...profile, isEmailVerified: true });
  });

  it('a cancelled code goes back to the page that sends one, the email still unverified', async () => {
    const { actor, snap, finishOtp } = await start({ otp: 'cancelled', route: '/generate-email-otp' });
    actor.send({ type: 'email.send' });
    await waitFor(actor, (s) => s.matches('verifyEmailOtp'), settled);
    await finishOtp();
    expect(snap().value).toEqual({ generateEmailOtp: 'ready' });
    expect(snap().context.profile?.isEmailVerified).toBe(false);
    expect(snap().context.notice).toBeNull();
  });

  it('a code that could not be sent stays on the page with the failure; "Change email" opens the form', async () => {
    const { actor, snap } = await start({ generateEmailOtp: async () => { throw down; }, route: '/generate-email-otp' });
    actor.send({ type: 'email.send' });
    expect(snap().hasTag('loading')).toBe(true);
    await waitFor(actor, (s) => s.matches({ generateEmailOtp: 'ready' }), settled);
    expect(snap().context.failure).toEqual(down);
    expect(snap().context.fieldErrors).toEqual({});
    actor.send({ type: 'email.change' });
    expect(snap().value).toEqual({ updatePersonalEmail: 'form' });
  });

  it('an invalid email is refused in the form with its message; nothing is sent', async () => {
    const { actor, snap, calls } = await start();
    actor.send({ type: 'email.change' });
    actor.send({ type: 'email.submit', email: 'juan@' });
    expect(snap().value).toEqual({ updatePersonalEmail: 'form' });
    expect(snap().context.emailInput).toBe('juan@');
    expect((snap().context.fieldErrors as { email?: string }).email).toEqual(expect.any(String));
    expect(calls.map((c) => c[0])).toEqual(['loadProfile']);
  });

  it('a new email is saved trimmed and lower-cased, shown on the profile unverified, and a code sent to it', async () => {
    const { actor, snap, calls, otpInputs } = await start({ profile: { ...profile, isEmailVerified: true } });
    actor.send({ type: 'email.change' });
    actor.send({ type: 'email.submit', email: '  Juana@Example.COM ' });
    expect(snap().context.fieldErrors).toEqual({});
    expect(snap().hasTag('loading')).toBe(true);
    await waitFor(actor, (s) => s.matches('verifyEmailOtp'), settled);
    expect(calls.slice(1)).toEqual([
      ['updatePersonalEmail', { email: 'juana@example.com' }],
      ['generateEmailOtp', { email: 'juana@example.com' }],
    ]);
    expect(snap().context.profile).toEqual({ ...profile, email: 'juana@example.com', isEmailVerified: false });
    expect(otpInputs[0]).toMatchObject({ destination: 'ju***@example.com' });
  });

  it.each([
    ['UAS-E108', 'That email address is not valid.'],
    ['UAS-E206', 'Use a permanent email address.'],
    ['EMAIL_IN_USE', 'This email is already used.'],
  ])('a refusal about the email (%s) is shown beside the field', async (code, message) => {
    const { actor, snap } = await start({ updatePersonalEmail: async () => { throw { code, message }; } });
    actor.send({ type: 'email.change' });
    actor.send({ type: 'email.submit', email: 'juana@example.com' });
    await waitFor(actor, (s) => s.matches({ updatePersonalEmail: 'form' }), settled);
    expect(snap().context.fieldErrors).toEqual({ email: message });
    expect(snap().context.failure).toEqual({ code, message });
  });

  it('another failure of the save is shown as a failure, not beside the field', async () => {
    const { actor, snap } = await start({ updatePersonalEmail: async () => { throw down; } });
    actor.send({ type: 'email.change' });
    actor.send({ type: 'email.submit', email: 'juana@example.com' });
    await waitFor(actor, (s) => s.matches({ updatePersonalEmail: 'form' }), settled);
    expect(snap().context.fieldErrors).toEqual({});
    expect(snap().context.failure).toEqual(down);
    // Typing again clears it.
    actor.send({ type: 'email.submit', email: 'bad' });
    expect(snap().context.failure).toBeNull();
  });

  it('something thrown that is not a failure reads as a generic one', async () => {
    const { actor, snap } = await start({ updatePersonalEmail: async () => { throw new Error('boom'); } });
    actor.send({ type: 'email.change' });
    actor.send({ type: 'email.submit', email: 'juana@example.com' });
    await waitFor(actor, (s) => s.matches({ updatePersonalEmail: 'form' }), settled);
    expect(snap().context.failure).toEqual({ code: 'UNKNOWN', message: 'Something went wrong on our side. Please try again.' });
  });
});

describe('the account chart: mobile number', () => {
  it('"Verify" asks a code for the number on the profile; a right code marks it confirmed', async () => {
    const { actor, snap, calls, otpInputs, finishOtp } = await start();
    actor.send({ type: 'mobile.verify' });
    await waitFor(actor, (s) => s.matches({ verifyMobileOtp: 'entering' }), settled);
    expect(calls.at(-1)).toEqual(['requestMobileOtp', undefined]);
    expect(otpInputs).toEqual([{ purpose: 'mobile', destination: '+63 917 *** 4567', ...sent }]);
    await finishOtp();
    expect(snap().value).toBe('profile');
    expect(snap().context.notice).toBe('mobileVerified');
    expect(snap().context.profile).toEqual({ ...profile, isPhoneNumberConfirmed: true });
  });

  it('a profile without a number shows no destination on the code page', async () => {
    const { actor, otpInputs } = await start({ profile: { ...profile, phoneNumber: null } });
    actor.send({ type: 'mobile.verify' });
    await waitFor(actor, (s) => s.matches({ verifyMobileOtp: 'entering' }), settled);
    expect(otpInputs).toEqual([{ purpose: 'mobile', destination: '', ...sent }]);
  });

  it('a cancelled code goes back to the profile, the number still unconfirmed', async () => {
    const { actor, snap, finishOtp } = await start({ otp: 'cancelled' });
    actor.send({ type: 'mobile.verify' });
    await waitFor(actor, (s) => s.matches({ verifyMobileOtp: 'entering' }), settled);
    await finishOtp();
    expect(snap().value).toBe('profile');
    expect(snap().context.profile).toEqual(profile);
    expect(snap().context.notice).toBeNull();
  });

  it('a code that could not be sent offers sending again', async () => {
    let fail = true;
    const { actor, snap } = await start({ requestMobileOtp: async () => { if (fail) { fail = false; throw down; } return sent; } });
    actor.send({ type: 'mobile.verify' });
    await waitFor(actor, (s) => s.matches({ verifyMobileOtp: 'failed' }), settled);
    expect(snap().hasTag('error')).toBe(true);
    expect(snap().context.failure).toEqual(down);
    actor.send({ type: 'mobile.verify' });
    await waitFor(actor, (s) => s.matches({ verifyMobileOtp: 'entering' }), settled);
  });

  it('a new number is refused when it is not a Philippine mobile number, or is the one already on the profile', async () => {
    const { actor, snap, calls } = await start();
    actor.send({ type: 'mobile.change' });
    actor.send({ type: 'mobile.submit', phoneNumber: '0817 123 4567' });
    expect(snap().value).toEqual({ changeMobile: 'form' });
    expect(snap().context.fieldErrors).toEqual({ phone: 'Enter a valid Philippine mobile number, e.g. 0917 123 4567.' });
    expect(snap().context.phoneInput).toBe('0817 123 4567');
    actor.send({ type: 'mobile.submit', phoneNumber: '0917 123 4567' });
    expect(snap().value).toEqual({ changeMobile: 'form' });
    expect(snap().context.fieldErrors).toEqual({ phone: 'This is already your mobile number.' });
    expect(calls.map((c) => c[0])).toEqual(['loadProfile']);
  });

  it('a new number gets a code sent to it; a right code puts it on the profile, confirmed', async () => {
    const { actor, snap, calls, otpInputs, finishOtp } = await start();
    actor.send({ type: 'mobile.change' });
    actor.send({ type: 'mobile.submit', phoneNumber: '0918 765 4321' });
    expect(snap().context.fieldErrors).toEqual({});
    expect(snap().hasTag('loading')).toBe(true);
    await waitFor(actor, (s) => s.matches({ changeMobile: 'verifying' }), settled);
    expect(calls.at(-1)).toEqual(['requestPhoneChangeOtp', { phoneNumber: '+639187654321' }]);
    expect(otpInputs).toEqual([{ purpose: 'mobileChange', destination: '+63 918 *** 4321', target: '+639187654321', ...sent }]);
    await finishOtp();
    expect(snap().value).toBe('profile');
    expect(snap().context.notice).toBe('mobileChanged');
    expect(snap().context.profile).toEqual({ ...profile, phoneNumber: '+639187654321', isPhoneNumberConfirmed: true });
    expect(snap().context.phoneInput).toBe('');
  });

  it('"Change the number" on the code page goes back to the form with the number typed', async () => {
    const { actor, snap } = await start();
    actor.send({ type: 'mobile.change' });
    actor.send({ type: 'mobile.submit', phoneNumber: '0918 765 4321' });
    await waitFor(actor, (s) => s.matches({ changeMobile: 'verifying' }), settled);
    actor.send({ type: 'mobile.edit' });
    expect(snap().value).toEqual({ changeMobile: 'form' });
    expect(snap().context.phoneInput).toBe('0918 765 4321');
  });

  it('a cancelled code on the new number goes back to the form; the profile keeps the old number', async () => {
    const { actor, snap, finishOtp } = await start({ otp: 'cancelled' });
    actor.send({ type: 'mobile.change' });
    actor.send({ type: 'mobile.submit', phoneNumber: '0918 765 4321' });
    await waitFor(actor, (s) => s.matches({ changeMobile: 'verifying' }), settled);
    await finishOtp();
    expect(snap().value).toEqual({ changeMobile: 'form' });
    expect(snap().context.profile).toEqual(profile);
  });

  it('the platform refusing the number (UAS-E205) says so beside the field; another failure is not about it', async () => {
    const refused = { code: 'UAS-E205', message: 'That number cannot be used.' };
    const { actor, snap } = await start({ requestPhoneChangeOtp: async () => { throw refused; } });
    actor.send({ type: 'mobile.change' });
    actor.send({ type: 'mobile.submit', phoneNumber: '0918 765 4321' });
    await waitFor(actor, (s) => s.matches({ changeMobile: 'form' }) && s.context.failure !== null, settled);
    expect(snap().context.fieldErrors).toEqual({ phone: 'That number cannot be used.' });

    const other = await start({ requestPhoneChangeOtp: async () => { throw down; } });
    other.actor.send({ type: 'mobile.change' });
    other.actor.send({ type: 'mobile.submit', phoneNumber: '0918 765 4321' });
    await waitFor(other.actor, (s) => s.matches({ changeMobile: 'form' }) && s.context.failure !== null, settled);
    expect(other.snap().context.fieldErrors).toEqual({});
    expect(other.snap().context.failure).toEqual(down);
  });
});
