/**
 * Each flow map's opening view (folded, the start state's step open, no jumps: what `Flows/<chart>` shows first) is
 * laid out ahead into stories/flows/layouts/<chart>.generated.json, so the map opens drawn (stored-layout.ts). Fails
 * when a file differs from what the charts give now; rewrite with
 * `npx vitest run -u tests/stories/map-layouts.test.ts` (run by stories/flows/generate-maps.ts, part of
 * `npm run generate`). A stale file is never drawn (its signature no longer matches): the map is laid out in the
 * browser instead, only slower.
 */
import { describe, expect, it } from 'vitest';
import { routedCharts } from '@machines/registry';
import { chartGraph } from '../../stories/flows/chart-map/graph';
import { layoutChart } from '../../stories/flows/chart-map/layout';
import { viewKey } from '../../stories/flows/chart-map/use-layout';
import { visibleGraph } from '../../stories/flows/chart-map/view';
import { restoreLayout, storeLayout } from '../../stories/flows/chart-map/stored-layout';
import { activeIds, runnable, start } from '../../stories/flows/chart-map/explore';
import { allCharts } from '../paths/charts';

describe.each(routedCharts.map((m) => [m.id, m] as const))('%s opening layout', (id, machine) => {
  it('is stored and restores to the same drawing', async () => {
    const { samples } = allCharts().find((c) => c.machine.id === id)!;
    const open = new Set(activeIds(start(runnable(machine, samples), samples).at(-1)!.snapshot));
    const graph = chartGraph(machine);
    const options = { expanded: open, showJumps: false };
    const visible = visibleGraph(graph, options);
    const stored = storeLayout(viewKey(graph, options), visible, await layoutChart(visible));
    expect(restoreLayout(stored, visible)?.nodes.length).toBe(visible.nodes.length);
    await expect(`${JSON.stringify([stored])}\n`).toMatchFileSnapshot(`../../stories/flows/layouts/${id}.generated.json`);
  }, 120_000);
});
