import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { holdFetch } from '../charts/seeded-screen';
import { JourneyStrips } from './journey-strips';

const meta = {
  title: 'Overview/Journeys side by side',
  component: JourneyStrips,
  parameters: { layout: 'fullscreen' },
  beforeEach: holdFetch,
} satisfies Meta<typeof JourneyStrips>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every journey has a strip; every thumbnail links to its state on the journey's map. */
export const Journeys: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'newLoan' })).toBeVisible();
    const links = canvas.getAllByRole('link').filter((a) => a.getAttribute('data-state'));
    await expect(links.length).toBeGreaterThan(20);
    for (const a of links)
      await expect(a.getAttribute('href')).toMatch(/^\.\/\?path=\/story\/flows--[a-z-]+&args=state:\S+$/);
  },
};
