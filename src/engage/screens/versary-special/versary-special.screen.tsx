import { formatPeso } from '~/domain/money';
import { Button, Heading, PageLayout, SkeletonGroup } from '~/ui';
import type { VersaryPricing } from '@machines/engage/engage-types';
import { firstEligibleCampaign } from '@machines/engage/engage-types';
import { useEngage } from '../engage-parts/use-engage';
import { longDate } from './versary-dates';
import { VersaryUnavailable } from './versary-unavailable';
import * as s from '~/ui/page-styles/form-page.css';

/**
 * /{product}-versary-special (e.g. /loan-versary-special): a themed promotion as the platform describes it (name,
 * terms, dates) with each rate, maximum and tenure, who qualifies, and "Apply" into the journey with the
 * campaign chosen.
 */
export default function VersarySpecialScreen() {
  const { snap, context, send } = useEngage();
  const versary = context.versary;
  const chosen = firstEligibleCampaign(versary);
  if (snap.matches({ versary: 'unavailable' })) return <VersaryUnavailable />;
  return (
    <PageLayout back={{ label: 'Back', onClick: () => send({ type: 'step.back' }) }}>
      <div className={s.stack}>
        <Heading>{versary?.name ?? 'Versary special'}</Heading>
        {snap.matches({ versary: 'loading' }) ? <SkeletonGroup label="Loading the promotion" /> : null}
        {snap.matches({ versary: 'loadFailed' }) ? (
          <>
            <div className={s.notice} role="alert">
              <p>{context.error ?? 'We could not load this promotion.'}</p>
            </div>
            <Button onClick={() => send({ type: 'engage.retry' })}>Try again</Button>
          </>
        ) : null}
        {versary && snap.matches({ versary: 'ready' }) ? (
          <>
            <p className={s.lead}>{versary.terms}</p>
            <p>
              Runs from {longDate(versary.startsOn)} to {longDate(versary.endsOn)}.
            </p>
            <ul aria-label="Promotion rates" className={s.stack}>
              {versary.campaigns.map((c) => (
                <li key={c.code}>
                  <Rate pricing={c} />
                </li>
              ))}
            </ul>
            {chosen ? (
              <Button fullWidth onClick={() => send({ type: 'versary.apply' })}>
                Apply with {chosen.monthlyInterestPercent}% a month
              </Button>
            ) : (
              <div className={s.notice} role="status">
                <p>You do not qualify for this promotion. You can still apply for a regular salary loan from home.</p>
              </div>
            )}
          </>
        ) : null}
      </div>
    </PageLayout>
  );
}

function Rate({ pricing }: { pricing: VersaryPricing }) {
  const max =
    pricing.maxAmountCentavos !== null
      ? `up to ${formatPeso(pricing.maxAmountCentavos)}`
      : pricing.maxSalaryPercent !== null
        ? `up to ${pricing.maxSalaryPercent}% of your gross monthly salary`
        : 'up to your regular maximum';
  const tenures = pricing.tenures.length > 0 ? `${Math.min(...pricing.tenures)} to ${Math.max(...pricing.tenures)} months` : '';
  return (
    <>
      <strong>{pricing.name}</strong>: {pricing.monthlyInterestPercent}% interest a month, {max}, over {tenures}.
      {pricing.firstTimeBorrowersOnly ? ' For first-time borrowers.' : ''}
      {pricing.eligible ? '' : ' You do not qualify for this rate.'}
    </>
  );
}
