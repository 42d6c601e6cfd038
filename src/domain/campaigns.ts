import { estimateRepayment, isTenure, tenureMonths, type RepaymentCycle, type RepaymentEstimate } from './loan-math';
import { percentOf, pesosToCentavos, type Centavos } from './money';
import { parseAmountInput } from './amount-input';

export type Fee = { kind: 'fixed'; amount: Centavos } | { kind: 'percent'; percent: number };
export type MaxAmount = { kind: 'fixed'; amount: Centavos } | { kind: 'salaryPercent'; percent: number };

/**
 * What a campaign is about. Anniversary and emergency campaigns apply to every borrower (Anniversary 1 to first-time
 * borrowers only); calamity and school-support campaigns only where the platform has declared them for the
 * borrower's employer (a calamity in its area, a school season), for as long as the declaration runs.
 */
export const campaignThemes = ['anniversary', 'calamity', 'school-support', 'emergency'] as const;
export type CampaignTheme = (typeof campaignThemes)[number];
export const declaredThemes: readonly CampaignTheme[] = ['calamity', 'school-support'];

export interface Pricing {
  code: string;
  /** What the borrower reads (spec §9's "Calamity 1" is the code's row, not a name to show). */
  name: string;
  theme?: CampaignTheme;
  monthlyInterestPercent: number;
  /** null = the spec does not cap it; the regular product maximum applies. */
  maxAmount: MaxAmount | null;
  /** null = the spec shows none for the campaign; the regular service fee applies. */
  serviceFee: Fee | null;
  tenures: readonly number[];
  firstTimeBorrowersOnly: boolean;
}

/**
 * The regular salary loan ('REGULAR', the default type value of spec §3). The spec shows no regular pricing;
 * these sandbox figures are a decision (docs/decisions.md).
 */
export const regularPricing: Pricing = {
  code: 'REGULAR',
  name: 'Salary loan',
  monthlyInterestPercent: 2.99,
  maxAmount: { kind: 'fixed', amount: pesosToCentavos(150_000) },
  serviceFee: { kind: 'percent', percent: 5 },
  tenures: tenureMonths,
  firstTimeBorrowersOnly: false,
};
/** Regular maximum is also capped at twice the gross monthly salary. */
export const REGULAR_SALARY_MULTIPLE = 2;
/** Bank transfer fee on disbursement; waived ('GT Waived') when the money goes to a GoTyme account. */
export const BANK_FEE: Centavos = pesosToCentavos(25);
export const MIN_LOAN: Centavos = pesosToCentavos(1_000);

const upTo = (max: number) => tenureMonths.filter((t) => t <= max);
const between = (min: number, max: number) => tenureMonths.filter((t) => t >= min && t <= max);
const fixed = (pesos: number): MaxAmount => ({ kind: 'fixed', amount: pesosToCentavos(pesos) });
const pct = (percent: number): Fee => ({ kind: 'percent', percent });

