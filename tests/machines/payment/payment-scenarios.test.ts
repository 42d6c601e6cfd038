import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { paymentMachine, type PaymentInput } from '@machines/payment/payment.machine';
import type { AmountDue, PaymentMethodOption, PaymentRequest, TransactionStatus } from '@machines/payment/payment-types';

const flush = () => new Promise((r) => setTimeout(r, 0));
/** Several calls in a row (dues, methods, fee) each settle on their own tick. */
const settle = async () => {
  for (let i = 0; i < 5; i += 1) await flush();
};

const pastDue: AmountDue = { purpose: 'DEDUCTION', loanId: 'L1', amount: 150_000 };

function start(input: PaymentInput, statuses: TransactionStatus['status'][], opts: { feeFails?: boolean; dues?: AmountDue[] } = {}) {
  const clock = new SimulatedClock();
  const effects = { redirects: [] as string[], persisted: [] as string[], forgotten: 0, polls: 0, feeCalls: [] as string[], feeAmounts: [] as number[], submitted: [] as PaymentRequest[] };
  const machine = paymentMachine.provide({
    actors: {
      loadAmountsDue: fromPromise(async (): Promise<AmountDue[]> => opts.dues ?? [pastDue]),
      loadPaymentMethods: fromPromise(async (): Promise<PaymentMethodOption[]> => [
        { code: 'gcash', name: 'GCash', providerCode: 'GCH' },
        { code: 'maya', name: 'Maya', providerCode: 'PMY' },
      ]),
      fetchMethodFee: fromPromise(async ({ input }) => {
        effects.feeCalls.push(input.method);
        effects.feeAmounts.push(input.amount);
        if (opts.feeFails) throw new Error('Fee service is down');
        return input.method === 'gcash' ? 1500 : 2000;
      }),
      submitPayment: fromPromise(async ({ input }) => {
        effects.submitted.push(input);
        return { paymentId: 'P2', redirectUrl: `/sandbox/provider/${input.method}/P2` };
      }),
      fetchTransactionStatus: fromPromise(async ({ input }): Promise<TransactionStatus> => {
        const status = statuses[Math.min(effects.polls, statuses.length - 1)]!;
        effects.polls += 1;
        return { paymentId: input.paymentId, status, ...pastDue, method: 'gcash' };
      }),
    },
    actions: {
      redirectToProvider: (_, params) => void effects.redirects.push(params.url),
      persistPaymentId: (_, params) => void effects.persisted.push(params.paymentId),
      forgetPaymentId: () => void (effects.forgotten += 1),
    },
  });
  const actor = createActor(machine, { input, clock }).start();
  return { actor, clock, effects };
}

