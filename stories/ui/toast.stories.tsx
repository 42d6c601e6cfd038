import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { Button, ToastProvider, useToast, toastTones, type ToastMessage } from '~/ui';
import { stack } from './layout.css';

function Demo({ autoShow }: { autoShow?: ToastMessage }) {
  const toast = useToast();
  useEffect(() => {
    if (autoShow) toast.show({ ...autoShow, durationMs: 1_000_000 });
  }, [autoShow, toast]);
  return (
    <div className={stack}>
      {toastTones.map((tone) => (
        <Button key={tone} variant="secondary" onClick={() => toast.show({ tone, title: `A ${tone} message`, description: 'Shown briefly, then it goes away.' })}>
          Show {tone} toast
        </Button>
      ))}
    </div>
  );
}

function WithProvider(props: { autoShow?: ToastMessage }) {
  return (
    <ToastProvider>
      <Demo {...props} />
    </ToastProvider>
  );
}

const meta = { title: 'UI/Toast', component: WithProvider } satisfies Meta<typeof WithProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Interactive: Story = {};
export const Info: Story = { args: { autoShow: { tone: 'info', title: 'We saved your progress' } } };
export const Success: Story = {
  args: { autoShow: { tone: 'success', title: 'Document uploaded', description: 'We will review it within a day.' } },
};
export const ErrorTone: Story = {
  args: { autoShow: { tone: 'error', title: 'Upload failed', description: 'Check your connection and try again.' } },
};
