import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { holdFetch } from '../charts/seeded-screen';
import { FlowExplorer } from './flow-explorer';

const meta = {
  title: 'Flows/Flow explorer',
  component: FlowExplorer,
  parameters: { layout: 'fullscreen' },
  beforeEach: holdFetch,
} satisfies Meta<typeof FlowExplorer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NewLoan: Story = { args: { initialChart: 'newLoan' } };
export const Payment: Story = { args: { initialChart: 'payment' } };
export const SignIn: Story = { args: { initialChart: 'auth' } };

/** Clicking an enabled event moves the highlighted state on; "Back one event" returns to it. */
export const ClickThrough: Story = {
  args: { initialChart: 'payment' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const before = canvas.getByText(/^State:/).textContent;
    const events = within(canvas.getByRole('group', { name: 'Events enabled now' })).getAllByRole('button');
    await userEvent.click(events[0]!);
    await expect(canvas.getByText(/^State:/).textContent).not.toBe(before);
    await userEvent.click(canvas.getByRole('button', { name: 'Back one event' }));
    await expect(canvas.getByText(/^State:/).textContent).toBe(before);
  },
};
