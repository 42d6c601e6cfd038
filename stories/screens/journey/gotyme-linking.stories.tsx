import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { AnyEventObject } from 'xstate';
import { answersBefore, applicationId } from './cache';
import { recordedInput, refused } from './fixtures';
import { saveRefused, submit } from './journey-story';
import { journeyMeta } from './meta';
import { expectBusy, expectInputs, expectServerError, pressAndExpectSummary } from './plays';

const meta = { title: 'Screens/Loan application/GoTyme linking', ...journeyMeta } satisfies Meta<typeof journeyMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;

// Reached from the disbursement details ('Link a GoTyme account instead').
const base = { step: 'bankDetails', applicationId, answers: answersBefore('bankDetails') } as const;
const link = { type: 'bank.linkGotyme' } as const;
const sent = (recordedInput('gotyme.wrongCode') as { body: { account_number: string; code: string } }).body;
const typed = { account_number: sent.account_number, code_sent_for: sent.account_number };
// GoTyme texts a code for the account number: the chart asks for it, the platform answers.
const askCode: AnyEventObject = { type: 'gotyme.sendCode', values: typed };
// The code is sent and the number it went to read side by side: both answer.
const codeSent: AnyEventObject = { type: 'xstate.done.actor.gotymeCode', output: { sentAt: 0, expiresInSeconds: 300 } };
const phoneRead: AnyEventObject = { type: 'xstate.done.actor.readPhone', output: { destination: '+63 917 *** 4567' } };
const codeRefused = { code: 'HTTP_429', message: 'Too many requests. Please wait a moment and try again.', fields: {} };

export const Empty: Story = {
  name: 'Empty',
  args: { ...base, then: [link], expectState: 'newLoan.gotymeLinking.editing' },
  play: async ({ canvasElement }) => {
    await expectInputs(canvasElement, { 'GoTyme account number': '' });
    // No code field until GoTyme sent a code for the number.
    await expect(within(canvasElement).queryByLabelText('Verification code')).toBeNull();
    await expect(within(canvasElement).getByRole('button', { name: 'Send code' })).toBeVisible();
  },
};
export const SendingCode: Story = {
  name: 'Sending code',
  args: { ...base, then: [link, askCode], expectState: 'newLoan.gotymeLinking.sendingCode' },
  play: ({ canvasElement }) => expectBusy(canvasElement, /^Send code/),
};
export const Filled: Story = {
  name: 'Filled (code sent)',
  args: { ...base, then: [link, askCode, codeSent, phoneRead], expectState: 'newLoan.gotymeLinking.editing' },
  play: async ({ canvasElement }) => {
    await expectInputs(canvasElement, { 'GoTyme account number': sent.account_number, 'Verification code': '' });
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('GoTyme sent a 6-digit code to +63 917 *** 4567.');
  },
};
export const FieldErrors: Story = {
  name: 'Field errors',
  args: { ...base, then: [link], expectState: 'newLoan.gotymeLinking.editing' },
  play: async ({ canvasElement }) => {
    await pressAndExpectSummary(canvasElement, /^Send code$/, 1);
  },
};
export const CodeFieldErrors: Story = {
  name: 'Field errors (code sent)',
  args: { ...base, then: [link, askCode, codeSent, phoneRead], expectState: 'newLoan.gotymeLinking.editing' },
  play: async ({ canvasElement }) => {
    await pressAndExpectSummary(canvasElement, /^Link account$/, 1);
  },
};
export const CodeFailed: Story = {
  name: 'Server error (sending the code)',
  args: { ...base, then: [link, askCode, { type: 'xstate.error.actor.gotymeCode', error: codeRefused }], expectState: 'newLoan.gotymeLinking.codeFailed' },
  play: async ({ canvasElement }) => {
    await expectServerError(canvasElement, codeRefused.message);
    await expectInputs(canvasElement, { 'GoTyme account number': sent.account_number });
  },
};
export const Saving: Story = {
  name: 'Saving',
  args: { ...base, then: [link, askCode, codeSent, phoneRead, submit({ ...typed, code: sent.code })], expectState: 'newLoan.gotymeLinking.saving' },
  play: ({ canvasElement }) => expectBusy(canvasElement, /^Link account/),
};
/** The platform refused the code: /gotyme-linking-failed with its reason, try again or use another bank. */
export const ServerError: Story = {
  name: 'Server error',
  args: {
    ...base,
    then: [link, askCode, codeSent, phoneRead, submit({ ...typed, code: sent.code }), saveRefused(refused('gotyme.wrongCode'), 'verifyGotymeAccount')],
    expectState: 'newLoan.gotymeLinking.failed',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(new RegExp(refused('gotyme.wrongCode').message))).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Use another bank' })).toBeVisible();
  },
};