/** Promotional campaigns, spec §9, row for row. Interest is per month, like the regular rate. */
export const campaigns: readonly Pricing[] = [
  { code: 'ANNIVERSARY_1', name: 'First-loan anniversary special', theme: 'anniversary', monthlyInterestPercent: 1, maxAmount: fixed(30_000), serviceFee: null, tenures: between(3, 6), firstTimeBorrowersOnly: true },
  { code: 'ANNIVERSARY_2', name: 'Anniversary special', theme: 'anniversary', monthlyInterestPercent: 2.5, maxAmount: fixed(30_000), serviceFee: null, tenures: between(3, 6), firstTimeBorrowersOnly: false },
  { code: 'CALAMITY_1', name: 'Calamity relief loan', theme: 'calamity', monthlyInterestPercent: 0, maxAmount: { kind: 'salaryPercent', percent: 20 }, serviceFee: { kind: 'fixed', amount: pesosToCentavos(100) }, tenures: upTo(12), firstTimeBorrowersOnly: false },
  { code: 'CALAMITY_2', name: 'Calamity relief loan', theme: 'calamity', monthlyInterestPercent: 0, maxAmount: { kind: 'salaryPercent', percent: 20 }, serviceFee: { kind: 'fixed', amount: pesosToCentavos(100) }, tenures: [6], firstTimeBorrowersOnly: false },
  { code: 'CALAMITY_3', name: 'Calamity relief loan', theme: 'calamity', monthlyInterestPercent: 1, maxAmount: fixed(50_000), serviceFee: pct(7.5), tenures: [6], firstTimeBorrowersOnly: false },
  { code: 'CALAMITY_4', name: 'Calamity relief loan', theme: 'calamity', monthlyInterestPercent: 2.5, maxAmount: fixed(50_000), serviceFee: pct(2.75), tenures: [12], firstTimeBorrowersOnly: false },
  { code: 'SCHOOL_SUPPORT_1', name: 'School support loan', theme: 'school-support', monthlyInterestPercent: 1, maxAmount: fixed(80_000), serviceFee: pct(7.5), tenures: [6], firstTimeBorrowersOnly: false },
  { code: 'SCHOOL_SUPPORT_2', name: 'School support loan', theme: 'school-support', monthlyInterestPercent: 1, maxAmount: fixed(80_000), serviceFee: pct(7.5), tenures: [12], firstTimeBorrowersOnly: false },
  { code: 'SCHOOL_SUPPORT_3', name: 'School support loan', theme: 'school-support', monthlyInterestPercent: 2.5, maxAmount: null, serviceFee: pct(2.75), tenures: [6], firstTimeBorrowersOnly: false },
  { code: 'SCHOOL_SUPPORT_4', name: 'School support loan', theme: 'school-support', monthlyInterestPercent: 2.5, maxAmount: null, serviceFee: pct(2.75), tenures: [12], firstTimeBorrowersOnly: false },
  { code: 'EMERGENCY', name: 'Emergency loan', theme: 'emergency', monthlyInterestPercent: 0, maxAmount: fixed(5_000), serviceFee: { kind: 'fixed', amount: 0 }, tenures: upTo(6), firstTimeBorrowersOnly: false },
];

export const findPricing = (code: string): Pricing | undefined =>
  code === regularPricing.code ? regularPricing : campaigns.find((c) => c.code === code);

export interface Borrower {
  isFirstTimeBorrower: boolean;
  /** Gross monthly salary in centavos. */
  grossMonthlySalary: Centavos;
  /** Calamity and school-support themes declared now for the borrower's employer; undefined = not known (not checked). */
  declared?: readonly CampaignTheme[];
}

/** Whether a campaign applies where the borrower works (see campaignThemes). */
export const appliesTo = (pricing: Pricing, declared: readonly CampaignTheme[] | undefined): boolean =>
  pricing.theme === undefined || !declaredThemes.includes(pricing.theme) || declared === undefined || declared.includes(pricing.theme);

/** The most this borrower may borrow under a pricing (never above the regular product's caps). */
export function maxAmountFor(pricing: Pricing, borrower: Borrower): Centavos {
  const regularCap = Math.min(
    regularPricing.maxAmount?.kind === 'fixed' ? regularPricing.maxAmount.amount : Infinity,
    borrower.grossMonthlySalary * REGULAR_SALARY_MULTIPLE,
  );
  const own = pricing.maxAmount === null
    ? Infinity
    : pricing.maxAmount.kind === 'fixed'
      ? pricing.maxAmount.amount
      : percentOf(borrower.grossMonthlySalary, pricing.maxAmount.percent);
  return Math.max(0, Math.min(regularCap, own));
}

export type Ineligibility = 'NOT_FIRST_TIME_BORROWER' | 'AMOUNT_TOO_LOW' | 'UNKNOWN_CAMPAIGN' | 'NOT_DECLARED';

export function eligibility(pricing: Pricing, borrower: Borrower): { eligible: true } | { eligible: false; reason: Ineligibility } {
  if (!appliesTo(pricing, borrower.declared)) return { eligible: false, reason: 'NOT_DECLARED' };
  if (pricing.firstTimeBorrowersOnly && !borrower.isFirstTimeBorrower) return { eligible: false, reason: 'NOT_FIRST_TIME_BORROWER' };
  if (maxAmountFor(pricing, borrower) < MIN_LOAN) return { eligible: false, reason: 'AMOUNT_TOO_LOW' };
  return { eligible: true };
}

