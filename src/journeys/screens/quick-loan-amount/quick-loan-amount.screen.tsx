import { useState, type FormEvent } from 'react';
import { AmountField, Button, ErrorSummary, Text } from '~/ui';
import { quickLoanError, quickLoanRepayment, QUICK_LOAN_MAX, QUICK_LOAN_MIN, QUICK_LOAN_MONTHLY_INTEREST_PERCENT, QUICK_LOAN_TENURE_MONTHS } from '~/domain/ewa';
import { formatPeso } from '~/domain/money';
import { amountRefusal, amountText, parseAmountInput } from '~/domain/amount-input';
import { steps } from '@machines/journeys/steps';
import { JourneyPage } from '../journey-parts/journey-page';
import { useJourney } from '../journey-parts/use-journey';
import * as s from '~/ui/page-styles/page-styles.css';
import { ProductHistory } from '../ewa-withdrawal/withdrawal-history';

const textOf = (values: Record<string, unknown> | null) =>
  typeof values?.amount === 'string' ? values.amount : typeof values?.amount_centavos === 'number' ? amountText(values.amount_centavos) : '';

/** /insta-funds/apply: a quick loan (application type QUICK_LOAN) within the limits, with its monthly repayment. */
export default function QuickLoanAmountScreen() {
  const j = useJourney();
  const [amount, setAmount] = useState(() => textOf(j.values));
  const [error, setError] = useState<string | null>(null);
  const centavos = parseAmountInput(amount);
  const fieldError = error ?? j.error?.fields.loan_amount_centavos ?? undefined;
  const estimate = centavos !== null && quickLoanError(centavos) === null ? quickLoanRepayment(centavos) : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = amountRefusal(amount) ?? quickLoanError(centavos);
    setError(problem);
    if (problem === null) j.send({ type: 'step.submit', values: { amount_centavos: centavos, amount } });
  };

  return (
    <JourneyPage title={steps[j.step].title} onBack={() => j.send({ type: 'step.back' })} progress={j.progress} error={j.error} onRetry={() => j.send({ type: 'step.retry' })}>
      <form className={s.stack} onSubmit={submit} noValidate>
        <Text>
          Borrow {formatPeso(QUICK_LOAN_MIN)} to {formatPeso(QUICK_LOAN_MAX)}, repaid in {QUICK_LOAN_TENURE_MONTHS} monthly salary deductions.
        </Text>
        {fieldError ? <ErrorSummary errors={[{ fieldId: 'quick-loan-amount', message: fieldError }]} /> : null}
        <AmountField
          id="quick-loan-amount"
          label="How much do you need?"
          value={amount}
          onValueChange={(text) => {
            setAmount(text);
            setError(null);
            j.send({ type: 'draft.update', values: { amount_centavos: parseAmountInput(text), amount: text } });
          }}
          error={fieldError}
          inputMode="decimal"
        />
        <div className={s.card} aria-live="polite">
          {estimate ? (
            <>
              <Text weight="semibold">
                {formatPeso(estimate.installmentAmount)} a month for {estimate.installmentCount} months
              </Text>
              <Text size="small">
                Total to repay {formatPeso(estimate.totalRepayment)} at {QUICK_LOAN_MONTHLY_INTEREST_PERCENT}% a month.
              </Text>
            </>
          ) : (
            <Text size="small" className={s.muted}>
              Enter an amount to see your monthly repayment.
            </Text>
          )}
        </div>
        <Button type="submit" loading={j.saving} fullWidth>
          Apply
        </Button>
      </form>
      <ProductHistory applicationType="QUICK_LOAN" title="Your insta-funds loans" noun="insta-funds loan" />
    </JourneyPage>
  );
}
