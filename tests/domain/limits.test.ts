import { describe, expect, it } from 'vitest';
import { MIN_LOAN, REGULAR_SALARY_MULTIPLE, regularPricing } from '~/domain/campaigns';
import { tenureMonths } from '~/domain/loan-math';
import { REFINANCE_MAX } from '~/domain/refinance';
import { EWA_ACCESS_PERCENT, EWA_MIN_WITHDRAWAL, QUICK_LOAN_MAX, QUICK_LOAN_MIN } from '~/domain/ewa';
import { MAX_LOAN_CENTAVOS, MIN_LOAN_CENTAVOS, refinanceTenures } from '@machines/repayments/refinance-rules';

/**
 * Every money and eligibility limit the app holds, and where it is defined. A limit a chart's guard needs lives
 * beside the chart (machines/ cannot import src/); the same limit in src/domain must agree with it. The platform's
 * own figures are the sandbox's (sandbox/pricing), checked against hand-worked values in tests/sandbox/pricing-table.
 */
const limits = [
  { limit: 'smallest loan', where: 'src/domain/campaigns.ts MIN_LOAN', value: MIN_LOAN, same: [['machines/repayments/refinance-rules.ts MIN_LOAN_CENTAVOS', MIN_LOAN_CENTAVOS]] },
  {
    limit: 'largest regular loan (also a refinance)',
    where: 'src/domain/campaigns.ts regularPricing.maxAmount',
    value: regularPricing.maxAmount?.kind === 'fixed' ? regularPricing.maxAmount.amount : NaN,
    same: [['src/domain/refinance.ts REFINANCE_MAX', REFINANCE_MAX], ['machines/repayments/refinance-rules.ts MAX_LOAN_CENTAVOS', MAX_LOAN_CENTAVOS]],
  },
  { limit: 'regular loan as a multiple of the gross monthly salary', where: 'src/domain/campaigns.ts REGULAR_SALARY_MULTIPLE', value: REGULAR_SALARY_MULTIPLE, same: [] },
  { limit: 'EWA: share of earned wages', where: 'src/domain/ewa.ts EWA_ACCESS_PERCENT', value: EWA_ACCESS_PERCENT, same: [] },
  { limit: 'EWA: smallest withdrawal', where: 'src/domain/ewa.ts EWA_MIN_WITHDRAWAL', value: EWA_MIN_WITHDRAWAL, same: [] },
  { limit: 'insta-funds: smallest and largest', where: 'src/domain/ewa.ts QUICK_LOAN_MIN / QUICK_LOAN_MAX', value: QUICK_LOAN_MIN < QUICK_LOAN_MAX ? 1 : 0, same: [] },
] as const;

describe('money and eligibility limits: one value each, wherever a copy must exist', () => {
  it.each(limits.map((l) => [l.limit, l] as const))('%s', (_, l) => {
    expect(Number.isFinite(l.value) && l.value > 0, `${l.where} is a positive figure`).toBe(true);
    for (const [where, value] of l.same) expect(value, `${where} equals ${l.where}`).toBe(l.value);
  });

  it('the refinance tenures are the spec §5 tenure choices', () => {
    expect([...refinanceTenures]).toEqual([...tenureMonths]);
  });
});
