import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { AmountField, Button, ErrorSummary, RadioGroup, Select, Text } from '~/ui';
import { estimateRepayment, repaymentCycles, type RepaymentCycle } from '~/domain/loan-math';
import { formatPeso } from '~/domain/money';
import { amountRefusal, amountText, parseAmountInput } from '~/domain/amount-input';
import { steps } from '@machines/journeys/steps';
import { choiceOf, REGULAR_CODE } from '@machines/journeys/calculator-lookup';
import { JourneyPage } from '../journey-parts/journey-page';
import { useJourney, type JourneySnapshotLike } from '../journey-parts/use-journey';
import * as s from '~/ui/page-styles/page-styles.css';
import { CampaignChoice, campaignTerms, feeWords, type CampaignTerms } from './campaign-choice';
import { amountError, fitTenure } from './calculator-rules';

const isCycle = (v: unknown): v is RepaymentCycle => (repaymentCycles as readonly unknown[]).includes(v);

/** Loan, reloan and refinance calculator: amount, tenure, cycle and loan type, with a live estimate. */
export default function LoanCalculatorScreen() {
  const j = useJourney();
  const initial = j.values ?? {};
  const [amount, setAmount] = useState(typeof initial.amount_centavos === 'number' ? amountText(initial.amount_centavos) : '');
  const [tenure, setTenure] = useState(String(initial.tenure_months ?? '12'));
  const [cycle, setCycle] = useState<RepaymentCycle>(isCycle(initial.repayment_cycle) ? initial.repayment_cycle : '1 Month');
  const [error, setError] = useState<string | null>(null);
  // The chart looks up the salary and the loan types on entry; the fields under the amount wait for them.
  const settled = !useSelector(j.actor, (snap: JourneySnapshotLike) => snap.hasTag('lookup'));
  const lookup = j.context.lookup;
  const read = parseAmountInput(lookup?.salary ?? '');
  const salary = read !== null && read > 0 ? read : null;
  // The loan type chosen is the draft's (a saved one may no longer be open: the chart prices that one regular).
  const campaign = choiceOf(j.values);
  const loanTypes = campaignTerms(lookup?.campaigns ?? null, campaign, salary);
  const terms = loanTypes.chosen;
  const centavos = parseAmountInput(amount);
  const values = (c: number | null, t = tenure, cy = cycle, pricing = campaign) => ({
    amount_centavos: c,
    tenure_months: Number(t),
    repayment_cycle: cy,
    ...(pricing === REGULAR_CODE ? {} : { campaign_code: pricing }),
  });
  const draft = (patch: Partial<{ amount: string; tenure: string; cycle: RepaymentCycle; code: string }>) =>
    j.send({ type: 'draft.update', values: values(parseAmountInput(patch.amount ?? amount), patch.tenure ?? tenure, patch.cycle ?? cycle, patch.code ?? campaign) });
  const estimate =
    amountError(centavos, terms) === null && centavos !== null
      ? estimateRepayment({ principal: centavos, monthlyInterestPercent: terms.monthlyInterestPercent, tenureMonths: Number(tenure), cycle })
      : null;

  const chooseCampaign = (next: CampaignTerms) => {
    const fitted = String(fitTenure(Number(tenure), next.tenures));
    setTenure(fitted);
    draft({ code: next.code, tenure: fitted });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    // Text that is not an amount keeps its own message (the field's), never 'enter an amount'.
    const problem = amountRefusal(amount) ?? amountError(centavos, terms);
    setError(problem);
    if (problem === null) j.send({ type: 'step.submit', values: values(centavos) });
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
            setError(null);
            draft({ amount: text });
          }}
          error={error ?? j.error?.fields.amount_centavos ?? undefined}
          inputMode="decimal"
        />
        {/* The loan types arrive after the salary lookup: the fields below wait for them, so nothing moves under a tap. */}
        {settled ? (
          <>
            <CampaignChoice {...loanTypes} onChange={chooseCampaign} />
            <Select
              id="loan-tenure"
              label="Loan tenure"
              options={terms.tenures.map((m) => ({ value: String(m), label: `${m} months` }))}
              value={tenure}
              onValueChange={(t) => {
                setTenure(t);
                draft({ tenure: t });
              }}
            />
            <RadioGroup
              id="loan-cycle"
              legend="Repayment cycle"
              options={repaymentCycles.map((c) => ({ value: c, label: c }))}
              value={cycle}
              onValueChange={(c) => {
                if (!isCycle(c)) return;
                setCycle(c);
                draft({ cycle: c });
              }}
            />
            <div className={s.card} aria-live="polite">
              {estimate ? (
                <>
                  <Text weight="semibold">
                    About {formatPeso(estimate.installmentAmount)} per instalment, {estimate.installmentCount} instalments
                  </Text>
                  <Text size="small" className={s.muted}>
                    Total to repay {formatPeso(estimate.totalRepayment)} at {terms.monthlyInterestPercent}% a month. Your offer may differ.
                  </Text>
                  <Text size="small" className={s.muted}>
                    {feeWords(terms.serviceFee, centavos)}, taken from the amount you receive.
                  </Text>
                </>
              ) : (
                <Text size="small" className={s.muted}>Enter an amount to see your estimated repayment.</Text>
              )}
              {terms.salaryPercent !== null && terms.maxAmount === null ? (
                <Text size="small">
                  {terms.name} lends up to {terms.salaryPercent}% of your gross monthly salary. Your offer shows the exact amount once you have entered
                  your salary in professional details.
                </Text>
              ) : null}
            </div>
            <Button type="submit" loading={j.saving} fullWidth>
              Continue
            </Button>
          </>
        ) : (
          <Text role="status" className={s.muted}>
            Checking the loan types open to you…
          </Text>
        )}
      </form>
    </JourneyPage>
  );
}
