import { assign } from 'xstate';
import type { PaymentMethodCode, TransactionStatus } from './payment-types';
import { paymentPages } from './payment-pages';
import { dueLike, paymentSetup, POLL_CAP } from './payment.setup';

/**
 * Paying what is due: pick a purpose (/payments), a method and its fee (/payments/payment-mode), go to the
 * provider's page, come back (/recovery/callback) and follow the transaction (/payments/processing) with
 * backed-off polling and a time limit. The payment id is persisted at the edge, so a borrower who leaves during
 * processing and comes back (input.pendingPaymentId) is offered that payment's status from /payments, which always
 * lists what is due (a pending payment never hides a due amount). After a decline or a cancel, "Try again" pays the
 * same purpose and amount again (any method), read back from the platform; past the time limit the borrower may
 * check again, pay another way or go home.
 */
export type { PaymentContext, PaymentEvent, PaymentInput } from './payment-types';
export { paymentActors, POLL_CAP, PROCESSING_TIME_LIMIT_MS } from './payment.setup';

const storeError = { type: 'storeError', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) } as const;
const failed = { target: 'error', actions: storeError } as const;
const storeTransaction = { type: 'storeTransaction', params: ({ event }: { event: { output: TransactionStatus } }) => ({ transaction: event.output }) } as const;
const outcome = (type: 'succeeded' | 'failed') => ({ type, params: ({ event }: { event: { output: TransactionStatus } }) => ({ transaction: event.output }) }) as const;
const pickMethod = { type: 'chooseMethod', params: ({ event }: { event: { method: PaymentMethodCode } }) => ({ method: event.method }) } as const;

