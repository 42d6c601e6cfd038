import { useSelector } from '@xstate/react';
import { Button, Heading, PageLayout } from '~/ui';
import { useChart } from '~/app/use-chart';
import { OtpScreen } from '~/ui/auth/otp-screen';
import { FailureNotice } from '~/ui/auth/failure-notice';
import * as s from '~/ui/page-styles/form-page.css';

/** /verify-mobile-otp */
export default function VerifyMobileOtpScreen() {
  const account = useChart('account');
  const snap = useSelector(account, (x) => x);
  if (snap.matches({ verifyMobileOtp: 'failed' })) {
    return (
      <PageLayout back={{ label: 'Profile', onClick: () => account.send({ type: 'nav.profile' }) }}>
        <div className={s.stack}>
          <Heading>Verify your mobile number</Heading>
          <FailureNotice failure={snap.context.failure} />
          <Button fullWidth onClick={() => account.send({ type: 'mobile.verify' })}>
            Send the code again
          </Button>
        </div>
      </PageLayout>
    );
  }
  return <OtpScreen owner={account} title="Verify your mobile number" onCancel={() => account.send({ type: 'nav.profile' })} cancelLabel="Back to profile" />;
}
