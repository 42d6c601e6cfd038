import { Button, Heading, PageLayout } from '~/ui';
import { useChart } from '~/app/use-chart';
import * as s from '~/ui/page-styles/form-page.css';

/** /: what Lakbay is, and the two ways in. */
export default function WelcomeScreen() {
  const auth = useChart('auth');
  return (
    <PageLayout>
      <div className={s.stack}>
        <Heading>Salary loans made simple</Heading>
        <p className={s.lead}>Borrow through your employer, repay by salary deduction, and track everything in one place.</p>
        <Button fullWidth onClick={() => auth.send({ type: 'nav.register' })}>
          Create an account
        </Button>
        <Button fullWidth variant="secondary" onClick={() => auth.send({ type: 'nav.login' })}>
          Log in
        </Button>
        <button type="button" className={s.linkButton} onClick={() => auth.send({ type: 'nav.appDownload' })}>
          Get the Lakbay app
        </button>
      </div>
    </PageLayout>
  );
}
