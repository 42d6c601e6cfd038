import { closedStatusCodes } from '@machines/repayments/repayments-types';
import { formatPeso } from '~/domain/money';
import { loanStatusText } from '~/repayments/loan-words';
import { formatDate } from '~/domain/dates';
import { Button, Heading, PageLayout, Text } from '~/ui';
import { useOverviewGate, useRepayments } from '../loan-details/repayments-parts';
import * as s from '../loan-details/loan-details.css';

/** /past-products: loans that are closed, rejected, withdrawn or overpaid, newest first; each opens its details. */
export default function PastProductsScreen() {
  const { actor, context } = useRepayments();
  const gate = useOverviewGate();
  const past = (context.overview?.loans ?? [])
    .filter((l) => closedStatusCodes.includes(l.statusCode))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <PageLayout back={{ label: 'Home', href: '/home', onClick: () => actor.send({ type: 'step.back' }) }} wide>
      <Heading level={1}>Past products</Heading>
      {gate ?? (past.length === 0 ? (
        <Text>You have no past loans yet. Loans you have finished paying will be listed here.</Text>
      ) : (
        <ul className={s.list}>
          {past.map((loan) => (
            <li key={loan.id} className={s.card}>
              <Text weight="semibold">
                {formatPeso(loan.principal)} salary loan, {loan.tenureMonths} months
              </Text>
              <Text>Status: {loanStatusText[loan.statusCode]}</Text>
              <Text size="small">Taken on {formatDate(loan.createdAt)}</Text>
              <Button
                variant="secondary"
                aria-label={`See details of the ${formatPeso(loan.principal)} loan taken on ${formatDate(loan.createdAt)}`}
                onClick={() => actor.send({ type: 'loan.select', loanId: loan.id })}
              >
                See details
              </Button>
            </li>
          ))}
        </ul>
      ))}
    </PageLayout>
  );
}
