import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Skeleton, Text } from '~/ui';
import { applicationOffersQuery } from '~/api/queries/offers';
import { formatPeso } from '~/domain/money';
import { steps } from '@machines/journeys/steps';
import { JourneyPage } from '../journey-parts/journey-page';
import { useJourney } from '../journey-parts/use-journey';
import * as s from '../journey-parts/journey.css';

/** Loan offer (new loan) and accept offer (pending borrower approval): the offers, the best one first. */
export default function LoanOfferScreen() {
  const j = useJourney();
  const offers = useQuery({ ...applicationOffersQuery(j.context.applicationId ?? ''), enabled: Boolean(j.context.applicationId) });
  const list = [...(offers.data ?? [])].sort((a, b) => Number(b.selected) - Number(a.selected));
  const [chosen, setChosen] = useState<string | null>(null);
  const selected = chosen ?? list[0]?.id ?? null;

  return (
    <JourneyPage title={steps[j.step].title} onBack={j.step === 'acceptOffer' ? undefined : () => j.send({ type: 'step.back' })} progress={j.progress} error={j.error} onRetry={() => j.send({ type: 'step.retry' })}>
      {offers.isError ? (
        <div className={s.notice} role="alert">
          <Text>We could not load your offer. {offers.error.message}</Text>
          <Button variant="secondary" onClick={() => void offers.refetch()}>
            Try again
          </Button>
        </div>
      ) : !offers.data ? (
        <Skeleton shape="block" />
      ) : (
        <div className={s.stack}>
          <ul className={s.list} aria-label="Your offers">
            {list.map((offer) => (
              <li key={offer.id} className={offer.id === selected ? `${s.card} ${s.cardSelected}` : s.card}>
                <Text weight="semibold">
                  {offer.pricing_name}: {formatPeso(offer.principal_centavos)} over {offer.tenure_months} months
                </Text>
                <Text size="small">
                  {formatPeso(offer.installment_amount_centavos)} per instalment ({offer.repayment_cycle}), {offer.installment_count} instalments
                </Text>
                <Text size="small">You receive {formatPeso(offer.net_proceeds_centavos)}.</Text>
                {offer.discounts.map((d) => (
                  <Text size="small" key={d.type}>
                    {d.label ?? 'Cashback'}: {formatPeso(d.amount_centavos)}
                  </Text>
                ))}
                {list.length > 1 ? (
                  <Button variant="ghost" aria-pressed={offer.id === selected} onClick={() => setChosen(offer.id)}>
                    {offer.id === selected ? 'Chosen' : 'Choose this offer'}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
          <Button loading={j.saving} disabled={!selected} fullWidth onClick={() => selected && j.send({ type: 'step.submit', values: { offer_id: selected } })}>
            Accept offer
          </Button>
        </div>
      )}
    </JourneyPage>
  );
}
