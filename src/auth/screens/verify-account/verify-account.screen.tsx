import { useSelector } from '@xstate/react';
import { useChart } from '~/app/use-chart';
import { OtpScreen } from '~/ui/auth/otp-screen';

/** /verify-account: the code sent for logging in or creating an account. */
export default function VerifyAccountScreen() {
  const auth = useChart('auth');
  const registering = useSelector(auth, (x) => x.context.flow === 'register');
  return (
    <OtpScreen
      owner={auth}
      title={registering ? 'Verify your account' : 'Enter your code'}
      onCancel={() => auth.send({ type: registering ? 'nav.register' : 'nav.anotherMethod' })}
      cancelLabel={registering ? 'Use a different mobile number or email' : 'Try another way to log in'}
    />
  );
}
