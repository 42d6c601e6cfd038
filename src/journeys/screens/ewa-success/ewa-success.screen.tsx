import { Button, Text } from '~/ui';
import { steps } from '@machines/journeys/steps';
import { JourneyPage } from '../journey-parts/journey-page';
import { useJourney } from '../journey-parts/use-journey';

/** EWA activated: what happens next, and the way home (ends the journey). */
export default function EwaSuccessScreen() {
  const j = useJourney();
  return (
    <JourneyPage title={steps[j.step].title} progress={j.progress}>
      <Text>
        Thank you. We are activating earned wage access for you and will let you know by SMS and email when you
        can use it.
      </Text>
      <Button fullWidth onClick={() => j.send({ type: 'journey.finish' })}>
        Go to home
      </Button>
    </JourneyPage>
  );
}
