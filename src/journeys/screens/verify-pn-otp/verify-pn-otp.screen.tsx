import type { AnyActorRef } from 'xstate';
import { OtpScreen } from '~/ui/auth/otp-screen';
import { useOwningChart } from '~/app/use-chart';
import { useJourneyProgressBar } from '../journey-parts/journey-progress';

/**
 * /verify-pn-otp: signing promissory notes with a one-time code. The journey chart that owns this route invokes
 * machines/shared/otp.machine.ts with id 'otp' (purpose 'pn'); going back is the OTP chart's own otp.cancel, which
 * the journey answers with the note, unsigned (also the way out of a lockout, with home: issue W3-B item 3).
 */
export default function VerifyPnOtpScreen() {
  const progress = useJourneyProgressBar();
  const journey = useOwningChart().actor;
  const backToNote = () => (journey.getSnapshot() as { children: Record<string, AnyActorRef | undefined> }).children.otp?.send({ type: 'otp.cancel' });
  return (
    <OtpScreen
      owner={journey}
      title="Sign your promissory notes"
      intro={<p>Enter the code we sent you to sign. This is your electronic signature.</p>}
      progress={progress}
      onCancel={backToNote}
      cancelLabel="Back to your promissory note"
      homeHref="/home"
    />
  );
}
