import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatPeso } from '~/domain/money';
import { loanViewQuery, remittanceQuery, transactionsQuery } from '~/payment/loan-queries';
import { formatDate, loanStatusText, remittanceStatusText, sortOptions, transactionTypeText, type SortOrder } from '~/payment/loan-words';
import { Button, Heading, PageLayout, Select, Text } from '~/ui';
import { QueryState } from './query-state';
import { useLoanId } from './use-loan-id';
import * as s from './loan-details.css';

/** /loan-details: the loan's status in words, balances, remittance and transactions (sortable). */
export default function LoanDetailsScreen() {
  const { loanId, loading, error, retry } = useLoanId();
  return (
    <PageLayout back={{ label: 'Home', href: '/home' }} wide>
      <Heading level={1}>Loan details</Heading>
      <QueryState loading={loading} error={error} retry={retry}>
        {loanId ? <LoanDetails loanId={loanId} /> : <Text>You have no loans yet.</Text>}
      </QueryState>
    </PageLayout>
  );
}

function LoanDetails({ loanId }: { loanId: string }) {
  const view = useQuery(loanViewQuery(loanId));
  const remittance = useQuery(remittanceQuery(loanId));
  const [sort, setSort] = useState<SortOrder>('desc');
  const transactions = useQuery(transactionsQuery(loanId, sort));
  const loan = view.data?.loan;
  return (
    <div className={s.stack}>
      <QueryState loading={view.isPending} error={view.error} retry={() => void view.refetch()}>
        {loan && view.data ? (
          <dl className={s.facts}>
            <dt className={s.term}>Status</dt>
            <dd className={s.value}>{loanStatusText[loan.status_code]}</dd>
            <dt className={s.term}>Employer</dt>
            <dd className={s.value}>{view.data.company_name}</dd>
            <dt className={s.term}>Amount borrowed</dt>
            <dd className={s.value}>{formatPeso(loan.principal_centavos)}</dd>
            <dt className={s.term}>Outstanding Balance</dt>
            <dd className={s.value}>{formatPeso(loan.outstanding_balance_centavos)}</dd>
            <dt className={s.term}>Instalment</dt>
            <dd className={s.value}>
              {formatPeso(view.data.installment_amount_centavos)} / {loan.repayment_cycle}
            </dd>
          </dl>
        ) : null}
      </QueryState>
      {remittance.data ? <Text role="status">{remittanceStatusText[remittance.data.remittance_status]}</Text> : null}
      <div className={s.toolbar}>
        <Button asChild>
          <a href="/payments">Pay now</a>
        </Button>
        <Button asChild variant="secondary">
          <a href={`/loan-schedule?loan_id=${encodeURIComponent(loanId)}`}>See schedule</a>
        </Button>
      </div>
      <Heading level={2} size={3}>
        Transactions
      </Heading>
      <Select label="Sort" value={sort} onValueChange={(v) => setSort(v as SortOrder)} options={sortOptions.map((o) => ({ value: o.value, label: o.label }))} />
      <QueryState loading={transactions.isPending} error={transactions.error} retry={() => void transactions.refetch()}>
        {transactions.data?.transactions.length ? (
          <table className={s.table}>
            <caption className={s.term}>Sorted by {sortOptions.find((o) => o.value === sort)?.label}</caption>
            <thead>
              <tr>
                <th className={s.cell}>Date</th>
                <th className={s.cell}>Type</th>
                <th className={s.amountCell}>Amount</th>
              </tr>
            </thead>
            <tbody>
              {transactions.data.transactions.map((t) => (
                <tr key={t.id}>
                  <td className={s.cell}>{formatDate(t.occurred_at)}</td>
                  <td className={s.cell}>{transactionTypeText[t.type]}</td>
                  <td className={s.amountCell}>{formatPeso(t.amount_centavos)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <Text>No transactions yet.</Text>
        )}
      </QueryState>
    </div>
  );
}
