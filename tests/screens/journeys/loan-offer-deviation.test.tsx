// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ChartProvider } from '~/app/use-chart';
import { journeyMachines } from '@machines/journeys/journey.machine';
import { fakePlatform } from '../../machines/journeys/fake-platform';
import type { ForwardDeviationProperties, Offer } from '~/api/contract/offers';
import LoanOfferScreen from '~/journeys/screens/loan-offer/loan-offer.screen';

afterEach(cleanup);

const offer: Offer = {
  id: 'o1', application_id: 'app-1', pricing_code: 'REGULAR', pricing_name: 'Salary loan', principal_centavos: 8_000_000, monthly_interest_percent: 2.99,
  tenure_months: 12, repayment_cycle: '1 Month', installment_count: 12, installment_amount_centavos: 905_867, total_interest_centavos: 2_870_400,
  total_repayment_centavos: 10_870_400, service_fee_centavos: 400_000, bank_fee_centavos: 2_500, cashback_centavos: 0, net_proceeds_centavos: 7_597_500, refinance: null,
  discounts: [], promo_code: null, selected: true,
};
const capped: ForwardDeviationProperties = {
  application_id: 'app-1', requested_amount_centavos: 10_000_000, offered_amount_centavos: 8_000_000,
  requested_tenure_months: 12, offered_tenure_months: 12, has_deviation: true, reasons: ['SALARY_CAP'],
};

interface ApplicationOffers {
  offers: Offer[];
  deviation: ForwardDeviationProperties | null;
}

function open(data: ApplicationOffers) {
  const platform = fakePlatform();
  const actor = createActor(journeyMachines.newLoan.provide({ actors: platform.actors as never }), {
    input: { type: 'newLoan', applicationId: 'app-1', startAt: 'loanOffer', reached: 7 },
  }).start();
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  qc.setQueryData(['offers', 'app-1', 'list'], { offers: data.offers });
  qc.setQueryData(['offers', 'app-1', 'deviation'], data.deviation);
  render(
    <QueryClientProvider client={qc}>
      <ChartProvider actor={actor}>
        <LoanOfferScreen />
      </ChartProvider>
    </QueryClientProvider>,
  );
}

describe('loan offer: why the offer is below what was asked', () => {
  it('a salary-capped offer says what was asked, what is offered and why, in a named region above the offers', () => {
    open({ offers: [offer], deviation: capped });
    const notice = screen.getByRole('region', { name: 'Why your offer is less than you asked for' });
    expect(within(notice).getByText('You asked for ₱100,000.00. We can lend you ₱80,000.00.')).toBeTruthy();
    expect(within(notice).getByText('A loan can be at most twice your gross monthly salary.')).toBeTruthy();
    // Above the offers, in reading order.
    const list = screen.getByRole('list', { name: 'Your offers' });
    expect(notice.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Accept offer' })).toBeTruthy();
  });

  it('no deviation: no notice', () => {
    open({ offers: [{ ...offer, principal_centavos: 2_000_000 }], deviation: { ...capped, offered_amount_centavos: 2_000_000, requested_amount_centavos: 2_000_000, has_deviation: false, reasons: [] } });
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByText(/You asked for/)).toBeNull();
  });

  it('the deviation could not be read: the offer shows without a notice', () => {
    open({ offers: [offer], deviation: null });
    expect(screen.getByRole('list', { name: 'Your offers' })).toBeTruthy();
    expect(screen.queryByRole('region')).toBeNull();
  });
});
