import type { AnyMachineSnapshot } from 'xstate';
import type { AmountDue, PaymentMethodOption, TransactionStatus } from './payment-types';

/**
 * Samples for the generated-path traversal (tests/paths) of the payment chart: the three ways in (fresh, back
 * from the provider, resumed), every transaction status from both status checks, and every request failing.
 */
const due: AmountDue[] = [
  { purpose: 'DEDUCTION', loanId: 'L1', amount: 150_000 },
  { purpose: 'ADMIN', loanId: 'L1', amount: 900_000 },
];
const methods: PaymentMethodOption[] = [
  { code: 'gcash', name: 'GCash', providerCode: 'GCH' },
  { code: 'maya', name: 'Maya', providerCode: 'PMY' },
];
const statuses = (['PENDING', 'PROCESSING', 'SUCCESSFUL', 'FAILED', 'CANCELLED'] as const).map(
  (status): TransactionStatus => ({ paymentId: 'P1', status }),
);
const boom = new Error('Service unavailable');

export default {
  payment: {
    inputs: [{ loanId: 'L1' }, { loanId: 'L1', callbackPaymentId: 'P1' }, { loanId: 'L1', pendingPaymentId: 'P1' }],
    events: {
      'purpose.select': [{ type: 'purpose.select', purpose: 'DEDUCTION' }],
      'method.select': [{ type: 'method.select', method: 'gcash' }, { type: 'method.select', method: 'maya' }],
      'payment.callback': [{ type: 'payment.callback', paymentId: 'P9' }],
    },
    outcomes: {
      loadAmountsDue: { done: [due, due.slice(0, 1)], error: [boom] },
      loadPaymentMethods: { done: [methods], error: [boom] },
      fetchMethodFee: { done: [1500], error: [boom] },
      submitPayment: { done: [{ paymentId: 'P1', redirectUrl: 'http://localhost/sandbox/provider/GCH/P1' }], error: [boom] },
      fetchTransactionStatus: { done: statuses, error: [boom] },
    },
    // Only what guards read: poll counts, error text and amounts never decide a transition.
    serialize: (s: AnyMachineSnapshot) =>
      JSON.stringify([
        s.value, s.status, s.context.arrival, s.context.paymentId !== undefined, s.context.purpose !== undefined,
        s.context.method !== undefined, s.context.fee !== undefined, s.context.transaction?.status,
      ]),
  },
};
