import type { Offer } from '~/api/contract/offers';
import type { LoanFigures } from '~/domain/loan-figures';

/** The platform's offer (wire shape) as the loan figures every screen shows (src/domain/loan-figures.ts). */
export function figuresOfOffer(o: Offer): LoanFigures {
  return {
    principal: o.principal_centavos,
    payoff: o.refinance ? o.refinance.payoff_centavos : null,
    serviceFee: o.service_fee_centavos,
    bankFee: o.bank_fee_centavos,
    waived: o.discounts.filter((d) => d.type !== 'CASHBACK').map((d) => ({ type: d.type, amount: d.amount_centavos, label: d.label })),
    cashback: o.cashback_centavos,
    netProceeds: o.net_proceeds_centavos,
    monthlyInterestPercent: o.monthly_interest_percent,
    tenureMonths: o.tenure_months,
    cycle: o.repayment_cycle,
    installment: o.installment_amount_centavos,
    installmentCount: o.installment_count,
    totalRepayment: o.total_repayment_centavos,
  };
}
