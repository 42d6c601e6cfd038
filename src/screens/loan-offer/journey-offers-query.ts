import { queryOptions } from '@tanstack/react-query';
import { generateOffers, listOffers } from '~/api/contract/offers';
import { getApplication, getApplicationStep } from '~/api/contract/loans';
import { api } from '~/api/queries/api';
import { parseAmountInput } from '~/domain/money';

/**
 * ADAPTER (helper F6): `applicationOffersQuery` (src/api/queries/offers.ts) generates the offers without the
 * campaign chosen at the calculator; this is the same query (same key, so promo updates land in it) passing
 * `campaign_code`. Lead: fold the campaign parameter into applicationOffersQuery and drop this file.
 */
export const journeyOffersQuery = (applicationId: string, campaignCode: string | undefined) =>
  queryOptions({
    queryKey: ['offers', applicationId, 'ensure'],
    queryFn: async ({ signal }) => {
      const listed = await api(listOffers, { params: { applicationId }, signal });
      if (listed.offers.length > 0) return listed.offers;
      const [app, professional] = await Promise.all([
        api(getApplication, { params: { applicationId }, signal }),
        api(getApplicationStep, { params: { applicationId, step: 'professional-details' }, signal }),
      ]);
      const salary = parseAmountInput(professional.answers.gross_monthly_salary ?? '') ?? 0;
      const generated = await api(generateOffers, {
        params: { applicationId },
        body: {
          amount_centavos: app.loan_amount_centavos ?? 0,
          tenure_months: (app.tenure_months ?? 12) as 12,
          repayment_cycle: app.repayment_cycle ?? '1 Month',
          gross_monthly_salary_centavos: salary,
          ...(campaignCode ? { campaign_code: campaignCode } : {}),
        },
        idempotencyKey: `offers-${applicationId}${campaignCode ? `-${campaignCode}` : ''}`,
        signal,
      });
      return generated.offers;
    },
  });
