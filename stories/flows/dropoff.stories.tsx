import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DropoffMap } from './dropoff/dropoff-map';

/** Drop-off drawn on the journey charts, from a seeded simulated run (issue #23); beside the flow explorer. */
const meta = {
  title: 'Flows/Drop-off',
  component: DropoffMap,
  parameters: { layout: 'fullscreen' },
  argTypes: { chartId: { control: false }, device: { control: 'select', options: ['', 'desktop', 'mobile', 'in-app'] } },
} satisfies Meta<typeof DropoffMap>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NewLoan: Story = {
  name: 'New loan',
  args: { chartId: 'newLoan' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const map = await canvas.findByRole('group', { name: 'Drop-off on the newLoan chart' }, { timeout: 20_000 });
    const calculator = within(map).getByRole('button', { name: /^Loan calculator \d+ entered · \d+% left/ });
    await userEvent.click(calculator);
    const figures = canvas.getByRole('region', { name: 'loanCalculator in newLoan' });
    await expect(within(figures).getByRole('list', { name: 'Sample sessions through loanCalculator' })).toBeVisible();
    const all = canvas.getByRole('status').textContent;
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Device' }), 'in-app');
    await expect(canvas.getByRole('status').textContent).not.toBe(all);
  },
};
export const Reloan: Story = { name: 'Reloan', args: { chartId: 'reloan' } };
export const Refinance: Story = { name: 'Refinance', args: { chartId: 'refinance' } };
export const InAppOnly: Story = { name: 'New loan, in-app only', args: { chartId: 'newLoan', device: 'in-app' } };
