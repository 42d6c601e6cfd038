import { Heading, PageLayout, SkeletonGroup } from '~/ui';
import { PaymentError, usePayment } from '../payments/payment-parts';

/** /recovery/callback: back from the provider's page; the payment's status is looked up once. */
export default function RecoveryCallbackScreen() {
  const { actor, snapshot, context } = usePayment();
  return (
    <PageLayout>
      <Heading level={1}>Confirming your payment</Heading>
      {snapshot.matches({ callback: 'error' }) ? (
        <PaymentError
          message={context.errorMessage}
          onRetry={() => actor.send({ type: 'payment.retry' })}
          reassurance="Your payment is not lost: we will check its status again."
        />
      ) : (
        <SkeletonGroup label="Checking your payment with the provider…" />
      )}
    </PageLayout>
  );
}
