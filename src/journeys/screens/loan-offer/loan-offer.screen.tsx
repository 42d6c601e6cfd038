import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Button, Skeleton, Text, AppLink } from '~/ui';
import { offerDeviationQuery, offerListQuery } from '~/journeys/offer-queries';
import { steps } from '@machines/journeys/steps';
import { JourneyPage } from '../journey-parts/journey-page';
import { useJourney, type JourneySnapshotLike } from '../journey-parts/use-journey';
import * as s from '~/ui/page-styles/page-styles.css';
import { OfferCard } from './offer-card';
import { deviationCopy } from './deviation-copy';
import { DeviationNotice } from './deviation-notice';
import { PromoForm } from './promo-form';

/**
 * Loan offer (new loan) and accept offer (pending borrower approval): why the offer differs from what was asked (if
 * it does), the offers, the best one first, and promos. The chart reads (and first prices) the offers; this screen
 * shows what it left in the cache and sends the borrower's choices.
 */
export default function LoanOfferScreen() {
  const j = useJourney();
  const promoBusy = useSelector(j.actor, (x: JourneySnapshotLike) => x.hasTag('promo'));
  const applicationId = j.context.applicationId ?? '';
  const ready = applicationId !== '' && !j.loading && j.phase !== 'offersFailed';
  const offers = useQuery({ ...offerListQuery(applicationId), enabled: ready });
  // The best offer is the one the platform selects: the tenure closest to what the borrower asked for (the shorter
  // on a tie, as it costs less interest). It is listed first, the others by tenure (docs/decisions.md).
  const list = [...(offers.data?.offers ?? [])].sort((a, b) => Number(b.selected) - Number(a.selected) || a.tenure_months - b.tenure_months);
  const deviationRead = useQuery({ ...offerDeviationQuery(applicationId), enabled: ready && list.length > 0 });
  const best = list.find((o) => o.selected)?.id ?? list[0]?.id ?? null;
  const [chosen, setChosen] = useState<string | null>(null);
  const selected = chosen && list.some((o) => o.id === chosen) ? chosen : best;
  const applied = list.find((o) => o.id === selected)?.promo_code ?? null;
  // The platform explains its best offer (all offers share its amount); no deviation read, no notice.
  const deviation = deviationCopy(deviationRead.data, list.find((o) => o.selected) ?? list[0]);
  const failed = j.phase === 'offersFailed' ? j.context.error : null;

  return (
    <JourneyPage
      title={steps[j.step].title}
      onBack={j.step === 'acceptOffer' ? undefined : () => j.send({ type: 'step.back' })}
      progress={j.progress}
      error={failed ? null : j.error}
      onRetry={() => j.send({ type: 'step.retry' })}
    >
      {failed ? (
        <div className={s.notice} role="alert">
          <Text>We could not load your offer. {failed.message}</Text>
          <Button variant="secondary" onClick={() => j.send({ type: 'step.retry' })}>
            Try again
          </Button>
        </div>
      ) : offers.isError ? (
        <div className={s.notice} role="alert">
          <Text>We could not load your offer. {offers.error.message}</Text>
          <Button variant="secondary" onClick={() => void offers.refetch()}>
            Try again
          </Button>
        </div>
      ) : !offers.data ? (
        <Skeleton shape="block" />
      ) : list.length === 0 ? (
        <Text role="status">There is no offer for this application yet. Please check your loan amount and salary.</Text>
      ) : (
        <div className={s.stack}>
          {deviation ? <DeviationNotice copy={deviation} /> : null}
          {list.length > 1 ? (
            <Text size="small" className={s.muted}>
              Best offer: the tenure closest to what you asked for. Compare the others by instalment and total, and choose the one that suits you.
            </Text>
          ) : null}
          <ul className={s.list} aria-label="Your offers">
            {list.map((offer) => (
              <OfferCard key={offer.id} offer={offer} best={offer.id === best} chosen={offer.id === selected} onChoose={list.length > 1 ? () => setChosen(offer.id) : undefined} />
            ))}
          </ul>
          {j.step === 'loanOffer' ? (
            <PromoForm
              applied={applied}
              busy={promoBusy}
              serverError={j.context.promoError}
              onApply={(code) => j.send({ type: 'promo.apply', code })}
              onRemove={() => j.send({ type: 'promo.remove' })}
            />
          ) : null}
          {/* Busy while the chart saves or reads the offers again (after "Keep my application"): it takes no
              Accept then, so the button must not look as if it did. */}
          <Button loading={j.saving || j.loading} disabled={!selected || promoBusy} fullWidth onClick={() => selected && j.send({ type: 'step.submit', values: { offer_id: selected } })}>
            Accept offer
          </Button>
          {j.step === 'loanOffer' ? (
            <Text>
              No bank transfer fee when your loan goes to a GoTyme account. <AppLink href="/gotyme">About GoTyme Bank</AppLink>
            </Text>
          ) : null}
        </div>
      )}
    </JourneyPage>
  );
}
