import type { ChartSamplesOf } from '../shared/chart-samples';
import type { paymentActors } from './payment.machine';
import { paymentStatuses, type AmountDue, type PaymentContext, type PaymentEvent, type PaymentInput, type PaymentMethodOption, type TransactionStatus } from './payment-types';

/**
 * Samples for the generated-path traversal (tests/paths) of the payment chart: the three ways in (fresh, back
 * from the provider, resumed), every transaction status from both status checks, every request failing, and a
 * retry whose amount is still due or was paid meanwhile. tests/machines/payment checks them against the contract.
 */
export const sampleDues: AmountDue[] = [
  { purpose: 'DEDUCTION', loanId: 'L1', amount: 150_000 },
  { purpose: 'ADMIN', loanId: 'L1', amount: 900_000 },
];
export const sampleMethods: PaymentMethodOption[] = [
  { code: 'gcash', name: 'GCash', providerCode: 'GCH', feeNote: '₱15.00 fee' },
  { code: 'maya', name: 'Maya', providerCode: 'PMY', feeNote: '1.5% fee, at least ₱10.00' },
];
export const sampleTransactions = paymentStatuses.map(
  (status): TransactionStatus => ({ paymentId: 'P1', status, purpose: 'DEDUCTION', loanId: 'L1', amount: 150_000, method: 'gcash', fee: 1_500, total: 151_500 }),
);
const boom = new Error('Service unavailable');

export const paymentSamples: ChartSamplesOf<PaymentEvent, typeof paymentActors, PaymentInput, PaymentContext> = {
  inputs: [{ loanId: 'L1' }, { loanId: 'L1', callbackPaymentId: 'P1' }, { loanId: 'L1', pendingPaymentId: 'P1' }],
  events: {
    'purpose.select': [{ type: 'purpose.select', purpose: 'DEDUCTION' }],
    'method.select': [{ type: 'method.select', method: 'gcash' }, { type: 'method.select', method: 'maya' }],
    'payment.callback': [{ type: 'payment.callback', paymentId: 'P9' }],
    'nav.request': [{ type: 'nav.request', path: '/payments/processing' }, { type: 'nav.request', path: '/payments' }],
  },
  outcomes: {
    // With both dues, one due (still owed on a retry), and only the other one (the retried amount was paid meanwhile).
    loadAmountsDue: { done: [sampleDues, sampleDues.slice(0, 1), sampleDues.slice(1)], error: [boom] },
    loadPaymentMethods: { done: [sampleMethods], error: [boom] },
    fetchMethodFee: { done: [1500], error: [boom] },
    submitPayment: { done: [{ paymentId: 'P1', redirectUrl: 'http://localhost/sandbox/provider/GCH/P1' }], error: [boom] },
    fetchTransactionStatus: { done: sampleTransactions, error: [boom] },
  },
  // Only what guards read: poll counts, error text and amounts never decide a transition.
  serialize: (s) =>
    JSON.stringify([
      s.value, s.status, s.context.arrival, s.context.paymentId !== undefined, s.context.due?.purpose, s.context.amountsDue.length > 0,
      s.context.method !== undefined, s.context.fee !== undefined, s.context.transaction?.status,
    ]),
};

export default { payment: paymentSamples };
