import { useChart } from '~/app/use-chart';
import { OtpScreen } from '~/auth-ui/otp-screen';

/** /verify-email-otp */
export default function VerifyEmailOtpScreen() {
  const account = useChart('account');
  return <OtpScreen title="Enter the code we emailed you" onCancel={() => account.send({ type: 'email.change' })} cancelLabel="Use a different email address" />;
}
