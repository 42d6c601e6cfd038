import { RadioGroup, Text } from '~/ui';
import { formatPeso, type Centavos } from '~/domain/money';
import { MIN_LOAN, feeAmount, regularPricing, type Fee } from '~/domain/campaigns';
import * as s from '~/ui/page-styles/page-styles.css';
import { campaignChoice, openCampaigns } from '@machines/journeys/calculator-lookup';
import type { CampaignLike } from '@machines/journeys/journey-types';

export interface CampaignTerms {
  code: string;
  name: string;
  monthlyInterestPercent: number;
  /** Largest amount for this borrower; null = the regular maximum, or a salary share of a salary not known yet. */
  maxAmount: number | null;
  /** Salary-capped campaigns (Calamity 1 and 2): the share of gross monthly salary lent at most. */
  salaryPercent: number | null;
  /** The gross monthly salary `maxAmount` was worked out from; null = not known yet. */
  salary: Centavos | null;
  tenures: readonly number[];
  /** The service fee, taken from what is released. */
  serviceFee: Fee;
}

export const regularTerms: CampaignTerms = {
  code: regularPricing.code,
  name: regularPricing.name,
  monthlyInterestPercent: regularPricing.monthlyInterestPercent,
  maxAmount: null,
  salaryPercent: null,
  salary: null,
  tenures: regularPricing.tenures,
  serviceFee: regularPricing.serviceFee ?? { kind: 'percent', percent: 0 },
};

const months = (tenures: readonly number[]) =>
  tenures.length < 2 ? `${tenures.join('')} months` : `${tenures.slice(0, -1).join(', ')} or ${tenures.at(-1)} months`;

/** "up to ₱8,000.00 (20% of your gross monthly salary of ₱40,000.00)", or the rule while the salary is unknown. */
export function capWords(terms: CampaignTerms): string | null {
  if (terms.salaryPercent !== null) {
    return terms.maxAmount !== null && terms.salary !== null
      ? `up to ${formatPeso(terms.maxAmount)} (${terms.salaryPercent}% of your gross monthly salary of ${formatPeso(terms.salary)})`
      : `up to ${terms.salaryPercent}% of your gross monthly salary`;
  }
  return terms.maxAmount !== null ? `up to ${formatPeso(terms.maxAmount)}` : null;
}

/** "5% service fee" or "₱100.00 service fee"; with an amount, what it comes to: "Service fee ₱1,250.00 (5%)". */
export function feeWords(fee: Fee, amount?: Centavos | null): string {
  if (amount !== undefined && amount !== null) return `Service fee ${formatPeso(feeAmount(fee, amount))}${fee.kind === 'percent' ? ` (${fee.percent}%)` : ''}`;
  return fee.kind === 'percent' ? `${fee.percent}% service fee` : fee.amount === 0 ? 'no service fee' : `${formatPeso(fee.amount)} service fee`;
}

export const optionLabel = (t: CampaignTerms) =>
  [`${t.name} — ${t.monthlyInterestPercent}% a month`, capWords(t), feeWords(t.serviceFee), t.code === regularTerms.code ? null : months(t.tenures)].filter(Boolean).join(', ');

/**
 * The loan types as the borrower tells them apart: a campaign whose terms (rate, cap, fee) another listed one
 * already offers, over tenures it offers too, adds nothing to choose (spec §9's Calamity 2 is Calamity 1 for 6
 * months only) and is not listed. Two options never read the same.
 */
export function distinctOptions(options: readonly CampaignTerms[]): CampaignTerms[] {
  const sameTerms = (a: CampaignTerms, b: CampaignTerms) =>
    a.name === b.name && a.monthlyInterestPercent === b.monthlyInterestPercent && a.maxAmount === b.maxAmount && a.salaryPercent === b.salaryPercent && JSON.stringify(a.serviceFee) === JSON.stringify(b.serviceFee);
  return options.filter((o, i) => !options.some((other, j) => j !== i && sameTerms(o, other) && o.tenures.every((t) => other.tenures.includes(t)) && (other.tenures.length > o.tenures.length || j < i)));
}

export interface Unavailable {
  name: string;
  why: string;
}

/** Why a campaign chosen earlier cannot be had (same words as the platform's refusal). */
function whyNot(c: { ineligible_reason: string | null; max_salary_percent: number | null }, salary: Centavos | null): string {
  if (c.ineligible_reason === 'NOT_FIRST_TIME_BORROWER') return 'This promo is for first-time borrowers only.';
  if (c.ineligible_reason === 'NOT_DECLARED') return 'This promo does not apply where you work right now.';
  if (c.ineligible_reason === 'AMOUNT_TOO_LOW' && c.max_salary_percent !== null && salary !== null) {
    return `${c.max_salary_percent}% of your gross monthly salary of ${formatPeso(salary)} is less than the smallest loan (${formatPeso(MIN_LOAN)}).`;
  }
  if (c.ineligible_reason === 'AMOUNT_TOO_LOW') return 'Your salary does not qualify for this loan yet.';
  return 'This promo is not available.';
}

/**
 * The loan types as the calculator shows them, from what its chart looked up (the campaigns listed for `salary`) and
 * the borrower's `choice`. Which campaigns are open and what a choice no longer open is priced as are the chart's
 * rules (machines/journeys/calculator-lookup.ts); this puts them in the borrower's words.
 */
export function campaignTerms(
  campaigns: readonly CampaignLike[] | null,
  choice: string,
  salary: Centavos | null,
): { options: CampaignTerms[]; chosen: CampaignTerms; unavailable: Unavailable | null } {
  const options: CampaignTerms[] = [
    regularTerms,
    ...openCampaigns(campaigns).map((c) => ({
      code: c.code,
      name: c.name,
      monthlyInterestPercent: c.monthly_interest_percent,
      maxAmount: c.max_amount_centavos,
      salaryPercent: c.max_salary_percent,
      salary: c.max_salary_percent !== null && c.max_amount_centavos !== null ? salary : null,
      tenures: c.tenures,
      serviceFee: c.service_fee.kind === 'fixed' ? { kind: 'fixed' as const, amount: c.service_fee.amount_centavos } : { kind: 'percent' as const, percent: c.service_fee.percent },
    })),
  ];
  const { unavailable } = campaignChoice(choice, campaigns);
  return {
    options,
    chosen: options.find((o) => o.code === choice) ?? regularTerms,
    unavailable: unavailable ? { name: unavailable.name, why: whyNot(unavailable, salary) } : null,
  };
}

export function CampaignChoice({
  options: all,
  chosen,
  unavailable,
  onChange,
}: {
  options: CampaignTerms[];
  chosen: CampaignTerms;
  unavailable: Unavailable | null;
  onChange: (terms: CampaignTerms) => void;
}) {
  // The chosen one stays listed (a saved choice of a variant another option covers).
  const options = distinctOptions(all).concat(all.filter((o) => o.code === chosen.code && !distinctOptions(all).includes(o)));
  if (options.length < 2) return null;
  return (
    <div className={s.stack}>
      {unavailable ? (
        <Text role="status">
          {unavailable.name} is not available to you: {unavailable.why} Your estimate is for a regular salary loan unless you choose another loan type.
        </Text>
      ) : null}
      <RadioGroup
        id="loan-campaign"
        legend="Loan type"
        options={options.map((o) => ({ value: o.code, label: optionLabel(o) }))}
        value={chosen.code}
        onValueChange={(value) => onChange(options.find((o) => o.code === value) ?? regularTerms)}
      />
      <Text size="small" className={s.muted}>
        Promotional rates are for borrowers who qualify. Your final offer confirms the rate.
      </Text>
    </div>
  );
}
