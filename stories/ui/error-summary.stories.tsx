import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorSummary, TextField } from '~/ui';
import { stack } from './layout.css';

const meta = {
  title: 'UI/ErrorSummary',
  component: ErrorSummary,
  args: {
    errors: [
      { fieldId: 'story-first-name', message: 'Enter your first name' },
      { fieldId: 'story-mobile', message: 'Enter a 10-digit mobile number' },
    ],
  },
  render: (args) => (
    <div className={stack}>
      <ErrorSummary {...args} />
      <TextField id="story-first-name" label="First name" error="Enter your first name" />
      <TextField id="story-mobile" label="Mobile number" prefix="+63" error="Enter a 10-digit mobile number" />
    </div>
  ),
} satisfies Meta<typeof ErrorSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FieldErrors: Story = {};
export const FormLevelError: Story = {
  args: { errors: [{ fieldId: null, message: 'Error occurred while fetching the companies list. Please try again!' }] },
};
export const CustomTitle: Story = { args: { title: 'Check your details' } };
