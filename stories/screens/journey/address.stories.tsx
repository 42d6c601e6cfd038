import type { Meta, StoryObj } from '@storybook/react-vite';
import { addressRefusedStory, formStepStories } from './form-step';
import { journeyMeta } from './meta';

const meta = { title: 'Screens/Loan application/Address', ...journeyMeta } satisfies Meta<typeof journeyMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;

const states = formStepStories('address', 'address');
export const Empty: Story = { name: 'Empty', ...states.empty };
export const Filled: Story = { name: 'Filled', ...states.filled };
export const FieldErrors: Story = { name: 'Field errors', ...states.fieldErrors };
export const Saving: Story = { name: 'Saving', ...states.saving };
export const ServerError: Story = { name: 'Server error', ...states.serverError };
/** The platform refuses the address with its own field messages (a city of another province). */
export const PlatformFieldErrors: Story = { name: 'Field errors from the platform', ...addressRefusedStory() };
