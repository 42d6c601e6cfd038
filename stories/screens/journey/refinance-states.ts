/**
 * The states of the refinance and recovery refinance calculators (one screen, two kinds): Empty (the running
 * loan's balance and the bounds it sets), Filled (the borrower types the recorded amount: the estimate and the cash
 * received appear), Field errors (an amount that would not pay off the balance), Saving (`<calculator>.creating`)
 * and Server error (`<calculator>.error`, the create refused: a retry, the amounts kept).
 */
import { expect, userEvent, within } from 'storybook/test';
import { refinanceBounds } from '@machines/repayments/refinance-rules';
import { priceRefinance } from '~/domain/refinance';
import { formatPeso } from '~/domain/money';
import { refused } from './fixtures';
import { expectBusy, expectInputs, expectServerError, pressAndExpectSummary } from './plays';
import {
  calculators,
  createRefused,
  recordedTerms,
  sourceLoanOf,
  submitTerms,
  type Calculator,
  type RepaymentsStoryArgs,
} from './repayments-story';

type Play = (ctx: { canvasElement: HTMLElement }) => Promise<void>;
export interface RefinanceStateStory {
  args: RepaymentsStoryArgs;
  play: Play;
}

const AMOUNT = 'New loan amount';
/** Pesos as the amount field shows them (no sign, thousands separated). */
const typedPesos = (centavos: number) => (centavos / 100).toLocaleString('en-PH', { maximumFractionDigits: 2 });

export function refinanceCalculatorStories(calculator: Calculator) {
  const c = calculators[calculator];
  const loan = sourceLoanOf(calculator);
  const terms = recordedTerms(calculator);
  // A refinance pays off the loan's Final Payoff Amount (the balance less the interest not yet due), as the form does.
  const { min, max } = refinanceBounds(c.kind, loan.payoff, loan.refinanceLimits?.[c.kind]);
  const editing = `${c.state}.editing`;
  // The first story shown loads the screen's chunk: wait for the page longer than a query's default second.
  const amountField = (canvasElement: HTMLElement) =>
    within(canvasElement).findByLabelText(AMOUNT, { exact: false, selector: 'input' }, { timeout: 10_000 });
  const balanceShown = async (canvasElement: HTMLElement) => {
    const term = await within(canvasElement).findByText('Outstanding Balance', {}, { timeout: 10_000 });
    await expect(term.nextElementSibling).toHaveTextContent(formatPeso(loan.outstanding));
  };
  const unavailable = refused(`${calculator}.unavailable`);
  // One peso short of what the refinance must at least be (it would not pay off the balance, or leave too little).
  const tooLow = min - 100;

  return {
    empty: {
      args: { calculator, expectState: editing },
      play: async ({ canvasElement }) => {
        await balanceShown(canvasElement);
        const field = await amountField(canvasElement);
        await expect(field).toHaveValue('');
        await expect(field).toHaveAccessibleDescription(
          expect.stringContaining(`From ${formatPeso(min)} to ${formatPeso(max)}`),
        );
        await expect(within(canvasElement).getByText('Enter an amount to see your estimated repayment.')).toBeVisible();
      },
    },
    filled: {
      args: { calculator, expectState: editing },
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        await userEvent.type(await amountField(canvasElement), String(terms.amount / 100));
        await expectInputs(canvasElement, { [AMOUNT]: typedPesos(terms.amount) });
        await expect(canvas.getByText(/per instalment/)).toBeVisible();
        await expect(
          canvas.getByText(
            `You receive ${formatPeso(priceRefinance({ kind: c.kind, amount: terms.amount, outstanding: loan.payoff, tenureMonths: terms.tenureMonths, cycle: terms.cycle }).netProceeds)}.`,
          ),
        ).toBeVisible();
      },
    },
    fieldErrors: {
      args: { calculator, expectState: editing },
      play: async ({ canvasElement }) => {
        await userEvent.type(await amountField(canvasElement), String(tooLow / 100));
        const { links } = await pressAndExpectSummary(canvasElement, /^Continue$/, 1);
        await expect(links[0]).toHaveTextContent(`Enter at least ${formatPeso(min)}`);
        await expectInputs(canvasElement, { [AMOUNT]: typedPesos(tooLow) });
      },
    },
    saving: {
      args: { calculator, then: [submitTerms(terms)], expectState: `${c.state}.creating` },
      play: async ({ canvasElement }) => {
        await expectBusy(canvasElement, /^Continue/);
        await expectInputs(canvasElement, { [AMOUNT]: typedPesos(terms.amount) });
      },
    },
    serverError: {
      args: { calculator, then: [submitTerms(terms), createRefused(calculator)], expectState: `${c.state}.error` },
      play: async ({ canvasElement }) => {
        await expectServerError(canvasElement, unavailable.message);
        await expect(within(canvasElement).getByText(/Your amounts are still here/)).toBeVisible();
        await expectInputs(canvasElement, { [AMOUNT]: typedPesos(terms.amount) });
      },
    },
  } satisfies Record<string, RefinanceStateStory>;
}
