import type { Meta, StoryObj } from '@storybook/react-vite';
import { DateField } from '~/ui';

const meta = { title: 'UI/DateField', component: DateField, args: { label: 'Date of birth', max: '2008-12-31' } } satisfies Meta<
  typeof DateField
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: '1990-05-17' } };
export const WithHint: Story = { args: { hint: 'You must be at least 18 years old' } };
export const WithError: Story = { args: { defaultValue: '2015-01-01', error: 'You must be at least 18 years old to apply' } };
export const Disabled: Story = { args: { defaultValue: '1990-05-17', disabled: true } };
