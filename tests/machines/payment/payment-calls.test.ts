import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyActorRef } from 'xstate';
import { paymentMachine, type PaymentInput } from '@machines/payment/payment.machine';
import type { AmountDue, PaymentMethodOption, PaymentRequest, TransactionStatus } from '@machines/payment/payment-types';

/**
 * Which platform call the payment chart makes where, with what, and what it keeps of the answer: the calls by their
 * invoke id (the id names the call's answer event, `xstate.done.actor.<id>`, and the browser path suite holds the
 * callback's check by it: tests/paths-browser/actions.ts holdGroups), what a retry reads back and pays, and where
 * "Finish" and "See its status" lead. Issue W3-G: each case fails on a mutant of payment.machine.ts or
 * payment.setup.ts the other payment tests let through.
 */
const flush = () => new Promise((r) => setTimeout(r, 0));
const settle = async () => {
  for (let i = 0; i < 5; i += 1) await flush();
};

const pastDue: AmountDue = { purpose: 'DEDUCTION', loanId: 'L1', amount: 150_000 };
const methods: PaymentMethodOption[] = [
  { code: 'gcash', name: 'GCash', providerCode: 'GCH' },
  { code: 'maya', name: 'Maya', providerCode: 'PMY' },
];
type Gate = { resolve: () => void };

interface Options {
  /** What each reading of the dues answers, in turn (the last one repeats). */
  dues?: AmountDue[][];
  statuses?: TransactionStatus['status'][];
  /** Every call waits for `answer(name)` (to see the chart while it is out). */
  hold?: boolean;
}

function start(input: PaymentInput, opts: Options = {}) {
  const gates: Record<string, Gate[]> = {};
  const calls = { dues: [] as { loanId: string | undefined }[], fees: [] as { method: string; amount: number }[], submitted: [] as PaymentRequest[], statuses: [] as string[] };
  const reply = <T,>(name: string, value: () => T): Promise<T> =>
    opts.hold ? new Promise<T>((resolve) => (gates[name] ??= []).push({ resolve: () => resolve(value()) })) : Promise.resolve(value());
  let polls = 0;
  const machine = paymentMachine.provide({
    actors: {
      loadAmountsDue: fromPromise(async ({ input }) => {
        const n = calls.dues.push(input);
        return reply('dues', () => opts.dues?.[Math.min(n - 1, opts.dues.length - 1)] ?? [pastDue]);
      }),
      loadPaymentMethods: fromPromise(async () => reply('methods', () => methods)),
      fetchMethodFee: fromPromise(async ({ input }) => {
        calls.fees.push(input);
        return reply('fee', () => (input.method === 'gcash' ? 1_500 : 2_000));
      }),
      submitPayment: fromPromise(async ({ input }) => {
        calls.submitted.push(input);
        return reply('submit', () => ({ paymentId: 'P2', redirectUrl: '/provider/P2' }));
      }),
      fetchTransactionStatus: fromPromise(async ({ input }) => {
        calls.statuses.push(input.paymentId);
        return reply('status', (): TransactionStatus => {
          const status = opts.statuses?.[Math.min(polls++, opts.statuses.length - 1)] ?? 'PROCESSING';
          return { paymentId: input.paymentId, status, ...pastDue, method: 'maya' };
        });
      }),
    },
  });
  const actor = createActor(machine, { input }).start();
  const answer = async (name: string) => {
    await flush();
    const gate = gates[name]?.shift();
    if (!gate) throw new Error(`no ${name} call is waiting`);
    gate.resolve();
    await settle();
  };
  /** The calls out now, by invoke id. */
  const out = () => Object.keys(actor.getSnapshot().children as Record<string, AnyActorRef>);
  return { actor, calls, answer, out };
}

