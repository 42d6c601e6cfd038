import type { DiscountLabel, DiscountType } from '~/domain/campaigns';
import type { RefinanceQuote } from '~/domain/refinance';
import { formatPeso } from '~/domain/money';

/**
 * The money of one loan as the borrower signs for it, in one shape whether it comes from the platform's offer or
 * from src/domain at the calculator (the same function prices both). Every screen shows it with the same words:
 * the calculator, the offer, review and the promissory note agree line for line.
 */
export interface LoanFigures {
  principal: number;
  /** A refinance's running balance, paid off first; null for any other loan. */
  payoff: number | null;
  serviceFee: number;
  bankFee: number;
  /** What was waived of each fee, and why ('GT Waived': released to GoTyme; 'Promo Waived': a promo code). */
  waived: { type: DiscountType; amount: number; label: DiscountLabel | null }[];
  cashback: number;
  netProceeds: number;
  monthlyInterestPercent: number;
  tenureMonths: number;
  cycle: string;
  installment: number;
  installmentCount: number;
  totalRepayment: number;
}

export function figuresOfQuote(q: RefinanceQuote): LoanFigures {
  return {
    principal: q.principal,
    payoff: q.payoff,
    serviceFee: q.serviceFee,
    bankFee: q.bankFee,
    waived: q.waivers.map((w) => ({ type: w.type, amount: w.amount, label: w.label })),
    cashback: q.cashback,
    netProceeds: q.netProceeds,
    monthlyInterestPercent: q.monthlyInterestPercent,
    tenureMonths: q.tenureMonths,
    cycle: q.cycle,
    installment: q.installmentAmount,
    installmentCount: q.installmentCount,
    totalRepayment: q.totalRepayment,
  };
}

const why = (label: DiscountLabel | null) => (label === 'GT Waived' ? 'released to GoTyme' : 'with your promo code');

/** A fee and, on the same line, what was waived of it: each discount is shown once, where it applies. */
function feeLine(name: string, amount: number, waived: LoanFigures['waived'][number] | undefined): string {
  return waived ? `${name} ${formatPeso(amount)} (${formatPeso(waived.amount)} waived, ${why(waived.label)})` : `${name} ${formatPeso(amount)}`;
}

export const figureLines = (f: LoanFigures) => {
  const waiver = (type: DiscountType) => f.waived.find((w) => w.type === type);
  const interestOff = waiver('INTEREST_RATE_DISCOUNT');
  return {
    terms: `${formatPeso(f.principal)} over ${f.tenureMonths} months at ${f.monthlyInterestPercent}% a month`,
    repayment: `${formatPeso(f.installment)} per instalment (${f.cycle}), ${f.installmentCount} instalments. Total ${formatPeso(f.totalRepayment)}.`,
    amount: `Loan amount ${formatPeso(f.principal)}`,
    payoff: f.payoff !== null ? `Current balance paid off ${formatPeso(f.payoff)}` : null,
    serviceFee: feeLine('Service fee', f.serviceFee, waiver('SERVICE_FEE_DISCOUNT')),
    bankFee: feeLine('Bank fee', f.bankFee, waiver('BANK_FEE_DISCOUNT')),
    interestOff: interestOff ? `Interest discount ${formatPeso(interestOff.amount)} (${why(interestOff.label)})` : null,
    cashback: f.cashback > 0 ? `Cashback ${formatPeso(f.cashback)} (paid back after your first repayment)` : null,
    receive: `You receive ${formatPeso(f.netProceeds)}.`,
  };
};

