import { useSelector } from '@xstate/react';
import { Button, Heading, PageLayout } from '~/ui';
import { useChart } from '~/app/use-chart';
import { SsoButtons } from '../auth-parts/sso-buttons';
import * as s from '~/ui/page-styles/form-page.css';

/** /try-another-login-method */
export default function TryAnotherLoginMethodScreen() {
  const auth = useChart('auth');
  const c = useSelector(auth, (x) => x.context);
  const send = auth.send;
  const other = c.userType === 'EMAIL' ? 'mobile number' : 'email address';
  return (
    <PageLayout back={{ label: 'Back', onClick: () => send({ type: 'nav.login' }) }}>
      <div className={s.stack}>
        <Heading>Try another way to log in</Heading>
        {c.user ? <p className={s.lead}>For {c.user}</p> : null}
        <Button fullWidth variant="secondary" onClick={() => send({ type: 'method.otp' })}>
          Send me a one-time code
        </Button>
        <Button fullWidth variant="secondary" onClick={() => send({ type: 'method.password' })}>
          Use my password
        </Button>
        <Button fullWidth variant="secondary" onClick={() => send({ type: 'method.switch' })}>
          Use my {other} instead
        </Button>
        <SsoButtons onChoose={(provider) => send({ type: 'sso.start', provider })} />
        <button type="button" className={s.linkButton} onClick={() => send({ type: 'nav.forgotPassword' })}>
          I forgot my password
        </button>
      </div>
    </PageLayout>
  );
}
