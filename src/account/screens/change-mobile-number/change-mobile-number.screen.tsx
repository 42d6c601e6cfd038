import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { Button, ErrorSummary, Heading, PageLayout, TextField } from '~/ui';
import { formatIdentifier } from '@machines/shared/identifier-rules';
import { useChart } from '~/app/use-chart';
import { FailureNotice } from '~/ui/auth/failure-notice';
import { OtpScreen } from '~/ui/auth/otp-screen';
import * as s from '~/ui/page-styles/form-page.css';

/** /change-mobile-number: the new number, then the code sent to it. */
export default function ChangeMobileNumberScreen() {
  const account = useChart('account');
  const snap = useSelector(account, (x) => x);
  const c = snap.context;
  const [phone, setPhone] = useState(c.phoneInput);
  if (snap.matches({ changeMobile: 'verifying' })) {
    return (
      <OtpScreen
        owner={account}
        title="Enter the code we sent to your new number"
        onCancel={() => account.send({ type: 'mobile.edit' })}
        cancelLabel="Change the number"
      />
    );
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    account.send({ type: 'mobile.submit', phoneNumber: phone });
  };
  return (
    <PageLayout back={{ label: 'Profile', onClick: () => account.send({ type: 'nav.profile' }) }}>
      <div className={s.stack}>
        <Heading>Change your mobile number</Heading>
        {c.fieldErrors.phone ? <ErrorSummary errors={[{ fieldId: 'new-mobile-number', message: c.fieldErrors.phone }]} /> : null}
        {c.failure && !c.fieldErrors.phone ? <FailureNotice failure={c.failure} /> : null}
        {c.profile?.phoneNumber ? <p>Your number now: {formatIdentifier(c.profile.phoneNumber)}</p> : null}
        <form className={s.form} onSubmit={submit} noValidate>
          <TextField id="new-mobile-number" label="New mobile number" hint="We will send a code to this number to check it is yours." type="tel" inputMode="tel" autoComplete="tel" maxLength={20} value={phone} onChange={(e) => setPhone(e.target.value)} error={c.fieldErrors.phone} />
          <Button type="submit" fullWidth loading={snap.hasTag('loading')}>
            Send code
          </Button>
        </form>
      </div>
    </PageLayout>
  );
}
