import { describe, expect, it } from 'vitest';
import {
  basisPoints,
  CAMPAIGNS,
  campaignList,
  DECLARED_THEMES,
  dayNumber,
  deductionsLeaving,
  ewaAvailable,
  ewaRefusal,
  instalmentsOf,
  listedCap,
  loanLedger,
  manilaClock,
  netPaid,
  paymentPostings,
  peso,
  percentFromBp,
  pesos,
  productOf,
  QUICK_LOAN,
  quickLoanRefusal,
  quote,
  readAmount,
  refinancePostings,
  refusal,
  REGULAR,
  REGULAR_MAX,
  repayment,
  shareOf,
  splitEvenly,
  type BookedTerms,
} from '../../sandbox/pricing';

/**
 * The platform's pricing rules (sandbox/pricing), case by case with hand-worked figures: the boundaries of each
 * rule (one centavo either side), the texts a borrower reads, and the table's names and flags. Written for the
 * mutation run of the money code (issue W3-G): each case fails on a one-token change of the rule it names.
 */
const product = (code: string) => productOf(code)!;

describe('platform money (sandbox/pricing/money.ts)', () => {
  it('converts pesos and percentages exactly', () => {
    expect(pesos(1_000)).toBe(100_000);
    expect(pesos(12.34)).toBe(1_234);
    expect(basisPoints(2.99)).toBe(299);
    expect(basisPoints(7.5)).toBe(750);
    expect(percentFromBp(299)).toBe(2.99);
  });

  it('a share of a negative amount is the negative share, rounded half up by size; of zero it is zero (not -0)', () => {
    expect(shareOf(-1_000, 500)).toBe(-50);
    expect(shareOf(-150, 250)).toBe(-4); // 3.75 centavos -> 4
    expect(shareOf(-130, 250)).toBe(-3); // 3.25 -> 3
    expect(shareOf(0, 500)).toBe(0);
    expect(Object.is(shareOf(0, 500), 0)).toBe(true);
  });

  it('splits into one part or more, refusing zero, negative and fractional counts by name', () => {
    expect(splitEvenly(10, 1)).toEqual([10]);
    expect(splitEvenly(10, 3)).toEqual([4, 3, 3]);
    expect(() => splitEvenly(10, 0)).toThrow('Cannot split into 0 parts');
    expect(() => splitEvenly(10, -2)).toThrow('Cannot split into -2 parts');
    expect(() => splitEvenly(10, 1.5)).toThrow('Cannot split into 1.5 parts');
  });

  it('writes pesos with the minus before the peso sign', () => {
    expect(peso(-123_456)).toBe('-₱1,234.56');
    expect(peso(0)).toBe('₱0.00');
    expect(peso(5)).toBe('₱0.05');
    expect(peso(100_000_000)).toBe('₱1,000,000.00');
  });

  it('reads what a borrower typed: spaces around, commas every three places, up to two decimals', () => {
    expect(readAmount(' 40,000 ')).toBe(4_000_000);
    expect(readAmount('1,000,000')).toBe(100_000_000);
    expect(readAmount('12')).toBe(1_200);
    expect(readAmount('1.25')).toBe(125);
    expect(readAmount('1.5')).toBe(150);
    expect(readAmount('.75')).toBe(75);
    expect(readAmount('7.')).toBe(700);
    for (const bad of ['', '.', 'x12', '12x', 'a', '1.ab', '1,00', '1.234', '-5', ' . '])
      expect(readAmount(bad), bad).toBeNull();
  });
});

