import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ApiClient } from '~/api/client';
import type { Endpoint } from '~/api/endpoint';
import { paymentDetails, paymentMethodList } from '~/api/contract/recovery';
import { paymentMachine } from '@machines/payment/payment.machine';
import type { AmountDue, PaymentContext, PaymentMethodOption } from '@machines/payment/payment-types';
import { providePaymentMachine } from '~/payment/payment-actors';

/**
 * The payment chart's edge (src/payment/payment-actors.ts) over a fake API client: which dues it lists and that it
 * lets go of a request the borrower left; the chart run without its edge (which call is missing, in the message
 * shown); and the rule behind "Pay". Issue W3-G: each case fails on a mutant the other payment tests let through.
 */
const storage = { getItem: () => null, setItem: () => {}, removeItem: () => {} };

/** An API client answering `answers` by endpoint path (a path without an answer never answers), recording each call. */
function fakeApi(answers: Record<string, unknown>) {
  const calls: { path: string; signal: AbortSignal | undefined }[] = [];
  const api = (async (endpoint: Endpoint, input: { signal?: AbortSignal }) => {
    calls.push({ path: endpoint.path, signal: input.signal });
    if (!(endpoint.path in answers)) return new Promise(() => {});
    return answers[endpoint.path];
  }) as unknown as ApiClient;
  return { api, calls };
}

describe('the edge', () => {
  it('lists only amounts above zero: a purpose with nothing owed (₱0.00) is not offered, one centavo is', async () => {
    const { api } = fakeApi({
      [paymentDetails.path]: {
        dues: [
          { loan_id: 'L1', purpose: 'DEDUCTION', amount_centavos: 150_000 },
          { loan_id: 'L1', purpose: 'ADMIN', amount_centavos: 0 },
          { loan_id: 'L1', purpose: 'RECOVERY', amount_centavos: 1 },
        ],
        user_email: null,
        deposit_amount_centavos: 0,
      },
    });
    const actor = createActor(providePaymentMachine({ api, storage, redirect: () => {} }), { input: {} }).start();
    await waitFor(actor, (s) => s.matches({ payments: 'ready' }));
    expect(actor.getSnapshot().context.amountsDue).toEqual([
      { purpose: 'DEDUCTION', loanId: 'L1', amount: 150_000 },
      { purpose: 'RECOVERY', loanId: 'L1', amount: 1 },
    ]);
  });

  it('Back while the methods are loading cancels their request', async () => {
    const { api, calls } = fakeApi({
      [paymentDetails.path]: { dues: [{ loan_id: 'L1', purpose: 'DEDUCTION', amount_centavos: 150_000 }], user_email: null, deposit_amount_centavos: 0 },
    });
    const actor = createActor(providePaymentMachine({ api, storage, redirect: () => {} }), { input: {} }).start();
    await waitFor(actor, (s) => s.matches({ payments: 'ready' }));
    actor.send({ type: 'payment.continue' });
    const methodsCall = calls.find((c) => c.path === paymentMethodList.path);
    expect(methodsCall?.signal?.aborted).toBe(false);
    actor.send({ type: 'payment.back' });
    expect(actor.getSnapshot().value).toEqual({ payments: 'ready' });
    expect(methodsCall?.signal?.aborted).toBe(true);
  });
});

describe('the chart without its edge', () => {
  const missing = async (input: object) => {
    const actor = createActor(paymentMachine, { input }).start();
    await waitFor(actor, (s) => s.hasTag('error'));
    return actor.getSnapshot().context.errorMessage;
  };

  it('says which platform call it was not given, where that call is made', async () => {
    expect(await missing({})).toBe('loadAmountsDue not provided');
    expect(await missing({ callbackPaymentId: 'P1' })).toBe('fetchTransactionStatus not provided');
    const withDues = paymentMachine.provide({
      actors: {
        loadAmountsDue: fromPromise(async (): Promise<AmountDue[]> => [{ purpose: 'DEDUCTION', loanId: 'L1', amount: 150_000 }]),
        loadPaymentMethods: fromPromise(async (): Promise<PaymentMethodOption[]> => [{ code: 'gcash', name: 'GCash', providerCode: 'GCH' }]),
        fetchMethodFee: fromPromise(async () => 1_500),
      },
    });
    const go = async (steps: (a: ReturnType<typeof createActor<typeof withDues>>) => Promise<void>, only: Partial<typeof withDues.implementations.actors>) => {
      const actor = createActor(withDues.provide({ actors: only }), { input: {} }).start();
      await waitFor(actor, (s) => s.matches({ payments: 'ready' }));
      await steps(actor);
      await waitFor(actor, (s) => s.hasTag('error'));
      return actor.getSnapshot().context.errorMessage;
    };
    const unprovided = paymentMachine.implementations.actors;
    expect(await go(async (a) => a.send({ type: 'payment.continue' }), { loadPaymentMethods: unprovided.loadPaymentMethods })).toBe('loadPaymentMethods not provided');
    expect(
      await go(
        async (a) => {
          a.send({ type: 'payment.continue' });
          await waitFor(a, (s) => s.matches({ paymentMode: 'choosing' }));
          a.send({ type: 'method.select', method: 'gcash' });
        },
        { fetchMethodFee: unprovided.fetchMethodFee },
      ),
    ).toBe('fetchMethodFee not provided');
    expect(
      await go(async (a) => {
        a.send({ type: 'payment.continue' });
        await waitFor(a, (s) => s.matches({ paymentMode: 'choosing' }));
        a.send({ type: 'method.select', method: 'gcash' });
        await waitFor(a, (s) => s.context.fee !== undefined);
        a.send({ type: 'payment.submit' });
      }, {}),
    ).toBe('submitPayment not provided');
  });
});

describe('the rule behind "Pay"', () => {
  const hasFee = paymentMachine.implementations.guards.hasFee as unknown as (args: { context: Partial<PaymentContext> }) => boolean;

  it('needs a method and its fee: neither, a method whose fee is not known yet, or a fee without a method is not enough', () => {
    expect(hasFee({ context: { method: 'gcash', fee: 1_500 } })).toBe(true);
    expect(hasFee({ context: { method: 'gcash', fee: 0 } })).toBe(true);
    expect(hasFee({ context: { method: undefined, fee: undefined } })).toBe(false);
    expect(hasFee({ context: { method: 'gcash', fee: undefined } })).toBe(false);
    expect(hasFee({ context: { method: undefined, fee: 1_500 } })).toBe(false);
  });
});
