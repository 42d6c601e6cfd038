/**
 * What the generated map stories (maps.stories.tsx) share: the render that keeps the story's `state` arg in step
 * with the map (so a state's URL is shareable), and the play function that clicks every top-level state of the
 * chart (read from the chart at run time) and checks its screen or note is shown.
 */
import { useArgs } from 'storybook/preview-api';
import { expect, waitFor, within } from 'storybook/test';
import { chartById } from '../charts/seeded-screen';
import { FlowMap, type FlowMapProps } from './flow-map';
import { chartGraph } from './chart-map/graph';

/** The story render (Storybook's useArgs may only be called here, not inside a component). */
export function renderFlowMap(args: FlowMapProps) {
  // eslint-disable-next-line react-hooks/rules-of-hooks -- Storybook's hook, in a story render function
  const [, updateArgs] = useArgs<FlowMapProps>();
  return <FlowMap {...args} onStateChange={(state) => updateArgs({ state })} />;
}

/** Clicks every top-level state on the map; each must become current (highlighted) with its screen beside it. */
export async function clickEveryState({ canvasElement, args }: { canvasElement: HTMLElement; args: FlowMapProps }) {
  const canvas = within(canvasElement);
  const { machine } = chartById(args.chartId);
  // Every box open: one layout for the whole walk (a folded map is laid out again for each step opened).
  canvas.getByRole('checkbox', { name: /Show inner states/ }).click();
  // Decisions (left at once by an automatic arrow) never rest, so they cannot be current.
  for (const node of chartGraph(machine).nodes.filter((n) => n.parent === machine.id && !n.transient)) {
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
