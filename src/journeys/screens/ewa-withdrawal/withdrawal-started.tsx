import { useQuery } from '@tanstack/react-query';
import type { Application } from '~/api/contract/loans';
import { applicationQuery } from '~/api/queries/loans';
import { formatPeso } from '~/domain/money';
import { Button, Text, AppLink } from '~/ui';
import type { StepPageError } from '~/ui/step-page/step-page';
import * as s from '~/ui/page-styles/page-styles.css';
import { productStatusText } from './withdrawal-history';

/**
 * A withdrawal the platform holds but was not sent for approval (the submit was interrupted after the application was
 * created: issue W3-B item 8). While it exists the platform's balance answers 409 EWA_NOT_ACTIVE, so the page must
 * not say "Nothing was withdrawn", and the amount is the application's: "Try again" sends that same withdrawal.
 */
export interface StartedWithdrawal {
  amount: number | null;
  status: Application['status'] | null;
}

export function useStartedWithdrawal(applicationId: string | null): StartedWithdrawal | null {
  const app = useQuery({ ...applicationQuery(applicationId ?? ''), enabled: applicationId !== null });
  return applicationId === null
    ? null
    : { amount: app.data?.loan_amount_centavos ?? null, status: app.data?.status ?? null };
}

/** The one notice of an interrupted withdrawal: what is true about it and the ways forward. */
export function WithdrawalStarted({
  started,
  error,
  onRetry,
}: {
  started: StartedWithdrawal;
  error: StepPageError | null;
  onRetry: () => void;
}) {
  const what = started.amount === null ? 'Your withdrawal' : `Your withdrawal of ${formatPeso(started.amount)}`;
  // The platform may have taken the submit whose answer was lost: then it is sent, and sending again is no way forward.
  const sent = started.status !== null && started.status !== 'INITIALIZED';
  return (
    <div className={s.notice} role="alert">
      <Text weight="semibold">
        {sent
          ? `${what} was sent. Its status: ${productStatusText(started.status!)}.`
          : error
            ? `${what} was started but could not be sent for approval.`
            : `${what} is started but not sent for approval yet.`}
      </Text>
      {sent ? null : (
        <Text size="small">Nothing is paid out until it is sent. Try again to send the same withdrawal, or see it in your withdrawals below.</Text>
      )}
      <div className={s.actions}>
        {sent ? null : <Button onClick={onRetry}>Try again</Button>}
        <Button asChild variant="secondary">
          <a href="#history-EWA">See its status</a>
        </Button>
        <Button asChild variant="secondary">
          <AppLink href="/home">Go to home</AppLink>
        </Button>
      </div>
    </div>
  );
}
