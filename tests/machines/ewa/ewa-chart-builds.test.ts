import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ewaAccounts } from '@machines/ewa/ewa.samples';

/**
 * The EWA chart builds. XState checks a chart's configuration (initial states, targets) when the chart is created,
 * at module load, and throws on a broken one; a test file importing the chart at its top then fails to load, which
 * the mutation run counts as "no test ran" (tests/machines/payment/payment-chart-builds.test.ts). Here the chart is
 * imported inside the test, so a broken chart fails it.
 */
describe('the EWA chart builds', () => {
  it('loads, decides each page, goes between its pages, and leaves home or to a journey', async () => {
    const { ewaMachine } = await import('@machines/ewa/ewa.machine');
    expect(ewaMachine.id).toBe('ewa');
    const actor = createActor(ewaMachine, { input: { route: '/ewa/product-description', account: ewaAccounts.activatable } }).start();
    expect(actor.getSnapshot().value).toBe('ewaDescription');
    actor.send({ type: 'nav.request', path: '/insta-funds/product-description' });
    expect(actor.getSnapshot().value).toBe('instaFunds');
    actor.send({ type: 'step.back' });
    expect(actor.getSnapshot().output).toEqual({ next: 'home' });

    const reason = createActor(ewaMachine, { input: { route: '/ewa/ineligible', account: ewaAccounts.notOffered } }).start();
    expect(reason.getSnapshot().value).toBe('ewaIneligible');
    reason.send({ type: 'step.back' });
    expect(reason.getSnapshot().output).toEqual({ next: 'home' });

    const active = createActor(ewaMachine, { input: { route: '/ewa/product-description', account: ewaAccounts.active } }).start();
    expect(active.getSnapshot().output).toEqual({ next: 'journey', journeyType: 'ewaWithdrawal' });
  });
});
