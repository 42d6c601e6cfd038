import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { documents } from '~/api/contract';
import { journeyOutcomes } from '@machines/journeys/journey.samples';
import { answersBefore, applicationId } from './cache';
import { recorded, refused } from './fixtures';
import { answered, submit } from './journey-story';
import { journeyMeta } from './meta';
import { expectBusy, expectServerError } from './plays';

const meta = { title: 'Screens/Loan application/Promissory notes', ...journeyMeta } satisfies Meta<typeof journeyMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;

const base = { step: 'promissoryNotes', applicationId, answers: answersBefore('promissoryNotes'), } as const;
const agreed = submit({ agreed: true });
const note = recorded(documents.generateContract, 'promissoryNote.pending');
/** The chart reads the offers (one is chosen), then generates the note from it before the step shows it. */
const prepared = [answered('readOffers', journeyOutcomes.readOffers!.done![0]), answered('generateNote', note)];

export const Filled: Story = {
  name: 'Filled',
  args: { ...base, then: prepared, expectState: 'newLoan.promissoryNotes.editing' },
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('region', { name: /^Promissory note/ });
    await expect(within(region).getByText(note.body[2]!)).toBeVisible();
    await expect(within(region).getByText('Status: Not signed yet')).toBeVisible();
  },
};
export const FieldErrors: Story = {
  name: 'Field errors',
  args: { ...base, then: prepared, expectState: 'newLoan.promissoryNotes.editing' },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign and submit' }));
    await expect(canvas.getByRole('checkbox', { name: /I have read and agree/ })).toHaveAccessibleDescription(expect.stringContaining('Tick the box'));
  },
};
/** Signing: the one-time code is being sent. */
export const Saving: Story = {
  name: 'Saving',
  args: { ...base, then: [...prepared, agreed], expectState: 'newLoan.promissoryNotes.requestingCode' },
  play: ({ canvasElement }) => expectBusy(canvasElement, /^Sign and submit/),
};
export const ServerError: Story = {
  name: 'Server error',
  args: {
    ...base,
    then: [...prepared, agreed, { type: 'xstate.error.actor.signingCode', error: refused('save.unavailable') }],
    expectState: 'newLoan.promissoryNotes.codeFailed',
  },
  play: async ({ canvasElement }) => {
    await expectServerError(canvasElement, refused('save.unavailable').message);
  },
};
