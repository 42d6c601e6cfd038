import { ewaPages } from '@machines/ewa/ewa-pages';
import { EWA_ACCESS_PERCENT, EWA_FEE, EWA_MIN_WITHDRAWAL } from '~/domain/ewa';
import { formatPeso } from '~/domain/money';
import { Button, Heading, PageLayout, Text } from '~/ui';
import { useEwa } from '../ewa-parts/use-ewa';
import * as s from '../ewa-parts/ewa.css';

/** /ewa/product-description: what earned wage access is, what it costs and how it is repaid, before activation. */
export default function EwaProductDescriptionScreen() {
  const { send } = useEwa();
  return (
    <PageLayout back={{ label: 'Home', href: '/home', onClick: () => send({ type: 'step.back' }) }}>
      <div className={s.stack}>
        <Heading level={1}>{ewaPages.ewaDescription.title}</Heading>
        <Text>Get part of the salary you have already earned before payday, whenever you need it.</Text>
        <section className={s.card} aria-labelledby="ewa-how">
          <Heading level={2} id="ewa-how">
            How it works
          </Heading>
          <ol className={s.steps}>
            <li>Activate once: tell us about yourself and verify your identity.</li>
            <li>
              Withdraw up to {EWA_ACCESS_PERCENT}% of the wages you have earned so far this pay period, from {formatPeso(EWA_MIN_WITHDRAWAL)}.
            </li>
            <li>The money goes to your payroll account.</li>
          </ol>
        </section>
        <section className={s.card} aria-labelledby="ewa-fees">
          <Heading level={2} id="ewa-fees">
            Fees
          </Heading>
          <Text>{formatPeso(EWA_FEE)} for each withdrawal. No interest, and nothing to pay for activating.</Text>
        </section>
        <section className={s.card} aria-labelledby="ewa-repayment">
          <Heading level={2} id="ewa-repayment">
            How repayment works
          </Heading>
          <Text>On payday your employer deducts what you withdrew and its fees from your salary. There is nothing else to pay.</Text>
        </section>
        <Button fullWidth onClick={() => send({ type: 'product.start' })}>
          Activate earned wage access
        </Button>
      </div>
    </PageLayout>
  );
}
