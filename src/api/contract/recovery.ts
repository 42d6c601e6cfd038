import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { centavos, centavosQuery } from './offers';

export const paymentPurposes = ['RECOVERY', 'DEDUCTION', 'ADMIN'] as const;
export type PaymentPurpose = (typeof paymentPurposes)[number];
export const paymentMethods = ['gcash', 'maya', 'gotyme'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
export const providerCodes = { gcash: 'GCH', maya: 'PMY', gotyme: 'GTME' } as const satisfies Record<PaymentMethod, string>;
export type ProviderCode = (typeof providerCodes)[PaymentMethod];
export const paymentStatuses = ['PENDING', 'PROCESSING', 'SUCCESSFUL', 'FAILED', 'CANCELLED'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

const methodSchema = v.picklist(paymentMethods, 'Choose GCash, Maya or GoTyme.');

export const paymentDueSchema = v.object({
  loan_id: v.string(),
  purpose: v.picklist(paymentPurposes),
  amount_centavos: centavos,
});

/** What the borrower can pay now, per loan and purpose (spec §4 payment purposes). */
export const paymentDetails = endpoint({
  group: 'recovery',
  method: 'GET',
  path: '/api/v1/recovery/payment-details',
  query: v.object({ loan_id: v.optional(v.string()) }),
  response: v.object({
    dues: v.array(paymentDueSchema),
    /** userRecoveryDetails of spec §3. */
    user_email: v.nullable(v.string()),
    deposit_amount_centavos: centavos,
  }),
});

export const paymentMethodSchema = v.object({
  method: methodSchema,
  provider_code: v.picklist(['GCH', 'PMY', 'GTME']),
  name: v.string(),
  /** How the fee is computed; the exact fee for an amount comes from paymentMethodFee. */
  fee: v.variant('kind', [
    v.object({ kind: v.literal('fixed'), amount_centavos: centavos }),
    v.object({ kind: v.literal('percent'), percent: v.number(), minimum_centavos: centavos }),
  ]),
});
export type PaymentMethodInfo = v.InferOutput<typeof paymentMethodSchema>;

export const paymentMethodList = endpoint({
  group: 'recovery',
  method: 'GET',
  path: '/api/v1/recovery/payment-methods',
  response: v.object({ methods: v.array(paymentMethodSchema) }),
});

export const paymentMethodFee = endpoint({
  group: 'recovery',
  method: 'GET',
  path: '/api/v1/recovery/payment-methods/:method/fee',
  query: v.object({ amount_centavos: v.pipe(centavosQuery, v.minValue(100, 'Enter at least ₱1.00.')) }),
  response: v.object({ method: methodSchema, provider_code: v.picklist(['GCH', 'PMY', 'GTME']), fee_centavos: centavos, total_centavos: centavos }),
});

/** Starts a payment; the borrower is sent to `redirect_url` (the provider's auth page). Send an Idempotency-Key. */
export const submitPaymentRequest = endpoint({
  group: 'recovery',
  method: 'POST',
  path: '/api/v1/recovery/payments',
  body: v.object({
    loan_id: v.pipe(v.string(), v.minLength(1, 'Choose the loan to pay.')),
    purpose: v.picklist(paymentPurposes, 'Choose what to pay.'),
    method: methodSchema,
    amount_centavos: v.pipe(centavos, v.minValue(100, 'Enter at least ₱1.00.')),
  }),
  response: v.object({ payment_id: v.string(), redirect_url: v.string(), status: v.picklist(paymentStatuses) }),
});

export const transactionDetailsSchema = v.object({
  payment_id: v.string(),
  loan_id: v.string(),
  purpose: v.picklist(paymentPurposes),
  method: methodSchema,
  provider_code: v.picklist(['GCH', 'PMY', 'GTME']),
  status: v.picklist(paymentStatuses),
  amount_centavos: centavos,
  fee_centavos: centavos,
  total_centavos: centavos,
  reference: v.string(),
  created_at: v.string(),
  updated_at: v.string(),
});
export type TransactionDetails = v.InferOutput<typeof transactionDetailsSchema>;

export const transactionStatus = endpoint({
  group: 'recovery',
  method: 'GET',
  path: '/api/v1/recovery/payments/:paymentId',
  response: transactionDetailsSchema,
});