export const paymentMachine = paymentSetup.createMachine({
  id: 'payment',
  context: ({ input }) => ({
    arrival: input.callbackPaymentId ? 'callback' : input.pendingPaymentId ? 'resume' : 'fresh',
    loanId: input.loanId,
    amountsDue: [],
    due: undefined,
    methods: [],
    method: undefined,
    fee: undefined,
    paymentId: input.callbackPaymentId ?? input.pendingPaymentId,
    redirectUrl: undefined,
    transaction: undefined,
    pollCount: 0,
    // Stryker disable next-line BooleanLiteral: never seen: both first states (payments.loading, callback.checking) clear the error on entry
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
        // A payment left pending is offered from /payments ("See its status"), beside what is due.
        { target: 'payments' },
      ],
    },
    payments: {
      meta: paymentPages.payments,
      initial: 'loading',
      // /payments/processing asked for (a reload there, a bookmark): the pending payment's status, if there is one.
      on: { 'nav.request': { guard: 'asksForPendingPayment', target: '#payment.processing' } },
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
                due: ({ event }) => (event.output.length === 1 ? event.output[0] : undefined),
              }),
            },
            onError: failed,
          },
        },
        ready: {
          on: {
            'purpose.select': { actions: assign({ due: ({ context, event }) => context.amountsDue.find((d) => d.purpose === event.purpose) }) },
            'payment.continue': { guard: 'hasDue', target: '#payment.paymentMode' },
            // "See its status" of the payment left pending.
            'payment.refresh': { guard: 'hasPendingPayment', target: '#payment.processing' },
          },
        },
        error: { tags: ['error'], on: { 'payment.retry': 'loading' } },
      },
    },
    paymentMode: {
      meta: paymentPages.paymentMode,
      initial: 'loading',
      on: {
        // Entered from a retry, the dues may not be loaded yet: then /payments loads them rather than say "nothing to pay".
        'payment.back': [
          { guard: 'knowsDues', target: 'payments.ready', actions: 'clearError' },
          { target: 'payments', actions: 'clearError' },
        ],
      },
      states: {
        // A retry first reads what is owed now: the same purpose and amount if still due, else the payments page.
        reloading: {
          tags: ['loading'],
          entry: 'clearError',
          invoke: {
            id: 'reloadAmountsDue',
            src: 'loadAmountsDue',
            input: ({ context }) => ({ loanId: context.due?.loanId ?? context.loanId }),
            onDone: [
              {
                guard: { type: 'stillDue', params: ({ event }) => ({ dues: event.output }) },
                target: 'loading',
                actions: assign({ amountsDue: ({ event }) => event.output, due: ({ context, event }) => dueLike(event.output, context.due) }),
              },
              { target: '#payment.payments.ready', actions: assign({ amountsDue: ({ event }) => event.output, due: undefined }) },
            ],
            onError: { target: 'reloadError', actions: storeError },
          },
        },
        reloadError: { tags: ['error'], on: { 'payment.retry': 'reloading' } },
        loading: {
          tags: ['loading'],
          entry: 'clearError',
          invoke: {
            id: 'loadPaymentMethods',
            src: 'loadPaymentMethods',
            onDone: [
              // The method of a payment being retried stays chosen (with its fee) until the borrower picks another.
              { guard: 'hasMethod', target: 'loadingFee', actions: assign({ methods: ({ event }) => event.output }) },
              { target: 'choosing', actions: assign({ methods: ({ event }) => event.output }) },
            ],
            onError: failed,
          },
        },
        choosing: {
          on: {
            'method.select': { target: 'loadingFee', actions: pickMethod },
            'payment.submit': { guard: 'hasFee', target: 'submitting' },
          },
        },
        loadingFee: {
          tags: ['loading'],
          entry: 'clearError',
          invoke: {
            id: 'fetchMethodFee',
            src: 'fetchMethodFee',
            input: ({ context }) => ({ method: context.method!, amount: context.due!.amount }),
            onDone: { target: 'choosing', actions: assign({ fee: ({ event }) => event.output }) },
            onError: { target: 'feeError', actions: storeError },
          },
          on: { 'method.select': { target: 'loadingFee', reenter: true, actions: pickMethod } },
        },
        feeError: { tags: ['error'], on: { 'payment.retry': 'loadingFee', 'method.select': { target: 'loadingFee', actions: pickMethod } } },
        submitting: {
          tags: ['loading'],
          entry: 'clearError',
          invoke: {
            id: 'submitPayment',
            src: 'submitPayment',
            input: ({ context }) => ({ ...context.due!, method: context.method! }),
            onDone: {
              target: 'redirecting',
              actions: assign({ paymentId: ({ event }) => event.output.paymentId, redirectUrl: ({ event }) => event.output.redirectUrl }),
            },
            onError: { target: 'submitError', actions: storeError },
          },
        },
        submitError: { tags: ['error'], on: { 'payment.retry': 'submitting', 'method.select': { target: 'loadingFee', actions: pickMethod } } },
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
            onDone: { target: '#payment.processing', actions: storeTransaction },
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
            { guard: { type: 'succeeded', params: ({ context }) => ({ transaction: context.transaction }) }, target: 'successful' },
            { guard: { type: 'failed', params: ({ context }) => ({ transaction: context.transaction }) }, target: 'failed' },
            { guard: 'unchecked', target: 'active.polling' },
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
                  { guard: outcome('succeeded'), target: '#payment.processing.successful', actions: storeTransaction },
                  { guard: outcome('failed'), target: '#payment.processing.failed', actions: storeTransaction },
                  { target: 'waiting', actions: storeTransaction },
                ],
                onError: { target: 'error', actions: storeError },
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
          // No new payment here: this one may still go through, and the platform only lowers a due once it has.
          on: {
            'payment.refresh': { target: 'active', actions: [assign({ pollCount: 0 }), 'clearError'] },
            // Another method: this payment is let go (its id and key forgotten); the dues are read again first, so
            // an amount this one paid after all is not paid twice.
            'payment.tryAgain': { target: '#payment.paymentMode.reloading', actions: ['forgetPaymentId', 'payAnotherWay'] },
            'payment.finish': { target: '#payment.payments', actions: 'resetPayment' },
          },
        },
        successful: {
          entry: 'forgetPaymentId',
          on: { 'payment.finish': { target: '#payment.payments', actions: 'resetPayment' } },
        },
        failed: {
          entry: 'forgetPaymentId',
          on: {
            'payment.tryAgain': { target: '#payment.paymentMode.reloading', actions: 'retryPayment' },
            'payment.finish': { target: '#payment.payments', actions: 'resetPayment' },
          },
        },
      },
    },
  },
});
