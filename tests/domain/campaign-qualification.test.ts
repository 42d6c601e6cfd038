import { describe, expect, it } from 'vitest';
import { campaigns, eligibility, findPricing, prospectiveEligibility, type CampaignTheme } from '~/domain/campaigns';
import { pesosToCentavos } from '~/domain/money';

/** Who a campaign is offered to (spec §9 and the declarations of migration 461). */
const borrower = (over: { first?: boolean; salary?: number | null; declared?: CampaignTheme[] } = {}) => ({
  isFirstTimeBorrower: over.first ?? false,
  grossMonthlySalary: over.salary === undefined ? pesosToCentavos(40_000) : over.salary === null ? null : pesosToCentavos(over.salary),
  declared: over.declared ?? [],
});
const offered = (b: ReturnType<typeof borrower>) => campaigns.filter((c) => prospectiveEligibility(c, b).eligible).map((c) => c.code);

describe('campaign qualification', () => {
  it('a returning borrower where nothing is declared gets the anniversary and emergency campaigns only, never Anniversary 1', () => {
    expect(offered(borrower())).toEqual(['ANNIVERSARY_2', 'EMERGENCY']);
  });

  it('Anniversary 1 is offered to first-time borrowers, with or without a known salary', () => {
    expect(offered(borrower({ first: true }))).toContain('ANNIVERSARY_1');
    expect(offered(borrower({ first: true, salary: null }))).toContain('ANNIVERSARY_1');
    expect(offered(borrower({ salary: null }))).not.toContain('ANNIVERSARY_1');
  });

  it('calamity campaigns only where a calamity is declared for the employer; school support only where a school season is', () => {
    expect(offered(borrower({ declared: ['calamity'] }))).toEqual(['ANNIVERSARY_2', 'CALAMITY_1', 'CALAMITY_2', 'CALAMITY_3', 'CALAMITY_4', 'EMERGENCY']);
    expect(offered(borrower({ declared: ['school-support'] }))).toEqual(['ANNIVERSARY_2', 'SCHOOL_SUPPORT_1', 'SCHOOL_SUPPORT_2', 'SCHOOL_SUPPORT_3', 'SCHOOL_SUPPORT_4', 'EMERGENCY']);
    const refused = eligibility(findPricing('CALAMITY_1')!, { isFirstTimeBorrower: true, grossMonthlySalary: pesosToCentavos(40_000), declared: ['school-support'] });
    expect(refused).toEqual({ eligible: false, reason: 'NOT_DECLARED' });
  });

  it('a calamity borrower whose 20% salary share is below the smallest loan is not offered the salary-capped calamity loans', () => {
    // 20% of ₱4,000 = ₱800, under the ₱1,000 minimum.
    expect(offered(borrower({ salary: 4_000, declared: ['calamity'] }))).toEqual(['ANNIVERSARY_2', 'CALAMITY_3', 'CALAMITY_4', 'EMERGENCY']);
  });

  it('names are the ones a borrower reads, not the spec table\'s row numbers', () => {
    for (const c of campaigns) expect(c.name).not.toMatch(/\d$/);
    expect(findPricing('ANNIVERSARY_1')!.name).toBe('First-loan anniversary special');
    expect(findPricing('CALAMITY_3')!.name).toBe('Calamity relief loan');
  });
});
