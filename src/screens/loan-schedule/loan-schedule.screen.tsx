import { useQuery } from '@tanstack/react-query';
import { formatPeso } from '~/domain/money';
import { loanScheduleQuery } from '~/payment/loan-queries';
import { collectionModeText, formatDate, scheduleStatusText } from '~/payment/loan-words';
import { Heading, PageLayout, Text } from '~/ui';
import { QueryState } from '../loan-details/query-state';
import { useLoanId } from '../loan-details/use-loan-id';
import * as s from '../loan-details/loan-details.css';

/** /loan-schedule: every instalment with its due date, amount and status (spec §4 schedule statuses). */
export default function LoanScheduleScreen() {
  const { loanId, loading, error, retry } = useLoanId();
  return (
    <PageLayout back={{ label: 'Loan details', href: '/loan-details' }} wide>
      <Heading level={1}>Loan schedule</Heading>
      <QueryState loading={loading} error={error} retry={retry}>
        {loanId ? <Schedule loanId={loanId} /> : <Text>You have no loans yet.</Text>}
      </QueryState>
    </PageLayout>
  );
}

function Schedule({ loanId }: { loanId: string }) {
  const q = useQuery(loanScheduleQuery(loanId));
  return (
    <QueryState loading={q.isPending} error={q.error} retry={() => void q.refetch()}>
      {q.data ? (
        <div className={s.stack}>
          <Text>
            {formatPeso(q.data.principal_centavos)} over {q.data.tenure_months} months, paid every {q.data.repayment_cycle}.
            Collection: {collectionModeText[q.data.collection_mode]}.
          </Text>
          <table className={s.table}>
            <thead>
              <tr>
                <th className={s.cell}>#</th>
                <th className={s.cell}>Due date</th>
                <th className={s.amountCell}>Amount</th>
                <th className={s.cell}>Status</th>
              </tr>
            </thead>
            <tbody>
              {q.data.schedule.map((e) => (
                <tr key={e.number}>
                  <td className={s.cell}>{e.number}</td>
                  <td className={s.cell}>{formatDate(e.due_date)}</td>
                  <td className={s.amountCell}>{formatPeso(e.amount_centavos)}</td>
                  <td className={s.cell}>{scheduleStatusText[e.status]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </QueryState>
  );
}
