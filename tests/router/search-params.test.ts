// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { account, createHarness, settle } from './harness';

/** The payment chart's context, once the app chart runs it. */
const paymentContext = (h: ReturnType<typeof createHarness>) =>
  (h.actor.getSnapshot().children.payment?.getSnapshot() as { context: { paymentId?: string; arrival: string } } | undefined)?.context;

describe('search params, parsed by the router into typed nav.request fields', () => {
  it('back from the payment provider: /recovery/callback?payment_id=... opens the callback for that payment', async () => {
    const h = createHarness({ signedIn: true, account: account(), initialPath: '/recovery/callback?payment_id=12345' });
    await settle(h.router);
    expect(h.router.state.location.pathname).toBe('/recovery/callback');
    // Digits stay the string the provider sent (not the number 12345).
    expect(paymentContext(h)).toMatchObject({ arrival: 'callback', paymentId: '12345' });
  });

  it('a malformed payment_id is dropped by the router: the borrower lands on Payments, nothing is looked up', async () => {
    const h = createHarness({ signedIn: true, account: account(), initialPath: `/recovery/callback?payment_id=${encodeURIComponent('<script>x</script>')}` });
    await settle(h.router);
    expect(h.router.state.location.pathname).toBe('/payments');
    expect(paymentContext(h)).toMatchObject({ arrival: 'fresh', paymentId: undefined });
  });

  it('/loan-details?loan_id=... asks the repayments chart for that loan', async () => {
    const h = createHarness({ signedIn: true, account: account(), initialPath: '/loan-details?loan_id=L-9' });
    await settle(h.router);
    const repayments = h.actor.getSnapshot().children.repayments?.getSnapshot() as { context: { loanId?: string } } | undefined;
    expect(repayments?.context.loanId).toBe('L-9');
  });

  it('a visitor coming back from the provider signs in and still reaches the callback for their payment', async () => {
    const h = createHarness({ signedIn: false, account: account(), initialPath: '/recovery/callback?payment_id=P7' });
    await settle(h.router);
    expect(h.router.state.location.pathname).toBe('/login');
    h.signIn();
    await settle(h.router);
    expect(h.router.state.location.pathname).toBe('/recovery/callback');
    expect(paymentContext(h)).toMatchObject({ arrival: 'callback', paymentId: 'P7' });
  });
});
