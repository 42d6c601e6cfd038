import type { LoanStatusCode } from '~/api/contract/loans';
import type { ScheduleStatus, TransactionType } from '~/api/contract/transactions';

/** Spec §4 loan account status codes, in words. */
export const loanStatusText: Record<LoanStatusCode, string> = {
  100: 'To be disbursed',
  200: 'To be disbursed',
  300: 'Active',
  303: 'Transfer in progress',
  304: 'Transfer on hold',
  400: 'Rejected',
  500: 'Withdrawn',
  600: 'Closed: fully paid',
  601: 'Closed with write-off',
  602: 'Closed: rescheduled',
  700: 'Overpaid',
};

export const scheduleStatusText: Record<ScheduleStatus, string> = {
  UPCOMING: 'Upcoming',
  REQUESTED: 'Requested from your employer',
  PROCESSING: 'Processing',
  COMPLETED: 'Paid',
};

export const remittanceStatusText = {
  COMPLETED: 'Your employer remitted your deductions in full.',
  PARTIAL: 'Your employer remitted only part of your deductions.',
  FAILED: 'Your employer’s remittance failed.',
  NOT_YET_REMITTED: 'Your employer has not remitted your latest deduction yet.',
} as const;

export const transactionTypeText: Record<TransactionType, string> = {
  PAYROLL_DEDUCTION: 'Payroll deduction',
  INDIVIDUAL: 'Individual payment',
  PAYMENT: 'Payment',
  REFINANCE_PAYMENT: 'Refinance payment',
  REISSUE_TRANSFER: 'Reissue transfer',
  INTEREST_WAIVE: 'Interest waived',
  PRINCIPAL_WRITE_OFF: 'Principal written off',
  PAYMENT_REFUND: 'Refund',
};

export const collectionModeText = { BILLING: 'Billing (your employer deducts from your salary)', DEBIT_ORDER: 'Debit order (from your bank account)' } as const;

/** Spec §3 sort options, verbatim, and their wire values. */
export const sortOptions = [
  { value: 'desc', label: 'Date Descending' },
  { value: 'asc', label: 'Date Ascending' },
] as const;
export type SortOrder = (typeof sortOptions)[number]['value'];

export const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-PH', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'Asia/Manila' });
