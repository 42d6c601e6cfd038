/**
 * Every routed state of every chart has a generated story: the files in stories/charts must match what
 * stories/charts/generate.ts would write now (a state added to a chart without regenerating fails here).
 */
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { screenFiles } from '../support/screen-files';
import { routedStates } from '@machines/shared/meta';
import { allCharts } from './charts';
import { storyFiles } from '../../stories/charts/story-files';

describe('generated chart stories', async () => {
  const files = await storyFiles();
  it('covers the routed charts', () => expect(files.length).toBeGreaterThan(5));
  for (const { name, source } of files) {
    it(`stories/charts/${name} is up to date (npx tsx stories/charts/generate.ts)`, () => {
      const path = `stories/charts/${name}`;
      expect(existsSync(path), `${path} missing`).toBe(true);
      expect(readFileSync(path, 'utf8')).toBe(source);
    });
  }
});

describe('screens without a chart state', () => {
  const routed = new Set(allCharts().flatMap(({ machine }) => routedStates(machine).map((r) => r.meta.screen)));
  const unrouted = [...screenFiles()].filter(([name]) => !routed.has(name));
  const stories = readFileSync('stories/screens/unrouted.stories.tsx', 'utf8');
  it.each(unrouted)('%s has a hand-written story in stories/screens/unrouted.stories.tsx', (name, file) => {
    expect(stories).toContain(file.replace(/^src\//, '~/').replace(/\.tsx$/, ''));
  });
});
