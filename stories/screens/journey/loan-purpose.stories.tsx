import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formOptions } from '~/api/contract';
import { answersBefore, application, seedForms } from './cache';
import { recorded, refused } from './fixtures';
import { saveRefused, submit } from './journey-story';
import { journeyMeta } from './meta';
import { expectBusy, expectServerError, pressAndExpectSummary } from './plays';

const meta = { title: 'Screens/Loan application/Loan purpose', ...journeyMeta } satisfies Meta<typeof journeyMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;

// Saving the purpose creates the application: until then there is none.
const base = { step: 'loanPurpose', applicationId: null, answers: answersBefore('loanPurpose'), cache: seedForms } as const;
const chosen = { loan_purpose: application.loan_purpose ?? '', idempotency_key: 'story' };
const filled = { ...base, drafts: { loanPurpose: chosen } };
const category = recorded(formOptions.listLoanPurposes, 'loanPurposes').categories.find((c) => c.purposes.some((p) => p.code === chosen.loan_purpose))!;
const label = `${category.purposes.find((p) => p.code === chosen.loan_purpose)!.label} (${category.label})`;

export const Empty: Story = {
  name: 'Empty',
  args: { ...base, expectState: 'newLoan.loanPurpose.editing' },
  play: async ({ canvasElement }) => {
    const group = await within(canvasElement).findByRole('group', { name: /What is the loan for/ });
    await expect(within(group).getAllByRole('radio').every((r) => r.getAttribute('aria-checked') === 'false')).toBe(true);
  },
};
export const Filled: Story = {
  name: 'Filled',
  args: { ...filled, expectState: 'newLoan.loanPurpose.editing' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('radio', { name: label })).toHaveAttribute('aria-checked', 'true');
  },
};
export const FieldErrors: Story = {
  name: 'Field errors',
  args: { ...base, expectState: 'newLoan.loanPurpose.editing' },
  play: async ({ canvasElement }) => {
    await pressAndExpectSummary(canvasElement, /^Continue$/, 1);
  },
};
export const Saving: Story = {
  name: 'Saving',
  args: { ...filled, then: [submit(chosen)], expectState: 'newLoan.loanPurpose.creatingApplication' },
  play: ({ canvasElement }) => expectBusy(canvasElement, /^Continue/),
};
export const ServerError: Story = {
  name: 'Server error',
  args: { ...filled, then: [submit(chosen), saveRefused(refused('save.unavailable'), 'createApplication')], expectState: 'newLoan.loanPurpose.error' },
  play: async ({ canvasElement }) => {
    await expectServerError(canvasElement, refused('save.unavailable').message);
    await expect(within(canvasElement).getByRole('radio', { name: label })).toHaveAttribute('aria-checked', 'true');
  },
};
