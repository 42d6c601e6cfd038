import { sourceLoan } from '@machines/repayments/repayments.machine';
import { formatPeso } from '~/domain/money';
import { Button, Heading, PageLayout, Text } from '~/ui';
import { useOverviewGate, useRepayments } from '../loan-details/repayments-parts';
import * as s from '../loan-details/loan-details.css';

/** /refinance-notification: the borrower may refinance; what that means, then on to the right calculator. */
export default function RefinanceNotificationScreen() {
  const { actor, context } = useRepayments();
  const gate = useOverviewGate();
  const loan = sourceLoan(context);
  const recovery = context.overview?.refinance === 'RECOVERY_REFINANCE';
  return (
    <PageLayout back={{ label: 'Loan details', href: '/loan-details', onClick: () => actor.send({ type: 'step.back' }) }}>
      <Heading level={1}>You can refinance your loan</Heading>
      {gate ?? (
      <div className={s.stack}>
        {recovery ? (
          <Text>
            Your loan is past due. A recovery refinance replaces it with a new loan that pays off what you owe, with a
            longer tenure so each instalment is smaller.
          </Text>
        ) : (
          <Text>
            A refinance replaces your running loan with a new, larger one. The new loan pays off your current balance
            and you receive the rest.
          </Text>
        )}
        {loan ? (
          <dl className={s.facts}>
            <dt className={s.term}>Outstanding Balance</dt>
            <dd className={s.value}>{formatPeso(loan.outstanding)}</dd>
            <dt className={s.term}>Final Payoff Amount</dt>
            <dd className={s.value}>{formatPeso(loan.payoff)}</dd>
          </dl>
        ) : null}
        <Button fullWidth onClick={() => actor.send({ type: 'refinance.start' })}>
          {recovery ? 'Calculate my recovery refinance' : 'Calculate my refinance'}
        </Button>
        <Button fullWidth variant="secondary" onClick={() => actor.send({ type: 'step.back' })}>
          Not now
        </Button>
      </div>
      )}
    </PageLayout>
  );
}
