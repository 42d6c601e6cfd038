/**
 * Every screen story offers the phone (390 px, 320 px) and desktop viewports (issue #24 §4): they are set once for
 * all stories in .storybook/preview.tsx, and no story may replace the list with a narrower one.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview';

type Options = Record<string, { styles: { width: string }; type: string }>;

describe('story viewports', () => {
  const options = Object.values((preview.parameters?.viewport as { options: Options }).options);
  it('offers phones of 390 px and 320 px and a desktop', () => {
    expect(options.filter((o) => o.type === 'mobile').map((o) => o.styles.width)).toEqual(
      expect.arrayContaining(['390px', '320px']),
    );
    expect(options.some((o) => o.type === 'desktop' && parseInt(o.styles.width, 10) >= 1024)).toBe(true);
  });
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.stories.tsx') ? [join(dir, e.name)] : [],
    );
  it('no story file overrides the viewport list', () => {
    const overriding = files('stories').filter((f) => /viewport\s*:\s*\{\s*options/.test(readFileSync(f, 'utf8')));
    expect(overriding).toEqual([]);
  });
});