/**
 * How much a borrower may borrow under a pricing, as far as it can be told: `amount` when it is a figure (a fixed
 * cap, or a salary share of a known salary, then with `salaryShare` to show how it was worked out), `salaryShare`
 * when it depends on a gross monthly salary not known yet ("up to 20% of your gross monthly salary").
 */
export type AmountCap =
  | { kind: 'amount'; amount: Centavos; salaryShare: { percent: number; salary: Centavos } | null }
  | { kind: 'salaryShare'; percent: number };

/** A borrower whose gross monthly salary (centavos) may not be known yet (null). */
export interface ProspectiveBorrower {
  isFirstTimeBorrower: boolean;
  grossMonthlySalary: Centavos | null;
  declared?: readonly CampaignTheme[];
}

const regularFixedCap = (): Centavos => (regularPricing.maxAmount?.kind === 'fixed' ? regularPricing.maxAmount.amount : Infinity);

/**
 * The cap to show before an offer exists. With a known salary it is exactly `maxAmountFor` (campaign cap, salary
 * share, regular caps). Without one, a salary-share campaign is its rule, and any other pricing its own fixed cap
 * under the regular product maximum (the regular twice-the-salary cap is applied by the offer).
 */
export function amountCap(pricing: Pricing, borrower: ProspectiveBorrower): AmountCap {
  const salary = borrower.grossMonthlySalary;
  const max = pricing.maxAmount;
  if (salary === null) {
    if (max?.kind === 'salaryPercent') return { kind: 'salaryShare', percent: max.percent };
    return { kind: 'amount', amount: Math.min(regularFixedCap(), max?.amount ?? Infinity), salaryShare: null };
  }
  const amount = maxAmountFor(pricing, { isFirstTimeBorrower: borrower.isFirstTimeBorrower, grossMonthlySalary: salary });
  return { kind: 'amount', amount, salaryShare: max?.kind === 'salaryPercent' ? { percent: max.percent, salary } : null };
}

/**
 * Whether to offer a pricing before an offer exists. A first-time-only campaign needs a first-time borrower; a
 * salary too low for the smallest loan only counts once the salary is known (until then the campaign is listed with
 * its rule, and the offer applies the exact cap).
 */
export function prospectiveEligibility(pricing: Pricing, borrower: ProspectiveBorrower): { eligible: true } | { eligible: false; reason: Ineligibility } {
  if (borrower.grossMonthlySalary !== null) return eligibility(pricing, { ...borrower, grossMonthlySalary: borrower.grossMonthlySalary });
  if (!appliesTo(pricing, borrower.declared)) return { eligible: false, reason: 'NOT_DECLARED' };
  if (pricing.firstTimeBorrowersOnly && !borrower.isFirstTimeBorrower) return { eligible: false, reason: 'NOT_FIRST_TIME_BORROWER' };
  return { eligible: true };
}

/**
 * A saved or typed gross monthly salary (text such as '40,000') as campaigns are priced with it: an amount above zero,
 * else none (the campaigns' own rules then). Which saved salary is asked first is the calculator chart's
 * (machines/journeys/calculator-lookup.ts); this is the one test of an answer.
 */
export function usableSalary(answer: string | null | undefined): Centavos | null {
  const salary = parseAmountInput(answer ?? '');
  return salary !== null && salary > 0 ? salary : null;
}

export const feeAmount = (fee: Fee | null, principal: Centavos): Centavos =>
  fee === null ? 0 : fee.kind === 'fixed' ? fee.amount : percentOf(principal, fee.percent);

export const discountTypes = ['CASHBACK', 'BANK_FEE_DISCOUNT', 'SERVICE_FEE_DISCOUNT', 'INTEREST_RATE_DISCOUNT'] as const;
export type DiscountType = (typeof discountTypes)[number];
export type DiscountLabel = 'GT Waived' | 'Promo Waived';

