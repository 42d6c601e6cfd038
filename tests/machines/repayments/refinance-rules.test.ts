import { describe, expect, it } from 'vitest';
import { netProceeds, refinanceBounds, termsProblem } from '@machines/repayments/refinance-rules';
import { refinanceKindOf } from '~/repayments/repayments-actors';

describe('refinance rules', () => {
  const owed = 1_560_000; // ₱15,600.00
  it('a refinance must pay off the balance and leave at least ₱1,000.00; a recovery refinance only covers it', () => {
    expect(refinanceBounds('REFINANCE', owed).min).toBe(owed + 100_000);
    expect(refinanceBounds('RECOVERY_REFINANCE', owed).min).toBe(owed);
    expect(refinanceBounds('RECOVERY_REFINANCE', 50_000).min).toBe(100_000);
    expect(termsProblem('REFINANCE', owed, { amount: owed, tenureMonths: 12, cycle: '1 Month' })).toBe('tooLow');
    expect(termsProblem('RECOVERY_REFINANCE', owed, { amount: owed, tenureMonths: 12, cycle: '1 Month' })).toBeNull();
  });

  it('refuses missing amounts, amounts over ₱1,000,000.00 and tenures outside spec §5', () => {
    expect(termsProblem('REFINANCE', owed, { amount: 0, tenureMonths: 12, cycle: '1 Month' })).toBe('amount');
    expect(termsProblem('REFINANCE', owed, { amount: 100_000_001, tenureMonths: 12, cycle: '1 Month' })).toBe('tooHigh');
    expect(termsProblem('REFINANCE', owed, { amount: 5_000_000, tenureMonths: 7, cycle: '1 Month' })).toBe('tenure');
    expect(termsProblem('REFINANCE', owed, { amount: 5_000_000, tenureMonths: 60, cycle: '1 Week' })).toBeNull();
  });

  it('cash out is what is left after the balance, never negative', () => {
    expect(netProceeds(5_000_000, owed)).toBe(5_000_000 - owed);
    expect(netProceeds(owed - 1, owed)).toBe(0);
  });

  it('a past-due borrower offered both is sent down the recovery route; nothing when loans are disabled', () => {
    expect(refinanceKindOf(['RE_LOAN', 'REFINANCE'], false)).toBe('REFINANCE');
    expect(refinanceKindOf(['REFINANCE', 'RECOVERY_REFINANCE'], false)).toBe('RECOVERY_REFINANCE');
    expect(refinanceKindOf(['RE_LOAN'], false)).toBeNull();
    expect(refinanceKindOf(['REFINANCE'], true)).toBeNull();
  });
});
