import { Heading, PageLayout, Text } from '~/ui';
import { useApp } from '../entry-parts/use-app';
import { FeedbackForm } from '../entry-parts/feedback-form';
import * as s from '~/ui/page-styles/page-styles.css';

/** /company-selector/feedback: the employer is not a partner yet. */
export default function CompanySelectorFeedbackScreen() {
  const app = useApp();
  return (
    <PageLayout back={{ label: 'Back', onClick: () => app.send({ type: 'step.back' }) }}>
      <div className={s.stack}>
        <Heading level={1}>Can&apos;t find your company?</Heading>
        <Text>Tell us where you work and we will reach out to your employer.</Text>
        {app.error ? (
          <div className={s.notice} role="alert">
            <Text>{app.error}</Text>
          </div>
        ) : null}
        <FeedbackForm saving={app.saving} submitLabel="Send" onSubmit={(values) => app.send({ type: 'step.submit', values })} />
      </div>
    </PageLayout>
  );
}
