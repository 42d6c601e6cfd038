import { assign, fromPromise, setup } from 'xstate';
import { paymentPages } from './payment-pages';
import {
  failedStatuses,
  isStatusIn,
  succeededStatuses,
  type AmountDue,
  type PaymentContext,
  type PaymentEvent,
  type PaymentInput,
  type PaymentMethodCode,
  type PaymentMethodOption,
  type PaymentRequest,
  type SubmittedPayment,
  type TransactionStatus,
} from './payment-types';

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Something went wrong on our side. Please try again.';
export const POLL_CAP = 4;
/** How long /payments/processing waits for the provider before saying so and offering the ways on (shown). */
export const PROCESSING_TIME_LIMIT_MS = 60_000;

/** The amount due a payment pays, among those the platform lists now (the same purpose and loan). */
export const dueLike = (dues: AmountDue[], wanted: Pick<AmountDue, 'purpose' | 'loanId'> | undefined) =>
  dues.find((d) => d.purpose === wanted?.purpose && d.loanId === wanted.loanId);


/** Types, effects, delays, guards and actions of the payment chart (payment.machine.ts holds its states). */
/** Every platform call the chart makes, one actor each; the edge (src/payment) supplies them. */
export const paymentActors = {
  loadAmountsDue: fromPromise<AmountDue[], { loanId: string | undefined }>(async () => {
    throw new Error('loadAmountsDue not provided');
  }),
  loadPaymentMethods: fromPromise<PaymentMethodOption[], void>(async () => {
    throw new Error('loadPaymentMethods not provided');
  }),
  fetchMethodFee: fromPromise<number, { method: PaymentMethodCode; amount: number }>(async () => {
    throw new Error('fetchMethodFee not provided');
  }),
  submitPayment: fromPromise<SubmittedPayment, PaymentRequest>(async () => {
    throw new Error('submitPayment not provided');
  }),
  fetchTransactionStatus: fromPromise<TransactionStatus, { paymentId: string }>(async () => {
    throw new Error('fetchTransactionStatus not provided');
  }),
};

export const paymentSetup = setup({
  types: {
    input: {} as PaymentInput,
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
    tags: {} as 'loading' | 'error' | 'processing',
  },
  actors: paymentActors,
  actions: {
    storeError: assign((_, params: { error: unknown }) => ({ showError: true, errorMessage: messageOf(params.error) })),
    clearError: assign({ showError: false, errorMessage: undefined }),
    /** A new method has a new fee: none is shown (and nothing can be paid) until it is fetched. */
    chooseMethod: assign((_, params: { method: PaymentMethodCode }) => ({ method: params.method, fee: undefined })),
    storeTransaction: assign((_, params: { transaction: TransactionStatus }) => ({ transaction: params.transaction })),
    resetPayment: assign({ paymentId: undefined, redirectUrl: undefined, transaction: undefined, fee: undefined, pollCount: 0, arrival: 'fresh' as const }),
    /** A retry pays what the failed payment paid, with the method it used until the borrower picks another. */
    retryPayment: assign(({ context }) => ({
      due: context.transaction && { purpose: context.transaction.purpose, loanId: context.transaction.loanId, amount: context.transaction.amount },
      method: context.transaction?.method,
      paymentId: undefined,
      redirectUrl: undefined,
      fee: undefined,
      pollCount: 0,
      arrival: 'fresh' as const,
    })),
    /** Another method for what the pending payment pays: the same purpose and amount, no method chosen yet. */
    payAnotherWay: assign(({ context }) => ({
      due: context.transaction ? { purpose: context.transaction.purpose, loanId: context.transaction.loanId, amount: context.transaction.amount } : context.due,
      method: undefined,
      paymentId: undefined,
      redirectUrl: undefined,
      fee: undefined,
      pollCount: 0,
      arrival: 'fresh' as const,
    })),
    /**
     * Effects supplied at the edge: storage of the payment id and the browser redirect. `forgetPaymentId` runs when
     * the payment ends and also forgets its idempotency key, which the edge keeps for every submit of the same
     * payment (docs/decisions.md, "A payment is made once"); the chart holds no key, so it stays pure.
     */
    persistPaymentId: (_, _params: { paymentId: string }) => {},
    forgetPaymentId: () => {},
    redirectToProvider: (_, _params: { url: string }) => {},
  },
  guards: {
    hasPendingPayment: ({ context }) => context.paymentId !== undefined,
    asksForPendingPayment: ({ context, event }) =>
      context.paymentId !== undefined && event.type === 'nav.request' && event.path === paymentPages.paymentProcessing.route,
    arrivedFromProvider: ({ context }) => context.arrival === 'callback',
    hasDue: ({ context }) => context.due !== undefined,
    hasMethod: ({ context }) => context.method !== undefined,
    hasFee: ({ context }) => context.method !== undefined && context.fee !== undefined,
    knowsDues: ({ context }) => context.amountsDue.length > 0,
    /** The purpose and loan being retried are still owed (a payment that went through after all is not paid twice). */
    stillDue: ({ context }, params: { dues: AmountDue[] }) => dueLike(params.dues, context.due) !== undefined,
    succeeded: (_, params: { transaction: TransactionStatus | undefined }) => isStatusIn(succeededStatuses, params.transaction?.status),
    failed: (_, params: { transaction: TransactionStatus | undefined }) => isStatusIn(failedStatuses, params.transaction?.status),
    unchecked: ({ context }) => context.transaction === undefined,
  },
  delays: {
    /** 2 s, 4 s, 8 s, then every 15 s: quick when providers answer at once, gentle when they do not. */
    pollDelay: ({ context }) => Math.min(2000 * 2 ** Math.max(context.pollCount - 1, 0), 15_000),
    /** After this long without a final status the borrower is told plainly and may check again. */
    processingTimeLimit: PROCESSING_TIME_LIMIT_MS,
  },
});
