import { useState, type FormEvent } from 'react';
import { AmountField, Button, ErrorSummary, RadioGroup, Select, Text } from '~/ui';
import { estimateRepayment, repaymentCycles, tenureMonths, type RepaymentCycle } from '~/domain/loan-math';
import { formatPeso, parseAmountInput, formatAmountInput } from '~/domain/money';
import { MIN_LOAN, regularPricing } from '~/domain/campaigns';
import { steps } from '@machines/journeys/steps';
import { JourneyPage } from '../journey-parts/journey-page';
import { useJourney } from '../journey-parts/use-journey';
import * as s from '../journey-parts/journey.css';

const MAX_LOAN = 1_000_000_00;

/** Loan, reloan and refinance calculator: amount, tenure and cycle, with a live estimate from the domain math. */
export default function LoanCalculatorScreen() {
  const j = useJourney();
  const initial = j.values ?? {};
  const [amount, setAmount] = useState(typeof initial.amount_centavos === 'number' ? formatAmountInput(String(initial.amount_centavos / 100)) : '');
  const [tenure, setTenure] = useState(String(initial.tenure_months ?? '12'));
  const [cycle, setCycle] = useState<RepaymentCycle>((initial.repayment_cycle as RepaymentCycle | undefined) ?? '1 Month');
  const [error, setError] = useState<string | null>(null);
  const centavos = parseAmountInput(amount);
  const values = (c: number | null) => ({ amount_centavos: c, tenure_months: Number(tenure), repayment_cycle: cycle });
  const estimate =
    centavos !== null && centavos >= MIN_LOAN && centavos <= MAX_LOAN
      ? estimateRepayment({ principal: centavos, monthlyInterestPercent: regularPricing.monthlyInterestPercent, tenureMonths: Number(tenure), cycle })
      : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (centavos === null) return setError('Enter the amount you want to borrow.');
    if (centavos < MIN_LOAN) return setError(`The smallest loan is ${formatPeso(MIN_LOAN)}.`);
    if (centavos > MAX_LOAN) return setError(`The largest loan is ${formatPeso(MAX_LOAN)}.`);
    setError(null);
    j.send({ type: 'step.submit', values: values(centavos) });
  };

  return (
    <JourneyPage title={steps[j.step].title} onBack={() => j.send({ type: 'step.back' })} progress={j.progress} error={j.error} onRetry={() => j.send({ type: 'step.retry' })}>
      <form className={s.stack} onSubmit={submit} noValidate>
        {error ? <ErrorSummary errors={[{ fieldId: 'loan-amount', message: error }]} /> : null}
        <AmountField
          id="loan-amount"
          label="How much do you need?"
          value={amount}
          onValueChange={(text) => {
            setAmount(text);
            j.send({ type: 'draft.update', values: values(parseAmountInput(text)) });
          }}
          error={error ?? undefined}
          inputMode="decimal"
        />
        <Select
          id="loan-tenure"
          label="Loan tenure"
          options={tenureMonths.map((m) => ({ value: String(m), label: `${m} months` }))}
          value={tenure}
          onValueChange={setTenure}
        />
        <RadioGroup id="loan-cycle" legend="Repayment cycle" options={repaymentCycles.map((c) => ({ value: c, label: c }))} value={cycle} onValueChange={(c) => setCycle(c as RepaymentCycle)} />
        <div className={s.card} aria-live="polite">
          {estimate ? (
            <>
              <Text weight="semibold">
                About {formatPeso(estimate.installmentAmount)} per instalment, {estimate.installmentCount} instalments
              </Text>
              <Text size="small" className={s.muted}>
                Total to repay {formatPeso(estimate.totalRepayment)} at the regular rate. Your offer may differ.
              </Text>
            </>
          ) : (
            <Text size="small" className={s.muted}>Enter an amount to see your estimated repayment.</Text>
          )}
        </div>
        <Button type="submit" loading={j.saving} fullWidth>
          Continue
        </Button>
      </form>
    </JourneyPage>
  );
}
