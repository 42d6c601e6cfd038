import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { applicationId } from './cache';
import { journeyMeta } from './meta';

const meta = { title: 'Screens/Loan application/Success pages', ...journeyMeta } satisfies Meta<typeof journeyMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;

// One state each: nothing to fill in, only the way home.
export const LoanSuccess: Story = {
  name: 'Application submitted',
  args: { step: 'loanSuccess', applicationId, expectState: 'newLoan.loanSuccess' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Go to home' })).toBeVisible();
  },
};
export const EwaSuccess: Story = {
  name: 'Earned wage access activation in review',
  args: { journey: 'ewaActivation', step: 'ewaSuccess', applicationId, expectState: 'ewaActivation.ewaSuccess' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Your earned wage access activation is in review' })).toBeVisible();
  },
};
