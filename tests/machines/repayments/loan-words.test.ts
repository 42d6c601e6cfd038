/**
 * The words the loan pages show for the platform's codes (src/repayments/loan-words.ts), as the spec writes them
 * (§3, §4): a status, schedule, remittance, transaction type or collection mode shown in other words is a defect.
 */
import { describe, expect, it } from 'vitest';
import { collectionModeText, loanStatusText, remittanceStatusText, scheduleStatusText, sortOptions, transactionTypeText } from '~/repayments/loan-words';

describe('loan words (spec §3, §4)', () => {
  it('loan account statuses', () => {
    expect(loanStatusText).toEqual({
      100: 'To be disbursed', 200: 'To be disbursed', 300: 'Active', 303: 'Transfer in progress', 304: 'Transfer on hold', 400: 'Client rejected',
      500: 'Client withdrawn', 600: 'Closed, obligations met', 601: 'Closed with write-off', 602: 'Closed, rescheduled', 700: 'Overpaid',
    });
  });

  it('schedule statuses', () => {
    expect(scheduleStatusText).toEqual({ UPCOMING: 'Upcoming', REQUESTED: 'Requested from your employer', PROCESSING: 'Processing', COMPLETED: 'Completed' });
  });

  it('remittance statuses say what the employer did', () => {
    expect(remittanceStatusText).toEqual({
      COMPLETED: 'Completed: your employer remitted your deductions in full.',
      PARTIAL: 'Partial: your employer remitted only part of your deductions.',
      FAILED: 'Failed: your employer’s remittance did not go through. You may need to pay directly.',
      NOT_YET_REMITTED: 'Not yet remitted: your employer has not sent your latest deduction yet.',
    });
  });

  it('transaction types', () => {
    expect(transactionTypeText).toEqual({
      PAYROLL_DEDUCTION: 'Payroll deduction', INDIVIDUAL: 'Individual payment', PAYMENT: 'Payment', REFINANCE_PAYMENT: 'Refinance payment',
      REISSUE_TRANSFER: 'Reissue transfer', INTEREST_WAIVE: 'Interest waived', PRINCIPAL_WRITE_OFF: 'Principal written off', PAYMENT_REFUND: 'Payment refund',
    });
  });

  it('collection modes, and the sort options verbatim with their wire values (newest first by default)', () => {
    expect(collectionModeText).toEqual({ BILLING: 'Billing (your employer deducts it from your salary)', DEBIT_ORDER: 'Debit order (taken from your bank account)' });
    expect(sortOptions).toEqual([{ value: 'desc', label: 'Date Descending' }, { value: 'asc', label: 'Date Ascending' }]);
  });
});
