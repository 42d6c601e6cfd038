import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { holdFetch } from '../charts/seeded-screen';
import { JourneyStrips } from './journey-strips';

const meta = {
  title: 'Overview/Journeys side by side',
  component: JourneyStrips,
  // The thumbnails are inert pictures of screens whose own stories check them; axe checks the page around them
  // (headings, cards, links), not eighty screens a second time.
  parameters: { layout: 'fullscreen', a11y: { context: { exclude: ['[inert]'] } } },
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
    // The screens inside the cards have links of their own: a card is not a link around them (no <a> in <a>).
    await expect(canvasElement.querySelectorAll('a a')).toHaveLength(0);
    for (const a of links)
      await expect(a.getAttribute('href')).toMatch(/^\.\/\?path=\/story\/flows--[a-z-]+&args=state:\S+$/);
  },
};