describe('earned wage access and insta-funds (sandbox/pricing/ewa.ts)', () => {
  it('available is half the wages earned less what was withdrawn, never below zero, ignoring negative inputs', () => {
    expect(ewaAvailable(2_000_000, 300_000)).toBe(700_000);
    expect(ewaAvailable(100_000, 200_000)).toBe(0);
    expect(ewaAvailable(-500_000, 0)).toBe(0);
    expect(ewaAvailable(200_000, -50_000)).toBe(100_000);
  });

  it('a withdrawal: the amount asked for first, then what is available, then the minimum, then the maximum', () => {
    const available = 500_000;
    expect(ewaRefusal(null, available)).toBe('Enter the amount you want to withdraw.');
    expect(ewaRefusal(0, available)).toBe('Enter the amount you want to withdraw.');
    expect(ewaRefusal(-1, available)).toBe('Enter the amount you want to withdraw.');
    expect(ewaRefusal(150_000, 99_999)).toBe('You can withdraw once at least ₱1,000.00 is available.');
    expect(ewaRefusal(100_000, 100_000)).toBeNull();
    expect(ewaRefusal(99_999, available)).toBe('The minimum withdrawal is ₱1,000.00.');
    expect(ewaRefusal(100_000, available)).toBeNull();
    expect(ewaRefusal(500_001, available)).toBe('You can withdraw up to ₱5,000.00 now.');
    expect(ewaRefusal(500_000, available)).toBeNull();
    expect(ewaRefusal(150_000, available)).toBeNull();
  });

  it('insta-funds: ₱1,000.00 to ₱10,000.00', () => {
    expect(quickLoanRefusal(null)).toBe('Enter the amount you need.');
    expect(quickLoanRefusal(0)).toBe('Enter the amount you need.');
    expect(quickLoanRefusal(99_999)).toBe('The minimum is ₱1,000.00.');
    expect(quickLoanRefusal(100_000)).toBeNull();
    expect(quickLoanRefusal(500_000)).toBeNull();
    expect(quickLoanRefusal(1_000_000)).toBeNull();
    expect(quickLoanRefusal(1_000_001)).toBe('You can borrow up to ₱10,000.00.');
  });
});

describe('the product table (sandbox/pricing/products.ts)', () => {
  it('names, first-time flags and tenures, row by row', () => {
    const rows = campaignList().map((p) => [p.code, p.name, p.firstTimeOnly, p.tenures.join(',')]);
    expect(rows).toEqual([
      ['ANNIVERSARY_1', 'First-loan anniversary special', true, '3,6'],
      ['ANNIVERSARY_2', 'Anniversary special', false, '3,6'],
      ['CALAMITY_1', 'Calamity relief loan', false, '3,6,9,12'],
      ['CALAMITY_2', 'Calamity relief loan', false, '6'],
      ['CALAMITY_3', 'Calamity relief loan', false, '6'],
      ['CALAMITY_4', 'Calamity relief loan', false, '12'],
      ['SCHOOL_SUPPORT_1', 'School support loan', false, '6'],
      ['SCHOOL_SUPPORT_2', 'School support loan', false, '12'],
      ['SCHOOL_SUPPORT_3', 'School support loan', false, '6'],
      ['SCHOOL_SUPPORT_4', 'School support loan', false, '12'],
      ['EMERGENCY', 'Emergency loan', false, '3,6'],
    ]);
    expect(CAMPAIGNS.size).toBe(11);
    expect([REGULAR.code, REGULAR.name, REGULAR.firstTimeOnly]).toEqual(['REGULAR', 'Salary loan', false]);
    expect([QUICK_LOAN.code, QUICK_LOAN.name, QUICK_LOAN.firstTimeOnly, QUICK_LOAN.rateBp, QUICK_LOAN.tenures]).toEqual(['QUICK_LOAN', 'Insta-funds', false, 250, [3]]);
    expect(DECLARED_THEMES).toEqual(['calamity', 'school-support']);
  });
});

