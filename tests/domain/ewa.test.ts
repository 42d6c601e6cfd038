import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  availableToWithdraw, ewaRepayment, EWA_FEE, EWA_MIN_WITHDRAWAL, quickLoanError, quickLoanRepayment, QUICK_LOAN_MAX, QUICK_LOAN_MIN, withdrawalError,
} from '~/domain/ewa';

describe('earned wage access', () => {
  it('makes half of the earned wages available, less this period’s withdrawals, never below zero', () => {
    expect(availableToWithdraw({ earned: 2_000_000, withdrawn: 0 })).toBe(1_000_000);
    expect(availableToWithdraw({ earned: 2_000_000, withdrawn: 300_000 })).toBe(700_000);
    expect(availableToWithdraw({ earned: 2_000_000, withdrawn: 1_500_000 })).toBe(0);
    expect(availableToWithdraw({ earned: 1, withdrawn: 0 })).toBe(1);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e10 }), fc.integer({ min: 0, max: 1e10 }), (earned, withdrawn) => {
        const available = availableToWithdraw({ earned, withdrawn });
        expect(Number.isSafeInteger(available)).toBe(true);
        expect(available).toBeGreaterThanOrEqual(0);
        expect(available).toBeLessThanOrEqual(Math.ceil(earned / 2));
      }),
    );
  });

  it('adds the flat fee to what payday deducts', () => {
    expect(EWA_FEE).toBe(5_000);
    expect(ewaRepayment(300_000)).toBe(305_000);
  });

  it('explains an amount below the minimum, above what is available, or missing', () => {
    expect(withdrawalError(300_000, 1_000_000)).toBeNull();
    expect(withdrawalError(1_000_000, 1_000_000)).toBeNull();
    expect(withdrawalError(EWA_MIN_WITHDRAWAL, 1_000_000)).toBeNull();
    expect(withdrawalError(1_000_001, 1_000_000)).toBe('You can withdraw up to ₱10,000.00 now.');
    expect(withdrawalError(10_000, 1_000_000)).toBe('The minimum withdrawal is ₱1,000.00.');
    expect(withdrawalError(null, 1_000_000)).toBe('Enter the amount you want to withdraw.');
    expect(withdrawalError(0, 1_000_000)).toBe('Enter the amount you want to withdraw.');
    expect(withdrawalError(90_000, 90_000)).toBe('You can withdraw once at least ₱1,000.00 is available.');
  });
});

describe('insta-funds', () => {
  it('accepts amounts between the minimum and the maximum', () => {
    expect(quickLoanError(QUICK_LOAN_MIN)).toBeNull();
    expect(quickLoanError(QUICK_LOAN_MAX)).toBeNull();
    expect(quickLoanError(QUICK_LOAN_MIN - 1)).toBe('The minimum is ₱1,000.00.');
    expect(quickLoanError(QUICK_LOAN_MAX + 1)).toBe('You can borrow up to ₱10,000.00.');
    expect(quickLoanError(null)).toBe('Enter the amount you need.');
  });

  it('repays over three monthly instalments with add-on interest that add up exactly', () => {
    const r = quickLoanRepayment(500_000);
    expect(r.installmentCount).toBe(3);
    expect(r.totalInterest).toBe(37_500);
    expect(r.totalRepayment).toBe(537_500);
    expect(r.installmentAmount).toBe(179_167);
  });
});
