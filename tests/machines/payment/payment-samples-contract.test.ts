import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import type { ApiClient } from '~/api/client';
import type { Endpoint } from '~/api/endpoint';
import * as recovery from '~/api/contract/recovery';
import { providePaymentMachine } from '~/payment/payment-actors';
import { paymentSamples } from '@machines/payment/payment.samples';
import { paymentStatuses } from '@machines/payment/payment-types';

/**
 * The samples the generated paths feed the payment chart are answers the platform could give: each sample output
 * is written back as the wire answer, checked against the contract's response schema (as the API client does),
 * and run through the real edge actor, which must give the sample back.
 */
const fee = { gcash: { kind: 'fixed', amount_centavos: 1500 }, maya: { kind: 'percent', percent: 1.5, minimum_centavos: 1000 } } as const;

function edgeFor(wire: unknown) {
  const api = (async (endpoint: Endpoint) => v.parse(endpoint.response, wire)) as ApiClient;
  const machine = providePaymentMachine({ api, storage: { getItem: () => null, setItem: () => {}, removeItem: () => {} }, redirect: () => {} });
  return (src: keyof typeof paymentSamples.outcomes, input: unknown) => {
    const logic = machine.implementations.actors[src] as AnyActorLogic;
    return toPromise(createActor(logic, { input }).start());
  };
}

describe('payment samples against the recovery contract', () => {
  it('amounts due', async () => {
    for (const dues of paymentSamples.outcomes.loadAmountsDue.done) {
      const wire = { dues: dues.map((d) => ({ loan_id: d.loanId, purpose: d.purpose, amount_centavos: d.amount })), user_email: null, deposit_amount_centavos: 0 };
      await expect(edgeFor(wire)('loadAmountsDue', { loanId: undefined })).resolves.toEqual(dues);
    }
  });

  it('payment methods (fee notes as the edge words them)', async () => {
    for (const methods of paymentSamples.outcomes.loadPaymentMethods.done) {
      const wire = { methods: methods.map((m) => ({ method: m.code, provider_code: m.providerCode, name: m.name, fee: fee[m.code as 'gcash' | 'maya'] })) };
      await expect(edgeFor(wire)('loadPaymentMethods', undefined)).resolves.toEqual(methods);
    }
  });

  it('method fee', async () => {
    for (const f of paymentSamples.outcomes.fetchMethodFee.done) {
      const wire = { method: 'gcash', provider_code: 'GCH', fee_centavos: f, total_centavos: 150_000 + f };
      await expect(edgeFor(wire)('fetchMethodFee', { method: 'gcash', amount: 150_000 })).resolves.toBe(f);
    }
  });

  it('submitted payment', async () => {
    for (const p of paymentSamples.outcomes.submitPayment.done) {
      const wire = { payment_id: p.paymentId, redirect_url: p.redirectUrl, status: 'PENDING' };
      await expect(edgeFor(wire)('submitPayment', { purpose: 'DEDUCTION', loanId: 'L1', amount: 150_000, method: 'gcash' })).resolves.toEqual(p);
    }
  });

  it('transaction statuses: one sample per status of the contract', async () => {
    expect(paymentSamples.outcomes.fetchTransactionStatus.done.map((t) => t.status)).toEqual([...recovery.paymentStatuses]);
    expect(paymentStatuses).toEqual(recovery.paymentStatuses);
    for (const t of paymentSamples.outcomes.fetchTransactionStatus.done) {
      const wire = {
        payment_id: t.paymentId, loan_id: t.loanId, purpose: t.purpose, method: t.method, provider_code: recovery.providerCodes[t.method],
        status: t.status, amount_centavos: t.amount, fee_centavos: 1500, total_centavos: t.amount + 1500, reference: 'R1',
        created_at: '2026-11-24T00:00:00Z', updated_at: '2026-11-24T00:00:00Z',
      };
      await expect(edgeFor(wire)('fetchTransactionStatus', { paymentId: t.paymentId })).resolves.toEqual(t);
    }
  });
});
