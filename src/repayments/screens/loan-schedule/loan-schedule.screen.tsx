import { formatPeso } from '~/domain/money';
import { collectionModeText, scheduleStatusText } from '~/repayments/loan-words';
import { formatDate } from '~/domain/dates';
import { Button, Heading, PageLayout, SkeletonGroup, Text } from '~/ui';
import { CallError, useOverviewGate, useRepayments } from '../loan-details/repayments-parts';
import * as s from '../loan-details/loan-details.css';
import { ScrollTable } from '../loan-details/scroll-table';
import * as n from './loan-schedule.css';

/** /loan-schedule: every instalment with its due date, amount and status (spec §4 schedule statuses). */
export default function LoanScheduleScreen() {
  const { actor, snapshot, context } = useRepayments();
  const gate = useOverviewGate();
  const schedule = context.schedule;
  return (
    <PageLayout
      back={{ label: 'Loan details', href: '/loan-details', onClick: () => actor.send({ type: 'step.back' }) }}
      wide
    >
      <Heading level={1}>Loan schedule</Heading>
      {gate}
      {snapshot.matches({ loanSchedule: 'empty' }) ? <Text>You have no loans yet.</Text> : null}
      {snapshot.matches({ loanSchedule: 'loading' }) ? <SkeletonGroup label="Loading your schedule…" /> : null}
      {snapshot.matches({ loanSchedule: 'error' }) ? (
        <CallError
          message={context.errorMessage}
          onRetry={() => actor.send({ type: 'loan.retry' })}
          what="We could not load your schedule."
        />
      ) : null}
      {schedule && snapshot.matches({ loanSchedule: 'ready' }) ? (
        <div className={s.stack}>
          <Text>
            {formatPeso(schedule.principal)} over {schedule.tenureMonths} months, repayment cycle {schedule.cycle}.
          </Text>
          <Text>Collection mode: {collectionModeText[schedule.collectionMode]}</Text>
          <ul className={`${n.narrowOnly} ${n.list}`} aria-label="Your instalments">
            {schedule.entries.map((e) => (
              <li key={e.number} className={n.item} aria-label={`Instalment ${e.number}`}>
                <Text weight="semibold">
                  Instalment {e.number}, due {formatDate(e.dueDate)}
                </Text>
                <dl className={n.facts}>
                  <dt className={n.term}>Amount</dt>
                  <dd className={n.value}>{formatPeso(e.amount)}</dd>
                  <dt className={n.term}>Paid</dt>
                  <dd className={n.value}>{formatPeso(e.paid)}</dd>
                  <dt className={n.term}>Status</dt>
                  <dd className={n.value}>{scheduleStatusText[e.status]}</dd>
                </dl>
              </li>
            ))}
          </ul>
          <div className={n.wideOnly}>
            <ScrollTable caption="Your instalments">
              <thead>
                <tr>
                  <th className={s.cell} scope="col">
                    #
                  </th>
                  <th className={s.cell} scope="col">
                    Due date
                  </th>
                  <th className={s.amountCell} scope="col">
                    Amount
                  </th>
                  <th className={s.amountCell} scope="col">
                    Paid
                  </th>
                  <th className={s.cell} scope="col">
                    Status
                  </th>
                </tr>
              </thead>
              <tbody>
                {schedule.entries.map((e) => (
                  <tr key={e.number}>
                    <td className={s.cell}>{e.number}</td>
                    <td className={s.cell}>{formatDate(e.dueDate)}</td>
                    <td className={s.amountCell}>{formatPeso(e.amount)}</td>
                    <td className={s.amountCell}>{formatPeso(e.paid)}</td>
                    <td className={s.cell}>{scheduleStatusText[e.status]}</td>
                  </tr>
                ))}
              </tbody>
            </ScrollTable>
          </div>
          <div className={s.toolbar}>
            <Button onClick={() => actor.send({ type: 'payments.open' })}>Pay now</Button>
          </div>
        </div>
      ) : null}
    </PageLayout>
  );
}
