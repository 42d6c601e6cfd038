import { useState, type FormEvent } from 'react';
import { Button, ErrorSummary, Heading, PageLayout, RadioGroup, Text, TextField } from '~/ui';
import { surveysPages } from '@machines/surveys/surveys-pages';
import { storeLinks } from '../../store-links';
import { SurveyError } from '../survey-parts/survey-error';
import { useSurveys } from '../survey-parts/use-surveys';
import * as s from '~/ui/page-styles/page-styles.css';

const ratingLabels = ['1 – Very poor', '2 – Poor', '3 – Okay', '4 – Good', '5 – Excellent'];
const ratingOptions = ratingLabels.map((label, i) => ({ value: String(i + 1), label }));

/**
 * /feedback-survey: a rating from 1 to 5. A high one (HIGH_RATING) offers the app stores; a low one (LOW_RATING)
 * asks what went wrong; a survey answered before (ALREADY_COMPLETED) just thanks the borrower.
 */
export default function FeedbackSurveyScreen() {
  const sv = useSurveys();
  const [rating, setRating] = useState(sv.context.rating ? String(sv.context.rating) : '');
  const [comment, setComment] = useState(sv.context.comment);
  const [error, setError] = useState<string | null>(null);
  const done = () => sv.send({ type: 'survey.done' });
  const asking = sv.phase === 'rating' || sv.phase === 'submittingRating' || sv.phase === 'ratingFailed';
  const commenting = sv.phase === 'lowRating' || sv.phase === 'submittingComment' || sv.phase === 'commentFailed';

  const rate = (e: FormEvent) => {
    e.preventDefault();
    if (!rating) return setError('Choose a rating from 1 to 5.');
    setError(null);
    sv.send({ type: 'survey.rate', rating: Number(rating) });
  };
  const sendComment = (e: FormEvent) => {
    e.preventDefault();
    if (!comment.trim()) return setError('Tell us what went wrong, or choose "Skip".');
    setError(null);
    sv.send({ type: 'survey.comment', comment });
  };

  return (
    <PageLayout>
      <div className={s.stack}>
        {asking ? (
          <>
            <Heading level={1}>{surveysPages.feedback.title}</Heading>
            {sv.error ? <SurveyError message={sv.error.message} onRetry={() => sv.send({ type: 'survey.retry' })} /> : null}
            <form className={s.stack} onSubmit={rate} noValidate>
              {error ? <ErrorSummary errors={[{ fieldId: 'feedback-rating', message: error }]} /> : null}
              <RadioGroup
                id="feedback-rating"
                legend="How would you rate your experience with Lakbay?"
                options={ratingOptions}
                value={rating}
                onValueChange={setRating}
                error={error ?? undefined}
              />
              <div className={s.actions}>
                <Button type="submit" loading={sv.saving}>
                  Send rating
                </Button>
                <Button variant="ghost" onClick={() => sv.send({ type: 'survey.dismiss' })} disabled={sv.saving}>
                  Not now
                </Button>
              </div>
            </form>
          </>
        ) : null}
        {sv.phase === 'highRating' ? (
          <>
            <Heading level={1}>Thank you for your rating!</Heading>
            <Text>Glad you like Lakbay. Would you rate us in your app store too? It helps other employees find us.</Text>
            <ul aria-label="Rate us in your app store">
              {storeLinks.map((st) => (
                <li key={st.store}>
                  <a href={st.href} rel="noopener noreferrer" target="_blank">
                    {`Rate us on ${st.name}`}
                    <span className={s.muted}> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
            <Button onClick={done}>Back to home</Button>
          </>
        ) : null}
        {commenting ? (
          <>
            <Heading level={1}>Sorry to hear that</Heading>
            <Text>What went wrong? Your answer goes straight to our team.</Text>
            {sv.error ? <SurveyError message={sv.error.message} onRetry={() => sv.send({ type: 'survey.retry' })} /> : null}
            <form className={s.stack} onSubmit={sendComment} noValidate>
              {error ? <ErrorSummary errors={[{ fieldId: 'feedback-comment', message: error }]} /> : null}
              <TextField
                id="feedback-comment"
                label="What went wrong?"
                value={comment}
                maxLength={1000}
                onChange={(e) => setComment(e.target.value)}
                error={error ?? sv.error?.fields.comment}
              />
              <div className={s.actions}>
                <Button type="submit" loading={sv.saving}>
                  Send feedback
                </Button>
                <Button variant="ghost" onClick={done} disabled={sv.saving}>
                  Skip
                </Button>
              </div>
            </form>
          </>
        ) : null}
        {sv.phase === 'thanks' ? (
          <>
            <Heading level={1}>Thank you for telling us</Heading>
            <Text>We read every answer and use it to make Lakbay better.</Text>
            <Button onClick={done}>Back to home</Button>
          </>
        ) : null}
        {sv.phase === 'alreadyCompleted' ? (
          <>
            <Heading level={1}>You already rated us</Heading>
            <Text>Thank you: we have your answer from before.</Text>
            <Button onClick={done}>Back to home</Button>
          </>
        ) : null}
      </div>
    </PageLayout>
  );
}
