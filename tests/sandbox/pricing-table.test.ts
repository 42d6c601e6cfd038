import { describe, expect, it } from 'vitest';
import { findPricing, maxAmountFor, priceOffer, type Discount as AppDiscount } from '../../src/domain/campaigns';
import type { RepaymentCycle } from '../../src/domain/loan-math';
import { maxPrincipalFor, productOf, quote, type Discount } from '../../sandbox/pricing';

/**
 * Hand-worked figures for the regular loan and every campaign of spec §9, checked separately against the app's
 * pricing (src/domain/campaigns.ts priceOffer) and the platform's own (sandbox/pricing quote). Neither side is the
 * reference: the arithmetic beside each row is. Amounts in centavos. Interest = principal × monthly rate × months,
 * rounded once half up; principal and interest are each split evenly, the larger parts (by a centavo) first, so the
 * first instalment is the quoted one and the last may be up to 2 centavos less.
 */
interface Row {
  code: string;
  principal: number;
  months: number;
  cycle: RepaymentCycle;
  gotyme?: boolean;
  discounts?: Discount[];
  rate: number;
  interest: number;
  total: number;
  count: number;
  first: number;
  last: number;
  serviceFee: number;
  bankFee: number;
  net: number;
}

const row = (r: Row) => r;

const table: Row[] = [
  // 20,000 × 2.99 % × 12 = 7,176.00; total 27,176.00; principal 2,000,000 / 12 = 166,666 r 8 (first 8 get +1c), interest
  // 717,600 / 12 = 59,800: 12 × 2,264.67 (first 8), 2,264.66 (last 4). Fee 5 % = 1,000.00; bank 25.00; net 18,975.00.
  row({ code: 'REGULAR', principal: 2_000_000, months: 12, cycle: '1 Month', rate: 2.99, interest: 717_600, total: 2_717_600, count: 12, first: 226_467, last: 226_466, serviceFee: 100_000, bankFee: 2_500, net: 1_897_500 }),
  // GoTyme: 50,000 × 2.99 % × 6 = 8,970.00; 5,000,000 / 6 = 833,333 r 2; 897,000 / 6 = 149,500: 9,828.34 (first 2), 9,828.33.
  // Fee 2,500.00; bank fee waived (GT Waived); net 47,500.00.
  row({ code: 'REGULAR', principal: 5_000_000, months: 6, cycle: '1 Month', gotyme: true, rate: 2.99, interest: 897_000, total: 5_897_000, count: 6, first: 982_834, last: 982_833, serviceFee: 250_000, bankFee: 0, net: 4_750_000 }),
  // Promo RATECUT (0.5 point off): 10,000 × 2.49 % × 12 = 2,988.00 (3,588.00 − 600.00 waived); 1,000,000 / 12 = 83,333 r 4;
  // 298,800 / 12 = 24,900: 1,082.34 (first 4), 1,082.33. Fee 500.00; net 9,475.00.
  row({ code: 'REGULAR', principal: 1_000_000, months: 12, cycle: '1 Month', discounts: [{ type: 'INTEREST_RATE_DISCOUNT', value: 0.5 }], rate: 2.49, interest: 298_800, total: 1_298_800, count: 12, first: 108_234, last: 108_233, serviceFee: 50_000, bankFee: 2_500, net: 947_500 }),
  // Promo WELCOME100 (₱100 off the fee): 15,000 × 2.99 % × 6 = 2,691.00; 250,000 + 44,850 = 2,948.50 each.
  // Fee 750.00 − 100.00 = 650.00; net 15,000 − 650 − 25 = 14,325.00.
  row({ code: 'REGULAR', principal: 1_500_000, months: 6, cycle: '1 Month', discounts: [{ type: 'SERVICE_FEE_DISCOUNT', value: 10_000 }], rate: 2.99, interest: 269_100, total: 1_769_100, count: 6, first: 294_850, last: 294_850, serviceFee: 65_000, bankFee: 2_500, net: 1_432_500 }),
  // Weekly: round(3 × 52 / 12) = 13; 12,000 × 2.99 % × 3 = 1,076.40; 1,200,000 / 13 = 92,307 r 9; 107,640 / 13 = 8,280:
  // 1,005.88 (first 9), 1,005.87. Fee 600.00; net 11,375.00.
  row({ code: 'REGULAR', principal: 1_200_000, months: 3, cycle: '1 Week', rate: 2.99, interest: 107_640, total: 1_307_640, count: 13, first: 100_588, last: 100_587, serviceFee: 60_000, bankFee: 2_500, net: 1_137_500 }),
  // Semi-monthly: 24 cut-offs; 30,000 × 2.99 % × 12 = 10,764.00; 125,000 + 44,850 = 1,698.50 each. Fee 1,500.00; net 28,475.00.
  row({ code: 'REGULAR', principal: 3_000_000, months: 12, cycle: '1 Semi Month', rate: 2.99, interest: 1_076_400, total: 4_076_400, count: 24, first: 169_850, last: 169_850, serviceFee: 150_000, bankFee: 2_500, net: 2_847_500 }),
  // Fortnightly: round(6 × 26 / 12) = 13; 10,000 × 2.99 % × 6 = 1,794.00; 1,000,000 / 13 = 76,923 r 1; 179,400 / 13 = 13,800:
  // 907.24 (first), 907.23. Fee 500.00; net 9,475.00.
  row({ code: 'REGULAR', principal: 1_000_000, months: 6, cycle: '2 Weeks', rate: 2.99, interest: 179_400, total: 1_179_400, count: 13, first: 90_724, last: 90_723, serviceFee: 50_000, bankFee: 2_500, net: 947_500 }),
  // Anniversary 1: 30,000 × 1 % × 6 = 1,800.00; 500,000 + 30,000 = 5,300.00 each. No fee in the spec: regular 5 % = 1,500.00.
  row({ code: 'ANNIVERSARY_1', principal: 3_000_000, months: 6, cycle: '1 Month', rate: 1, interest: 180_000, total: 3_180_000, count: 6, first: 530_000, last: 530_000, serviceFee: 150_000, bankFee: 2_500, net: 2_847_500 }),
  // Anniversary 2: 20,000 × 2.5 % × 3 = 1,500.00; 2,000,000 / 3 = 666,666 r 2; 50,000 interest each: 7,166.67 (first 2), 7,166.66.
  row({ code: 'ANNIVERSARY_2', principal: 2_000_000, months: 3, cycle: '1 Month', rate: 2.5, interest: 150_000, total: 2_150_000, count: 3, first: 716_667, last: 716_666, serviceFee: 100_000, bankFee: 2_500, net: 1_897_500 }),
  // Anniversary 2, half-up: 1,001.00 × 2.5 % × 3 = 75.075 -> 75.08; 100,100 / 3 = 33,366 r 2; 7,508 / 3 = 2,502 r 2:
  // 358.70 (first 2), 358.68 (last: both parts 1c less). Fee 5 % = 50.05; net 1,001.00 − 50.05 − 25.00 = 925.95.
  row({ code: 'ANNIVERSARY_2', principal: 100_100, months: 3, cycle: '1 Month', rate: 2.5, interest: 7_508, total: 107_608, count: 3, first: 35_870, last: 35_868, serviceFee: 5_005, bankFee: 2_500, net: 92_595 }),
  // Calamity 1 (20 % of a 40,000 salary = 8,000): 0 %; 800,000 / 12 = 66,666 r 8: 666.67 (first 8), 666.66. Fee ₱100; net 7,875.00.
  row({ code: 'CALAMITY_1', principal: 800_000, months: 12, cycle: '1 Month', rate: 0, interest: 0, total: 800_000, count: 12, first: 66_667, last: 66_666, serviceFee: 10_000, bankFee: 2_500, net: 787_500 }),
  // Calamity 2: 0 %, 6 months; 800,000 / 6 = 133,333 r 2: 1,333.34 (first 2), 1,333.33. Fee ₱100; net 7,875.00.
  row({ code: 'CALAMITY_2', principal: 800_000, months: 6, cycle: '1 Month', rate: 0, interest: 0, total: 800_000, count: 6, first: 133_334, last: 133_333, serviceFee: 10_000, bankFee: 2_500, net: 787_500 }),
  // Calamity 3: 50,000 × 1 % × 6 = 3,000.00; 833,333 r 2 + 50,000: 8,833.34 (first 2), 8,833.33. Fee 7.5 % = 3,750.00; net 46,225.00.
  row({ code: 'CALAMITY_3', principal: 5_000_000, months: 6, cycle: '1 Month', rate: 1, interest: 300_000, total: 5_300_000, count: 6, first: 883_334, last: 883_333, serviceFee: 375_000, bankFee: 2_500, net: 4_622_500 }),
  // Calamity 4: 40,000 × 2.5 % × 12 = 12,000.00; 333,333 r 4 + 100,000: 4,333.34 (first 4), 4,333.33. Fee 2.75 % = 1,100.00; net 38,875.00.
  row({ code: 'CALAMITY_4', principal: 4_000_000, months: 12, cycle: '1 Month', rate: 2.5, interest: 1_200_000, total: 5_200_000, count: 12, first: 433_334, last: 433_333, serviceFee: 110_000, bankFee: 2_500, net: 3_887_500 }),
  // School support 1: 25,000 × 1 % × 6 = 1,500.00; 416,666 r 4 + 25,000: 4,416.67 (first 4), 4,416.66. Fee 7.5 % = 1,875.00; net 23,100.00.
  row({ code: 'SCHOOL_SUPPORT_1', principal: 2_500_000, months: 6, cycle: '1 Month', rate: 1, interest: 150_000, total: 2_650_000, count: 6, first: 441_667, last: 441_666, serviceFee: 187_500, bankFee: 2_500, net: 2_310_000 }),
  // School support 2: 80,000 × 1 % × 12 = 9,600.00; 666,666 r 8 + 80,000: 7,466.67 (first 8), 7,466.66. Fee 7.5 % = 6,000.00; net 73,975.00.
  row({ code: 'SCHOOL_SUPPORT_2', principal: 8_000_000, months: 12, cycle: '1 Month', rate: 1, interest: 960_000, total: 8_960_000, count: 12, first: 746_667, last: 746_666, serviceFee: 600_000, bankFee: 2_500, net: 7_397_500 }),
  // School support 3: 15,000 × 2.5 % × 6 = 2,250.00; 250,000 + 37,500 = 2,875.00 each. Fee 2.75 % = 412.50; net 14,562.50.
  row({ code: 'SCHOOL_SUPPORT_3', principal: 1_500_000, months: 6, cycle: '1 Month', rate: 2.5, interest: 225_000, total: 1_725_000, count: 6, first: 287_500, last: 287_500, serviceFee: 41_250, bankFee: 2_500, net: 1_456_250 }),
  // School support 4: 12,345.67 × 2.5 % × 12 = 3,703.701 -> 3,703.70; 1,234,567 / 12 = 102,880 r 7; 370,370 / 12 = 30,864 r 2:
  // first 102,881 + 30,865 = 1,337.46, last 102,880 + 30,864 = 1,337.44. Fee 2.75 % = 339.505925 -> 339.51; net 11,981.16.
  row({ code: 'SCHOOL_SUPPORT_4', principal: 1_234_567, months: 12, cycle: '1 Month', rate: 2.5, interest: 370_370, total: 1_604_937, count: 12, first: 133_746, last: 133_744, serviceFee: 33_951, bankFee: 2_500, net: 1_198_116 }),
  // Emergency: 0 %, no fee, up to 5,000: 500,000 / 3 = 166,666 r 2: 1,666.67 (first 2), 1,666.66. Net 5,000 − 25 = 4,975.00.
  row({ code: 'EMERGENCY', principal: 500_000, months: 3, cycle: '1 Month', rate: 0, interest: 0, total: 500_000, count: 3, first: 166_667, last: 166_666, serviceFee: 0, bankFee: 2_500, net: 497_500 }),
];

