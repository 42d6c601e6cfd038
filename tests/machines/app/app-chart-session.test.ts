import { describe, expect, it } from 'vitest';
import { appMachine } from '@machines/app/app.machine';
import { account, nav, page, startApp, user } from './app-chart-harness';

/**
 * The app chart's session (machines/app/app.machine.ts, root `on` and boot / signedOut): restoring, signing in with
 * the auth chart, the page to come back to, and the two ways a session ends (expired vs signed out), which the
 * sign-in page words differently.
 */

describe('app chart: boot and signing in', () => {
  it('boots waiting for the session; no session opens the auth chart with the page the app was opened on', async () => {
    const app = startApp(appMachine, { route: '/register' });
    expect(page(app.actor.getSnapshot())).toEqual({ state: 'boot', tags: [] });
    expect(app.count('auth')).toBe(0);
    app.send({ type: 'session.none' });
    expect(app.actor.getSnapshot().value).toBe('signedOut');
    expect(app.inputs('auth')).toEqual([{ route: '/register', sso: undefined, codeRequest: undefined, returnTo: null, reason: undefined }]);
  });

  it('a restored session goes to the signed-in chunk (loading), keeping the user for the account load', async () => {
    const app = startApp(appMachine);
    app.send({ type: 'session.restored', user });
    expect(page(app.actor.getSnapshot())).toEqual({ state: { signedIn: 'downloading' }, tags: ['loading'] });
    expect(app.actor.getSnapshot().context.user).toEqual(user);
    expect(app.count('auth')).toBe(0);
    await app.answer('downloadSignedIn');
    expect(app.inputs('loadAccount')).toEqual([{ user }]);
  });

  it('signing in stores the user, begins the session, forgets the entry page and keeps the remembered page', async () => {
    const app = startApp(appMachine, { route: '/register' });
    app.send({ type: 'nav.remember', path: '/loan-details' });
    app.send({ type: 'session.none' });
    expect(app.inputs('auth')).toEqual([{ route: '/register', sso: undefined, codeRequest: undefined, returnTo: '/loan-details', reason: undefined }]);
    await app.answer('auth', { user, returnTo: null, via: 'otp' });
    const s = app.actor.getSnapshot();
    expect(page(s)).toEqual({ state: { signedIn: 'downloading' }, tags: ['loading'] });
    expect(s.context.user).toEqual(user);
    expect(s.context.returnTo).toBe('/loan-details');
    expect(s.context.authEntry).toEqual({});
    expect(app.sessionEvents).toEqual(['session.begin']);
  });

  it('a page the auth chart names wins over the remembered one', async () => {
    const app = startApp(appMachine);
    app.send({ type: 'nav.remember', path: '/loan-details' });
    app.send({ type: 'session.none' });
    await app.answer('auth', { user, returnTo: '/payments', via: 'otp' });
    expect(app.actor.getSnapshot().context.returnTo).toBe('/payments');
  });
});

describe('app chart: the page to come back to', () => {
  it('nav.remember keeps the path and nav.returned forgets it, wherever the borrower is', async () => {
    const app = startApp(appMachine);
    app.send({ type: 'nav.remember', path: '/past-products' });
    expect(app.actor.getSnapshot().context.returnTo).toBe('/past-products');
    app.send({ type: 'nav.returned' });
    expect(app.actor.getSnapshot().context.returnTo).toBeNull();
    await app.signIn(account());
    expect(app.actor.getSnapshot().value).toEqual({ signedIn: 'home' });
    app.send({ type: 'nav.remember', path: '/payments' });
    expect(app.actor.getSnapshot().context.returnTo).toBe('/payments');
    app.send({ type: 'nav.returned' });
    expect(app.actor.getSnapshot().context.returnTo).toBeNull();
    expect(app.actor.getSnapshot().value).toEqual({ signedIn: 'home' });
  });
});

describe('app chart: the session ends', () => {
  it('an expired session signs out with reason sessionEnded and comes back to the page the borrower was on', async () => {
    const app = startApp(appMachine);
    await app.signIn(account());
    app.send({ type: 'session.ended', failure: { code: 'UAS-E511', message: 'Your session has ended.' } });
    const s = app.actor.getSnapshot();
    expect(s.value).toBe('signedOut');
    expect(s.context.authReason).toBe('sessionEnded');
    expect(s.context.returnTo).toBe('/home');
    // The user and the account stay for the sign-in page's wording; nothing else is cleared.
    expect(s.context.user).toEqual(user);
    expect(app.inputs('auth')).toEqual([{ returnTo: '/home', reason: 'sessionEnded' }]);
  });

  it('an expired session keeps a page already remembered rather than the current one', async () => {
    const app = startApp(appMachine);
    await app.signIn(account());
    app.send({ type: 'nav.remember', path: '/loan-schedule' });
    app.send({ type: 'session.ended', failure: { code: 'UAS-E511', message: 'Your session has ended.' } });
    expect(app.actor.getSnapshot().context.returnTo).toBe('/loan-schedule');
  });

  it('signing out clears the user, the account and the journey, with reason signedOut, and keeps returnTo as it was', async () => {
    const app = startApp(appMachine);
    await app.signIn(account({ resume: { type: 'reloan', applicationId: 'app-1' } }));
    expect(app.actor.getSnapshot().value).toEqual({ signedIn: { journey: 'reloan' } });
    app.send({ type: 'session.signedOut' });
    const s = app.actor.getSnapshot();
    expect(s.value).toBe('signedOut');
    expect(s.context).toMatchObject({ authReason: 'signedOut', user: null, account: null, journey: null, returnTo: null });
    expect(app.inputs('auth')).toEqual([{ returnTo: null, reason: 'signedOut' }]);
  });

  it('signing in again after it clears the reason and goes through the chunk again', async () => {
    const app = startApp(appMachine);
    await app.signIn(account());
    app.send({ type: 'session.signedOut' });
    await app.answer('auth', { user, returnTo: null, via: 'otp' });
    const s = app.actor.getSnapshot();
    expect(page(s)).toEqual({ state: { signedIn: 'downloading' }, tags: ['loading'] });
    expect(s.context.authReason).toBeUndefined();
    expect(s.context.user).toEqual(user);
  });

  it('"Sign out" and "Sign out everywhere" are passed to the session, which says when it is over', async () => {
    const app = startApp(appMachine);
    await app.signIn(account());
    app.send({ type: 'session.signOut' });
    app.send({ type: 'session.signOutEverywhere' });
    expect(app.sessionEvents).toEqual(['session.signOut', 'session.signOutEverywhere']);
    expect(app.actor.getSnapshot().value).toEqual({ signedIn: 'home' });
  });

  it('a refreshed session while signed in updates the user without leaving the page', async () => {
    const app = startApp(appMachine);
    await app.signIn(account());
    const refreshed = { username: 'ana@example.com', loginType: 'EMAIL' } as const;
    app.send({ type: 'session.restored', user: refreshed });
    expect(app.actor.getSnapshot().value).toEqual({ signedIn: 'home' });
    expect(app.actor.getSnapshot().context.user).toEqual(refreshed);
    // Page requests do not reach a signed-out borrower's charts.
    app.send({ type: 'session.signedOut' });
    app.send(nav('/contact-us'));
    expect(app.actor.getSnapshot().value).toBe('signedOut');
  });
});
