import { Button, Text } from '~/ui';
import { steps } from '@machines/journeys/steps';
import { JourneyPage } from '../journey-parts/journey-page';
import { useJourney } from '../journey-parts/use-journey';

/** Submitted: what happens next, and the way home (ends the journey). */
export default function LoanSuccessScreen() {
  const j = useJourney();
  return (
    <JourneyPage title={steps[j.step].title} progress={j.progress}>
      <Text>
        Thank you. We are reviewing your application and will let you know by SMS and email. You can follow its status
        on your home page.
      </Text>
      <Button fullWidth onClick={() => j.send({ type: 'journey.finish' })}>
        Go to home
      </Button>
    </JourneyPage>
  );
}
