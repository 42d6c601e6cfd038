import { useState } from 'react';
import { Button, Checkbox, Heading, Skeleton, Text } from '~/ui';
import { steps } from '@machines/journeys/steps';
import { JourneyPage } from '../journey-parts/journey-page';
import { useJourney } from '../journey-parts/use-journey';
import * as s from '~/ui/page-styles/page-styles.css';

/**
 * Promissory notes: the note the chart prepared from the chosen offer (PENDING), read and agreed; signing sends a
 * code (/verify-pn-otp, the shared OTP chart) and the verified code finalizes it (FINAL) and submits the application.
 */
export default function PromissoryNotesScreen() {
  const j = useJourney();
  const note = j.context.note;
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const signed = note?.promissory_note_status === 'FINAL';
  const sign = () => {
    if (!agreed && !signed) return setError('Tick the box to confirm you have read the promissory note.');
    setError(undefined);
    j.send({ type: 'step.submit', values: { agreed: true } });
  };
  const noteFailed = j.phase === 'noteFailed' ? j.context.error : null;
  return (
    <JourneyPage
      title={steps[j.step].title}
      onBack={j.context.type === 'pendingApproval' ? undefined : () => j.send({ type: 'step.back' })}
      progress={j.progress}
      error={noteFailed ? null : j.error}
      onRetry={() => j.send({ type: 'step.retry' })}
    >
      {j.phase === 'noOffer' ? (
        // No accepted offer: there are no figures to sign for (the chart generated no note).
        <div className={s.notice} role="alert">
          <Text>There is no accepted offer for this application yet.</Text>
          <Button variant="secondary" onClick={() => j.send({ type: 'step.back' })}>
            Back to your offer
          </Button>
        </div>
      ) : noteFailed ? (
        <div className={s.notice} role="alert">
          <Text>We could not prepare your promissory note. {noteFailed.message}</Text>
          <Button variant="secondary" onClick={() => j.send({ type: 'step.retry' })}>
            Try again
          </Button>
        </div>
      ) : !note || j.loading ? (
        <Skeleton shape="block" />
      ) : (
        <>
          <section className={s.card} aria-labelledby="pn-title">
            {/* The note's first line is its title: the loan, by product and amount. */}
            <Heading level={2} size={4} id="pn-title">
              {note.body[0] ?? 'Promissory note'}
            </Heading>
            {note.body.slice(1).map((line, i) => (
              <Text key={i}>{line}</Text>
            ))}
            <Text size="small" className={s.muted}>
              Status: {note.promissory_note_status === 'FINAL' ? 'Signed' : 'Not signed yet'}
            </Text>
          </section>
          {signed ? (
            // The same terms were signed before final approval: the signature stands, nothing is signed twice.
            <Text>You have already signed this promissory note. Continue to accept your loan.</Text>
          ) : (
            <>
              <Checkbox id="pn-agree" label="I have read and agree to the promissory note" checked={agreed} onCheckedChange={setAgreed} error={error} />
              <Text size="small" className={s.muted}>
                We will send a one-time code to your mobile number. Entering it is your electronic signature.
              </Text>
            </>
          )}
          <Button loading={j.saving} fullWidth onClick={sign}>
            {signed ? 'Continue' : 'Sign and submit'}
          </Button>
        </>
      )}
    </JourneyPage>
  );
}
