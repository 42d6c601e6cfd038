import { Heading, PageLayout, Text } from '~/ui';
import { VerificationView } from '~/documents/screens/documents-parts/verification-view';
import { CancelApplication } from '~/journeys/screens/journey-parts/cancel-application';
import { useJourneyProgressBar } from '~/journeys/screens/journey-parts/journey-progress';

/** WCR journey: the application needs its documents again before it can go on. */
export default function WcrScreen() {
  const progress = useJourneyProgressBar();
  return (
    <PageLayout progress={progress}>
      <Heading level={1}>Update your documents</Heading>
      <Text>
        Our team reviewed your application and needs new copies of your documents. Upload them below; your
        application continues as soon as they are in.
      </Text>
      <VerificationView />
      <CancelApplication />
    </PageLayout>
  );
}
