import { useQuery } from '@tanstack/react-query';
import { listCampaigns } from '~/api/contract/offers';
import { api } from '~/api/queries/api';
import { RadioGroup, Text } from '~/ui';
import { formatPeso } from '~/domain/money';
import { regularPricing } from '~/domain/campaigns';
import * as s from '../journey-parts/journey.css';

export interface CampaignTerms {
  code: string;
  monthlyInterestPercent: number;
  /** Largest amount for this borrower; null = the regular maximum. */
  maxAmount: number | null;
  tenures: readonly number[];
}

export const regularTerms: CampaignTerms = { code: regularPricing.code, monthlyInterestPercent: regularPricing.monthlyInterestPercent, maxAmount: null, tenures: regularPricing.tenures };

/**
 * The promotional campaigns (spec §9) this borrower qualifies for, next to the regular loan. The salary is not
 * known yet at the calculator, so salary-capped campaigns are offered later, with the offer (they come back
 * ineligible here and are not listed).
 */
export const campaignsQuery = () => ({
  queryKey: ['offers', 'campaigns', 0],
  queryFn: () => api(listCampaigns, { query: { gross_monthly_salary_centavos: 0 } }).then((r) => r.campaigns),
  staleTime: 5 * 60_000,
});

export function useCampaignTerms(code: string): { options: CampaignTerms[]; chosen: CampaignTerms; names: Record<string, string> } {
  const q = useQuery(campaignsQuery());
  const eligible = (q.data ?? []).filter((c) => c.eligible && c.max_amount_centavos > 0);
  const options: CampaignTerms[] = [
    regularTerms,
    ...eligible.map((c) => ({ code: c.code, monthlyInterestPercent: c.monthly_interest_percent, maxAmount: c.max_amount_centavos, tenures: c.tenures })),
  ];
  const names = Object.fromEntries([[regularTerms.code, regularPricing.name], ...eligible.map((c) => [c.code, c.name])]) as Record<string, string>;
  return { options, chosen: options.find((o) => o.code === code) ?? regularTerms, names };
}

export function CampaignChoice({ code, onChange }: { code: string; onChange: (terms: CampaignTerms) => void }) {
  const { options, names } = useCampaignTerms(code);
  if (options.length < 2) return null;
  return (
    <div className={s.stack}>
      <RadioGroup
        id="loan-campaign"
        legend="Loan type"
        options={options.map((o) => ({
          value: o.code,
          label: `${names[o.code] ?? o.code} — ${o.monthlyInterestPercent}% a month${o.maxAmount ? `, up to ${formatPeso(o.maxAmount)}` : ''}${o.code === regularTerms.code ? '' : `, ${o.tenures.join(' or ')} months`}`,
        }))}
        value={code}
        onValueChange={(value) => onChange(options.find((o) => o.code === value) ?? regularTerms)}
      />
      <Text size="small" className={s.muted}>
        Promotional rates are for borrowers who qualify. Your final offer confirms the rate.
      </Text>
    </div>
  );
}
