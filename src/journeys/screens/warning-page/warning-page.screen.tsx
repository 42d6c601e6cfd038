import { Button, Text } from '~/ui';
import { steps } from '@machines/journeys/steps';
import { JourneyPage } from '../journey-parts/journey-page';
import { useJourney } from '../journey-parts/use-journey';
import * as s from '~/ui/page-styles/page-styles.css';

/** Shown when the platform flags something about the application after review (the message is the server's). */
export default function WarningPageScreen() {
  const j = useJourney();
  return (
    <JourneyPage title={steps[j.step].title} onBack={() => j.send({ type: 'step.back' })} progress={j.progress}>
      <div className={s.notice} role="status">
        <Text>{j.context.warning ?? 'Please read this before you continue.'}</Text>
      </div>
      <div className={s.actions}>
        <Button onClick={() => j.send({ type: 'step.submit', values: {} })}>I understand, continue</Button>
        <Button variant="secondary" onClick={() => j.send({ type: 'step.back' })}>
          Back to review
        </Button>
      </div>
    </JourneyPage>
  );
}
