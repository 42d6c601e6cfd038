import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { paymentMachine, type PaymentInput } from '@machines/payment/payment.machine';
import type { AmountDue, PaymentMethodOption, TransactionStatus } from '@machines/payment/payment-types';
import { routedStates } from '@machines/shared/meta';
import { done, fail, walkChart } from '../documents/walk-chart';

const due: AmountDue[] = [
  { purpose: 'DEDUCTION', loanId: 'L1', amount: 150_000 },
  { purpose: 'ADMIN', loanId: 'L1', amount: 900_000 },
];
const methods: PaymentMethodOption[] = [
  { code: 'gcash', name: 'GCash', providerCode: 'GCH' },
  { code: 'maya', name: 'Maya', providerCode: 'PMY' },
];
const tx = (status: TransactionStatus['status']): TransactionStatus => ({ paymentId: 'P1', status });
const boom = new Error('Service unavailable');

const payloads = {
  'xstate.done.actor.loadAmountsDue': [done('loadAmountsDue', due), done('loadAmountsDue', due.slice(0, 1))],
  'purpose.select': [{ type: 'purpose.select', purpose: 'DEDUCTION' }],
  'method.select': [{ type: 'method.select', method: 'gcash' }, { type: 'method.select', method: 'maya' }],
  'payment.callback': [{ type: 'payment.callback', paymentId: 'P9' }],
};

// Every transaction status is generated as a completion of the status checks.
const statusPayloads = (id: string) => [
  ...(['PENDING', 'PROCESSING', 'SUCCESSFUL', 'FAILED', 'CANCELLED'] as const).map((s) => done(id, tx(s))),
];

function walk(input: PaymentInput) {
  return walkChart(paymentMachine, {
    input,
    payloads: {
      ...payloads,
      'xstate.done.actor.loadPaymentMethods': [done('loadPaymentMethods', methods)],
      'xstate.done.actor.fetchMethodFee': [done('fetchMethodFee', 1500)],
      'xstate.done.actor.submitPayment': [
        done('submitPayment', { paymentId: 'P1', redirectUrl: 'http://x/sandbox/provider/GCH/P1' }),
      ],
      'xstate.done.actor.checkTransaction': statusPayloads('checkTransaction'),
      'xstate.done.actor.pollTransaction': statusPayloads('pollTransaction'),
      ...Object.fromEntries(
        ['loadAmountsDue', 'loadPaymentMethods', 'fetchMethodFee', 'submitPayment', 'checkTransaction', 'pollTransaction'].map((id) => [
          `xstate.error.actor.${id}`,
          [fail(id, boom)],
        ]),
      ),
    },
    key: (s: AnyMachineSnapshot) =>
      JSON.stringify([s.value, s.context.purpose, s.context.method, s.context.fee, s.context.pollCount, s.context.showError, s.context.paymentId, s.context.transaction?.status, s.context.amountsDue.length]),
  });
}

describe('payment chart: generated paths', () => {
  const walks = [walk({}), walk({ callbackPaymentId: 'P1' }), walk({ pendingPaymentId: 'P1' })];
  const visited = new Set(walks.flatMap((w) => [...w.visitedStates]));
  const taken = new Set(walks.flatMap((w) => [...w.takenTransitions]));
  const all = walks[0]!;

  it('reaches every state, polling timer and time limit included', () => {
    expect(all.allStates.filter((s) => !visited.has(s))).toEqual([]);
  });

  it('takes every event-driven transition (actor completions and timers count as events)', () => {
    expect(all.allTransitions.filter((t) => !taken.has(t))).toEqual([]);
  });

  it('declares the four payment routes with their screens', () => {
    expect(routedStates(paymentMachine).map((r) => [r.meta.route, r.meta.screen])).toEqual([
      ['/payments', 'payments'],
      ['/payments/payment-mode', 'payment-mode'],
      ['/recovery/callback', 'recovery-callback'],
      ['/payments/processing', 'payment-processing'],
    ]);
  });

  it('never offers submit before the chosen method has its fee', () => {
    for (const { snapshot } of all.paths) {
      if (snapshot.matches({ paymentMode: 'submitting' })) expect(snapshot.context.fee).toBeDefined();
    }
  });

  it('a failed call always shows an error with a way to retry', () => {
    for (const { snapshot } of walks.flatMap((w) => w.paths)) {
      if (snapshot.hasTag('error')) {
        expect(snapshot.context.showError).toBe(true);
        expect(snapshot.can({ type: 'payment.retry' })).toBe(true);
      }
    }
  });
});
