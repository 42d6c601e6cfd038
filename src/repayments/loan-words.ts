import type {
  CollectionMode,
  LoanStatusCode,
  RemittanceStatus,
  ScheduleStatus,
  SortOrder,
  TransactionType,
} from '@machines/repayments/repayments-types';

/** Spec §4 loan account status codes, in the spec's words. */
export const loanStatusText: Record<LoanStatusCode, string> = {
  100: 'To be disbursed',
  200: 'To be disbursed',
  300: 'Active',
  303: 'Transfer in progress',
  304: 'Transfer on hold',
  400: 'Client rejected',
  500: 'Client withdrawn',
  600: 'Closed, obligations met',
  601: 'Closed with write-off',
  602: 'Closed, rescheduled',
  700: 'Overpaid',
};

/** Spec §4 repayment schedule statuses. */
export const scheduleStatusText: Record<ScheduleStatus, string> = {
  UPCOMING: 'Upcoming',
  REQUESTED: 'Requested from your employer',
  PROCESSING: 'Processing',
  COMPLETED: 'Completed',
};

/** Spec §4 remittance statuses: what the employer did with the salary deductions. */
export const remittanceStatusText: Record<RemittanceStatus, string> = {
  COMPLETED: 'Completed: your employer remitted your deductions in full.',
  PARTIAL: 'Partial: your employer remitted only part of your deductions.',
  FAILED: 'Failed: your employer’s remittance did not go through. You may need to pay directly.',
  NOT_YET_REMITTED: 'Not yet remitted: your employer has not sent your latest deduction yet.',
};

/** Spec §4 transaction types. */
export const transactionTypeText: Record<TransactionType, string> = {
  PAYROLL_DEDUCTION: 'Payroll deduction',
  INDIVIDUAL: 'Individual payment',
  PAYMENT: 'Payment',
  REFINANCE_PAYMENT: 'Refinance payment',
  REISSUE_TRANSFER: 'Reissue transfer',
  INTEREST_WAIVE: 'Interest waived',
  PRINCIPAL_WRITE_OFF: 'Principal written off',
  PAYMENT_REFUND: 'Payment refund',
};

/** Spec §3 collection modes. */
export const collectionModeText: Record<CollectionMode, string> = {
  BILLING: 'Billing (your employer deducts it from your salary)',
  DEBIT_ORDER: 'Debit order (taken from your bank account)',
};

/** Spec §3 sort options, verbatim, and their wire values. */
export const sortOptions: ReadonlyArray<{ value: SortOrder; label: string }> = [
  { value: 'desc', label: 'Date Descending' },
  { value: 'asc', label: 'Date Ascending' },
];
