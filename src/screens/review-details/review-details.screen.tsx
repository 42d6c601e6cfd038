import { Button, Heading, Text } from '~/ui';
import { formatPeso } from '~/domain/money';
import { journeys } from '@machines/journeys/definitions';
import { steps, type StepId } from '@machines/journeys/steps';
import { JourneyPage } from '../journey-parts/journey-page';
import { useJourney } from '../journey-parts/use-journey';
import * as s from '../journey-parts/journey.css';

const editable = new Set(['calculator', 'purpose', 'form']);
const hidden = new Set(['idempotency_key', 'campaign_code']);
const shownValue = (key: string, value: unknown) =>
  key.endsWith('_centavos') && typeof value === 'number' ? formatPeso(value) : String(value ?? '') || '—';
const label = (key: string) => key.replace(/_centavos$/, '').replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());

/** Every answer with a change link: the chart takes the borrower to that step and back here after saving it. */
export default function ReviewDetailsScreen() {
  const j = useJourney();
  const order = journeys[j.context.type].steps as readonly StepId[];
  const sections = order.slice(0, order.indexOf('reviewDetails')).filter((id) => editable.has(steps[id].kind));
  return (
    <JourneyPage title={steps[j.step].title} onBack={() => j.send({ type: 'step.back' })} progress={j.progress} error={j.error} onRetry={() => j.send({ type: 'step.retry' })}>
      <Text>Check your details before you continue. Use Change to correct anything.</Text>
      {sections.map((id) => {
        const answers = Object.entries(j.context.answers[id] ?? {}).filter(([k]) => !hidden.has(k));
        return (
          <section key={id} className={s.card} aria-labelledby={`review-${id}`}>
            <Heading level={2} size={4} id={`review-${id}`}>
              {steps[id].title}
            </Heading>
            {answers.length > 0 ? (
              <dl className={s.definition}>
                {answers.map(([k, value]) => (
                  <div key={k} className={s.row}>
                    <dt>{label(k)}</dt>
                    <dd>{shownValue(k, value)}</dd>
                  </div>
                ))}
              </dl>
            ) : (
              <Text size="small" className={s.muted}>Saved with your application.</Text>
            )}
            <Button variant="ghost" onClick={() => j.send({ type: 'review.edit', step: id })} aria-label={`Change ${steps[id].title.toLowerCase()}`}>
              Change
            </Button>
          </section>
        );
      })}
      <Button loading={j.saving} fullWidth onClick={() => j.send({ type: 'step.submit', values: { confirmed: true } })}>
        Confirm and continue
      </Button>
    </JourneyPage>
  );
}
