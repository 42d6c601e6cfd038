/**
 * What the generated map stories (maps.stories.tsx) share: the render that keeps the story's `state` arg in step
 * with the map (so a state's URL is shareable), and the play function that clicks every top-level state of the
 * chart (read from the chart at run time) and checks its screen or note is shown.
 */
import { useArgs } from 'storybook/preview-api';
import { expect, waitFor, within } from 'storybook/test';
import { chartById, skeletonIn } from '../charts/seeded-screen';
import { FlowMap, type FlowMapProps } from './flow-map';
import { chartGraph } from './chart-map/graph';

/** The story render (Storybook's useArgs may only be called here, not inside a component). */
export function renderFlowMap(args: FlowMapProps) {
  // eslint-disable-next-line react-hooks/rules-of-hooks -- Storybook's hook, in a story render function
  const [, updateArgs] = useArgs<FlowMapProps>();
  return <FlowMap {...args} onStateChange={(state) => updateArgs({ state })} />;
}

/** In the browser, at most this many states are clicked per map (tests/stories/chart-map.test.ts seeds every one). */
const BROWSER_CLICKS = 8;

/** `count` items spread evenly over `items`, first and last included. */
const spread = <T,>(items: readonly T[], count: number): T[] =>
  items.length <= count ? [...items] : Array.from({ length: count }, (_, i) => items[Math.round((i * (items.length - 1)) / (count - 1))]!);

/**
 * Clicks top-level states on the map; each must become current (highlighted) with its screen beside it. Small
 * charts: every state. Large ones (a loan journey has ~20 steps, each a new layout and seed): a spread from first to
 * last, because the node suite (tests/stories/chart-map.test.ts) already proves every state has a path that seeds it.
 */
export async function clickEveryState({ canvasElement, args }: { canvasElement: HTMLElement; args: FlowMapProps }) {
  const canvas = within(canvasElement);
  const { machine } = chartById(args.chartId);
  // Decisions (left at once by an automatic arrow) never rest, so they cannot be current.
  const states = chartGraph(machine).nodes.filter((n) => n.parent === machine.id && !n.transient);
  // Every box open for a full walk: one layout for all of it (a folded map is laid out again for each step opened).
  if (states.length <= BROWSER_CLICKS) canvas.getByRole('checkbox', { name: /Show inner states/ }).click();
  for (const node of spread(states, BROWSER_CLICKS)) {
    const box = await waitFor(
      () => {
        const found = canvasElement.querySelector<SVGGElement>(`[data-state="${node.id}"]`);
        if (!found) throw new Error(`${node.id} is not on the map`);
        return found;
      },
      { timeout: 15_000 },
    );
    box.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await waitFor(
      () => {
        const current = [...canvasElement.querySelectorAll('[aria-current="step"]')].map(
          (g) => g.getAttribute('data-state') ?? '',
        );
        expect(current.some((id) => id === node.id || id.startsWith(`${node.id}.`))).toBe(true);
      },
      { timeout: 15_000 },
    );
  }
  await expect(canvas.queryByText(/No sample path reaches/)).toBeNull();
}

/** Top-level state boxes drawn but not wholly inside the map's panel (screen pixels, half a pixel of slack). */
export function boxesOutsidePanel(canvasElement: HTMLElement, chartId: string): string[] {
  const panel = canvasElement.querySelector<HTMLElement>('[data-map-panel]');
  if (!panel) return ['(no map panel)'];
  const p = panel.getBoundingClientRect();
  const { machine } = chartById(chartId);
  const top = new Set(chartGraph(machine).nodes.filter((n) => n.parent === machine.id).map((n) => n.id));
  return [...canvasElement.querySelectorAll<SVGGElement>('svg[data-map] [data-state]')]
    .filter((g) => top.has(g.getAttribute('data-state') ?? ''))
    .filter((g) => {
      const r = g.getBoundingClientRect();
      return r.left < p.left - 0.5 || r.top < p.top - 0.5 || r.right > p.right + 0.5 || r.bottom > p.bottom + 0.5;
    })
    .map((g) => g.getAttribute('data-state')!);
}

/**
 * The designers' map story: it opens fitted to its panel, every top-level state box inside the panel, the current
 * state highlighted, the live screen beside it settled on its real content (no skeleton unless the state loads),
 * and "Open in the app" offered. Checks only: nothing is clicked, so the story stays still for a designer.
 */
export async function expectFittedMap({ canvasElement, args }: { canvasElement: HTMLElement; args: FlowMapProps }) {
  const { machine } = chartById(args.chartId);
  const topCount = chartGraph(machine).nodes.filter((n) => n.parent === machine.id).length;
  await waitFor(
    () => {
      expect(canvasElement.querySelector('[data-map-ready]')).not.toBeNull();
      expect(canvasElement.querySelectorAll('svg[data-map] [data-state]').length).toBeGreaterThanOrEqual(topCount);
    },
    { timeout: 15_000 },
  );
  await expect(boxesOutsidePanel(canvasElement, args.chartId)).toEqual([]);
  await expect(canvasElement.querySelectorAll('svg[data-map] [aria-current="step"]').length).toBeGreaterThan(0);
  await waitFor(
    () => {
      const screen = canvasElement.querySelector('[data-screen]');
      if (!screen || screen.hasAttribute('data-loading-state')) return;
      const skeleton = skeletonIn(screen);
      if (skeleton) throw new Error(`The live screen still shows a skeleton: ${skeleton.textContent}`);
    },
    { timeout: 10_000 },
  );
  await expect(canvasElement.querySelector('a[data-open-in-app]')?.textContent).toBe('Open in the app');
}
