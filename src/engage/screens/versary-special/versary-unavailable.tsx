import { Button, Heading, PageLayout } from '~/ui';
import { useEngage } from '../engage-parts/use-engage';
import { longDate } from './versary-dates';
import * as s from '~/ui/page-styles/form-page.css';

/**
 * /{product}-versary-special for a promotion that is unknown, not started or over (the chart's versary.unavailable):
 * says so and leads home (the address typed is never shown back, nor followed anywhere).
 */
export function VersaryUnavailable() {
  const { context, send } = useEngage();
  const versary = context.versary;
  const why =
    versary?.status === 'ENDED'
      ? `${versary.name} ended on ${longDate(versary.endsOn)}.`
      : versary?.status === 'UPCOMING'
        ? `${versary.name} starts on ${longDate(versary.startsOn)}.`
        : 'We could not find a promotion at this address. It may have been mistyped, or it may no longer run.';
  return (
    <PageLayout>
      <div className={s.stack}>
        <Heading>This promotion is not available</Heading>
        <p className={s.lead}>{why}</p>
        <p>You can still apply for a regular salary loan, or see what your company offers, from home.</p>
        <Button onClick={() => send({ type: 'step.back' })}>Go to home</Button>
      </div>
    </PageLayout>
  );
}
