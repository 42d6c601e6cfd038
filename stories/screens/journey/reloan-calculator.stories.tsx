import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { offers } from '~/api/contract';
import { formatPeso } from '~/domain/money';
import { reloanAnswers, reloanCalculatorLookup, reloanKnownSalary, seedReloanCalculator } from './cache';
import { recorded } from './fixtures';
import { journeyMeta } from './meta';
import { expectInputs } from './plays';

const meta = { title: 'Screens/Loan application/Reloan calculator', ...journeyMeta } satisfies Meta<
  typeof journeyMeta.component
>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The loan calculator in the reloan journey: the reloan-eligible persona's terms (those the platform took for its
 * reloan application) as the chart's draft, and the salary the platform has from the earlier loan, so campaigns
 * capped by salary say how much that salary allows.
 */
const capped = recorded(offers.listCampaigns, 'campaigns.reloan').campaigns.find(
  (c) => c.eligible && c.max_salary_percent !== null && (c.max_amount_centavos ?? 0) > 0,
);

export const Filled: Story = {
  name: 'Filled',
  args: {
    journey: 'reloan',
    step: 'reloanCalculator',
    applicationId: null,
    drafts: { reloanCalculator: reloanAnswers },
    cache: seedReloanCalculator,
    then: reloanCalculatorLookup,
    expectState: 'reloan.reloanCalculator.editing',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Reloan calculator' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expectInputs(canvasElement, {
      'How much do you need?': ((reloanAnswers.amount_centavos ?? 0) / 100).toLocaleString('en-PH'),
    });
    await expect(canvas.getByRole('combobox', { name: 'Loan tenure' })).toHaveTextContent(
      `${reloanAnswers.tenure_months} months`,
    );
    await expect(canvas.getByRole('radio', { name: reloanAnswers.repayment_cycle ?? '' })).toBeChecked();
    await expect(canvas.getByText(/per instalment/)).toBeVisible();
    if (!capped || reloanKnownSalary === null)
      throw new Error('campaigns.reloan: no salary-capped campaign for the known salary; record again.');
    const group = canvas.getByRole('group', { name: 'Loan type' });
    // e.g. "Calamity 1 — 0% a month, up to ₱8,000.00 (20% of your gross monthly salary of ₱40,000.00), ...".
    const cap = `up to ${formatPeso(capped.max_amount_centavos!)} (${capped.max_salary_percent}% of your gross monthly salary of ${formatPeso(reloanKnownSalary)})`;
    const labels = within(group).getAllByText((text) => text.startsWith(`${capped.name} — `));
    await expect(labels.some((l) => l.textContent?.includes(cap))).toBe(true);
  },
};
