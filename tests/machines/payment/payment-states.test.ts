import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import { paymentMachine } from '@machines/payment/payment.machine';
import type { AmountDue, PaymentMethodOption, PaymentRequest, TransactionStatus } from '@machines/payment/payment-types';

/**
 * Every state of the payment chart as the screens read it: its tags (what a screen shows: a spinner for `loading`, the
 * error with a retry for `error`, the status page's spinner for `processing`), the error cleared on the way in, and
 * the effects on entry (the payment id kept and let go, the redirect). Issue W3-G: the chart's configuration is built
 * when the module loads, so each mutant of it runs every payment test; these name what each piece is for.
 */
const flush = () => new Promise((r) => setTimeout(r, 0));
const settle = async () => {
  for (let i = 0; i < 5; i += 1) await flush();
};
const due: AmountDue = { purpose: 'DEDUCTION', loanId: 'L1', amount: 150_000 };
type Gate = { resolve: () => void; reject: (e: Error) => void };

function start(input: Parameters<typeof createActor<typeof paymentMachine>>[1] extends infer O ? (O extends { input?: infer I } ? I : never) : never, opts: { statuses?: TransactionStatus['status'][]; dues?: AmountDue[][] } = {}) {
  const clock = new SimulatedClock();
  const gates: Record<string, Gate[]> = {};
  const effects = { persisted: [] as string[], forgotten: 0, redirects: [] as string[], fees: [] as string[], submitted: [] as PaymentRequest[], dueCalls: 0 };
  /** A call that waits until the test lets it answer (or fail). */
  const held = <T,>(name: string, value: () => T) =>
    new Promise<T>((resolve, reject) => (gates[name] ??= []).push({ resolve: () => resolve(value()), reject }));
  let polls = 0;
  const machine = paymentMachine.provide({
    actors: {
      loadAmountsDue: fromPromise(async () => held('dues', () => opts.dues?.[Math.min(effects.dueCalls++, opts.dues.length - 1)] ?? [due])),
      loadPaymentMethods: fromPromise(async () => held<PaymentMethodOption[]>('methods', () => [{ code: 'gcash', name: 'GCash', providerCode: 'GCH' }])),
      fetchMethodFee: fromPromise(async ({ input }) => {
        effects.fees.push(input.method);
        return held('fee', () => (input.method === 'gcash' ? 1_500 : 2_000));
      }),
      submitPayment: fromPromise(async ({ input }) => {
        effects.submitted.push(input);
        return held('submit', () => ({ paymentId: 'P2', redirectUrl: '/provider/P2' }));
      }),
      fetchTransactionStatus: fromPromise(async ({ input }) =>
        held('status', (): TransactionStatus => {
          const status = opts.statuses?.[Math.min(polls++, (opts.statuses?.length ?? 1) - 1)] ?? 'PROCESSING';
          return { paymentId: input.paymentId, status, ...due, method: 'maya' };
        }),
      ),
    },
    actions: {
      persistPaymentId: (_, params) => void effects.persisted.push(params.paymentId),
      forgetPaymentId: () => void (effects.forgotten += 1),
      redirectToProvider: (_, params) => void effects.redirects.push(params.url),
    },
  });
  const actor = createActor(machine, { input, clock }).start();
  const answer = async (name: string) => {
    await flush();
    const gate = gates[name]?.shift();
    if (!gate) throw new Error(`no ${name} call is waiting`);
    gate.resolve();
    await settle();
  };
  const fail = async (name: string) => {
    await flush();
    const gate = gates[name]?.shift();
    if (!gate) throw new Error(`no ${name} call is waiting`);
    gate.reject(new Error(`${name} failed`));
    await settle();
  };
  return { actor, clock, effects, answer, fail };
}

const at = (s: SnapshotFrom<typeof paymentMachine>) => ({ state: s.value, tags: [...s.tags].sort(), showError: s.context.showError });

