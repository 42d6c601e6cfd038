import type { Meta, StoryObj } from '@storybook/react-vite';
import { Select } from '~/ui';

const marital = [
  { value: 'SINGLE', label: 'Single' },
  { value: 'MARRIED', label: 'Married' },
  { value: 'WIDOWED', label: 'Widowed' },
  { value: 'SEPARATED', label: 'Separated' },
];

const meta = { title: 'UI/Select', component: Select, args: { label: 'Marital status', options: marital } } satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {};
export const Selected: Story = { args: { defaultValue: 'MARRIED' } };
export const WithHint: Story = { args: { hint: 'As stated on your government ID' } };
export const WithError: Story = { args: { error: 'Select your marital status' } };
export const Disabled: Story = { args: { defaultValue: 'SINGLE', disabled: true } };
