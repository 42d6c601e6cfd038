// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { account, createHarness, settle } from './harness';

const J = '/wizard/v2/Journey';
/** The step the running journey chart is on. */
const journeyStep = (h: ReturnType<typeof createHarness>) =>
  Object.keys((h.actor.getSnapshot().children.journey!.getSnapshot() as { value: object }).value)[0];
const inJourney = (startAt: 'address' | 'personalDetails', reached: number) =>
  account({ ongoing: { id: 'app-1', status: 'INITIALIZED', applicationType: 'NEW_LOAN' }, resume: { type: 'newLoan', applicationId: 'app-1', startAt, reached } });

describe('router derived from the charts', () => {
  it('a deep link to a later step the chart has not reached redirects to the step it is on', async () => {
    const h = createHarness({ signedIn: true, account: inJourney('address', 5), initialPath: `${J}/loan-offer` });
    await settle(h.router);
    expect(h.router.state.location.pathname).toBe(`${J}/address`);
  });

  it('a deep link to an earlier step the borrower has reached is a guarded jump the chart allows', async () => {
    const h = createHarness({ signedIn: true, account: inJourney('address', 5), initialPath: `${J}/personal-details` });
    await settle(h.router);
    expect(h.router.state.location.pathname).toBe(`${J}/personal-details`);
    expect(journeyStep(h)).toBe('personalDetails');
  });

  it('back and forward become chart events, and the URL follows the chart', async () => {
    const h = createHarness({ signedIn: true, account: inJourney('address', 5), initialPath: `${J}/address` });
    await settle(h.router);
    h.actor.getSnapshot().children.journey!.send({ type: 'step.submit', values: { street: '12 Rizal St' } });
    await settle(h.router);
    expect(h.router.state.location.pathname).toBe(`${J}/bank-details`);
    h.history.back();
    await settle(h.router);
    expect(h.router.state.location.pathname).toBe(`${J}/address`);
    expect(journeyStep(h)).toBe('address');
    h.history.forward();
    await settle(h.router);
    expect(h.router.state.location.pathname).toBe(`${J}/bank-details`);
    expect(h.saves).toHaveLength(1);
  });

  it('a visitor is sent to /login and brought back to the page they asked for after signing in', async () => {
    const h = createHarness({ signedIn: false, account: inJourney('address', 5), initialPath: `${J}/personal-details` });
    await settle(h.router);
    expect(h.router.state.location.pathname).toBe('/login');
    h.signIn();
    await settle(h.router);
    expect(h.router.state.location.pathname).toBe(`${J}/personal-details`);
  });

  it('a signed-in borrower cannot reach the sign-in pages; "/" goes where the chart is', async () => {
    const h = createHarness({ signedIn: true, account: account(), initialPath: '/login' });
    await settle(h.router);
    expect(h.router.state.location.pathname).toBe('/home');
    await h.router.navigate({ to: '/' });
    await settle(h.router);
    expect(h.router.state.location.pathname).toBe('/home');
  });

  it('starting a journey from home pushes its first step; back from the first step returns home', async () => {
    const h = createHarness({ signedIn: true, account: account(), initialPath: '/home' });
    await settle(h.router);
    h.actor.send({ type: 'journey.start', journeyType: 'newLoan' });
    await settle(h.router);
    expect(h.router.state.location.pathname).toBe('/loan-calculator');
    h.actor.getSnapshot().children.journey!.send({ type: 'step.back' });
    await settle(h.router);
    expect(h.router.state.location.pathname).toBe('/home');
  });

  it('unknown paths are not found (404), not redirected', async () => {
    const h = createHarness({ signedIn: true, account: account(), initialPath: '/no-such-page' });
    await settle(h.router);
    expect(h.router.state.location.pathname).toBe('/no-such-page');
    expect(h.router.state.matches.map((m) => m.routeId)).toEqual(['__root__']);
  });
});
