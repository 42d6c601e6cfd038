import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Dialog, Text } from '~/ui';

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  args: {
    title: 'Cancel your application?',
    description: 'Your details are kept for 30 days in case you change your mind.',
  },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  args: {
    open: true,
    actions: (
      <>
        <Button variant="danger" fullWidth>
          Cancel application
        </Button>
        <Button variant="secondary" fullWidth>
          Keep my application
        </Button>
      </>
    ),
  },
};

export const WithTrigger: Story = {
  args: {
    trigger: <Button variant="secondary">Open dialog</Button>,
    actions: <Button fullWidth>Got it</Button>,
  },
};

export const WithoutDescriptionOrClose: Story = {
  args: {
    open: true,
    description: undefined,
    hideClose: true,
    title: 'Camera Access Denied',
    children: <Text>Camera access is required to take your selfie. Allow it in your browser settings.</Text>,
    actions: <Button fullWidth>Try again</Button>,
  },
};
