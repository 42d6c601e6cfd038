import { Button, Text } from '~/ui';
import * as s from '~/ui/page-styles/page-styles.css';

/** A failed send: what happened and what to do next; the answer stays on the page. */
export function SurveyError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className={s.notice} role="alert">
      <Text weight="semibold">{message}</Text>
      <Text size="small">Your answer is kept. You can try again now.</Text>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
