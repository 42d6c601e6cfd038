import { Button, Heading, PageLayout, Text } from '~/ui';
import { useApp } from '../entry-parts/use-app';

/** /company-selector/success */
export default function CompanySelectorSuccessScreen() {
  const app = useApp();
  return (
    <PageLayout>
      <Heading level={1}>Company selected</Heading>
      <Text>You chose {app.company?.name ?? 'your company'}. Next, confirm that you work there.</Text>
      <Button fullWidth onClick={() => app.send({ type: 'step.submit', values: {} })}>
        Continue
      </Button>
    </PageLayout>
  );
}
