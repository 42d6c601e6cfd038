import { useState, type FormEvent } from 'react';
import { Button, ErrorSummary, TextField } from '~/ui';
import * as s from '~/ui/page-styles/page-styles.css';

/** Company name and a contact person at HR: what we need to approach an employer. */
export function FeedbackForm({ onSubmit, saving, submitLabel }: { onSubmit: (values: Record<string, string>) => void; saving: boolean; submitLabel: string }) {
  const [company, setCompany] = useState('');
  const [contact, setContact] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const name = company.trim();
    if (name.length < 2) return setError('Enter the name of your company.');
    if (name.length > 100) return setError('The company name must be at most 100 characters.');
    setError(undefined);
    onSubmit({ company_name: name, hr_contact: contact.trim().slice(0, 100) });
  };
  return (
    <form className={s.stack} onSubmit={submit} noValidate>
      {error ? <ErrorSummary errors={[{ fieldId: 'feedback-company', message: error }]} /> : null}
      <TextField id="feedback-company" label="Company name" value={company} onChange={(e) => setCompany(e.target.value)} error={error} autoComplete="organization" />
      <TextField id="feedback-contact" label="HR contact name (optional)" value={contact} onChange={(e) => setContact(e.target.value)} />
      <Button type="submit" loading={saving} fullWidth>
        {submitLabel}
      </Button>
    </form>
  );
}
