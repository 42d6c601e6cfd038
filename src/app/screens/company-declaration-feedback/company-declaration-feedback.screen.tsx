import { Heading, PageLayout, Text } from '~/ui';
import { useApp } from '../entry-parts/use-app';
import { FeedbackForm } from '../entry-parts/feedback-form';
import * as s from '~/ui/page-styles/page-styles.css';

/** /company-declaration/feedback: the borrower does not work for the chosen company; where do they work? */
export default function CompanyDeclarationFeedbackScreen() {
  const app = useApp();
  return (
    <PageLayout back={{ label: 'Back', onClick: () => app.send({ type: 'step.back' }) }}>
      <div className={s.stack}>
        <Heading level={1}>Tell us about your employer</Heading>
        <Text>Tell us where you work now. Then choose your company from the list again.</Text>
        {app.error ? (
          <div className={s.notice} role="alert">
            <Text>{app.error}</Text>
          </div>
        ) : null}
        <FeedbackForm saving={app.saving} submitLabel="Send and choose again" onSubmit={(values) => app.send({ type: 'step.submit', values })} />
      </div>
    </PageLayout>
  );
}
