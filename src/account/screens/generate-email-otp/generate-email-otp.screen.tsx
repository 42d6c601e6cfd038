import { useSelector } from '@xstate/react';
import { Button, Heading, PageLayout } from '~/ui';
import { useChart } from '~/app/use-chart';
import { FailureNotice } from '~/ui/auth/failure-notice';
import * as s from '~/ui/page-styles/form-page.css';

/** /generate-email-otp: confirm the address, then send the code. */
export default function GenerateEmailOtpScreen() {
  const account = useChart('account');
  const snap = useSelector(account, (x) => x);
  const send = account.send;
  return (
    <PageLayout back={{ label: 'Profile', onClick: () => send({ type: 'nav.profile' }) }}>
      <div className={s.stack}>
        <Heading>Verify your email address</Heading>
        <p className={s.lead}>
          We will send a 6-digit code to <strong>{snap.context.profile?.email}</strong>.
        </p>
        <FailureNotice failure={snap.context.failure} actions={{ retry: { label: 'Use a different email address', onClick: () => send({ type: 'email.change' }) } }} />
        <Button fullWidth loading={snap.hasTag('loading')} onClick={() => send({ type: 'email.send' })}>
          Send code
        </Button>
        <button type="button" className={s.linkButton} onClick={() => send({ type: 'email.change' })}>
          Use a different email address
        </button>
      </div>
    </PageLayout>
  );
}