export interface Discount {
  type: DiscountType;
  /** CASHBACK and fee discounts: centavos; INTEREST_RATE_DISCOUNT: percentage points off the monthly rate. */
  value: number;
}

export interface PricedOffer extends RepaymentEstimate {
  pricingCode: string;
  monthlyInterestPercent: number;
  tenureMonths: number;
  cycle: RepaymentCycle;
  serviceFee: Centavos;
  bankFee: Centavos;
  /** What each discount actually took off (never more than the fee it discounts). */
  waivers: { type: DiscountType; amount: Centavos; label: DiscountLabel }[];
  cashback: Centavos;
  /** A refinance's running loan balance, paid off from the principal first (0 for any other loan). */
  payoff: Centavos;
  /** Money that reaches the borrower's account: principal less fees after waivers, less the payoff. */
  netProceeds: Centavos;
}

export interface OfferRequest {
  pricing: Pricing;
  principal: Centavos;
  tenureMonths: number;
  cycle: RepaymentCycle;
  disbursedToGoTyme: boolean;
  discounts?: readonly Discount[];
  /** A refinance pays off the running loan's outstanding balance from the principal (src/domain/refinance.ts). */
  payoff?: Centavos;
}

/** Prices one offer: fees, then discounts, then the repayment estimate at the discounted rate. */
export function priceOffer(req: OfferRequest): PricedOffer {
  if (!isTenure(req.tenureMonths) || !req.pricing.tenures.includes(req.tenureMonths)) {
    throw new RangeError(`Tenure ${req.tenureMonths} is not offered by ${req.pricing.code}`);
  }
  const grossServiceFee = feeAmount(req.pricing.serviceFee ?? regularPricing.serviceFee, req.principal);
  let serviceFee = grossServiceFee;
  let bankFee = BANK_FEE;
  let rate = req.pricing.monthlyInterestPercent;
  let cashback = 0;
  const waivers: PricedOffer['waivers'] = [];
  // Disbursing to the digital bank costs no transfer fee: shown as 'GT Waived'.
  if (req.disbursedToGoTyme) {
    waivers.push({ type: 'BANK_FEE_DISCOUNT', amount: bankFee, label: 'GT Waived' });
    bankFee = 0;
  }
  for (const d of req.discounts ?? []) {
    const value = Math.max(0, d.value);
    if (d.type === 'CASHBACK') {
      cashback += Math.round(value);
    } else if (d.type === 'BANK_FEE_DISCOUNT') {
      const off = Math.min(bankFee, Math.round(value));
      bankFee -= off;
      if (off > 0) waivers.push({ type: d.type, amount: off, label: 'Promo Waived' });
    } else if (d.type === 'SERVICE_FEE_DISCOUNT') {
      const off = Math.min(serviceFee, Math.round(value));
      serviceFee -= off;
      if (off > 0) waivers.push({ type: d.type, amount: off, label: 'Promo Waived' });
    } else {
      const before = estimateRepayment({ principal: req.principal, monthlyInterestPercent: rate, tenureMonths: req.tenureMonths, cycle: req.cycle });
      rate = Math.max(0, Math.round((rate - value) * 100) / 100);
      const after = estimateRepayment({ principal: req.principal, monthlyInterestPercent: rate, tenureMonths: req.tenureMonths, cycle: req.cycle });
      waivers.push({ type: d.type, amount: before.totalInterest - after.totalInterest, label: 'Promo Waived' });
    }
  }
  const estimate = estimateRepayment({ principal: req.principal, monthlyInterestPercent: rate, tenureMonths: req.tenureMonths, cycle: req.cycle });
  return {
    ...estimate,
    pricingCode: req.pricing.code,
    monthlyInterestPercent: rate,
    tenureMonths: req.tenureMonths,
    cycle: req.cycle,
    serviceFee,
    bankFee,
    waivers,
    cashback,
    payoff: req.payoff ?? 0,
    netProceeds: req.principal - serviceFee - bankFee - (req.payoff ?? 0),
  };
}
