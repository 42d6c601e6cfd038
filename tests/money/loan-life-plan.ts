import fc from 'fast-check';
import { findPricing, maxAmountFor, MIN_LOAN, priceOffer, regularPricing, type Discount, type PricedOffer, type Pricing } from '~/domain/campaigns';
import { estimateRepayment, repaymentCycles, type RepaymentCycle, type RepaymentEstimate } from '~/domain/loan-math';
import { formatAmountInput } from '~/domain/amount-input';
import type { ApplicationStatus } from '~/api/contract/loans';

/**
 * What a borrower chooses over one loan's life, and what the APP's own code (the calculator screen's
 * estimateRepayment, the offer pricing priceOffer of src/domain) says those choices cost. The sandbox's answers are
 * compared with these; nothing here reads the sandbox.
 */

/** The employer of the personas (Sinag Bank) has calamity campaigns declared; school support is Bayani Steel's only. */
export const campaignCodes = ['REGULAR', 'ANNIVERSARY_1', 'ANNIVERSARY_2', 'CALAMITY_1', 'CALAMITY_2', 'CALAMITY_3', 'CALAMITY_4', 'EMERGENCY'] as const;

/**
 * The promo codes the sandbox seeds (sandbox/migrations/310-offers.sql), as the borrower reads them: what each takes
 * off, written down here from their descriptions so the expectation does not come from the sandbox's answer.
 */
export const promoDiscounts: Record<string, Discount[]> = {
  WELCOME100: [{ type: 'SERVICE_FEE_DISCOUNT', value: 10_000 }], // ₱100 off the service fee for your first loan
  CASHBACK500: [{ type: 'CASHBACK', value: 50_000 }], // ₱500 cashback after your first repayment
  RATECUT: [{ type: 'INTEREST_RATE_DISCOUNT', value: 0.5 }], // 0.5% off your monthly interest rate
  FREEBANK: [{ type: 'BANK_FEE_DISCOUNT', value: 2_500 }], // No bank transfer fee
};
const promoCodes = Object.keys(promoDiscounts);

/** The review paths the platform may take from SYSTEM_REVIEW to the borrower's approval (sandbox/platform/loans-status.ts). */
export const reviewPaths: readonly (readonly ApplicationStatus[])[] = [
  ['PENDING_BORROWER_APPROVAL'],
  ['TIER_1_REVIEW', 'PENDING_BORROWER_APPROVAL'],
  ['TIER_1_REVIEW', 'TIER_2_REVIEW', 'PENDING_BORROWER_APPROVAL'],
  ['TIER_1_REVIEW', 'PENDING_MANAGER_APPROVAL', 'PENDING_BORROWER_APPROVAL'],
  ['TIER_1_REVIEW', 'TIER_2_REVIEW', 'PENDING_MANAGER_APPROVAL', 'PENDING_BORROWER_APPROVAL'],
];

export interface Terms {
  pricing: Pricing;
  amount: number;
  tenure: number;
  cycle: RepaymentCycle;
}

export interface LifePlan {
  persona: 'new-borrower' | 'pending-borrower-approval';
  /** Days after BASE_DAY the life starts (and the loan is released). */
  startDays: number;
  /** Gross monthly salary typed in professional details, whole pesos. */
  salaryPesos: number;
  asked: Terms;
  purpose: string;
  /** At the offer step: the tenure of the offer taken (the best one is the asked tenure). */
  offerTenure: number;
  promo: string | null;
  /** Changed from review (calculator): new amount, tenure and cycle; the offer step is passed again. */
  reviewChange: Omit<Terms, 'pricing'> | null;
  reviewPath: readonly ApplicationStatus[];
  /** At pending approval: null = accept the offer shown selected, else the index of another offer chosen. */
  pendingChoice: number | null;
  /** Share of the instalments the payroll deductions pay before the payoff (some always stay unpaid). */
  paidShare: number;
}

/** The pending-borrower-approval persona's application (sandbox/backoffice/personas.ts loanApplication). */
export const pendingPersonaTerms: Terms = { pricing: regularPricing, amount: 3_000_000, tenure: 12, cycle: '1 Semi Month' };
export const PENDING_PERSONA_SALARY_PESOS = 40_000;

const pick = <T>(list: readonly T[], share: number): T => list[Math.min(list.length - 1, Math.floor(share * list.length))]!;

