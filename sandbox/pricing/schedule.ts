import { addDays, addMonths, payrollCutOff } from './days';
import type { Centavos } from './money';
import type { Cycle } from './products';
import { repayment } from './quote';

/** A booked loan's terms as the ledger needs them (rate in basis points a month). */
export interface BookedTerms {
  principal: Centavos;
  rateBp: number;
  months: number;
  cycle: Cycle;
  /** The Manila day the money was released; the first instalment falls one cycle later. */
  releasedOn: string;
}

export interface Instalment {
  number: number;
  dueDate: string;
  amount: Centavos;
  principal: Centavos;
  interest: Centavos;
}

/** The i-th due date (1-based): monthly on the release date (clamped to short months), weekly, fortnightly, or payroll cut-offs. */
export function dueDate(releasedOn: string, i: number, cycle: Cycle): string {
  switch (cycle) {
    case '1 Month': return addMonths(releasedOn, i);
    case '1 Week': return addDays(releasedOn, 7 * i);
    case '2 Weeks': return addDays(releasedOn, 14 * i);
    case '1 Semi Month': return payrollCutOff(releasedOn, i);
  }
}

export function instalmentsOf(t: BookedTerms): Instalment[] {
  const r = repayment(t.principal, t.rateBp, t.months, t.cycle);
  return r.principalParts.map((principal, i) => {
    const interest = r.interestParts[i]!;
    return { number: i + 1, dueDate: dueDate(t.releasedOn, i + 1, t.cycle), amount: principal + interest, principal, interest };
  });
}
