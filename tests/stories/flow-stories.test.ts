/** The map stories (stories/flows/maps.stories.tsx) list every routed chart: regenerate when a chart is added. */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { mapStoriesSource } from '../../stories/flows/map-stories-source';

it('has a Flows/<chart> story for every chart in machines/registry.ts (npx tsx stories/flows/generate-maps.ts)', () => {
  const onDisk = readFileSync(new URL('../../stories/flows/maps.stories.tsx', import.meta.url), 'utf8');
  expect(onDisk).toBe(mapStoriesSource());
});
