/**
 * The journeys overview reads its seeds from stories/overview/journey-seeds.generated.json (computed at
 * `npm run generate`, not in the browser). This fails when the file differs from what the charts give now;
 * rewrite it with `npx vitest run -u tests/stories/journey-seeds.test.ts` (part of `npm run generate`).
 */
import { describe, expect, it } from 'vitest';
import { activeIds, replayPath } from '../../stories/flows/chart-map/explore';
import {
  computeJourneySeeds,
  journeyCharts,
  stripStates,
  type JourneySeeds,
} from '../../stories/overview/journey-seeds';
import { allCharts } from '../paths/charts';

/** One line per screen, so a changed seed is a one-line diff. */
const format = (seeds: JourneySeeds) =>
  `{\n${Object.entries(seeds)
    .map(
      ([chart, paths]) =>
        ` ${JSON.stringify(chart)}: {\n${Object.entries(paths)
          .map(([id, p]) => `  ${JSON.stringify(id)}: ${JSON.stringify(p)}`)
          .join(',\n')}\n }`,
    )
    .join(',\n')}\n}\n`;

describe('journeys overview seeds', () => {
  const seeds = computeJourneySeeds();
  it('journey-seeds.generated.json is up to date', async () => {
    await expect(format(seeds)).toMatchFileSnapshot('../../stories/overview/journey-seeds.generated.json');
  });
  it.each(journeyCharts().map((m) => [m.id, m] as const))(
    '%s: every screen on its strip has a seed that replays to it',
    (_, machine) => {
      const { samples } = allCharts().find((c) => c.machine.id === machine.id)!;
      for (const id of stripStates(machine)) {
        const path = seeds[machine.id]?.[id];
        expect(path, `no seed for ${id}`).toBeDefined();
        const snapshot = replayPath(machine, samples, path!);
        expect(snapshot && activeIds(snapshot), id).toContain(id);
      }
    },
  );
});
