import { useState, type FormEvent } from 'react';
import { sourceLoan } from '@machines/repayments/repayments.machine';
import { MIN_LOAN_CENTAVOS, refinanceBounds, refinanceTenures } from '@machines/repayments/refinance-rules';
import type { RefinanceKind, RefinanceTerms, RepaymentCycle, TermsProblem } from '@machines/repayments/repayments-types';
import { repaymentCycles } from '~/domain/loan-math';
import { priceRefinance } from '~/domain/refinance';
import { LoanFiguresView } from '~/ui/loan-figures/loan-figures';
import { figuresOfQuote } from '~/domain/loan-figures';
import { formatPeso } from '~/domain/money';
import { amountRefusal, amountText, parseAmountInput } from '~/domain/amount-input';
import { AmountField, Button, ErrorSummary, Heading, PageLayout, Progress, RadioGroup, Text } from '~/ui';
import { CallError, useOverviewGate, useRepayments } from '../loan-details/repayments-parts';
import * as s from '../loan-details/loan-details.css';
import { journeys } from '@machines/journeys/definitions';
import { journeyProgress } from '@machines/journeys/progress';

/** Both calculators open the refinance journey: its first step's progress (account creation counted as done). */
const calculatorProgress = <Progress steps={journeyProgress(journeys.refinance, 'refinanceCalculator')} showValue />;

const problemText = (problem: TermsProblem | null | undefined, kind: RefinanceKind, min: number, max: number): string | null => {
  switch (problem) {
    case 'amount':
      return 'Enter the amount of your new loan.';
    case 'tooLow':
      return kind === 'REFINANCE'
        ? `Enter at least ${formatPeso(min)}: the new loan pays off your current balance and the fees and leaves you at least ${formatPeso(MIN_LOAN_CENTAVOS)}.`
        : `Enter at least ${formatPeso(min)}: the new loan must cover what you owe and the fees.`;
    case 'tooHigh':
      return `The largest loan is ${formatPeso(max)}.`;
    case 'tenure':
      return 'Choose a tenure.';
    default:
      return null;
  }
};

/** The calculator page: waits for the borrower's loans, then the form (mounted once they are known). */
export function RefinanceCalculator({ kind, title }: { kind: RefinanceKind; title: string }) {
  const { actor } = useRepayments();
  const gate = useOverviewGate();
  if (!gate) return <RefinanceForm kind={kind} title={title} />;
  return (
    <PageLayout back={{ label: 'Back', onClick: () => actor.send({ type: 'step.back' }) }} progress={calculatorProgress}>
      <Heading level={1}>{title}</Heading>
      {gate}
    </PageLayout>
  );
}

