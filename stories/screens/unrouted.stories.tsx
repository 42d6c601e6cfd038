/**
 * Screens no chart state routes to, so no generated story covers them (tests/paths/stories.test.ts keeps this
 * list complete): the router's catch-all page.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import NotFoundScreen from '~/app/screens/not-found/not-found.screen';

const meta = { title: 'Screens/Not routed by a chart', parameters: { layout: 'fullscreen' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = { name: 'Page not found', render: () => <NotFoundScreen /> };