describe('payment chart: states, tags and effects', () => {
  it('from /payments to the provider: loading while each call is out, errors with their retry, the error cleared on the way in', async () => {
    const { actor, effects, answer, fail } = start({});
    expect(at(actor.getSnapshot())).toEqual({ state: { payments: 'loading' }, tags: ['loading'], showError: false });
    await fail('dues');
    expect(at(actor.getSnapshot())).toEqual({ state: { payments: 'error' }, tags: ['error'], showError: true });
    actor.send({ type: 'payment.retry' });
    expect(at(actor.getSnapshot())).toEqual({ state: { payments: 'loading' }, tags: ['loading'], showError: false });
    await answer('dues');
    expect(at(actor.getSnapshot())).toEqual({ state: { payments: 'ready' }, tags: [], showError: false });

    actor.send({ type: 'payment.continue' });
    expect(at(actor.getSnapshot())).toEqual({ state: { paymentMode: 'loading' }, tags: ['loading'], showError: false });
    await fail('methods');
    expect(at(actor.getSnapshot())).toEqual({ state: { paymentMode: 'error' }, tags: ['error'], showError: true });
    actor.send({ type: 'payment.retry' });
    expect(at(actor.getSnapshot()).showError).toBe(false);
    await answer('methods');
    expect(at(actor.getSnapshot())).toEqual({ state: { paymentMode: 'choosing' }, tags: [], showError: false });
    expect(actor.getSnapshot().context.methods.map((m) => m.code)).toEqual(['gcash']);

    // No fee yet: Pay does nothing.
    actor.send({ type: 'payment.submit' });
    expect(actor.getSnapshot().matches({ paymentMode: 'choosing' })).toBe(true);
    actor.send({ type: 'method.select', method: 'maya' });
    expect(at(actor.getSnapshot())).toEqual({ state: { paymentMode: 'loadingFee' }, tags: ['loading'], showError: false });
    // Another method while the fee is out: its own fee is asked for.
    actor.send({ type: 'method.select', method: 'gcash' });
    expect(effects.fees).toEqual(['maya', 'gcash']);
    expect(actor.getSnapshot().context.method).toBe('gcash');
    await fail('fee');
    await fail('fee');
    expect(at(actor.getSnapshot())).toEqual({ state: { paymentMode: 'feeError' }, tags: ['error'], showError: true });
    actor.send({ type: 'payment.retry' });
    expect(at(actor.getSnapshot())).toEqual({ state: { paymentMode: 'loadingFee' }, tags: ['loading'], showError: false });
    await fail('fee');
    actor.send({ type: 'method.select', method: 'maya' });
    expect(actor.getSnapshot().matches({ paymentMode: 'loadingFee' })).toBe(true);
    expect(actor.getSnapshot().context.fee).toBeUndefined();
    await answer('fee');
    expect(actor.getSnapshot().context).toMatchObject({ method: 'maya', fee: 2_000 });

    actor.send({ type: 'payment.submit' });
    expect(at(actor.getSnapshot())).toEqual({ state: { paymentMode: 'submitting' }, tags: ['loading'], showError: false });
    expect(effects.submitted).toEqual([{ ...due, method: 'maya' }]);
    await fail('submit');
    expect(at(actor.getSnapshot())).toEqual({ state: { paymentMode: 'submitError' }, tags: ['error'], showError: true });
    actor.send({ type: 'payment.retry' });
    expect(at(actor.getSnapshot())).toEqual({ state: { paymentMode: 'submitting' }, tags: ['loading'], showError: false });
    await answer('submit');
    expect(at(actor.getSnapshot())).toEqual({ state: { paymentMode: 'redirecting' }, tags: ['loading'], showError: false });
    expect(actor.getSnapshot().context).toMatchObject({ paymentId: 'P2', redirectUrl: '/provider/P2' });
    expect(effects.persisted).toEqual(['P2']);
    expect(effects.redirects).toEqual(['/provider/P2']);
  });

  it('a submit error offers another method; Back lists what is due', async () => {
    const { actor, answer, fail } = start({});
    await answer('dues');
    actor.send({ type: 'payment.continue' });
    await answer('methods');
    actor.send({ type: 'method.select', method: 'gcash' });
    await answer('fee');
    actor.send({ type: 'payment.submit' });
    await fail('submit');
    actor.send({ type: 'method.select', method: 'maya' });
    expect(at(actor.getSnapshot())).toEqual({ state: { paymentMode: 'loadingFee' }, tags: ['loading'], showError: false });
    actor.send({ type: 'payment.back' });
    expect(at(actor.getSnapshot())).toEqual({ state: { payments: 'ready' }, tags: [], showError: false });
  });

  it('back from the provider: checking (loading), then the status page (processing), the id kept', async () => {
    const { actor, effects, answer, fail } = start({ callbackPaymentId: 'P1' }, { statuses: ['PROCESSING', 'SUCCESSFUL'] });
    expect(at(actor.getSnapshot())).toEqual({ state: { callback: 'checking' }, tags: ['loading'], showError: false });
    expect(effects.persisted).toEqual(['P1']);
    await fail('status');
    expect(at(actor.getSnapshot())).toEqual({ state: { callback: 'error' }, tags: ['error'], showError: true });
    actor.send({ type: 'payment.retry' });
    expect(at(actor.getSnapshot())).toEqual({ state: { callback: 'checking' }, tags: ['loading'], showError: false });
    await answer('status');
    expect(at(actor.getSnapshot())).toEqual({ state: { processing: { active: 'waiting' } }, tags: ['processing'], showError: false });
    expect(actor.getSnapshot().context.transaction?.status).toBe('PROCESSING');
  });

  it('a failed poll shows the error on the status page; retrying polls again with the error cleared', async () => {
    const { actor, answer, fail } = start({ pendingPaymentId: 'P1' }, { statuses: ['SUCCESSFUL'] });
    await answer('dues');
    actor.send({ type: 'payment.refresh' });
    expect(at(actor.getSnapshot())).toEqual({ state: { processing: { active: 'polling' } }, tags: ['processing'], showError: false });
    await fail('status');
    expect(at(actor.getSnapshot())).toEqual({ state: { processing: { active: 'error' } }, tags: ['error', 'processing'], showError: true });
    actor.send({ type: 'payment.retry' });
    expect(at(actor.getSnapshot())).toEqual({ state: { processing: { active: 'polling' } }, tags: ['processing'], showError: false });
    await answer('status');
    expect(at(actor.getSnapshot())).toEqual({ state: { processing: 'successful' }, tags: [], showError: false });
  });

  it('the end of a payment: the id let go once; Finish is a fresh start on /payments', async () => {
    const { actor, effects, answer } = start({ callbackPaymentId: 'P1' }, { statuses: ['SUCCESSFUL'] });
    await answer('status');
    expect(actor.getSnapshot().matches({ processing: 'successful' })).toBe(true);
    expect(effects.forgotten).toBe(1);
    actor.send({ type: 'payment.finish' });
    expect(actor.getSnapshot().matches({ payments: 'loading' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ paymentId: undefined, redirectUrl: undefined, transaction: undefined, fee: undefined, pollCount: 0, arrival: 'fresh' });
  });

  it('after a failure, Try again pays the same amount again with the same method, read back first (loading)', async () => {
    const { actor, effects, answer } = start({ callbackPaymentId: 'P1' }, { statuses: ['FAILED'] });
    await answer('status');
    expect(at(actor.getSnapshot())).toEqual({ state: { processing: 'failed' }, tags: [], showError: false });
    expect(effects.forgotten).toBe(1);
    actor.send({ type: 'payment.tryAgain' });
    expect(at(actor.getSnapshot())).toEqual({ state: { paymentMode: 'reloading' }, tags: ['loading'], showError: false });
    expect(actor.getSnapshot().context).toMatchObject({ due, method: 'maya', paymentId: undefined, pollCount: 0, arrival: 'fresh' });
    await answer('dues');
    expect(actor.getSnapshot().matches({ paymentMode: 'loading' })).toBe(true);
    await answer('methods');
    // The method of the failed payment stays chosen: its fee is asked for at once.
    expect(actor.getSnapshot().matches({ paymentMode: 'loadingFee' })).toBe(true);
    expect(effects.fees).toEqual(['maya']);
  });

  it('a retry whose reading of the dues fails shows the error there, and retrying reads them again', async () => {
    const { actor, answer, fail } = start({ callbackPaymentId: 'P1' }, { statuses: ['CANCELLED'] });
    await answer('status');
    actor.send({ type: 'payment.tryAgain' });
    await fail('dues');
    expect(at(actor.getSnapshot())).toEqual({ state: { paymentMode: 'reloadError' }, tags: ['error'], showError: true });
    actor.send({ type: 'payment.retry' });
    expect(at(actor.getSnapshot())).toEqual({ state: { paymentMode: 'reloading' }, tags: ['loading'], showError: false });
    // Back before the dues are known: /payments loads them.
    actor.send({ type: 'payment.back' });
    expect(at(actor.getSnapshot())).toEqual({ state: { payments: 'loading' }, tags: ['loading'], showError: false });
  });

  it('past the time limit: another method lets this payment go and keeps the amount, with no method chosen', async () => {
    const { actor, clock, effects, answer } = start({ callbackPaymentId: 'P1' }, { statuses: ['PENDING'] });
    await answer('status');
    for (let t = 0; t < 60; t += 1) {
      clock.increment(1_000);
      await flush();
      await answer('status').catch(() => {});
    }
    expect(at(actor.getSnapshot())).toEqual({ state: { processing: 'timedOut' }, tags: ['processing'], showError: false });
    actor.send({ type: 'payment.tryAgain' });
    expect(effects.forgotten).toBe(1);
    expect(actor.getSnapshot().matches({ paymentMode: 'reloading' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ due, method: undefined, paymentId: undefined, fee: undefined, pollCount: 0, arrival: 'fresh' });
  });

  it('the provider can send the borrower back at any time: the callback opens with its payment id', async () => {
    const { actor, effects } = start({});
    actor.send({ type: 'payment.callback', paymentId: 'P9' } as never);
    expect(actor.getSnapshot().matches({ callback: 'checking' })).toBe(true);
    expect(actor.getSnapshot().context.paymentId).toBe('P9');
    expect(effects.persisted).toEqual(['P9']);
    await waitFor(actor, (s) => s.matches({ callback: 'checking' }));
  });
});