describe('who may borrow under a product (sandbox/pricing/eligibility.ts)', () => {
  it('declared themes: calamity and school support only where declared (or not checked); others everywhere', () => {
    expect(refusal(product('CALAMITY_3'), { firstTime: true, salary: null, declared: ['school-support'] })).toBe('NOT_DECLARED');
    expect(refusal(product('CALAMITY_3'), { firstTime: true, salary: null, declared: ['calamity'] })).toBeNull();
    expect(refusal(product('CALAMITY_3'), { firstTime: true, salary: null })).toBeNull();
    expect(refusal(product('ANNIVERSARY_2'), { firstTime: false, salary: null, declared: [] })).toBeNull();
    expect(refusal(REGULAR, { firstTime: false, salary: null, declared: [] })).toBeNull();
  });

  it('Anniversary 1 for first-time borrowers only', () => {
    expect(refusal(product('ANNIVERSARY_1'), { firstTime: false, salary: null })).toBe('NOT_FIRST_TIME_BORROWER');
    expect(refusal(product('ANNIVERSARY_1'), { firstTime: true, salary: null })).toBeNull();
    expect(refusal(product('ANNIVERSARY_2'), { firstTime: false, salary: null })).toBeNull();
  });

  it('a salary whose 20 % share rounds below ₱1,000.00 is too low (₱4,999.97 → ₱999.99); exactly ₱1,000.00 is enough', () => {
    expect(refusal(product('CALAMITY_1'), { firstTime: false, salary: 499_997 })).toBe('AMOUNT_TOO_LOW');
    expect(refusal(product('CALAMITY_1'), { firstTime: false, salary: 500_000 })).toBeNull();
  });

  it('the cap listed before an offer: the salary share as a rule, or a fixed cap under ₱150,000', () => {
    expect(listedCap(product('CALAMITY_1'), null)).toEqual({ amount: null, salaryPercent: 20 });
    expect(listedCap(product('CALAMITY_1'), 4_000_000)).toEqual({ amount: 800_000, salaryPercent: 20 });
    expect(listedCap(REGULAR, null)).toEqual({ amount: REGULAR_MAX, salaryPercent: null });
    expect(listedCap(product('ANNIVERSARY_2'), null)).toEqual({ amount: 3_000_000, salaryPercent: null });
    expect(listedCap(product('SCHOOL_SUPPORT_3'), null)).toEqual({ amount: REGULAR_MAX, salaryPercent: null });
  });
});

describe('quotes (sandbox/pricing/quote.ts)', () => {
  it('refuses a principal that is not a positive whole number of centavos, by name', () => {
    for (const bad of [0, -1, 1.5]) expect(() => repayment(bad, 299, 12, '1 Month')).toThrow('A loan needs a positive principal in centavos');
    expect(repayment(1, 0, 3, '1 Month').totalRepayment).toBe(1);
  });

  it('refuses a tenure the product does not offer, by name', () => {
    expect(() => quote({ product: product('EMERGENCY'), principal: 100_000, months: 12, cycle: '1 Month', toGoTyme: false })).toThrow('EMERGENCY is not offered for 12 months');
    expect(quote({ product: product('EMERGENCY'), principal: 100_000, months: 6, cycle: '1 Month', toGoTyme: false }).months).toBe(6);
  });

  it('cashback, a bank-fee and a service-fee discount: each takes off what it says, listed when it takes something off', () => {
    const q = quote({
      product: REGULAR,
      principal: 1_000_000,
      months: 12,
      cycle: '1 Month',
      toGoTyme: false,
      discounts: [
        { type: 'CASHBACK', value: 5_000 },
        { type: 'BANK_FEE_DISCOUNT', value: 1_000 },
        { type: 'SERVICE_FEE_DISCOUNT', value: 0 },
        { type: 'SERVICE_FEE_DISCOUNT', value: 10_000 },
      ],
    });
    expect(q.cashback).toBe(5_000);
    expect(q.bankFee).toBe(1_500);
    expect(q.serviceFee).toBe(40_000); // 5 % of ₱10,000.00 = ₱500.00, less ₱100.00
    expect(q.waivers).toEqual([
      { type: 'BANK_FEE_DISCOUNT', amount: 1_000, label: 'Promo Waived' },
      { type: 'SERVICE_FEE_DISCOUNT', amount: 10_000, label: 'Promo Waived' },
    ]);
    expect(q.netProceeds).toBe(1_000_000 - 40_000 - 1_500);
  });

  it('a bank-fee discount on a GoTyme loan takes nothing off and is not listed', () => {
    const q = quote({ product: REGULAR, principal: 1_000_000, months: 12, cycle: '1 Month', toGoTyme: true, discounts: [{ type: 'BANK_FEE_DISCOUNT', value: 1_000 }] });
    expect(q.bankFee).toBe(0);
    expect(q.waivers).toEqual([{ type: 'BANK_FEE_DISCOUNT', amount: 2_500, label: 'GT Waived' }]);
  });
});

