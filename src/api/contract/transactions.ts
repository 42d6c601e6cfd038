import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { centavos, cycleSchema, tenureSchema } from './offers';

export const transactionTypes = [
  'PAYROLL_DEDUCTION', 'INDIVIDUAL', 'PAYMENT', 'REFINANCE_PAYMENT', 'REISSUE_TRANSFER', 'INTEREST_WAIVE', 'PRINCIPAL_WRITE_OFF', 'PAYMENT_REFUND',
] as const;
export type TransactionType = (typeof transactionTypes)[number];
export const scheduleStatuses = ['UPCOMING', 'REQUESTED', 'PROCESSING', 'COMPLETED'] as const;
export type ScheduleStatus = (typeof scheduleStatuses)[number];
export const remittanceStatuses = ['COMPLETED', 'PARTIAL', 'FAILED', 'NOT_YET_REMITTED'] as const;
export const collectorTypes = ['OCA', 'DEBT_BUYER', 'SECURITIZATION_PARTNER', 'RECOVERY'] as const;

export const productTransactionSchema = v.object({
  id: v.string(),
  loan_id: v.string(),
  type: v.picklist(transactionTypes),
  /** Positive: money towards the loan; PAYMENT_REFUND is money back to the borrower. */
  amount_centavos: centavos,
  /** ISO date-time */
  occurred_at: v.string(),
  description: v.string(),
});
export type ProductTransaction = v.InferOutput<typeof productTransactionSchema>;

export const productTransactions = endpoint({
  group: 'transactions',
  method: 'GET',
  path: '/api/v1/loans/:loanId/transactions',
  /** 'desc' = Date Descending (default), 'asc' = Date Ascending. */
  query: v.object({ sort: v.optional(v.picklist(['desc', 'asc'], 'Sort by Date Descending or Date Ascending.'), 'desc') }),
  response: v.object({ transactions: v.array(productTransactionSchema) }),
});

export const scheduleEntrySchema = v.object({
  number: v.number(),
  due_date: v.string(),
  amount_centavos: centavos,
  principal_centavos: centavos,
  interest_centavos: centavos,
  paid_centavos: centavos,
  status: v.picklist(scheduleStatuses),
});
export type ScheduleEntryDto = v.InferOutput<typeof scheduleEntrySchema>;

export const loanSchedule = endpoint({
  group: 'transactions',
  method: 'GET',
  path: '/api/v1/loans/:loanId/schedule',
  response: v.object({
    loan_id: v.string(),
    principal_centavos: centavos,
    monthly_interest_percent: v.number(),
    tenure_months: tenureSchema,
    repayment_cycle: cycleSchema,
    collection_mode: v.picklist(['BILLING', 'DEBIT_ORDER']),
    schedule: v.array(scheduleEntrySchema),
  }),
});

export const remittanceStatus = endpoint({
  group: 'transactions',
  method: 'GET',
  path: '/api/v1/loans/:loanId/remittance',
  response: v.object({
    loan_id: v.string(),
    remittance_status: v.picklist(remittanceStatuses),
    last_remitted_at: v.nullable(v.string()),
  }),
});
