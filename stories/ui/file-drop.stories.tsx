import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileDrop } from '~/ui';

const meta = {
  title: 'UI/FileDrop',
  component: FileDrop,
  args: {
    label: 'Company ID (front)',
    accept: '.jpg,.jpeg,.png,.pdf',
    hint: '.jpg or .png or .pdf only. Max 10MB.',
    onFiles: () => undefined,
  },
} satisfies Meta<typeof FileDrop>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithError: Story = { args: { error: '.jpg or .png or .pdf only. Max 10MB.', hint: undefined } };
export const Disabled: Story = { args: { disabled: true } };
export const CameraOnPhones: Story = { args: { capture: 'environment', buttonLabel: 'Take a photo or choose a file' } };
