import { Button, Text } from '~/ui';
import { steps } from '@machines/journeys/steps';
import { JourneyPage } from '../journey-parts/journey-page';
import { useJourney } from '../journey-parts/use-journey';

/** Insta-funds activated: the platform approves the activation at once; the borrower may now apply. */
export default function QuickLoanActivatedScreen() {
  const j = useJourney();
  return (
    <JourneyPage title={steps[j.step].title} progress={j.progress}>
      <Text>Thank you. Insta-funds is active: you can apply for a quick loan from home or from the insta-funds page whenever you need one.</Text>
      <Button fullWidth onClick={() => j.send({ type: 'journey.finish' })}>
        Go to home
      </Button>
    </JourneyPage>
  );
}
