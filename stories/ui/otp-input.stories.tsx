import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { OtpInput } from '~/ui';

function Stateful(props: { initial?: string; error?: string; hint?: string; disabled?: boolean }) {
  const [value, setValue] = useState(props.initial ?? '');
  return <OtpInput value={value} onChange={setValue} error={props.error} hint={props.hint} disabled={props.disabled} />;
}

const meta = { title: 'UI/OtpInput', component: Stateful } satisfies Meta<typeof Stateful>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { hint: 'We sent it by SMS to +63 917 *** 4567' } };
export const PartlyFilled: Story = { args: { initial: '123' } };
export const Filled: Story = { args: { initial: '123456' } };
export const WithError: Story = { args: { initial: '123456', error: 'The code is incorrect. Check the SMS and try again.' } };
export const Disabled: Story = { args: { initial: '123456', disabled: true } };
