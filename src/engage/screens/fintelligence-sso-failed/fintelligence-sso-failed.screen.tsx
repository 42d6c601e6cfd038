import type { SsoFailureReason } from '@machines/engage/engage-types';
import { Button, Heading, PageLayout, AppLink } from '~/ui';
import { useEngage } from '../engage-parts/use-engage';
import * as s from '~/ui/page-styles/form-page.css';

const reasons: Record<SsoFailureReason, string> = {
  refused: 'Fintelligence did not accept the sign-in. Please try again in a few minutes.',
  expired: 'The sign-in expired before Fintelligence could use it. Please try again.',
  timeout: 'Fintelligence took too long to answer. Check your connection and try again.',
  unavailable: 'Something went wrong while opening Fintelligence. Please try again.',
};

/** /fintelligence-sso-failed: why single sign-on failed, and the ways back. */
export default function FintelligenceSsoFailedScreen() {
  const { context, send } = useEngage();
  return (
    <PageLayout back={{ label: 'Back', onClick: () => send({ type: 'step.back' }) }}>
      <div className={s.stack}>
        <Heading>We could not open Fintelligence</Heading>
        <div className={s.notice} role="alert">
          <p>{reasons[context.ssoFailure ?? 'unavailable']}</p>
        </div>
        <Button fullWidth onClick={() => send({ type: 'fintelligence.retry' })}>
          Try again
        </Button>
        <Button variant="secondary" fullWidth onClick={() => send({ type: 'step.back' })}>
          Back to Fintelligence
        </Button>
        <AppLink href="/home">Go to home</AppLink>
      </div>
    </PageLayout>
  );
}
