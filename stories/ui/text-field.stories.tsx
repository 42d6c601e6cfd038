import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from '~/ui';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { label: 'First name', autoComplete: 'given-name' },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { label: 'Email address', hint: 'We send your loan documents here', type: 'email' } };
export const WithError: Story = {
  args: { label: 'Email address', defaultValue: 'juan@', error: 'Enter an email address like juan@example.com' },
};
export const MobilePrefix: Story = {
  args: { label: 'Mobile number', prefix: '+63', inputMode: 'tel', autoComplete: 'tel-national', hint: '10 digits, e.g. 9171234567' },
};
export const MobilePrefixError: Story = {
  args: { label: 'Mobile number', prefix: '+63', defaultValue: '917', error: 'Enter a 10-digit mobile number' },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Juan' } };