describe('the ledger (sandbox/pricing/ledger.ts)', () => {
  // ₱12,000.00 at 1 % a month for 3 months: ₱360.00 interest; 3 × (₱4,000.00 + ₱120.00) due Feb 10, Mar 10, Apr 10.
  const terms: BookedTerms = { principal: 1_200_000, rateBp: 100, months: 3, cycle: '1 Month', releasedOn: '2026-01-10' };
  const interestFree: BookedTerms = { ...terms, rateBp: 0 };

  it('instalments are numbered from 1', () => {
    expect(instalmentsOf(terms).map((e) => [e.number, e.dueDate, e.amount])).toEqual([
      [1, '2026-02-10', 412_000],
      [2, '2026-03-10', 412_000],
      [3, '2026-04-10', 412_000],
    ]);
  });

  it('credits every credit type, refunds back, ignores anything else', () => {
    expect(netPaid([{ type: 'REISSUE_TRANSFER', amount: 100 }, { type: 'PRINCIPAL_WRITE_OFF', amount: 50 }, { type: 'PAYMENT_REFUND', amount: 30 }, { type: 'DISBURSEMENT', amount: 999 }])).toBe(120);
  });

  it('requested from the employer within 7 days of the due date (the 7th day included), upcoming after', () => {
    expect(loanLedger(terms, [], '2026-02-03').schedule.map((e) => e.status)).toEqual(['REQUESTED', 'UPCOMING', 'UPCOMING']);
    expect(loanLedger(terms, [], '2026-02-02').schedule.map((e) => e.status)).toEqual(['UPCOMING', 'UPCOMING', 'UPCOMING']);
    expect(loanLedger(terms, [], '2026-03-05').schedule.map((e) => e.status)).toEqual(['REQUESTED', 'REQUESTED', 'UPCOMING']);
  });

  it('an open provider payment shows on the first unpaid instalment only', () => {
    expect(loanLedger(terms, [], '2026-02-01', { openPayment: true }).schedule.map((e) => e.status)).toEqual(['PROCESSING', 'UPCOMING', 'UPCOMING']);
    const paidFirst = loanLedger(terms, [{ type: 'PAYMENT', amount: 412_000 }], '2026-02-01', { openPayment: true });
    expect(paidFirst.schedule.map((e) => e.status)).toEqual(['COMPLETED', 'PROCESSING', 'UPCOMING']);
  });

  it('a payment covers interest first: ₱50.00 paid early leaves ₱70.00 + ₱120.00 + ₱120.00 of interest to waive', () => {
    const l = loanLedger(terms, [{ type: 'PAYMENT', amount: 5_000 }], '2026-02-01');
    expect(l.waivableInterest).toBe(31_000);
    expect(l.balance).toBe(1_231_000);
    expect(l.payoff).toBe(1_200_000);
    expect(paymentPostings(l, 1_200_000, true)).toEqual([{ type: 'PAYMENT', amount: 1_200_000 }, { type: 'INTEREST_WAIVE', amount: 31_000 }]);
    expect(paymentPostings(l, 1_200_000, false)).toEqual([{ type: 'PAYMENT', amount: 1_200_000 }]);
  });

  it('an interest-free loan has nothing to waive: a payoff or a refinance posts the payment alone', () => {
    const l = loanLedger(interestFree, [], '2026-02-01');
    expect(l.waivableInterest).toBe(0);
    expect(paymentPostings(l, l.payoff, true)).toEqual([{ type: 'PAYMENT', amount: 1_200_000 }]);
    expect(refinancePostings(l)).toEqual([{ type: 'REFINANCE_PAYMENT', amount: 1_200_000 }]);
  });

  it('deductions leaving one instalment past due pay exactly the two before it, nothing more', () => {
    expect(deductionsLeaving(terms, '2026-04-11', 412_000)).toEqual([
      { dueDate: '2026-02-10', number: 1, amount: 412_000 },
      { dueDate: '2026-03-10', number: 2, amount: 412_000 },
    ]);
  });
});

describe('the calendar (sandbox/pricing/days.ts)', () => {
  it('Manila wall-clock time is UTC+8', () => {
    const clock = manilaClock(Date.UTC(2026, 10, 30, 17, 0));
    expect([clock.getUTCFullYear(), clock.getUTCMonth(), clock.getUTCDate(), clock.getUTCHours()]).toEqual([2026, 11, 1, 1]);
  });

  it('a day is YYYY-MM-DD at the start of the text', () => {
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(() => dayNumber('x2026-01-01')).toThrow('Not a day: x2026-01-01');
  });
});
