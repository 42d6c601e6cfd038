import { assign, fromPromise, setup } from 'xstate';
import type {
  AmountDue,
  PaymentContext,
  PaymentEvent,
  PaymentInput,
  PaymentMethodCode,
  PaymentMethodOption,
  PaymentPurpose,
  PaymentRequest,
  SubmittedPayment,
  TransactionStatus,
} from './payment-types';
import { paymentPages } from './payment-pages';

/**
 * Paying what is due: pick a purpose (/payments), a method and its fee (/payments/payment-mode), go to the
 * provider's page, come back (/recovery/callback) and follow the transaction (/payments/processing) with
 * backed-off polling and a time limit. The payment id is persisted at the edge, so a borrower who leaves during
 * processing and comes back (input.pendingPaymentId) sees the same payment.
 */
export type { PaymentContext, PaymentEvent, PaymentInput } from './payment-types';

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Something went wrong on our side. Please try again.';
export const POLL_CAP = 4;

const failed = {
  target: 'error',
  actions: 'storeError',
} as const;

export const paymentMachine = setup({
  types: {
    input: {} as PaymentInput,
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
    tags: {} as 'loading' | 'error' | 'processing',
  },
  actors: {
    loadAmountsDue: fromPromise<AmountDue[], { loanId: string | undefined }>(async () => {
      throw new Error('loadAmountsDue not provided');
    }),
    loadPaymentMethods: fromPromise<PaymentMethodOption[], void>(async () => {
      throw new Error('loadPaymentMethods not provided');
    }),
    fetchMethodFee: fromPromise<number, { method: PaymentMethodCode; purpose: PaymentPurpose; amount: number; loanId: string }>(
      async () => {
        throw new Error('fetchMethodFee not provided');
      },
    ),
    submitPayment: fromPromise<SubmittedPayment, PaymentRequest>(async () => {
      throw new Error('submitPayment not provided');
    }),
    fetchTransactionStatus: fromPromise<TransactionStatus, { paymentId: string }>(async () => {
      throw new Error('fetchTransactionStatus not provided');
    }),
  },
  actions: {
    storeError: assign(({ event }) => ({ showError: true, errorMessage: messageOf((event as { error?: unknown }).error) })),
    clearError: assign({ showError: false, errorMessage: undefined }),
    clearFee: assign({ fee: undefined }),
    storeTransaction: assign({ transaction: ({ event }) => (event as { output?: TransactionStatus }).output }),
    resetPayment: assign({
      paymentId: undefined,
      redirectUrl: undefined,
      transaction: undefined,
      fee: undefined,
      pollCount: 0,
      arrival: 'fresh' as const,
    }),
    /** Effects supplied at the edge: storage of the payment id and the browser redirect. */
    persistPaymentId: (_, _params: { paymentId: string }) => {},
    forgetPaymentId: () => {},
    redirectToProvider: (_, _params: { url: string }) => {},
  },
  guards: {
    hasPendingPayment: ({ context }) => context.paymentId !== undefined,
    arrivedFromProvider: ({ context }) => context.arrival === 'callback',
    hasPurpose: ({ context }) => context.purpose !== undefined,
    hasFee: ({ context }) => context.method !== undefined && context.fee !== undefined,
    isSuccessful: ({ event }) => (event as { output?: TransactionStatus }).output?.status === 'SUCCESSFUL',
    isFailedOrCancelled: ({ event }) => {
      const status = (event as { output?: TransactionStatus }).output?.status;
      return status === 'FAILED' || status === 'CANCELLED';
    },
  },
  delays: {
    /** 2 s, 4 s, 8 s, then every 15 s: quick when providers answer at once, gentle when they do not. */
    pollDelay: ({ context }) => Math.min(2000 * 2 ** Math.max(context.pollCount - 1, 0), 15_000),
    /** After this long without a final status the borrower is told plainly and may check again. */
    processingTimeLimit: 120_000,
  },
}).createMachine({
  id: 'payment',
  context: ({ input }) => ({
    arrival: input.callbackPaymentId ? 'callback' : input.pendingPaymentId ? 'resume' : 'fresh',
    loanId: input.loanId,
    amountsDue: [],
    purpose: undefined,
    methods: [],
    method: undefined,
    fee: undefined,
    paymentId: input.callbackPaymentId ?? input.pendingPaymentId,
    redirectUrl: undefined,
    transaction: undefined,
    pollCount: 0,
    showError: false,
    errorMessage: undefined,
  }),
  initial: 'boot',
  on: {
    'payment.callback': { target: '.callback', actions: assign({ paymentId: ({ event }) => event.paymentId }) },
  },
  states: {
    boot: {
      always: [
        { guard: 'arrivedFromProvider', target: 'callback' },
        { guard: 'hasPendingPayment', target: 'processing' },
        { target: 'payments' },
      ],
    },
    payments: {
      meta: paymentPages.payments,
      initial: 'loading',
      states: {
        loading: {
          tags: ['loading'],
          entry: 'clearError',
          invoke: {
            id: 'loadAmountsDue',
            src: 'loadAmountsDue',
            input: ({ context }) => ({ loanId: context.loanId }),
            onDone: {
              target: 'ready',
              actions: assign({
                amountsDue: ({ event }) => event.output,
                // One amount due is chosen for the borrower; with several they choose.
                purpose: ({ event }) => (event.output.length === 1 ? event.output[0]?.purpose : undefined),
              }),
            },
            onError: failed,
          },
        },
        ready: {
          on: {
            'purpose.select': { actions: assign({ purpose: ({ event }) => event.purpose }) },
            'payment.continue': { guard: 'hasPurpose', target: '#payment.paymentMode' },
          },
        },
        error: { tags: ['error'], on: { 'payment.retry': 'loading' } },
      },
    },
    paymentMode: {
      meta: paymentPages.paymentMode,
      initial: 'loading',
      on: { 'payment.back': { target: 'payments.ready', actions: 'clearError' } },
      states: {
        loading: {
          tags: ['loading'],
          entry: 'clearError',
          invoke: {
            id: 'loadPaymentMethods',
            src: 'loadPaymentMethods',
            onDone: { target: 'choosing', actions: assign({ methods: ({ event }) => event.output }) },
            onError: failed,
          },
        },
        choosing: {
          on: {
            'method.select': { target: 'loadingFee', actions: [assign({ method: ({ event }) => event.method }), 'clearFee'] },
            'payment.submit': { guard: 'hasFee', target: 'submitting' },
          },
        },
        loadingFee: {
          tags: ['loading'],
          entry: 'clearError',
          invoke: {
            id: 'fetchMethodFee',
            src: 'fetchMethodFee',
            input: ({ context }) => {
              const due = context.amountsDue.find((a) => a.purpose === context.purpose);
              return { method: context.method!, purpose: context.purpose!, amount: due?.amount ?? 0, loanId: due?.loanId ?? '' };
            },
            onDone: { target: 'choosing', actions: assign({ fee: ({ event }) => event.output }) },
            onError: { target: 'feeError', actions: 'storeError' },
          },
          on: { 'method.select': { target: 'loadingFee', reenter: true, actions: [assign({ method: ({ event }) => event.method }), 'clearFee'] } },
        },
        feeError: {
          tags: ['error'],
          on: {
            'payment.retry': 'loadingFee',
            'method.select': { target: 'loadingFee', actions: [assign({ method: ({ event }) => event.method }), 'clearFee'] },
          },
        },
        submitting: {
          tags: ['loading'],
          entry: 'clearError',
          invoke: {
            id: 'submitPayment',
            src: 'submitPayment',
            input: ({ context }) => {
              const due = context.amountsDue.find((a) => a.purpose === context.purpose);
              return { purpose: context.purpose!, loanId: due?.loanId ?? '', amount: due?.amount ?? 0, method: context.method! };
            },
            onDone: {
              target: 'redirecting',
              actions: assign({ paymentId: ({ event }) => event.output.paymentId, redirectUrl: ({ event }) => event.output.redirectUrl }),
            },
            onError: { target: 'submitError', actions: 'storeError' },
          },
        },
        submitError: { tags: ['error'], on: { 'payment.retry': 'submitting', 'method.select': { target: 'loadingFee', actions: [assign({ method: ({ event }) => event.method }), 'clearFee'] } } },
        redirecting: {
          tags: ['loading'],
          entry: [
            { type: 'persistPaymentId', params: ({ context }) => ({ paymentId: context.paymentId! }) },
            { type: 'redirectToProvider', params: ({ context }) => ({ url: context.redirectUrl! }) },
          ],
        },
        error: { tags: ['error'], on: { 'payment.retry': 'loading' } },
      },
    },
    callback: {
      meta: paymentPages.recoveryCallback,
      initial: 'checking',
      entry: { type: 'persistPaymentId', params: ({ context }) => ({ paymentId: context.paymentId! }) },
      states: {
        checking: {
          tags: ['loading'],
          entry: 'clearError',
          invoke: {
            id: 'checkTransaction',
            src: 'fetchTransactionStatus',
            input: ({ context }) => ({ paymentId: context.paymentId! }),
            onDone: { target: '#payment.processing', actions: assign({ transaction: ({ event }) => event.output }) },
            onError: failed,
          },
        },
        error: { tags: ['error'], on: { 'payment.retry': 'checking' } },
      },
    },
    processing: {
      meta: paymentPages.paymentProcessing,
      initial: 'routing',
      states: {
        routing: {
          always: [
            { guard: ({ context }) => context.transaction?.status === 'SUCCESSFUL', target: 'successful' },
            { guard: ({ context }) => context.transaction?.status === 'FAILED' || context.transaction?.status === 'CANCELLED', target: 'failed' },
            { guard: ({ context }) => context.transaction === undefined, target: 'active.polling' },
            { target: 'active.waiting' },
          ],
        },
        active: {
          tags: ['processing'],
          initial: 'polling',
          after: { processingTimeLimit: 'timedOut' },
          states: {
            polling: {
              invoke: {
                id: 'pollTransaction',
              src: 'fetchTransactionStatus',
                input: ({ context }) => ({ paymentId: context.paymentId! }),
                onDone: [
                  { guard: 'isSuccessful', target: '#payment.processing.successful', actions: 'storeTransaction' },
                  { guard: 'isFailedOrCancelled', target: '#payment.processing.failed', actions: 'storeTransaction' },
                  { target: 'waiting', actions: 'storeTransaction' },
                ],
                onError: { target: 'error', actions: 'storeError' },
              },
            },
            waiting: {
              entry: assign({ pollCount: ({ context }) => Math.min(context.pollCount + 1, POLL_CAP) }),
              after: { pollDelay: 'polling' },
            },
            error: { tags: ['error'], on: { 'payment.retry': { target: 'polling', actions: 'clearError' } } },
          },
        },
        timedOut: {
          tags: ['processing'],
          on: { 'payment.refresh': { target: 'active', actions: [assign({ pollCount: 0 }), 'clearError'] } },
        },
        successful: {
          entry: 'forgetPaymentId',
          on: { 'payment.finish': { target: '#payment.payments', actions: 'resetPayment' } },
        },
        failed: {
          entry: 'forgetPaymentId',
          on: {
            'payment.tryAgain': { target: '#payment.paymentMode', actions: 'resetPayment' },
            'payment.finish': { target: '#payment.payments', actions: 'resetPayment' },
          },
        },
      },
    },
  },
});
