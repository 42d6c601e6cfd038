import { Button, Text } from '~/ui';
import { JourneyPage } from '../journey-parts/journey-page';
import { useJourney } from '../journey-parts/use-journey';
import * as s from '~/ui/page-styles/page-styles.css';

/** /gotyme-linking-failed: the server's reason, then try again or use another bank. */
export default function GotymeLinkingFailedScreen() {
  const j = useJourney();
  return (
    <JourneyPage title="We could not link your GoTyme account" progress={j.progress}>
      <Text>{j.context.error?.message ?? 'The account could not be verified.'} Check the account number and code, or use another bank.</Text>
      <div className={s.actions}>
        <Button onClick={() => j.send({ type: 'step.retry' })}>Try again</Button>
        <Button variant="secondary" onClick={() => j.send({ type: 'step.back' })}>
          Use another bank
        </Button>
      </div>
    </JourneyPage>
  );
}
