import { useQuery } from '@tanstack/react-query';
import { applicationQuery } from '~/api/queries/loans';
import { ewaBalanceQuery } from '~/api/queries/ewa';
import { ewaRepayment } from '~/domain/ewa';
import { formatPeso } from '~/domain/money';
import { Button, SkeletonGroup, Text } from '~/ui';
import { steps } from '@machines/journeys/steps';
import { JourneyPage } from '../journey-parts/journey-page';
import { useJourney } from '../journey-parts/use-journey';
import * as s from '~/ui/page-styles/page-styles.css';
import { formatDay, ProductHistory, productStatusText } from '../ewa-withdrawal/withdrawal-history';

/** /ewa/withdrawal-status: the withdrawal just requested, its status, what payday deducts, and the history. */
export default function EwaWithdrawalStatusScreen() {
  const j = useJourney();
  const id = j.context.applicationId ?? '';
  const app = useQuery({ ...applicationQuery(id), enabled: id !== '', staleTime: 0 });
  const balance = useQuery(ewaBalanceQuery());
  const amount = app.data?.loan_amount_centavos ?? null;
  return (
    <JourneyPage title={steps[j.step].title} progress={j.progress}>
      {app.isPending && id !== '' ? (
        <SkeletonGroup label="Loading your withdrawal…" />
      ) : app.data && amount !== null ? (
        <div className={s.card} role="status">
          <Text weight="semibold">
            {formatPeso(amount)}: {productStatusText(app.data.status)}
          </Text>
          <Text size="small">
            {app.data.status === 'APPROVED'
              ? 'It is on its way to your payroll account.'
              : 'We will let you know by SMS and email when it is decided.'}{' '}
            {balance.data ? `On payday (${formatDay(balance.data.next_payday)}) ${formatPeso(ewaRepayment(amount))} is deducted from your salary.` : ''}
          </Text>
          {balance.data ? <Text size="small">You can still withdraw {formatPeso(balance.data.available_centavos)} this pay period.</Text> : null}
        </div>
      ) : (
        <Text>Your withdrawal is requested. Its status is in the list below.</Text>
      )}
      <ProductHistory applicationType="EWA" title="Your withdrawals" noun="withdrawal" />
      <Button fullWidth onClick={() => j.send({ type: 'journey.finish' })}>
        Go to home
      </Button>
    </JourneyPage>
  );
}
