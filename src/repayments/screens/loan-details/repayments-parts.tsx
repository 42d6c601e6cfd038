import { useSelector } from '@xstate/react';
import { Button, SkeletonGroup, Text } from '~/ui';
import { useChart } from '~/app/use-chart';
import * as s from './loan-details.css';

/** The repayments chart and its snapshot, for the six repayment screens. */
export function useRepayments() {
  const actor = useChart('repayments');
  const snapshot = useSelector(actor, (x) => x);
  return { actor, snapshot, context: snapshot.context };
}

/** A failed call: what happened, that nothing was lost, and a retry. Announced (role=alert). */
export function CallError({ message, onRetry, what = 'Nothing you entered has been lost.' }: { message: string | null; onRetry: () => void; what?: string }) {
  return (
    <div className={s.notice} role="alert">
      <Text weight="semibold">{message ?? 'Something went wrong on our side.'}</Text>
      <Text>{what}</Text>
      <Button onClick={onRetry}>Try again</Button>
    </div>
  );
}

/**
 * While a page waits for the borrower's loans (or that call failed), it shows this instead of its content.
 * Returns null once the loans are there, so screens render `gate ?? content`.
 */
export function useOverviewGate() {
  const { actor, snapshot, context } = useRepayments();
  if (!snapshot.hasTag('overview')) return null;
  return snapshot.hasTag('error') ? (
    <CallError message={context.errorMessage} onRetry={() => actor.send({ type: 'loan.retry' })} what="We could not load your loans." />
  ) : (
    <SkeletonGroup label="Loading your loans…" />
  );
}
