import { Button, Text } from '~/ui';
import { JourneyPage } from '../journey-parts/journey-page';
import { useJourney } from '../journey-parts/use-journey';
import { journeyStatusWords } from '../journey-parts/status-words';

/** EWA activation submitted: its status in the borrower's words (in review, or active), and the way home. */
export default function EwaSuccessScreen() {
  const j = useJourney();
  const words = journeyStatusWords(j, 'SYSTEM_REVIEW');
  return (
    <JourneyPage title={words.headline} progress={j.progress}>
      <Text>Thank you. {words.next}</Text>
      <Button fullWidth onClick={() => j.send({ type: 'journey.finish' })}>
        Go to home
      </Button>
    </JourneyPage>
  );
}
