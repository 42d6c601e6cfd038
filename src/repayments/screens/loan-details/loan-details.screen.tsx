import type { LoanDetails, SortOrder } from '@machines/repayments/repayments-types';
import { formatPeso } from '~/domain/money';
import { collectionModeText, loanStatusText, remittanceStatusText } from '~/repayments/loan-words';
import { formatDate } from '~/domain/dates';
import { Button, Heading, PageLayout, SkeletonGroup, Text } from '~/ui';
import { CallError, useOverviewGate, useRepayments } from './repayments-parts';
import { Transactions } from './transactions';
import * as s from './loan-details.css';

/** /loan-details: the loan's status in words, its terms, remittance and transactions (sortable). */
export default function LoanDetailsScreen() {
  const { actor, snapshot, context } = useRepayments();
  const gate = useOverviewGate();
  const details = context.details;
  const canRefinance = snapshot.can({ type: 'refinance.open' });
  return (
    <PageLayout back={{ label: 'Home', href: '/home', onClick: () => actor.send({ type: 'step.back' }) }} wide>
      <Heading level={1}>Loan details</Heading>
      {gate}
      {snapshot.matches({ loanDetails: 'empty' }) ? <Text>You have no loans yet.</Text> : null}
      {snapshot.matches({ loanDetails: 'loading' }) ? <SkeletonGroup label="Loading your loan…" /> : null}
      {snapshot.matches({ loanDetails: 'error' }) ? (
        <CallError message={context.errorMessage} onRetry={() => actor.send({ type: 'loan.retry' })} what="We could not load your loan." />
      ) : null}
      {details && !snapshot.matches({ loanDetails: 'loading' }) && !snapshot.matches({ loanDetails: 'error' }) ? (
        <div className={s.stack}>
          <Facts details={details} />
          <Text role="status">Remittance: {remittanceStatusText[details.remittance.status]}</Text>
          {canRefinance ? (
            <div className={s.card}>
              <Text weight="semibold">You can refinance this loan.</Text>
              <Button variant="secondary" onClick={() => actor.send({ type: 'refinance.open' })}>
                See refinance options
              </Button>
            </div>
          ) : null}
          <div className={s.toolbar}>
            <Button onClick={() => actor.send({ type: 'payments.open' })}>Pay now</Button>
            <Button variant="secondary" onClick={() => actor.send({ type: 'schedule.open' })}>
              See schedule
            </Button>
            <Button variant="secondary" onClick={() => actor.send({ type: 'pastProducts.open' })}>
              Past products
            </Button>
          </div>
          <Transactions
            transactions={details.transactions}
            sort={context.sort}
            busy={snapshot.matches({ loanDetails: 'sorting' })}
            error={snapshot.matches({ loanDetails: 'sortError' }) ? context.errorMessage ?? 'We could not sort your transactions.' : null}
            onSort={(sort: SortOrder) => actor.send({ type: 'transactions.sort', sort })}
            onRetry={() => actor.send({ type: 'loan.retry' })}
          />
        </div>
      ) : null}
    </PageLayout>
  );
}

function Facts({ details }: { details: LoanDetails }) {
  const { loan } = details;
  return (
    <dl className={s.facts}>
      <dt className={s.term}>Status</dt>
      <dd className={s.value}>{loanStatusText[loan.statusCode]}</dd>
      <dt className={s.term}>Employer</dt>
      <dd className={s.value}>{details.companyName}</dd>
      <dt className={s.term}>Loan amount</dt>
      <dd className={s.value}>{formatPeso(loan.principal)}</dd>
      <dt className={s.term}>Tenure</dt>
      <dd className={s.value}>{loan.tenureMonths} months</dd>
      <dt className={s.term}>Repayment cycle</dt>
      <dd className={s.value}>{loan.cycle}</dd>
      <dt className={s.term}>Instalment</dt>
      <dd className={s.value}>{formatPeso(details.installment)}</dd>
      <dt className={s.term}>Paid so far</dt>
      <dd className={s.value}>{formatPeso(details.paid)}</dd>
      <dt className={s.term}>Outstanding Balance</dt>
      <dd className={s.value}>{formatPeso(loan.outstanding)}</dd>
      <dt className={s.term}>Collection mode</dt>
      <dd className={s.value}>{collectionModeText[details.collectionMode]}</dd>
      {loan.disbursedAt ? (
        <>
          <dt className={s.term}>Disbursed on</dt>
          <dd className={s.value}>{formatDate(loan.disbursedAt)}</dd>
        </>
      ) : null}
      {loan.daysPastDue > 0 ? (
        <>
          <dt className={s.term}>Days past due</dt>
          <dd className={s.value}>{loan.daysPastDue}</dd>
        </>
      ) : null}
    </dl>
  );
}
