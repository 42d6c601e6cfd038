import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Heading, PageLayout, Progress, Text, TextField } from '~/ui';

const body = (
  <>
    <Heading level={1}>Personal details</Heading>
    <Text tone="muted">Tell us about yourself. It takes about two minutes.</Text>
    <TextField label="First name" autoComplete="given-name" />
    <TextField label="Last name" autoComplete="family-name" />
    <Button fullWidth>Continue</Button>
  </>
);

const meta = {
  title: 'UI/PageLayout',
  component: PageLayout,
  args: { children: body },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PageLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};
export const WithBackLink: Story = { args: { back: { href: '#previous', label: 'Back' } } };
export const JourneyStep: Story = {
  args: {
    back: { onClick: () => undefined },
    progress: <Progress weights={[0.5, 0.5, 3, 3, 2, 3]} current={2} />,
  },
};
export const Wide: Story = { args: { wide: true, headerAside: <a href="#help">Help</a> } };
