import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { AmountField, Button, ErrorSummary, SkeletonGroup, Text } from '~/ui';
import { ewaBalanceQuery } from '~/api/queries/ewa';
import { ewaRepayment, EWA_FEE, withdrawalError } from '~/domain/ewa';
import { formatPeso } from '~/domain/money';
import { formatAmountInput, parseAmountInput } from '~/domain/amount-input';
import { steps } from '@machines/journeys/steps';
import { JourneyPage } from '../journey-parts/journey-page';
import { useJourney } from '../journey-parts/use-journey';
import * as s from '~/ui/page-styles/page-styles.css';
import { formatDay, ProductHistory } from './withdrawal-history';
import { useStartedWithdrawal, WithdrawalStarted } from './withdrawal-started';

const textOf = (values: Record<string, unknown> | null) =>
  typeof values?.amount === 'string' ? values.amount : typeof values?.amount_centavos === 'number' ? formatAmountInput(String(values.amount_centavos / 100)) : '';

/**
 * /ewa/withdraw: what an activated borrower may withdraw now, a withdrawal within it (application type EWA), what
 * payday deducts, and the withdrawals so far. The amount is checked here and by the platform with the same rule.
 */
export default function EwaWithdrawalScreen() {
  const j = useJourney();
  const balance = useQuery(ewaBalanceQuery());
  // Created but not sent (an interrupted submit, or resumed): one notice says so; the amount is the application's.
  const started = useStartedWithdrawal(!j.saving && Object.keys(j.error?.fields ?? {}).length === 0 ? j.context.applicationId : null);
  const [amount, setAmount] = useState(() => textOf(j.values));
  const [error, setError] = useState<string | null>(null);
  const centavos = parseAmountInput(amount);
  const available = balance.data?.available_centavos ?? 0;
  const fieldError = error ?? j.error?.fields.loan_amount_centavos ?? undefined;
  const valid = centavos !== null && withdrawalError(centavos, available) === null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = withdrawalError(centavos, available);
    setError(problem);
    if (problem === null) j.send({ type: 'step.submit', values: { amount_centavos: centavos, amount } });
  };

  return (
    <JourneyPage
      title={steps[j.step].title}
      onBack={() => j.send({ type: 'step.back' })}
      progress={j.progress}
      error={started ? null : j.error}
      onRetry={() => j.send({ type: 'step.retry' })}
    >
      {started ? (
        <WithdrawalStarted
          started={started}
          error={j.error}
          onRetry={() =>
            j.send(
              j.error ? { type: 'step.retry' } : { type: 'step.submit', values: { amount_centavos: centavos, amount } },
            )
          }
        />
      ) : null}
      {balance.isPending && !started ? (
        <SkeletonGroup label="Loading your earned wages…" />
      ) : balance.isError && !balance.data && !started ? (
        // No withdrawal exists yet (none was started on this page), so nothing was withdrawn.
        <div className={s.notice} role="alert">
          <Text weight="semibold">We could not load your earned wages.</Text>
          <Text size="small">Nothing was withdrawn. Please try again.</Text>
          <Button variant="secondary" onClick={() => void balance.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <form className={s.stack} onSubmit={submit} noValidate>
          {balance.data ? (
            <div className={s.card}>
              <Text size="small" className={s.muted}>
                Available now
              </Text>
              <Text weight="semibold" aria-label={`Available now: ${formatPeso(available)}`}>
                {formatPeso(available)}
              </Text>
              <Text size="small">
                You have earned {formatPeso(balance.data.earned_centavos)} this pay period and withdrawn{' '}
                {formatPeso(balance.data.withdrawn_centavos)}. You can withdraw up to half of what you have earned, from{' '}
                {formatPeso(balance.data.min_withdrawal_centavos)}.
              </Text>
            </div>
          ) : null}
          {fieldError ? <ErrorSummary errors={[{ fieldId: 'ewa-amount', message: fieldError }]} /> : null}
          <AmountField
            id="ewa-amount"
            label="How much do you want to withdraw?"
            value={amount}
            onValueChange={(text) => {
              setAmount(text);
              setError(null);
              j.send({ type: 'draft.update', values: { amount_centavos: parseAmountInput(text), amount: text } });
            }}
            error={fieldError}
            inputMode="decimal"
            readOnly={started !== null}
          />
          <div className={s.card} aria-live="polite">
            {valid && centavos !== null && balance.data ? (
              <>
                <Text weight="semibold">You receive {formatPeso(centavos)} in your payroll account.</Text>
                <Text size="small">
                  On payday ({formatDay(balance.data.next_payday)}) {formatPeso(ewaRepayment(centavos))} is deducted
                  from your salary: the amount and a {formatPeso(EWA_FEE)} fee. No interest.
                </Text>
              </>
            ) : (
              <Text size="small" className={s.muted}>
                Each withdrawal has a {formatPeso(EWA_FEE)} fee, deducted with it on payday. No interest.
              </Text>
            )}
          </div>
          {started ? null : (
            <Button type="submit" loading={j.saving} fullWidth>
              Withdraw
            </Button>
          )}
        </form>
      )}
      <ProductHistory applicationType="EWA" title="Your withdrawals" noun="withdrawal" />
    </JourneyPage>
  );
}
