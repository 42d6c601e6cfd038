import { ewaPages } from '@machines/ewa/ewa-pages';
import { ineligibleReason } from '@machines/ewa/ineligibility';
import { unavailableReason } from '@machines/ewa/product-access';
import { Button, Heading, PageLayout, Text } from '~/ui';
import { useEwa } from '../ewa-parts/use-ewa';
import * as s from '../ewa-parts/ewa.css';

/** /ewa/ineligible: why earned wage access is not available to this borrower, and what to do. */
export default function EwaIneligibleScreen() {
  const { send, context } = useEwa();
  const reason = ineligibleReason(unavailableReason(context.account, 'ewa'), 'earned wage access');
  return (
    <PageLayout back={{ label: 'Home', href: '/home', onClick: () => send({ type: 'step.back' }) }}>
      <div className={s.stack}>
        <Heading level={1}>{ewaPages.ewaIneligible.title}</Heading>
        <div className={s.notice} role="status">
          <Text weight="semibold">{reason.message}</Text>
          <Text>{reason.next}</Text>
        </div>
        <Button fullWidth onClick={() => send({ type: 'step.back' })}>
          Go to home
        </Button>
      </div>
    </PageLayout>
  );
}
