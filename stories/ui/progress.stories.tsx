import type { Meta, StoryObj } from '@storybook/react-vite';
import { Progress } from '~/ui';

const journeyWeights = [0.5, 0.5, 3, 3, 2, 3, 2, 1, 5, 1, 1, 0.1];

const meta = { title: 'UI/Progress', component: Progress, args: { weights: journeyWeights, current: 0 } } satisfies Meta<typeof Progress>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Start: Story = {};
export const Midway: Story = { args: { current: 5, showValue: true } };
export const NearlyDone: Story = { args: { current: 11, showValue: true } };
export const FromSteps: Story = {
  args: {
    weights: undefined,
    current: undefined,
    steps: [
      { weight: 5, done: true },
      { weight: 0.1, done: false },
    ],
    showValue: true,
    label: 'Upload progress',
  },
};
