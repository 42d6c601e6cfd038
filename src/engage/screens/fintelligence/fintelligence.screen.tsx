import { Button, Heading, PageLayout } from '~/ui';
import { useEngage } from '../engage-parts/use-engage';
import * as s from '~/ui/page-styles/form-page.css';

/** /fintelligence: what the financial-education program is, and single sign-on into it. */
export default function FintelligenceScreen() {
  const { send } = useEngage();
  return (
    <PageLayout back={{ label: 'Back', onClick: () => send({ type: 'step.back' }) }}>
      <div className={s.stack}>
        <Heading>Fintelligence</Heading>
        <p className={s.lead}>Free financial education from your employer: short courses on budgeting your salary, borrowing wisely and saving for emergencies.</p>
        <Heading level={2} size={4}>How it works</Heading>
        <ul>
          <li>You sign in with your Lakbay account: no new password to remember.</li>
          <li>We share only your first name with Fintelligence.</li>
          <li>Learn at your own pace, on your phone or computer.</li>
        </ul>
        <Button fullWidth onClick={() => send({ type: 'fintelligence.start' })}>
          Start learning
        </Button>
      </div>
    </PageLayout>
  );
}
