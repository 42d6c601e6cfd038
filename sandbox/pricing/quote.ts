import { basisPoints, percentFromBp, shareOf, splitEvenly, type Centavos } from './money';
import { BANK_FEE, REGULAR, type Cycle, type FeeRule, type Product } from './products';

/** Promo discounts (migration 310's promos): fee discounts and cashback in centavos, a rate cut in percentage points. */
export const DISCOUNT_TYPES = ['CASHBACK', 'BANK_FEE_DISCOUNT', 'SERVICE_FEE_DISCOUNT', 'INTEREST_RATE_DISCOUNT'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];
export interface Discount {
  type: DiscountType;
  value: number;
}

export interface Waiver {
  type: DiscountType;
  amount: Centavos;
  label: 'GT Waived' | 'Promo Waived';
}

/** Instalments in a tenure: a year has 12 months, 24 payroll cut-offs, 52 weeks, 26 fortnights. */
export function instalmentCount(months: number, cycle: Cycle): number {
  if (cycle === '1 Month') return months;
  if (cycle === '1 Semi Month') return 2 * months;
  return Math.round((months * (cycle === '1 Week' ? 52 : 26)) / 12);
}

export interface Repayment {
  totalInterest: Centavos;
  totalRepayment: Centavos;
  count: number;
  /** Principal and interest of each instalment: each split evenly, the larger (by a centavo) first. */
  principalParts: Centavos[];
  interestParts: Centavos[];
  /** The first (largest) instalment: what the borrower is quoted. */
  instalment: Centavos;
}

/** Add-on interest: principal x monthly rate x months, rounded once, half up, to the centavo. */
export function repayment(principal: Centavos, rateBp: number, months: number, cycle: Cycle): Repayment {
  if (!Number.isSafeInteger(principal) || principal <= 0) throw new RangeError('A loan needs a positive principal in centavos');
  const count = instalmentCount(months, cycle);
  const totalInterest = shareOf(principal, rateBp * months);
  const principalParts = splitEvenly(principal, count);
  const interestParts = splitEvenly(totalInterest, count);
  return {
    totalInterest, totalRepayment: principal + totalInterest, count, principalParts, interestParts,
    instalment: principalParts[0]! + interestParts[0]!,
  };
}

export interface QuoteRequest {
  product: Product;
  principal: Centavos;
  months: number;
  cycle: Cycle;
  toGoTyme: boolean;
  discounts?: readonly Discount[];
  /** A refinance's payoff of the running loan, taken from the principal first (0 otherwise). */
  payoff?: Centavos;
}

export interface Quote extends Repayment {
  productCode: string;
  principal: Centavos;
  rateBp: number;
  /** The rate on the wire (percent a month, after any rate discount). */
  monthlyInterestPercent: number;
  months: number;
  cycle: Cycle;
  serviceFee: Centavos;
  bankFee: Centavos;
  waivers: Waiver[];
  cashback: Centavos;
  payoff: Centavos;
  /** What reaches the borrower: principal less fees (after waivers) less the payoff. */
  netProceeds: Centavos;
}

const feeOf = (rule: FeeRule, principal: Centavos): Centavos => ('fixed' in rule ? rule.fixed : shareOf(principal, rule.bp));

/** Prices a loan: the product's fees, the GoTyme waiver, the promo's discounts, then the repayment at the final rate. */
export function quote(req: QuoteRequest): Quote {
  if (!req.product.tenures.some((t) => t === req.months)) throw new RangeError(`${req.product.code} is not offered for ${req.months} months`);
  let serviceFee = feeOf(req.product.serviceFee ?? REGULAR.serviceFee!, req.principal);
  let bankFee = req.toGoTyme ? 0 : BANK_FEE;
  let rateBp = req.product.rateBp;
  let cashback = 0;
  const waivers: Waiver[] = req.toGoTyme ? [{ type: 'BANK_FEE_DISCOUNT', amount: BANK_FEE, label: 'GT Waived' }] : [];
  const promo = (type: DiscountType, amount: Centavos) => {
    if (amount > 0) waivers.push({ type, amount, label: 'Promo Waived' });
  };
  for (const d of req.discounts ?? []) {
    const value = Math.max(0, d.value);
    switch (d.type) {
      case 'CASHBACK':
        cashback += Math.round(value);
        break;
      case 'BANK_FEE_DISCOUNT': {
        const off = Math.min(bankFee, Math.round(value));
        bankFee -= off;
        promo(d.type, off);
        break;
      }
      case 'SERVICE_FEE_DISCOUNT': {
        const off = Math.min(serviceFee, Math.round(value));
        serviceFee -= off;
        promo(d.type, off);
        break;
      }
      case 'INTEREST_RATE_DISCOUNT': {
        // The waiver is the interest the cut saves over the whole tenure (always listed, even when it saves nothing).
        const cut = Math.max(0, rateBp - basisPoints(value));
        const saved = shareOf(req.principal, rateBp * req.months) - shareOf(req.principal, cut * req.months);
        rateBp = cut;
        waivers.push({ type: d.type, amount: saved, label: 'Promo Waived' });
        break;
      }
    }
  }
  const payoff = req.payoff ?? 0;
  return {
    ...repayment(req.principal, rateBp, req.months, req.cycle),
    productCode: req.product.code, principal: req.principal, rateBp, monthlyInterestPercent: percentFromBp(rateBp),
    months: req.months, cycle: req.cycle, serviceFee, bankFee, waivers, cashback, payoff,
    netProceeds: req.principal - serviceFee - bankFee - payoff,
  };
}
