import { useQuery } from '@tanstack/react-query';
import { Button, Heading, Text } from '~/ui';
import type { SurveyName } from '@machines/surveys/surveys-pages';
import { surveyPromptsQuery } from './survey-queries';
import * as s from '~/ui/page-styles/page-styles.css';

const copy: Record<SurveyName, { title: string; body: string; answer: string }> = {
  CHANNEL_PERFORMANCE: { title: 'How did you hear about us?', body: 'One quick question about how you found Lakbay.', answer: 'Answer' },
  FEEDBACK: { title: 'How are we doing?', body: 'Rate your experience with Lakbay. It takes a few seconds.', answer: 'Rate us' },
};

/**
 * Home's survey prompt: the first PENDING one the platform has (it becomes PENDING after a submitted application
 * or a payment). "Not now" dismisses it for good; answering completes it. Either way it does not come back.
 */
export function SurveyPrompt({ onOpen, onDismiss, busy }: { onOpen: (s: SurveyName) => void; onDismiss: (s: SurveyName) => void; busy?: boolean }) {
  const prompts = useQuery(surveyPromptsQuery());
  const pending = prompts.data?.prompts.find((p) => p.state === 'PENDING');
  if (!pending) return null;
  const c = copy[pending.survey];
  return (
    <section className={s.card} aria-labelledby="survey-prompt">
      <Heading level={2} size={4} id="survey-prompt">
        {c.title}
      </Heading>
      <Text>{c.body}</Text>
      <div className={s.actions}>
        <Button onClick={() => onOpen(pending.survey)} disabled={busy}>
          {c.answer}
        </Button>
        <Button variant="ghost" onClick={() => onDismiss(pending.survey)} disabled={busy}>
          Not now
        </Button>
      </div>
    </section>
  );
}
