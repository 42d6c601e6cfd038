import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { applicationId, calculatorAnswers, calculatorLookup, seedCalculator } from './cache';
import { refused } from './fixtures';
import { saveRefused, submit } from './journey-story';
import { journeyMeta } from './meta';
import { expectBusy, expectInputs, expectServerError, pressAndExpectSummary } from './plays';

const meta = { title: 'Screens/Loan application/Loan calculator', ...journeyMeta } satisfies Meta<typeof journeyMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;

// A new loan has no application before the purpose step: the calculator is answered with none. Its chart looks up
// the salary and loan types first (answered as recorded).
const base = { step: 'loanCalculator', applicationId: null, cache: seedCalculator, then: calculatorLookup } as const;
const filled = { ...base, drafts: { loanCalculator: calculatorAnswers } };
const amount = { 'How much do you need?': ((calculatorAnswers.amount_centavos ?? 0) / 100).toLocaleString('en-PH') };
/**
 * Only a calculator changed after the application exists calls the platform (its offers are read and priced again);
 * a first answer is kept with the journey until the purpose step. The borrower is back with a larger amount.
 */
const changedTerms = { ...calculatorAnswers, amount_centavos: (calculatorAnswers.amount_centavos ?? 0) + 1_000_00 };
const changed = { ...base, applicationId, answers: { loanCalculator: calculatorAnswers }, drafts: { loanCalculator: changedTerms } };
const changedAmount = { 'How much do you need?': (changedTerms.amount_centavos / 100).toLocaleString('en-PH') };

export const Empty: Story = {
  name: 'Empty',
  args: { ...base, expectState: 'newLoan.loanCalculator.editing' },
  play: async ({ canvasElement }) => {
    await expectInputs(canvasElement, { 'How much do you need?': '' });
    await expect(within(canvasElement).getByRole('group', { name: 'Loan type' })).toBeVisible();
  },
};
export const Filled: Story = {
  name: 'Filled',
  args: { ...filled, expectState: 'newLoan.loanCalculator.editing' },
  play: async ({ canvasElement }) => {
    await expectInputs(canvasElement, amount);
    await expect(within(canvasElement).getByText(/per instalment/)).toBeVisible();
  },
};
export const FieldErrors: Story = {
  name: 'Field errors',
  args: { ...base, expectState: 'newLoan.loanCalculator.editing' },
  play: async ({ canvasElement }) => {
    await pressAndExpectSummary(canvasElement, /^Continue$/, 1);
  },
};
export const Saving: Story = {
  name: 'Saving',
  args: { ...changed, then: [...calculatorLookup, submit(changedTerms)], expectState: 'newLoan.loanCalculator.readingOffers' },
  play: ({ canvasElement }) => expectBusy(canvasElement, /^Continue/),
};
export const ServerError: Story = {
  name: 'Server error',
  args: { ...changed, then: [...calculatorLookup, submit(changedTerms), saveRefused(refused('save.unavailable'), 'readOffers')], expectState: 'newLoan.loanCalculator.error' },
  play: async ({ canvasElement }) => {
    await expectServerError(canvasElement, refused('save.unavailable').message);
    await expectInputs(canvasElement, changedAmount);
  },
};
