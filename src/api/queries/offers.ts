import { queryOptions } from '@tanstack/react-query';
import { generateOffers, listOffers } from '../contract/offers';
import { getApplication, getApplicationStep } from '../contract/loans';
import { parseAmountInput } from '~/domain/money';
import { getLoanContract } from '../contract/documents';
import { api } from './api';

export const offersQuery = (applicationId: string) =>
  queryOptions({
    queryKey: ['offers', applicationId],
    queryFn: ({ signal }) => api(listOffers, { params: { applicationId }, signal }).then((r) => r.offers),
  });

export const loanContractQuery = (applicationId: string) =>
  queryOptions({
    queryKey: ['documents', 'contract', applicationId],
    queryFn: ({ signal }) => api(getLoanContract, { params: { applicationId }, signal }),
    retry: false,
  });

/**
 * The application's offers; generated on first view from what the borrower asked for (amount, tenure, cycle on
 * the application), the campaign chosen at the calculator, and the gross salary from professional details.
 * Idempotent on the application (and campaign).
 */
export const applicationOffersQuery = (applicationId: string, campaignCode?: string) =>
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
