import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formOptions } from '~/api/contract';
import { ewaSavedAnswers } from './cache';
import { formStepStories } from './form-step';
import { recorded } from './fixtures';
import { journeyMeta } from './meta';

const meta = { title: 'Screens/EWA activation/Professional details', ...journeyMeta } satisfies Meta<
  typeof journeyMeta.component
>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The EWA activation's professional details: the platform's EWA field config (recorded as
 * fieldConfig.EWA_ACTIVATION.professional-details) asks for the pay cycle and not the source of income.
 */
const states = formStepStories('professionalDetails', 'professional-details', 'ewaActivation');
const fields = recorded(formOptions.getFormFieldConfig, 'fieldConfig.EWA_ACTIVATION.professional-details').fields;
const payCycle = fields.find((f) => f.name === 'pay_cycle')!;
const saved = ewaSavedAnswers['professional-details']!;
const savedCycle = payCycle.options!.find((o) => o.code === saved.pay_cycle)!.label;

const payCycleGroup = async (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('group', { name: new RegExp(`^${payCycle.label}`) });

export const Empty: Story = {
  name: 'Empty',
  ...states.empty,
  play: async (ctx) => {
    await states.empty.play(ctx);
    const group = await payCycleGroup(ctx.canvasElement);
    for (const radio of within(group).getAllByRole('radio')) await expect(radio).not.toBeChecked();
    await expect(within(ctx.canvasElement).queryByText('Source of income')).toBeNull();
  },
};
export const Filled: Story = {
  name: 'Filled',
  ...states.filled,
  play: async (ctx) => {
    await states.filled.play(ctx);
    await expect(within(await payCycleGroup(ctx.canvasElement)).getByRole('radio', { name: savedCycle })).toBeChecked();
  },
};
export const FieldErrors: Story = {
  name: 'Field errors',
  ...states.fieldErrors,
  play: async (ctx) => {
    await states.fieldErrors.play(ctx);
    const summary = within(ctx.canvasElement).getByRole('alert', { name: 'There is a problem' });
    const link = within(summary)
      .getAllByRole('link')
      .find((a) => a.getAttribute('href')?.includes('pay_cycle'));
    await expect(link).toBeDefined();
    await expect(await payCycleGroup(ctx.canvasElement)).toHaveAccessibleDescription(
      expect.stringContaining(link!.textContent ?? ''),
    );
  },
};
export const Saving: Story = { name: 'Saving', ...states.saving };
export const ServerError: Story = { name: 'Server error', ...states.serverError };
