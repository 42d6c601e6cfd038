import { describe, expect, it } from 'vitest';
import { firstPricing, repricesOffers } from '@machines/journeys/dependencies';

const calc = { amount_centavos: 2_000_000, tenure_months: 12, repayment_cycle: '1 Month' };

describe('repricesOffers: the answers offers are priced from', () => {
  it('a changed gross salary, amount, tenure, cycle or campaign reprices; other fields do not', () => {
    expect(repricesOffers('professionalDetails', { gross_monthly_salary: '40,000', employee_id: 'A' }, { gross_monthly_salary: '60,000', employee_id: 'A' })).toBe(true);
    expect(repricesOffers('professionalDetails', { gross_monthly_salary: '40,000', employee_id: 'A' }, { gross_monthly_salary: '40,000', employee_id: 'B' })).toBe(false);
    expect(repricesOffers('loanCalculator', calc, { ...calc, campaign_code: 'CALAMITY_1' })).toBe(true);
    expect(repricesOffers('reloanCalculator', { ...calc, campaign_code: 'CALAMITY_1' }, calc)).toBe(true);
    expect(repricesOffers('loanCalculator', calc, { ...calc, tenure_months: 6 })).toBe(true);
    expect(repricesOffers('personalDetails', { first_name: 'A' }, { first_name: 'B' })).toBe(false);
  });

  it('a first save (nothing before) prices nothing again: offers come after it', () => {
    expect(repricesOffers('professionalDetails', undefined, { gross_monthly_salary: '60,000' })).toBe(false);
  });
});

describe('firstPricing: the offer step prices without reading what this journey saved', () => {
  it('takes the salary from the saved professional details, and leaves it to the platform after a resume without them', () => {
    const saved = { loanCalculator: calc, professionalDetails: { gross_monthly_salary: '40,000' }, bankDetails: { bank: 'BDO' } };
    expect(firstPricing(saved, 'app-1')).toMatchObject({ requested: calc, salary: '40,000', idempotencyKey: 'offers-app-1' });
    expect(firstPricing({ loanCalculator: calc }, 'app-1').salary).toBeUndefined();
  });
});
