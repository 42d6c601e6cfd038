import type { Meta, StoryObj } from '@storybook/react-vite';
import { formStepStories } from './form-step';
import { journeyMeta } from './meta';

const meta = { title: 'Screens/EWA activation/Address', ...journeyMeta } satisfies Meta<typeof journeyMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;

// The EWA activation's own field config and saves (recorded as fieldConfig.EWA_ACTIVATION.address, ewa.save.address).
const states = formStepStories('address', 'address', 'ewaActivation');
export const Empty: Story = { name: 'Empty', ...states.empty };
export const Filled: Story = { name: 'Filled', ...states.filled };
export const FieldErrors: Story = { name: 'Field errors', ...states.fieldErrors };
export const Saving: Story = { name: 'Saving', ...states.saving };
export const ServerError: Story = { name: 'Server error', ...states.serverError };
