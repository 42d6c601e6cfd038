import { Button, Heading, PageLayout, Text } from '~/ui';
import { useApp } from '../entry-parts/use-app';

/** /company-selector/feedback/latter: thanks; we get back to the borrower later. */
export default function CompanySelectorFeedbackLatterScreen() {
  const app = useApp();
  return (
    <PageLayout>
      <Heading level={1}>Thank you</Heading>
      <Text>We will contact your company and let you know by SMS and email once it partners with us.</Text>
      <Button variant="secondary" fullWidth onClick={() => app.send({ type: 'step.submit', values: {} })}>
        Back to the company list
      </Button>
    </PageLayout>
  );
}
