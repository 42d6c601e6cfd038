import { Button, Text } from '~/ui';
import { JourneyPage } from '../journey-parts/journey-page';
import { useJourney } from '../journey-parts/use-journey';
import { journeyStatusWords } from '../journey-parts/status-words';

/**
 * Submitted: the application's status in the borrower's words (in review after a submit; approved, to be
 * disbursed, after the final acceptance), and the way home (ends the journey).
 */
export default function LoanSuccessScreen() {
  const j = useJourney();
  const words = journeyStatusWords(j, 'SYSTEM_REVIEW');
  return (
    <JourneyPage title={words.headline} progress={j.progress}>
      <Text>
        Thank you. {words.next} You can follow its status on your home page.
      </Text>
      <Button fullWidth onClick={() => j.send({ type: 'journey.finish' })}>
        Go to home
      </Button>
    </JourneyPage>
  );
}
