import { Button, Heading, PageLayout, Text, AppLink } from '~/ui';
import { useJourney } from '../journey-parts/use-journey';
import * as s from '~/ui/page-styles/page-styles.css';
import { CancelApplication } from '../journey-parts/cancel-application';

/**
 * Shown when the selfie check failed or its tries ran out. The application is not lost: it waits for a person
 * to review it, and the borrower can reach us.
 */
export default function DocumentVerificationFailedScreen() {
  const j = useJourney();
  // "After several tries" only once the selfie failed more than once (or its tries ran out).
  const repeated = j.context.error?.code === 'SELFIE_NOT_MATCHED_REPEATEDLY';
  return (
    <PageLayout>
      <Heading level={1}>We could not verify your identity</Heading>
      <Text>
        {repeated ? 'Your selfie could not be matched after several tries.' : 'Your selfie could not be matched.'} Your application is
        saved, and our team will review it and contact you within two working days.
      </Text>
      <Text>If you think something went wrong, contact us and mention that your selfie check did not pass.</Text>
      <div className={s.actions}>
        <Button asChild>
          <AppLink href="/contact-us">Contact us</AppLink>
        </Button>
        <Button asChild variant="secondary">
          <AppLink href="/home">Go to home</AppLink>
        </Button>
      </div>
      <CancelApplication />
    </PageLayout>
  );
}
