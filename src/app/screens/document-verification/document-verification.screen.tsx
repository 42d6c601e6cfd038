import { Heading, PageLayout, Text } from '~/ui';
import { VerificationView } from '~/documents/screens/documents-parts/verification-view';
import { CancelApplication } from '~/journeys/screens/journey-parts/cancel-application';
import { useJourneyProgressBar } from '~/journeys/screens/journey-parts/journey-progress';

/** Journey step "document verification": the documents the journey asks for, then the selfie. */
export default function DocumentVerificationScreen() {
  const progress = useJourneyProgressBar();
  return (
    <PageLayout progress={progress}>
      <Heading level={1}>Document verification</Heading>
      <Text>Upload your documents and take a quick selfie so we can confirm it is you. It takes about three minutes.</Text>
      <VerificationView />
      <CancelApplication />
    </PageLayout>
  );
}
