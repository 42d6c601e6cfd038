import { Button, Heading, PageLayout } from '~/ui';
import { useEngage } from '../engage-parts/use-engage';
import * as s from '~/ui/page-styles/form-page.css';

/** /fintelligence-disabled: the borrower's company does not offer Fintelligence. */
export default function FintelligenceDisabledScreen() {
  const { send } = useEngage();
  return (
    <PageLayout back={{ label: 'Back', onClick: () => send({ type: 'step.back' }) }}>
      <div className={s.stack}>
        <Heading>Fintelligence is not available</Heading>
        <p className={s.lead}>Your company does not offer Fintelligence yet. Ask your HR team about adding it, or check again later.</p>
        <Button fullWidth onClick={() => send({ type: 'step.back' })}>
          Back to home
        </Button>
      </div>
    </PageLayout>
  );
}
