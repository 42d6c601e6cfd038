import { Heading, PageLayout } from '~/ui';
import { useChart } from '~/app/use-chart';
import { storeLinks } from '~/surveys/store-links';
import * as s from '~/ui/page-styles/form-page.css';

/** /app-download: store links (spec §2 "External links": iOS, Android and Huawei). */
const stores = storeLinks;

export default function AppDownloadScreen() {
  // Owned by the auth chart for visitors and by the app chart when signed in: both take `step.back`.
  const chart = useChart('auth', 'app');
  return (
    <PageLayout back={{ label: 'Back', onClick: () => chart.send({ type: 'step.back' }) }}>
      <div className={s.stack}>
        <Heading>Get the Lakbay app</Heading>
        <p className={s.lead}>Apply, sign and track repayments from your phone.</p>
        <ul>
          {stores.map((st) => (
            <li key={st.name}>
              <a href={st.href} rel="noopener noreferrer" target="_blank">
                {st.name}
                <span className={s.muted}> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </PageLayout>
  );
}
