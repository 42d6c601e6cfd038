import { useChart } from '~/app/use-chart';
import { OtpScreen } from '~/ui/auth/otp-screen';

/** /verify-email-otp */
export default function VerifyEmailOtpScreen() {
  const account = useChart('account');
  return <OtpScreen owner={account} title="Enter the code we emailed you" onCancel={() => account.send({ type: 'email.change' })} cancelLabel="Use a different email address" />;
}
