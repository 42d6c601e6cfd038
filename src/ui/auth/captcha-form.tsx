import { useState, type FormEvent } from 'react';
import { Button, TextField } from '~/ui';
import type { CaptchaChallenge } from '@machines/auth/failure';
import * as s from '~/ui/page-styles/form-page.css';

/** UAS-E512: a question to answer before another code is sent. */
export function CaptchaForm({ captcha, loading, onSubmit, onBack }: { captcha: CaptchaChallenge | null; loading?: boolean; onSubmit: (answer: string) => void; onBack?: () => void }) {
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (answer.trim() === '') return setError('Type your answer to the question.');
    setError(undefined);
    onSubmit(answer);
  };
  return (
    <form className={s.form} onSubmit={submit} noValidate aria-label="Security check">
      <p className={s.lead}>We need to check you are not a robot before we send another code.</p>
      <TextField
        label={captcha ? captcha.question : 'Security question'}
        hint={captcha ? undefined : 'We could not load the question. Go back and try again in a moment.'}
        inputMode="numeric"
        autoComplete="off"
        value={answer}
        onChange={(e) => setAnswer(e.target.value)}
        error={error}
      />
      <Button type="submit" fullWidth loading={loading} disabled={!captcha}>
        Continue
      </Button>
      {onBack ? (
        <button type="button" className={s.linkButton} onClick={onBack}>
          Go back
        </button>
      ) : null}
    </form>
  );
}
