import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, buttonVariants } from '~/ui';
import { stack } from './layout.css';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Continue', variant: 'primary', loading: false, fullWidth: false, disabled: false },
  argTypes: { variant: { control: 'inline-radio', options: [...buttonVariants] } },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Back' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Skip for now' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Cancel application' } };
export const Loading: Story = { args: { loading: true, children: 'Submitting' } };
export const Disabled: Story = { args: { disabled: true } };
export const FullWidth: Story = { args: { fullWidth: true } };
export const AsLink: Story = {
  args: { asChild: true, variant: 'secondary', children: <a href="#home">Go to home</a> },
};
export const AllVariants: Story = {
  render: (args) => (
    <div className={stack}>
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
      {buttonVariants.map((variant) => (
        <Button key={`${variant}-loading`} {...args} variant={variant} loading>
          {variant} loading
        </Button>
      ))}
    </div>
  ),
};