/** An amount within the pricing's limits for this salary, in whole pesos or with centavos. */
function amountWithin(pricing: Pricing, salaryCentavos: number, share: number, centavos: number): number {
  const max = maxAmountFor(pricing, { isFirstTimeBorrower: true, grossMonthlySalary: salaryCentavos });
  const amount = MIN_LOAN + Math.floor(share * (max - MIN_LOAN));
  return Math.min(max, amount - (amount % 100) + centavos);
}

const unit = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });

export const lifePlan: fc.Arbitrary<LifePlan> = fc
  .record({
    personaRoll: fc.nat({ max: 5 }),
    startDays: fc.integer({ min: 0, max: 400 }),
    salaryPesos: fc.integer({ min: 12_000, max: 250_000 }),
    campaign: fc.constantFrom(...campaignCodes),
    amountShare: unit,
    centavos: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 99 })),
    tenureShare: unit,
    cycle: fc.constantFrom(...repaymentCycles),
    purpose: fc.constantFrom('TUITION', 'MEDICAL', 'HOME_IMPROVEMENT', 'EMERGENCY_EXPENSES', 'BUSINESS'),
    otherOffer: fc.option(unit, { freq: 2 }),
    promo: fc.option(fc.constantFrom(...promoCodes), { freq: 2 }),
    reviewChange: fc.option(fc.record({ amountShare: unit, centavos: fc.integer({ min: 0, max: 99 }), tenureShare: unit, cycle: fc.constantFrom(...repaymentCycles) }), { freq: 3 }),
    reviewPath: fc.constantFrom(...reviewPaths),
    pendingChoice: fc.option(fc.nat({ max: 8 }), { freq: 3 }),
    paidShare: unit,
  })
  .map((r): LifePlan => {
    // About one life in six is the pending-borrower-approval persona (its application is already reviewed).
    const persona = r.personaRoll === 0 ? 'pending-borrower-approval' : 'new-borrower';
    const pricing = findPricing(r.campaign)!;
    const salary = r.salaryPesos * 100;
    const asked: Terms =
      persona === 'new-borrower'
        ? { pricing, amount: amountWithin(pricing, salary, r.amountShare, r.centavos), tenure: pick(pricing.tenures, r.tenureShare), cycle: r.cycle }
        : pendingPersonaTerms;
    return {
      persona,
      startDays: r.startDays,
      salaryPesos: persona === 'new-borrower' ? r.salaryPesos : PENDING_PERSONA_SALARY_PESOS,
      asked,
      purpose: r.purpose,
      offerTenure: r.otherOffer === null ? asked.tenure : pick(asked.pricing.tenures, r.otherOffer),
      promo: persona === 'new-borrower' ? r.promo : null,
      reviewChange:
        persona === 'new-borrower' && r.reviewChange
          ? { amount: amountWithin(pricing, salary, r.reviewChange.amountShare, r.reviewChange.centavos), tenure: pick(pricing.tenures, r.reviewChange.tenureShare), cycle: r.reviewChange.cycle }
          : null,
      reviewPath: r.reviewPath,
      pendingChoice: r.pendingChoice,
      paidShare: r.paidShare,
    };
  });

/** The calculator step's values, as the calculator screen sends them. */
export const calculatorValues = (t: Omit<Terms, 'pricing'>, pricing: Pricing) => ({
  amount_centavos: t.amount,
  tenure_months: t.tenure,
  repayment_cycle: t.cycle,
  ...(pricing.code === regularPricing.code ? {} : { campaign_code: pricing.code }),
});

/** What the calculator screen shows for these terms (loan-calculator.screen.tsx: estimateRepayment at the campaign's rate). */
export const calculatorEstimate = (t: Terms): RepaymentEstimate =>
  estimateRepayment({ principal: t.amount, monthlyInterestPercent: t.pricing.monthlyInterestPercent, tenureMonths: t.tenure, cycle: t.cycle });

/** The offer the app's pricing makes of the terms finally chosen (what every later figure must equal). */
export const expectedOffer = (t: Terms, promo: string | null): PricedOffer =>
  priceOffer({ pricing: t.pricing, principal: t.amount, tenureMonths: t.tenure, cycle: t.cycle, disbursedToGoTyme: false, discounts: promo ? promoDiscounts[promo] : [] });

export const salaryText = (pesos: number) => formatAmountInput(String(pesos));
