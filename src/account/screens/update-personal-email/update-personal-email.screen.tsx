import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { Button, ErrorSummary, Heading, PageLayout, TextField } from '~/ui';
import { useChart } from '~/app/use-chart';
import { FailureNotice } from '~/ui/auth/failure-notice';
import * as s from '~/ui/page-styles/form-page.css';

/** /update-personal-email: a personal address we can always reach (not a company one). */
export default function UpdatePersonalEmailScreen() {
  const account = useChart('account');
  const snap = useSelector(account, (x) => x);
  const c = snap.context;
  const [email, setEmail] = useState(c.emailInput || c.profile?.email || '');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    account.send({ type: 'email.submit', email });
  };
  return (
    <PageLayout back={{ label: 'Profile', onClick: () => account.send({ type: 'nav.profile' }) }}>
      <div className={s.stack}>
        <Heading>Add your personal email</Heading>
        {c.fieldErrors.email ? <ErrorSummary errors={[{ fieldId: 'personal-email', message: c.fieldErrors.email }]} /> : null}
        {c.failure && !c.fieldErrors.email ? <FailureNotice failure={c.failure} /> : null}
        <form className={s.form} onSubmit={submit} noValidate>
          <TextField id="personal-email" label="Personal email address" hint="We will send a code to check it is yours. Once it is checked, you can also log in with this email." type="email" autoComplete="email" spellCheck={false} maxLength={320} value={email} onChange={(e) => setEmail(e.target.value)} error={c.fieldErrors.email} />
          <Button type="submit" fullWidth loading={snap.hasTag('loading')}>
            Save and send code
          </Button>
        </form>
      </div>
    </PageLayout>
  );
}
