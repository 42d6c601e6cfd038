/**
 * Writes stories/flows/maps.stories.tsx: one map story per chart in machines/registry.ts (`Flows/<chart>`).
 * Storybook indexes stories statically, so the exports are generated; the maps themselves are drawn from the
 * charts at run time. tests/stories/flow-stories.test.ts fails when this file is stale:
 *   npx tsx stories/flows/generate-maps.ts
 * Then lays out each map's opening view ahead (stories/flows/layouts/*.generated.json, so a map opens drawn), with
 * the charts' samples, which only vitest can load (import.meta.glob): tests/stories/map-layouts.test.ts with -u.
 */
import { execSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { mapStoriesSource } from './map-stories-source';

writeFileSync(new URL('./maps.stories.tsx', import.meta.url), mapStoriesSource());
console.log('Wrote stories/flows/maps.stories.tsx');
execSync('npx vitest run -u --typecheck.enabled=false tests/stories/map-layouts.test.ts', { stdio: 'inherit' });
console.log('Wrote stories/flows/layouts/*.generated.json');
