import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { answerFromRecordings, skeletonIn } from '../charts/seeded-screen';
import { JourneyStrips } from './journey-strips';

const meta = {
  title: 'Overview/Journeys side by side',
  component: JourneyStrips,
  // The thumbnails are inert pictures of screens whose own stories check them; axe checks the page around them
  // (headings, cards, links), not eighty screens a second time.
  parameters: { layout: 'fullscreen', a11y: { context: { exclude: ['[inert]'] } } },
  beforeEach: answerFromRecordings,
} satisfies Meta<typeof JourneyStrips>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every card shows its real screen once settled: each card's screens rendered, none still a skeleton, except a
 * state the chart loads in (the platform's answer is what it waits for: data-loading-state).
 */
async function expectEveryCardReal(canvasElement: HTMLElement, perCard: number) {
  await waitFor(
    () => {
      const cards = [...canvasElement.querySelectorAll('[data-card]')];
      const unsettled = cards.flatMap((card) => {
        const screens = [...card.querySelectorAll('[data-card-width]')];
        if (screens.length !== perCard) return [`${card.getAttribute('data-card')} (${screens.length} of ${perCard} screens)`];
        return screens.flatMap((s) => {
          const frame = s.querySelector('[data-screen]');
          // A state with no screen of its own says so in words; a loading state shows its placeholder by design.
          if (!frame) return s.textContent ? [] : [`${card.getAttribute('data-card')} (not rendered)`];
          if (frame.hasAttribute('data-loading-state')) return [];
          return skeletonIn(frame) ? [`${card.getAttribute('data-card')} at ${s.getAttribute('data-card-width')} px (skeleton)`] : [];
        });
      });
      expect(unsettled).toEqual([]);
    },
    { timeout: 30_000, interval: 200 },
  );
}

/**
 * The cards' links, read with selectors: role queries compute roles and names over every element of eighty rendered
 * screens, seconds of work that would compete with the screens settling.
 */
async function expectCards(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('newLoan', { selector: 'h2 a' })).toBeVisible();
  const links = [...canvasElement.querySelectorAll<HTMLAnchorElement>('a[data-state]')];
  await expect(links.length).toBeGreaterThan(20);
  // The screens inside the cards have links of their own: a card is not a link around them (no <a> in <a>).
  await expect(canvasElement.querySelectorAll('a a')).toHaveLength(0);
  // One check over all cards (a check per card is a hundred instrumented steps in the Interactions panel).
  const notToMap = links.map((a) => a.getAttribute('href') ?? '').filter((h) => !/^\.\/\?path=\/story\/flows--[a-z-]+&args=state:\S+$/.test(h));
  await expect(notToMap).toEqual([]);
  const open = [...canvasElement.querySelectorAll('[data-card] > a')].filter((a) => a.textContent === 'Open in the app');
  await expect(open).toHaveLength(links.length);
}

/** Every journey has a strip; every thumbnail links to its state on the journey's map, at phone width (390 px). */
export const Journeys: Story = {
  name: 'Phone 390',
  args: { widths: ['phone'] },
  play: async ({ canvasElement }) => {
    await expectCards(canvasElement);
    await expectEveryCardReal(canvasElement, 1);
  },
};

/** The same journeys at desktop width (1280 px). */
export const Desktop: Story = {
  name: 'Desktop 1280',
  args: { widths: ['desktop'] },
  play: async ({ canvasElement }) => expectEveryCardReal(canvasElement, 1),
};

/** Each card at 390 px and 1280 px side by side. */
export const PhoneAndDesktop: Story = {
  name: 'Phone and desktop',
  args: { widths: ['phone', 'desktop'] },
  play: async ({ canvasElement }) => expectEveryCardReal(canvasElement, 2),
};
