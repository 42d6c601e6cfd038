import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { applicationId, calculatorAnswers, seedCalculator } from './cache';
import { refused } from './fixtures';
import { saveRefused, submit } from './journey-story';
import { journeyMeta } from './meta';
import { expectBusy, expectInputs, expectServerError, pressAndExpectSummary } from './plays';

const meta = { title: 'Screens/Loan application/Loan calculator', ...journeyMeta } satisfies Meta<typeof journeyMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;

// A new loan has no application before the purpose step: the calculator is answered with none.
const base = { step: 'loanCalculator', applicationId: null, cache: seedCalculator } as const;
const filled = { ...base, drafts: { loanCalculator: calculatorAnswers } };
const amount = { 'How much do you need?': ((calculatorAnswers.amount_centavos ?? 0) / 100).toLocaleString('en-PH') };

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
  args: { ...filled, then: [submit(calculatorAnswers)], expectState: 'newLoan.loanCalculator.saving' },
  play: ({ canvasElement }) => expectBusy(canvasElement, /^Continue/),
};
export const ServerError: Story = {
  name: 'Server error',
  // Only a calculator changed after the application exists calls the platform (its offers are priced again).
  args: { ...filled, applicationId, then: [submit(calculatorAnswers), saveRefused(refused('save.unavailable'), 'readOffers')], expectState: 'newLoan.loanCalculator.error' },
  play: async ({ canvasElement }) => {
    await expectServerError(canvasElement, refused('save.unavailable').message);
    await expectInputs(canvasElement, amount);
  },
};
