import { Heading, PageLayout } from '~/ui';
import { useChart } from '~/app/use-chart';
import { config } from '~/config';
import { telOf } from './tel';
import * as s from '~/ui/page-styles/form-page.css';

/** /contact-us */
export default function ContactUsScreen() {
  // Owned by the auth chart for visitors and by the app chart when signed in: both take `step.back`.
  const chart = useChart('auth', 'app');
  return (
    <PageLayout back={{ label: 'Back', onClick: () => chart.send({ type: 'step.back' }) }}>
      <div className={s.stack}>
        <Heading>Contact us</Heading>
        <p className={s.lead}>We are here Monday to Saturday, 8 AM to 8 PM (Philippine time).</p>
        <ul>
          <li>
            Email: <a href={`mailto:${config.support.email}`}>{config.support.email}</a>
          </li>
          <li>
            Phone: <a href={`tel:${telOf(config.support.phone)}`}>{config.support.phone}</a>
          </li>
        </ul>
        <p className={s.muted}>Never share your one-time code with anyone, including our staff.</p>
      </div>
    </PageLayout>
  );
}