const name = (r: Row) => `${r.code} ${r.principal / 100} / ${r.months} months / ${r.cycle}${r.gotyme ? ' / GoTyme' : ''}${r.discounts ? ` / ${r.discounts[0]!.type}` : ''}`;

describe('hand-worked pricing: every campaign of spec §9 and the regular loan', () => {
  it('covers the regular loan and every spec §9 campaign', () => {
    expect(new Set(table.map((r) => r.code))).toEqual(new Set([
      'REGULAR', 'ANNIVERSARY_1', 'ANNIVERSARY_2', 'CALAMITY_1', 'CALAMITY_2', 'CALAMITY_3', 'CALAMITY_4',
      'SCHOOL_SUPPORT_1', 'SCHOOL_SUPPORT_2', 'SCHOOL_SUPPORT_3', 'SCHOOL_SUPPORT_4', 'EMERGENCY',
    ]));
  });

  it.each(table.map((r) => [name(r), r] as const))('app side (src/domain priceOffer): %s', (_, r) => {
    const o = priceOffer({ pricing: findPricing(r.code)!, principal: r.principal, tenureMonths: r.months, cycle: r.cycle, disbursedToGoTyme: r.gotyme ?? false, discounts: (r.discounts ?? []) as AppDiscount[] });
    const n = o.installmentCount - 1;
    expect({
      rate: o.monthlyInterestPercent, interest: o.totalInterest, total: o.totalRepayment, count: o.installmentCount, first: o.installmentAmount,
      last: o.principalParts[n]! + o.interestParts[n]!, serviceFee: o.serviceFee, bankFee: o.bankFee, net: o.netProceeds,
    }).toEqual({ rate: r.rate, interest: r.interest, total: r.total, count: r.count, first: r.first, last: r.last, serviceFee: r.serviceFee, bankFee: r.bankFee, net: r.net });
  });

  it.each(table.map((r) => [name(r), r] as const))('platform side (sandbox/pricing quote): %s', (_, r) => {
    const q = quote({ product: productOf(r.code)!, principal: r.principal, months: r.months, cycle: r.cycle, toGoTyme: r.gotyme ?? false, discounts: r.discounts ?? [] });
    const n = q.count - 1;
    expect({
      rate: q.monthlyInterestPercent, interest: q.totalInterest, total: q.totalRepayment, count: q.count, first: q.instalment,
      last: q.principalParts[n]! + q.interestParts[n]!, serviceFee: q.serviceFee, bankFee: q.bankFee, net: q.netProceeds,
    }).toEqual({ rate: r.rate, interest: r.interest, total: r.total, count: r.count, first: r.first, last: r.last, serviceFee: r.serviceFee, bankFee: r.bankFee, net: r.net });
  });

  // The most a borrower with a ₱40,000 gross monthly salary may borrow: min(150,000, 2 × 40,000 = 80,000, the campaign's cap).
  const caps: [code: string, max: number][] = [
    ['REGULAR', 8_000_000], ['ANNIVERSARY_1', 3_000_000], ['ANNIVERSARY_2', 3_000_000],
    ['CALAMITY_1', 800_000], ['CALAMITY_2', 800_000], // 20 % of 40,000
    ['CALAMITY_3', 5_000_000], ['CALAMITY_4', 5_000_000], ['SCHOOL_SUPPORT_1', 8_000_000], ['SCHOOL_SUPPORT_2', 8_000_000],
    ['SCHOOL_SUPPORT_3', 8_000_000], ['SCHOOL_SUPPORT_4', 8_000_000], // no cap of their own: 2 × salary
    ['EMERGENCY', 500_000],
  ];
  it.each(caps)('maximum for a ₱40,000 salary, both sides: %s', (code, max) => {
    expect(maxAmountFor(findPricing(code)!, { isFirstTimeBorrower: true, grossMonthlySalary: 4_000_000 })).toBe(max);
    expect(maxPrincipalFor(productOf(code)!, 4_000_000)).toBe(max);
  });

  it('the rate-cut waiver is the interest it saves (3,588.00 − 2,988.00 = 600.00), labelled Promo Waived; GoTyme is GT Waived', () => {
    const cut = quote({ product: productOf('REGULAR')!, principal: 1_000_000, months: 12, cycle: '1 Month', toGoTyme: true, discounts: [{ type: 'INTEREST_RATE_DISCOUNT', value: 0.5 }] });
    expect(cut.waivers).toEqual([
      { type: 'BANK_FEE_DISCOUNT', amount: 2_500, label: 'GT Waived' },
      { type: 'INTEREST_RATE_DISCOUNT', amount: 60_000, label: 'Promo Waived' },
    ]);
  });
});
