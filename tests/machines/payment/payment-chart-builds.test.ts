import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { AmountDue, PaymentMethodOption, TransactionStatus } from '@machines/payment/payment-types';

/**
 * The payment chart builds. XState checks a chart's configuration (each compound state's initial state, every
 * target, the ids `#payment.…` targets name) when the chart is created, at module load, and throws on a broken one.
 * The chart is imported inside the test here, so a broken chart fails this test. The other payment test files import
 * it at their top: a broken chart makes them fail to load, which the mutation run (Stryker's vitest runner) counts
 * as "no test ran", not as a failure (issue W3-G: 14 mutants of payment.machine.ts that broke the chart "survived").
 */
const due: AmountDue = { purpose: 'DEDUCTION', loanId: 'L1', amount: 150_000 };

describe('the payment chart builds', () => {
  it('loads and starts where each arrival begins: /payments loading what is due, or the callback checking the payment', async () => {
    const { paymentMachine } = await import('@machines/payment/payment.machine');
    expect(paymentMachine.id).toBe('payment');
    const machine = paymentMachine.provide({
      actors: {
        loadAmountsDue: fromPromise(async (): Promise<AmountDue[]> => new Promise<AmountDue[]>(() => {})),
        fetchTransactionStatus: fromPromise(async (): Promise<TransactionStatus> => new Promise<TransactionStatus>(() => {})),
      },
    });
    const fresh = createActor(machine, { input: {} }).start();
    expect(fresh.getSnapshot().value).toEqual({ payments: 'loading' });
    const back = createActor(machine, { input: { callbackPaymentId: 'P1' } }).start();
    expect(back.getSnapshot().value).toEqual({ callback: 'checking' });
    fresh.stop();
    back.stop();
  });

  it('goes through its pages: the dues listed, the method page, the status page of a payment still processing', async () => {
    const { paymentMachine } = await import('@machines/payment/payment.machine');
    const machine = paymentMachine.provide({
      actors: {
        loadAmountsDue: fromPromise(async (): Promise<AmountDue[]> => [due]),
        loadPaymentMethods: fromPromise(async (): Promise<PaymentMethodOption[]> => [{ code: 'gcash', name: 'GCash', providerCode: 'GCH' }]),
        fetchTransactionStatus: fromPromise(async ({ input }): Promise<TransactionStatus> => ({ paymentId: input.paymentId, status: 'PROCESSING', ...due, method: 'gcash' })),
      },
    });
    const actor = createActor(machine, { input: { pendingPaymentId: 'P1' } }).start();
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().value).toEqual({ payments: 'ready' });
    actor.send({ type: 'payment.continue' });
    expect(actor.getSnapshot().value).toEqual({ paymentMode: 'loading' });
    actor.send({ type: 'payment.back' });
    actor.send({ type: 'payment.refresh' });
    expect(actor.getSnapshot().value).toEqual({ processing: { active: 'polling' } });
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().value).toEqual({ processing: { active: 'waiting' } });
    actor.stop();
  });
});
