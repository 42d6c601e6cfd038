import { useState, type FormEvent } from 'react';
import { Button, ErrorSummary, Heading, PageLayout, RadioGroup, Text, TextField } from '~/ui';
import { acquisitionChannels } from '~/api/contract/surveys';
import { surveysPages } from '@machines/surveys/surveys-pages';
import { SurveyError } from '../survey-parts/survey-error';
import { useSurveys } from '../survey-parts/use-surveys';
import * as s from '~/ui/page-styles/page-styles.css';

const channelLabels: Record<(typeof acquisitionChannels)[number], string> = {
  EMPLOYER: 'My employer or HR',
  FRIEND_OR_COLLEAGUE: 'A friend or colleague',
  FACEBOOK: 'Facebook',
  SEARCH: 'An internet search',
  SMS_OR_EMAIL: 'A text message or email',
  OTHER: 'Somewhere else',
};
const options = acquisitionChannels.map((value) => ({ value, label: channelLabels[value] }));

/** /channel-performance-survey: how the borrower heard of us (one question), then home. */
export default function ChannelPerformanceSurveyScreen() {
  const sv = useSurveys();
  const [channel, setChannel] = useState(sv.context.channel);
  const [details, setDetails] = useState(sv.context.details);
  const [error, setError] = useState<string | null>(null);
  const done = () => sv.send({ type: 'survey.done' });
  const asking = sv.phase === 'answering' || sv.phase === 'submitting' || sv.phase === 'failed';
  const fieldError = error ?? sv.error?.fields.channel ?? null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!channel) return setError('Choose how you heard about us.');
    setError(null);
    sv.send({ type: 'survey.answer', channel, details });
  };

  return (
    <PageLayout>
      <div className={s.stack}>
        {asking ? (
          <>
            <Heading level={1}>{surveysPages.channelPerformance.title}</Heading>
            <Text>One question, so we can reach more people like you.</Text>
            {sv.error ? <SurveyError message={sv.error.message} onRetry={() => sv.send({ type: 'survey.retry' })} /> : null}
            <form className={s.stack} onSubmit={submit} noValidate>
              {fieldError ? <ErrorSummary errors={[{ fieldId: 'acquisition-channel', message: fieldError }]} /> : null}
              <RadioGroup
                id="acquisition-channel"
                legend="Where did you first hear about Lakbay?"
                options={options}
                value={channel}
                onValueChange={setChannel}
                error={fieldError ?? undefined}
              />
              <TextField label="Anything to add? (optional)" value={details} maxLength={500} onChange={(e) => setDetails(e.target.value)} error={sv.error?.fields.details} />
              <div className={s.actions}>
                <Button type="submit" loading={sv.saving}>
                  Send answer
                </Button>
                <Button variant="ghost" onClick={() => sv.send({ type: 'survey.dismiss' })} disabled={sv.saving}>
                  Not now
                </Button>
              </div>
            </form>
          </>
        ) : (
          <>
            <Heading level={1}>{sv.phase === 'alreadyCompleted' ? 'You already answered this' : 'Thank you!'}</Heading>
            <Text>{sv.phase === 'alreadyCompleted' ? 'We have your answer from before.' : 'Your answer helps us reach more employees.'}</Text>
            <Button onClick={done}>Back to home</Button>
          </>
        )}
      </div>
    </PageLayout>
  );
}
