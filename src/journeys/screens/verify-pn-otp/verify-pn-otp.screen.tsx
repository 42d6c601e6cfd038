import { OtpScreen } from '~/auth/screens/auth-parts/otp-screen';
import { useJourneyProgressBar } from '../journey-parts/journey-progress';

/**
 * /verify-pn-otp: signing promissory notes with a one-time code. The journey chart that owns this route invokes
 * machines/shared/otp.machine.ts with id 'otp' (purpose 'pn'); cancelling is the OTP chart's own otp.cancel.
 */
export default function VerifyPnOtpScreen() {
  const progress = useJourneyProgressBar();
  return <OtpScreen title="Sign your promissory notes" intro={<p>Enter the code we sent you to sign. This is your electronic signature.</p>} progress={progress} />;
}