describe('payment chart with fake actors', () => {
  it('pays a past-due amount with GCash: fee, redirect to the provider, payment id persisted', async () => {
    const { actor, effects } = start({}, ['SUCCESSFUL']);
    await flush();
    expect(actor.getSnapshot().context.due).toEqual(pastDue);
    actor.send({ type: 'payment.continue' });
    await flush();
    actor.send({ type: 'method.select', method: 'gcash' });
    await flush();
    expect(actor.getSnapshot().context.fee).toBe(1500);
    actor.send({ type: 'payment.submit' });
    await flush();
    expect(actor.getSnapshot().matches({ paymentMode: 'redirecting' })).toBe(true);
    expect(effects.redirects).toEqual(['/sandbox/provider/gcash/P2']);
    expect(effects.persisted).toEqual(['P2']);
  });

  it('clears the fee as soon as the method changes, and cannot submit until the new fee arrives', async () => {
    const { actor } = start({}, ['SUCCESSFUL']);
    await flush();
    actor.send({ type: 'payment.continue' });
    await flush();
    actor.send({ type: 'method.select', method: 'gcash' });
    await flush();
    actor.send({ type: 'method.select', method: 'maya' });
    expect(actor.getSnapshot().context.fee).toBeUndefined();
    expect(actor.getSnapshot().can({ type: 'payment.submit' })).toBe(false);
    await flush();
    expect(actor.getSnapshot().context.fee).toBe(2000);
  });

  it('a failed fee call shows the error and retries on request', async () => {
    const { actor, effects } = start({}, ['SUCCESSFUL'], { feeFails: true });
    await flush();
    actor.send({ type: 'payment.continue' });
    await flush();
    actor.send({ type: 'method.select', method: 'gcash' });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ showError: true, errorMessage: 'Fee service is down' });
    actor.send({ type: 'payment.retry' });
    await flush();
    expect(effects.feeCalls).toEqual(['gcash', 'gcash']);
  });

  it('after the callback polls with growing delays until the provider answers', async () => {
    const { actor, clock, effects } = start({ callbackPaymentId: 'P1' }, ['PENDING', 'PROCESSING', 'PROCESSING', 'SUCCESSFUL']);
    await flush();
    expect(actor.getSnapshot().matches({ processing: { active: 'waiting' } })).toBe(true);
    expect(effects.polls).toBe(1);
    clock.increment(1999);
    await flush();
    expect(effects.polls).toBe(1);
    clock.increment(1); // first poll after 2 s (count 1 -> 4 s next)
    await flush();
    expect(effects.polls).toBe(2);
    clock.increment(3999);
    await flush();
    expect(effects.polls).toBe(2);
    clock.increment(1);
    await flush();
    expect(effects.polls).toBe(3);
    clock.increment(8000);
    await flush();
    expect(actor.getSnapshot().matches({ processing: 'successful' })).toBe(true);
    expect(effects.forgotten).toBe(1);
  });

  it('a provider that never answers hits the time limit and says so; checking again resumes polling', async () => {
    const { actor, clock, effects } = start({ callbackPaymentId: 'P1' }, ['PROCESSING']);
    await flush();
    for (let t = 0; t < 60; t += 1) {
      clock.increment(1000);
      await flush();
    }
    expect(actor.getSnapshot().matches({ processing: 'timedOut' })).toBe(true);
    const polls = effects.polls;
    expect(polls).toBeGreaterThan(5);
    expect(polls).toBeLessThan(15); // backoff, not a poll every second
    actor.send({ type: 'payment.refresh' });
    await flush();
    expect(effects.polls).toBe(polls + 1);
  });

  it('a borrower who comes back during processing sees what is due, and the same payment behind "See its status"', async () => {
    const { actor, effects } = start({ pendingPaymentId: 'P7' }, ['FAILED']);
    await settle();
    // Issue W3-B item 5: /payments never hides a due amount behind a pending payment.
    expect(actor.getSnapshot().matches({ payments: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context.amountsDue).toEqual([pastDue]);
    expect(actor.getSnapshot().context.paymentId).toBe('P7');
    actor.send({ type: 'payment.refresh' });
    await settle();
    expect(actor.getSnapshot().matches({ processing: 'failed' })).toBe(true);
    expect(effects.forgotten).toBe(1);
    actor.send({ type: 'payment.tryAgain' });
    await settle();
    expect(actor.getSnapshot().matches({ paymentMode: 'choosing' })).toBe(true);
    expect(actor.getSnapshot().context.paymentId).toBeUndefined();
  });

  // W2-B 5: back from the provider (the chart never loaded the dues), "Try again" sent amount_centavos=0.
  for (const [how, input, status] of [
    ['declined, seen on the callback', { callbackPaymentId: 'P1' }, 'FAILED'],
    ['cancelled, seen on return', { pendingPaymentId: 'P1' }, 'CANCELLED'],
  ] as const) {
    it(`try again after a payment ${how}: same purpose and amount, any method, and Back lists what is due`, async () => {
      const { actor, effects } = start(input, [status], { dues: [pastDue, { purpose: 'ADMIN', loanId: 'L1', amount: 900_000 }] });
      await settle();
      if ('pendingPaymentId' in input) {
        actor.send({ type: 'payment.refresh' });
        await settle();
      }
      expect(actor.getSnapshot().matches({ processing: 'failed' })).toBe(true);
      actor.send({ type: 'payment.tryAgain' });
      await settle();
      expect(actor.getSnapshot().context).toMatchObject({ due: pastDue, method: 'gcash', fee: 1500 });
      actor.send({ type: 'method.select', method: 'maya' });
      await settle();
      actor.send({ type: 'payment.submit' });
      await settle();
      expect(effects.feeAmounts).toEqual([150_000, 150_000]);
      expect(effects.submitted).toEqual([{ ...pastDue, method: 'maya' }]);
      expect(effects.redirects).toEqual(['/sandbox/provider/maya/P2']);
    });
  }

  it('Back from a retried payment shows the payments page with what is due, never "nothing to pay"', async () => {
    const { actor } = start({ callbackPaymentId: 'P1' }, ['FAILED']);
    await settle();
    actor.send({ type: 'payment.tryAgain' });
    await settle();
    actor.send({ type: 'payment.back' });
    await settle();
    expect(actor.getSnapshot().matches({ payments: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context.amountsDue).toEqual([pastDue]);
  });

  it('a retry whose amount was paid meanwhile lands on the payments page instead of paying twice', async () => {
    const { actor, effects } = start({ callbackPaymentId: 'P1' }, ['FAILED'], { dues: [] });
    await settle();
    actor.send({ type: 'payment.tryAgain' });
    await settle();
    expect(actor.getSnapshot().matches({ payments: 'ready' })).toBe(true);
    expect(effects.feeCalls).toEqual([]);
  });

  it('failed calls keep the borrower on the page with showError', async () => {
    const clock = new SimulatedClock();
    const failing = vi.fn(async (): Promise<AmountDue[]> => {
      throw new Error('Recovery service is unavailable');
    });
    const actor = createActor(paymentMachine.provide({ actors: { loadAmountsDue: fromPromise(failing) } }), { input: {}, clock }).start();
    await flush();
    expect(actor.getSnapshot().matches({ payments: 'error' })).toBe(true);
    expect(actor.getSnapshot().context.errorMessage).toBe('Recovery service is unavailable');
    actor.send({ type: 'payment.retry' });
    await flush();
    expect(failing).toHaveBeenCalledTimes(2);
  });
});

describe('a payment the provider never answers (issue W3-B item 5)', () => {
  const timeOut = async (actor: ReturnType<typeof start>['actor'], clock: SimulatedClock) => {
    for (let t = 0; t < 60; t += 1) {
      clock.increment(1000);
      await flush();
    }
    expect(actor.getSnapshot().matches({ processing: 'timedOut' })).toBe(true);
  };

  it('after a minute offers another method: same purpose and amount, no method, the pending payment let go', async () => {
    const { actor, clock, effects } = start({ callbackPaymentId: 'P1' }, ['PROCESSING']);
    await flush();
    await timeOut(actor, clock);
    actor.send({ type: 'payment.tryAgain' });
    await settle();
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().matches({ paymentMode: 'choosing' })).toBe(true);
    expect(context).toMatchObject({ due: pastDue, method: undefined, paymentId: undefined });
    expect(effects.forgotten).toBe(1);
  });

  it('or back to the payments page, which lists what is due', async () => {
    const { actor, clock } = start({ callbackPaymentId: 'P1' }, ['PROCESSING']);
    await flush();
    await timeOut(actor, clock);
    actor.send({ type: 'payment.finish' });
    await settle();
    expect(actor.getSnapshot().matches({ payments: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context.amountsDue).toEqual([pastDue]);
  });
});
