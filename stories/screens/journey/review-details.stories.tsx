import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { journeyOutcomes } from '@machines/journeys/journey.samples';
import { answersBefore, applicationId, savedAnswers, seedForms } from './cache';
import { refused } from './fixtures';
import { answered, saveRefused, submit } from './journey-story';
import { journeyMeta } from './meta';
import { expectBusy, expectServerError } from './plays';

const meta = { title: 'Screens/Loan application/Review details', ...journeyMeta } satisfies Meta<typeof journeyMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;

// The forms' recorded field configs and option lists: review names each answer as its form did.
const base = { step: 'reviewDetails', applicationId, answers: answersBefore('reviewDetails'), cache: seedForms } as const;
const confirm = submit({ confirmed: true });

export const Filled: Story = {
  name: 'Filled',
  args: { ...base, expectState: 'newLoan.reviewDetails.editing' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const personal = await canvas.findByRole('region', { name: 'Personal details' });
    await expect(within(personal).getByText(savedAnswers['personal-details'].first_name!)).toBeVisible();
    // Codes read as their labels, dates in words.
    await expect(within(personal).getByText('Marital status').nextSibling).toHaveTextContent('Single');
    await expect(within(personal).queryByText(savedAnswers['personal-details'].marital_status!)).toBeNull();
    await expect(within(personal).getByText('May 17, 1990')).toBeVisible();
    const bank = canvas.getByRole('region', { name: 'Disbursement details' });
    await expect(within(bank).getByText('GoTyme Bank')).toBeVisible();
    await expect(within(bank).queryByText(savedAnswers['bank-details'].bank!)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Change address' })).toBeVisible();
  },
};
export const Saving: Story = {
  name: 'Saving',
  args: { ...base, then: [confirm], expectState: 'newLoan.reviewDetails.saving' },
  play: ({ canvasElement }) => expectBusy(canvasElement, /^Confirm and continue/),
};
export const ServerError: Story = {
  name: 'Server error',
  args: { ...base, then: [confirm, saveRefused(refused('save.unavailable'), 'readApplicationStatus')], expectState: 'newLoan.reviewDetails.error' },
  play: async ({ canvasElement }) => {
    await expectServerError(canvasElement, refused('save.unavailable').message);
  },
};

// The platform flags nothing in the sandbox, so the warning is the chart's own sample (journey.samples.ts).
// Confirming reads the status (it still accepts an offer), the chosen offer, then accepts it: the answer warns.
const accepted = journeyOutcomes.acceptOffer!.done!.find((a) => typeof a.warning === 'string')!;
const warning = accepted.warning!;
const warned = [
  answered('readApplicationStatus', journeyOutcomes.readApplicationStatus!.done![0]),
  answered('readOffers', journeyOutcomes.readOffers!.done![0]),
  answered('acceptOffer', accepted),
];
export const WarningPage: Story = {
  name: 'Warning page',
  args: { ...base, then: [confirm, ...warned], expectState: 'newLoan.warningPage' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(warning);
    await expect(canvas.getByRole('button', { name: 'I understand, continue' })).toBeVisible();
  },
};
