import { Button, Heading, PageLayout, Text } from '~/ui';
import { onboardingPages } from '@machines/onboarding/onboarding-pages';
import { useOnboarding } from '../onboarding-parts/use-onboarding';

/** /employment-status-success */
export default function EmploymentStatusSuccessScreen() {
  const o = useOnboarding();
  return (
    <PageLayout>
      <Heading level={1}>{onboardingPages.employmentStatusSuccess.title}</Heading>
      <Text>Thank you. Your employment with {o.company?.name ?? 'your company'} is confirmed, and you can apply for our products again.</Text>
      <Button fullWidth onClick={() => o.send({ type: 'step.submit', values: {} })}>
        Continue
      </Button>
    </PageLayout>
  );
}
