import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox } from '~/ui';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { label: 'I have read and agree to the terms of use and privacy policy' },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const WithHint: Story = { args: { hint: 'You can withdraw consent at any time' } };
export const WithError: Story = { args: { error: 'Tick the box to continue' } };
export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };
