import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { AmountField, Text, type AmountFieldProps } from '~/ui';
import { stack } from './layout.css';

const meta = {
  title: 'UI/AmountField',
  component: AmountField,
  args: { label: 'How much do you need?', hint: 'From ₱5,000 to ₱80,000' },
} satisfies Meta<typeof AmountField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: '25,000' } };
export const WithError: Story = { args: { defaultValue: '100,000', error: 'The most you can borrow is ₱80,000' } };
/** Text that is not an amount stays as typed, with what to do (W3-B item 9). */
export const Refused: Story = { args: { defaultValue: '25.000,00' } };
export const WholePesos: Story = { args: { maxDecimals: 0, label: 'Gross monthly salary' } };
export const NoCurrency: Story = { args: { currency: null, label: 'Number of units' } };
function ControlledAmount(args: AmountFieldProps) {
  const [text, setText] = useState('1,500.5');
  const [centavos, setCentavos] = useState<number | null>(150_050);
  return (
    <div className={stack}>
      <AmountField
        {...args}
        value={text}
        onValueChange={(t, n) => {
          setText(t);
          setCentavos(n);
        }}
      />
      <Text size="small" tone="muted">
        Parsed: {centavos === null ? 'nothing' : `${centavos} centavos`}
      </Text>
    </div>
  );
}

export const Controlled: Story = { render: (args) => <ControlledAmount {...args} /> };
