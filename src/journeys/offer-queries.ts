import { queryOptions } from '@tanstack/react-query';
import { forwardDeviationProperties, generateOffers, listOffers, type ForwardDeviationProperties, type Offer } from '../api/contract/offers';
import { getApplication, getApplicationStep } from '../api/contract/loans';
import { parseAmountInput } from '~/domain/money';
import { disbursementOf, type DisbursementBank } from '@machines/journeys/disbursement';
import { getLoanContract } from '../api/contract/documents';
import { api } from '../api/queries/api';

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

/** What the borrower asked for at the calculator (journey answers); any of it may be missing after a resume. */
export type RequestedTerms = Partial<Record<'amount_centavos' | 'tenure_months' | 'repayment_cycle' | 'campaign_code', unknown>>;

const num = (v: unknown): number | undefined => (typeof v === 'number' ? v : typeof v === 'string' && v !== '' ? Number(v) : undefined);
const text = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/**
 * Prices the application's offers: the calculator's amount, tenure, cycle and campaign (the application's own
 * figures when the journey no longer holds them), the gross monthly salary (`salary` as typed, else the saved
 * professional details) and the disbursement bank (`bank` from the journey's answers, else the saved bank details).
 * The platform replaces any earlier offers of the application and keeps an applied promo code.
 */
export async function generateApplicationOffers(
  applicationId: string,
  {
    requested = {},
    salary,
    bank,
    idempotencyKey,
    signal,
  }: { requested?: RequestedTerms; salary?: string | undefined; bank?: DisbursementBank | undefined; idempotencyKey?: string; signal?: AbortSignal },
) {
  const complete = num(requested.amount_centavos) !== undefined && num(requested.tenure_months) !== undefined && text(requested.repayment_cycle) !== undefined;
  const [app, professional, bankDetails] = await Promise.all([
    complete ? null : api(getApplication, { params: { applicationId }, signal }),
    salary !== undefined ? null : api(getApplicationStep, { params: { applicationId, step: 'professional-details' }, signal }),
    bank !== undefined ? null : api(getApplicationStep, { params: { applicationId, step: 'bank-details' }, signal }),
  ]);
  const disbursement = bank ?? disbursementOf(bankDetails?.answers.bank);
  const campaign = text(requested.campaign_code);
  return api(generateOffers, {
    params: { applicationId },
    body: {
      amount_centavos: num(requested.amount_centavos) ?? app?.loan_amount_centavos ?? 0,
      tenure_months: (num(requested.tenure_months) ?? app?.tenure_months ?? 12) as 12,
      repayment_cycle: (text(requested.repayment_cycle) ?? app?.repayment_cycle ?? '1 Month') as '1 Month',
      gross_monthly_salary_centavos: parseAmountInput(salary ?? professional?.answers.gross_monthly_salary ?? '') ?? 0,
      ...(campaign ? { campaign_code: campaign } : {}),
      ...(disbursement ? { disbursement_bank: disbursement } : {}),
    },
    ...(idempotencyKey ? { idempotencyKey } : {}),
    signal,
  });
}

export interface ApplicationOffers {
  offers: Offer[];
  /**
   * Why the best offer differs from what was asked for. null when the platform could not say: the deviation only
   * explains the offer, so a failed read never keeps the borrower from it (docs/decisions.md).
   */
  deviation: ForwardDeviationProperties | null;
}

async function readDeviation(applicationId: string, signal: AbortSignal | undefined): Promise<ForwardDeviationProperties | null> {
  try {
    return await api(forwardDeviationProperties, { params: { applicationId }, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    return null;
  }
}

/**
 * The application's offers, generated on first view from what the borrower asked for (idempotent on the
 * application and campaign), with the deviation that explains them. Offers generated earlier are priced again when
 * an answer they depend on changes (the journey's saveStep, machines/journeys/dependencies.ts), not here.
 */
export const applicationOffersQuery = (applicationId: string, requested: RequestedTerms = {}, bank?: DisbursementBank | undefined) =>
  queryOptions({
    queryKey: ['offers', applicationId, 'ensure'],
    queryFn: async ({ signal }): Promise<ApplicationOffers> => {
      const listed = await api(listOffers, { params: { applicationId }, signal });
      const campaign = text(requested.campaign_code);
      const offers =
        listed.offers.length > 0
          ? listed.offers
          : (await generateApplicationOffers(applicationId, { requested, bank, idempotencyKey: `offers-${applicationId}${campaign ? `-${campaign}` : ''}`, signal })).offers;
      return { offers, deviation: offers.length > 0 ? await readDeviation(applicationId, signal) : null };
    },
  });