/** The refinance and recovery refinance calculators: new amount, tenure and cycle, with the estimate and cash out. */
function RefinanceForm({ kind, title }: { kind: RefinanceKind; title: string }) {
  const { actor, snapshot, context } = useRepayments();
  const loan = sourceLoan(context);
  const outstanding = loan?.outstanding ?? 0;
  // The refinance pays off the loan at its Final Payoff Amount (the balance less interest not yet due), as /payments would.
  const payoff = loan?.payoff ?? 0;
  const limits = loan?.refinanceLimits?.[kind];
  const { min, max } = refinanceBounds(kind, payoff, limits);
  const initial = context.terms;
  const [amount, setAmount] = useState(initial ? amountText(initial.amount) : '');
  const [tenure, setTenure] = useState(String(initial?.tenureMonths ?? (kind === 'RECOVERY_REFINANCE' ? 24 : 12)));
  const [cycle, setCycle] = useState<RepaymentCycle>(initial?.cycle ?? loan?.cycle ?? '1 Month');
  const termsOf = (a = amount, t = tenure, c = cycle): RefinanceTerms => {
    return { amount: parseAmountInput(a) ?? 0, tenureMonths: Number(t), cycle: c };
  };
  const terms = termsOf();
  // The chart says whether the terms would be taken (refinance-rules.ts) and why not once submitted; the form only
  // words it. Priced as the offer will be (src/domain/refinance.ts, the sandbox's own function) for the terms the
  // chart takes: the bank is not chosen yet, so the bank fee is charged; released to GoTyme it is waived.
  const draft = context.draft;
  const estimate = draft?.valid ? priceRefinance({ kind, amount: draft.terms.amount, outstanding: payoff, tenureMonths: draft.terms.tenureMonths, cycle: draft.terms.cycle }) : null;
  // Text that is not an amount keeps the field's own words (e.g. European separators), never "enter the amount";
  // read when Continue is pressed, like the chart's problem, so the summary does not change under each keystroke.
  const [refusal, setRefusal] = useState<string | null>(null);
  const error = (context.termsProblem === 'amount' ? refusal : null) ?? problemText(context.termsProblem, kind, min, max);
  const saving = snapshot.hasTag('saving');
  const change = (next: RefinanceTerms) => actor.send({ type: 'refinance.draft', terms: next });

  // Continue and "Try again" both send what the form shows now: a borrower who changed the amount after a failed
  // attempt gets the new amount, never the one that failed.
  const sendTerms = () => {
    setRefusal(amountRefusal(amount));
    actor.send({ type: 'refinance.submit', terms });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    sendTerms();
  };

  return (
    <PageLayout back={{ label: 'Back', onClick: () => actor.send({ type: 'step.back' }) }} progress={calculatorProgress}>
      <Heading level={1}>{title}</Heading>
      <form className={s.stack} onSubmit={submit} noValidate>
        {error ? <ErrorSummary errors={[{ fieldId: 'refinance-amount', message: error }]} /> : null}
        {snapshot.hasTag('error') && !snapshot.hasTag('overview') ? (
          <CallError message={context.errorMessage} onRetry={sendTerms} what="Your amounts are still here. Try again, or change them and continue." />
        ) : null}
        <dl className={s.facts}>
          <dt className={s.term}>Final Payoff Amount</dt>
          <dd className={s.value}>{formatPeso(payoff)}</dd>
          <dt className={s.term}>Outstanding Balance</dt>
          <dd className={s.value}>{formatPeso(outstanding)}</dd>
        </dl>
        {payoff < outstanding ? (
          <Text size="small">Paying your loan off today waives the interest not yet due, so it takes {formatPeso(payoff)}, not the whole balance.</Text>
        ) : null}
        <AmountField
          id="refinance-amount"
          label="New loan amount"
          hint={`From ${formatPeso(min)} to ${formatPeso(max)}`}
          value={amount}
          onValueChange={(text) => {
            setAmount(text);
            change(termsOf(text));
          }}
          error={error ?? undefined}
        />
        <div className={s.stack}>
          <label className={s.label} htmlFor="refinance-tenure">
            Loan tenure
          </label>
          <select id="refinance-tenure" className={s.nativeSelect} value={tenure} onChange={(e) => {
              setTenure(e.target.value);
              change(termsOf(amount, e.target.value));
            }}>
            {refinanceTenures.map((m) => (
              <option key={m} value={String(m)}>
                {m} months
              </option>
            ))}
          </select>
        </div>
        <RadioGroup
          id="refinance-cycle"
          legend="Repayment cycle"
          options={repaymentCycles.map((c) => ({ value: c, label: c }))}
          value={cycle}
          onValueChange={(c) => {
            setCycle(c as RepaymentCycle);
            change(termsOf(amount, tenure, c as RepaymentCycle));
          }}
        />
        <div className={s.card} aria-live="polite">
          {estimate ? (
            <>
              <Text size="small">Your current loan is paid off first ({formatPeso(payoff)}), then the fees; the rest is released to you.</Text>
              <LoanFiguresView figures={figuresOfQuote(estimate)} />
              <Text size="small">The bank fee is waived if the money is released to a GoTyme account.</Text>
            </>
          ) : (
            <Text size="small">Enter an amount to see your estimated repayment.</Text>
          )}
        </div>
        <Button type="submit" loading={saving} fullWidth>
          Continue
        </Button>
      </form>
    </PageLayout>
  );
}
