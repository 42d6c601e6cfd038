import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { answersBefore, applicationId } from './cache';
import { recordedInput, refused } from './fixtures';
import { submit } from './journey-story';
import { journeyMeta } from './meta';
import { expectBusy, expectInputs, pressAndExpectSummary } from './plays';

const meta = { title: 'Screens/Loan application/GoTyme linking', ...journeyMeta } satisfies Meta<typeof journeyMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;

// Reached from the disbursement details ('Link a GoTyme account instead').
const base = { step: 'bankDetails', applicationId, answers: answersBefore('bankDetails') } as const;
const link = { type: 'bank.linkGotyme' } as const;
const sent = (recordedInput('gotyme.wrongCode') as { body: { account_number: string; code: string } }).body;
const typed = { account_number: sent.account_number };

export const Empty: Story = {
  name: 'Empty',
  args: { ...base, then: [link], expectState: 'newLoan.gotymeLinking.editing' },
  play: ({ canvasElement }) => expectInputs(canvasElement, { 'GoTyme account number': '', 'Verification code': '' }),
};
export const Filled: Story = {
  name: 'Filled',
  args: { ...base, drafts: { gotymeLinking: typed }, then: [link], expectState: 'newLoan.gotymeLinking.editing' },
  play: ({ canvasElement }) => expectInputs(canvasElement, { 'GoTyme account number': sent.account_number }),
};
export const FieldErrors: Story = {
  name: 'Field errors',
  args: { ...base, then: [link], expectState: 'newLoan.gotymeLinking.editing' },
  play: async ({ canvasElement }) => {
    await pressAndExpectSummary(canvasElement, /^Link account$/, 2);
  },
};
export const Saving: Story = {
  name: 'Saving',
  args: { ...base, then: [link, submit(sent)], expectState: 'newLoan.gotymeLinking.saving' },
  play: ({ canvasElement }) => expectBusy(canvasElement, /^Link account/),
};
/** The platform refused the code: /gotyme-linking-failed with its reason, try again or use another bank. */
export const ServerError: Story = {
  name: 'Server error',
  args: {
    ...base,
    then: [link, submit(sent), { type: 'xstate.error.actor.save', error: refused('gotyme.wrongCode') }],
    expectState: 'newLoan.gotymeLinking.failed',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(new RegExp(refused('gotyme.wrongCode').message))).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Use another bank' })).toBeVisible();
  },
};
