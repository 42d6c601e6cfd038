/**
 * Writes stories/flows/maps.stories.tsx: one map story per chart in machines/registry.ts (`Flows/<chart>`).
 * Storybook indexes stories statically, so the exports are generated; the maps themselves are drawn from the
 * charts at run time. tests/stories/flow-stories.test.ts fails when this file is stale:
 *   npx tsx stories/flows/generate-maps.ts
 */
import { writeFileSync } from 'node:fs';
import { mapStoriesSource } from './map-stories-source';

writeFileSync(new URL('./maps.stories.tsx', import.meta.url), mapStoriesSource());
console.log('Wrote stories/flows/maps.stories.tsx');
