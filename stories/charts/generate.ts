/**
 * Writes one stories file per chart with routed states (stories/charts/<chart>.stories.tsx), a story per routed
 * state, grouped per journey. Storybook indexes stories statically, so the exports are generated here from the
 * charts; tests/paths/stories.test.ts fails when a chart state has no story (run this again then):
 *   npx tsx stories/charts/generate.ts
 */
import { writeFileSync, readdirSync, unlinkSync } from 'node:fs';
import { storyFiles } from './story-files';

const dir = new URL('.', import.meta.url).pathname;
for (const f of readdirSync(dir)) if (f.endsWith('.stories.tsx')) unlinkSync(`${dir}${f}`);
for (const file of await storyFiles()) writeFileSync(`${dir}${file.name}`, file.source);
console.log(`Wrote ${(await storyFiles()).length} chart story files to stories/charts/`);
