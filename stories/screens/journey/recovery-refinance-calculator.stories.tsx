import type { Meta, StoryObj } from '@storybook/react-vite';
import { holdFetch } from '../../charts/seeded-screen';
import { refinanceCalculatorStories } from './refinance-states';
import { RepaymentsStory } from './repayments-story';

const meta = {
  title: 'Screens/Loan application/Recovery refinance calculator',
  component: RepaymentsStory,
  parameters: { layout: 'fullscreen' },
  beforeEach: holdFetch,
} satisfies Meta<typeof RepaymentsStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The past-due persona's loan (21 days past due) (recorded from the sandbox). */
const states = refinanceCalculatorStories('recoveryRefinance');
export const Empty: Story = { name: 'Empty', ...states.empty };
export const Filled: Story = { name: 'Filled', ...states.filled };
export const FieldErrors: Story = { name: 'Field errors', ...states.fieldErrors };
export const Saving: Story = { name: 'Saving', ...states.saving };
export const ServerError: Story = { name: 'Server error', ...states.serverError };
