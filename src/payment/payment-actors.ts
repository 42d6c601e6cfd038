import { fromPromise } from 'xstate';
import type { ApiClient } from '~/api/client';
import { paymentDetails, paymentMethodFee, paymentMethodList, submitPaymentRequest, transactionStatus } from '~/api/contract/recovery';
import { paymentMachine } from '@machines/payment/payment.machine';
import type { AmountDue, PaymentMethodOption, SubmittedPayment, TransactionStatus } from '@machines/payment/payment-types';
import { formatPeso } from '~/domain/money';
import { PENDING_PAYMENT_KEY, paymentKeyStore } from './pending-payment';

export interface PaymentEdge {
  api: ApiClient;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** Leaves the app for the provider's page (window.location.assign in the browser). */
  redirect: (url: string) => void;
  /** Makes the idempotency key of a payment the borrower starts (crypto.randomUUID in the browser). */
  newIdempotencyKey?: () => string;
  now?: () => number;
}

/**
 * The payment chart with its effects: recovery calls, storage of the payment id and of the payment's idempotency
 * key, the redirect. Every submit of the same payment (same loan, purpose, method and amount) sends the key made at
 * its first submit, across retries and reloads, until the payment ends (`forgetPaymentId`).
 */
export function providePaymentMachine(edge: PaymentEdge) {
  const { api } = edge;
  const keys = paymentKeyStore(edge.storage, edge.newIdempotencyKey ?? (() => crypto.randomUUID()), edge.now);
  return paymentMachine.provide({
    actors: {
      loadAmountsDue: fromPromise(async ({ input, signal }): Promise<AmountDue[]> => {
        const res = await api(paymentDetails, { query: input.loanId ? { loan_id: input.loanId } : {}, signal });
        return res.dues.filter((d) => d.amount_centavos > 0).map((d) => ({ purpose: d.purpose, loanId: d.loan_id, amount: d.amount_centavos }));
      }),
      loadPaymentMethods: fromPromise(async ({ signal }): Promise<PaymentMethodOption[]> => {
        const res = await api(paymentMethodList, { signal });
        return res.methods.map((m) => ({
          code: m.method,
          name: m.name,
          providerCode: m.provider_code,
          feeNote: m.fee.kind === 'fixed' ? `${formatPeso(m.fee.amount_centavos)} fee` : `${m.fee.percent}% fee, at least ${formatPeso(m.fee.minimum_centavos)}`,
        }));
      }),
      fetchMethodFee: fromPromise(async ({ input, signal }): Promise<number> => {
        const res = await api(paymentMethodFee, { params: { method: input.method }, query: { amount_centavos: input.amount }, signal });
        return res.fee_centavos;
      }),
      submitPayment: fromPromise(async ({ input }): Promise<SubmittedPayment> => {
        const res = await api(submitPaymentRequest, {
          body: { loan_id: input.loanId, purpose: input.purpose, method: input.method, amount_centavos: input.amount },
          idempotencyKey: keys.keyFor(input),
        });
        return { paymentId: res.payment_id, redirectUrl: res.redirect_url };
      }),
      fetchTransactionStatus: fromPromise(async ({ input, signal }): Promise<TransactionStatus> => {
        const res = await api(transactionStatus, { params: { paymentId: input.paymentId }, signal });
        return { paymentId: res.payment_id, status: res.status, purpose: res.purpose, loanId: res.loan_id, amount: res.amount_centavos, method: res.method, fee: res.fee_centavos, total: res.total_centavos };
      }),
    },
    actions: {
      persistPaymentId: (_, params) => edge.storage.setItem(PENDING_PAYMENT_KEY, params.paymentId),
      forgetPaymentId: () => {
        edge.storage.removeItem(PENDING_PAYMENT_KEY);
        keys.forget();
      },
      redirectToProvider: (_, params) => edge.redirect(params.url),
    },
  });
}