describe('the calls by their id', () => {
  it('each page names the call it waits for', async () => {
    const { actor, answer, out } = start({}, { hold: true, statuses: ['FAILED'] });
    expect(out()).toEqual(['loadAmountsDue']);
    await answer('dues');
    actor.send({ type: 'payment.continue' });
    expect(out()).toEqual(['loadPaymentMethods']);
    await answer('methods');
    actor.send({ type: 'method.select', method: 'gcash' });
    expect(out()).toEqual(['fetchMethodFee']);
    await answer('fee');
    actor.send({ type: 'payment.submit' });
    expect(out()).toEqual(['submitPayment']);

    const back = start({ callbackPaymentId: 'P1' }, { hold: true });
    expect(back.out()).toEqual(['checkTransaction']);
    await back.answer('status');
    expect(back.actor.getSnapshot().value).toEqual({ processing: { active: 'waiting' } });
    expect(back.out()).toEqual([]);
    const pending = start({ pendingPaymentId: 'P3' }, { hold: true });
    await pending.answer('dues');
    pending.actor.send({ type: 'payment.refresh' });
    expect(pending.out()).toEqual(['pollTransaction']);
    await pending.answer('status');

    const failed = start({ callbackPaymentId: 'P1' }, { hold: true, statuses: ['FAILED'] });
    await failed.answer('status');
    failed.actor.send({ type: 'payment.tryAgain' });
    expect(failed.actor.getSnapshot().value).toEqual({ paymentMode: 'reloading' });
    expect(failed.out()).toEqual(['reloadAmountsDue']);
    for (const a of [actor, back.actor, pending.actor, failed.actor]) a.stop();
  });
});

describe('Try again after a failed payment', () => {
  it("reads back what is owed on the failed payment's loan, not the loan the chart was opened for", async () => {
    const { actor, calls } = start({ loanId: 'L9', callbackPaymentId: 'P1' }, { statuses: ['FAILED'] });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ processing: 'failed' });
    actor.send({ type: 'payment.tryAgain' });
    await settle();
    expect(calls.dues).toEqual([{ loanId: 'L1' }]);
  });

  it('pays what is owed now: an amount lowered meanwhile is the one asked a fee for and paid; Back lists the new dues', async () => {
    const lowered: AmountDue = { ...pastDue, amount: 100_000 };
    const admin: AmountDue = { purpose: 'ADMIN', loanId: 'L1', amount: 900_000 };
    const { actor, calls } = start({ callbackPaymentId: 'P1' }, { statuses: ['FAILED'], dues: [[lowered, admin]] });
    await settle();
    actor.send({ type: 'payment.tryAgain' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ paymentMode: 'choosing' });
    expect(actor.getSnapshot().context).toMatchObject({ due: lowered, amountsDue: [lowered, admin], method: 'maya', fee: 2_000 });
    expect(calls.fees).toEqual([{ method: 'maya', amount: 100_000 }]);
    actor.send({ type: 'payment.submit' });
    await settle();
    expect(calls.submitted).toEqual([{ ...lowered, method: 'maya' }]);
    actor.send({ type: 'payment.back' });
    expect(actor.getSnapshot().value).toEqual({ payments: 'ready' });
    expect(actor.getSnapshot().context.amountsDue).toEqual([lowered, admin]);
  });

  it('keeps the failed payment’s method chosen and still lists every method to pick another', async () => {
    const { actor } = start({ callbackPaymentId: 'P1' }, { statuses: ['FAILED'] });
    await settle();
    actor.send({ type: 'payment.tryAgain' });
    await settle();
    expect(actor.getSnapshot().context.method).toBe('maya');
    expect(actor.getSnapshot().context.methods).toEqual(methods);
  });
});

describe('where Finish and "See its status" lead', () => {
  it('Finish after a failed payment: /payments, reading the dues again, the failed payment forgotten', async () => {
    const { actor, calls } = start({ callbackPaymentId: 'P1' }, { statuses: ['FAILED'] });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ processing: 'failed' });
    actor.send({ type: 'payment.finish' });
    expect(actor.getSnapshot().value).toEqual({ payments: 'loading' });
    expect(actor.getSnapshot().context).toMatchObject({ paymentId: undefined, transaction: undefined, arrival: 'fresh' });
    await settle();
    expect(calls.dues).toHaveLength(1);
    expect(actor.getSnapshot().value).toEqual({ payments: 'ready' });
  });

  it('"See its status" does nothing without a payment left pending (no status asked for a payment that is not there)', async () => {
    const { actor, calls } = start({});
    await settle();
    expect(actor.getSnapshot().value).toEqual({ payments: 'ready' });
    actor.send({ type: 'payment.refresh' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ payments: 'ready' });
    expect(calls.statuses).toEqual([]);
  });
});
