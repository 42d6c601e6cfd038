import type { Meta, StoryObj } from '@storybook/react-vite';
import { RadioGroup } from '~/ui';

const meta = {
  title: 'UI/RadioGroup',
  component: RadioGroup,
  args: {
    legend: 'Gender',
    options: [
      { value: 'MALE', label: 'Male' },
      { value: 'FEMALE', label: 'Female' },
    ],
  },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Vertical: Story = {};
export const Horizontal: Story = { args: { orientation: 'horizontal', defaultValue: 'FEMALE' } };
export const WithHint: Story = { args: { hint: 'As shown on your government ID' } };
export const WithError: Story = { args: { error: 'Select your gender' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'MALE' } };
export const YesNo: Story = {
  args: {
    legend: 'Do you have an existing loan with another lender?',
    orientation: 'horizontal',
    options: [
      { value: 'true', label: 'Yes' },
      { value: 'false', label: 'No' },
    ],
  },
};
