import { useSelector } from '@xstate/react';
import { Button } from '~/ui';
import { useChart } from '~/app/use-chart';
import * as s from './payments.css';

/** The payment chart and its snapshot, for the four payment screens. */
export function usePayment() {
  const actor = useChart('payment');
  const snapshot = useSelector(actor, (x) => x);
  return { actor, snapshot, context: snapshot.context };
}

/** A failed call (spec: showError) with what to do next. */
export function PaymentError({ message, onRetry, reassurance = 'Nothing was charged. Please try again.' }: { message: string | undefined; onRetry: () => void; reassurance?: string }) {
  return (
    <div className={s.notice} role="alert">
      <p className={s.noticeTitle}>{message ?? 'Something went wrong on our side.'}</p>
      <p>{reassurance}</p>
      <div className={s.actions}>
        <Button onClick={onRetry}>Try again</Button>
      </div>
    </div>
  );
}
