import { describe, expect, it } from 'vitest';
import type { ForwardDeviationProperties } from '~/api/contract/offers';
import { deviationCopy } from '~/journeys/screens/loan-offer/deviation-copy';

const asked = (over: Partial<ForwardDeviationProperties>): ForwardDeviationProperties => ({
  application_id: 'app-1', requested_amount_centavos: 10_000_000, offered_amount_centavos: 10_000_000,
  requested_tenure_months: 12, offered_tenure_months: 12, has_deviation: true, reasons: [], ...over,
});
const regular = { pricing_code: 'REGULAR', pricing_name: 'Salary loan' };

describe('deviation -> notice copy', () => {
  it('no deviation, no reasons, no offer or no deviation read: no notice', () => {
    expect(deviationCopy(asked({ has_deviation: false }), regular)).toBeNull();
    expect(deviationCopy(asked({ reasons: [] }), regular)).toBeNull();
    expect(deviationCopy(asked({ reasons: ['SALARY_CAP'] }), undefined)).toBeNull();
    expect(deviationCopy(null, regular)).toBeNull();
  });

  it('SALARY_CAP on the regular loan: asked vs offered, and the twice-the-salary rule', () => {
    expect(deviationCopy(asked({ offered_amount_centavos: 8_000_000, reasons: ['SALARY_CAP'] }), regular)).toEqual({
      heading: 'Why your offer is less than you asked for',
      lines: ['You asked for ₱100,000.00. We can lend you ₱80,000.00.', 'A loan can be at most twice your gross monthly salary.'],
    });
  });

  it('SALARY_CAP on a salary-share promo names its share; TENURE_NOT_OFFERED names both tenures', () => {
    const copy = deviationCopy(asked({ offered_amount_centavos: 800_000, offered_tenure_months: 6, reasons: ['SALARY_CAP', 'TENURE_NOT_OFFERED'] }), { pricing_code: 'CALAMITY_2', pricing_name: 'Calamity 2' });
    expect(copy?.lines).toEqual([
      'You asked for ₱100,000.00. We can lend you ₱8,000.00.',
      'Calamity 2 lends up to 20% of your gross monthly salary.',
      '12 months is not offered for this loan, so we chose the nearest: 6 months.',
    ]);
  });

  it('SALARY_CAP under a pricing this app does not know: the general rule', () => {
    expect(deviationCopy(asked({ offered_amount_centavos: 8_000_000, reasons: ['SALARY_CAP'] }), { pricing_code: 'NEW_PROMO', pricing_name: 'New promo' })?.lines[1]).toBe(
      'Your offer is capped at a share of your gross monthly salary.',
    );
  });

  it('CAMPAIGN_CAP and PRODUCT_CAP give the most that pricing lends', () => {
    expect(deviationCopy(asked({ offered_amount_centavos: 5_000_000, reasons: ['CAMPAIGN_CAP'] }), { pricing_code: 'CALAMITY_3', pricing_name: 'Calamity 3' })?.lines[1]).toBe(
      'The Calamity 3 promo lends up to ₱50,000.00.',
    );
    expect(deviationCopy(asked({ requested_amount_centavos: 20_000_000, offered_amount_centavos: 15_000_000, reasons: ['PRODUCT_CAP'] }), regular)?.lines).toEqual([
      'You asked for ₱200,000.00. We can lend you ₱150,000.00.',
      'This loan lends up to ₱150,000.00.',
    ]);
  });

  it('only the tenure differs: its own heading and no amount line', () => {
    expect(deviationCopy(asked({ offered_tenure_months: 6, reasons: ['TENURE_NOT_OFFERED'] }), { pricing_code: 'CALAMITY_3', pricing_name: 'Calamity 3' })).toEqual({
      heading: 'Why your offer has a different tenure',
      lines: ['12 months is not offered for this loan, so we chose the nearest: 6 months.'],
    });
  });
});
