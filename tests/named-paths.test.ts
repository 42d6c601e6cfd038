import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Comments and docs name files ("see src/journeys/journey-actors.ts"); when a file moves, the name rots and sends the
 * next reader nowhere. Every repository path written in a source comment, a doc or the README must exist. A path
 * counts when it starts at a top-level folder of ours and ends in a file name (`src/domain/money.ts`) or names a
 * module without its extension (`src/domain/money`); URL paths (`/sandbox/api/...`), globs and templates do not.
 */
const root = join(__dirname, '..');
const tops = ['src', 'machines', 'sandbox', 'tests', 'scripts', 'stories', 'docs', '.storybook', '.ci', 'deploy'];
const scanned = ['src', 'machines', 'sandbox', 'tests', 'scripts', 'stories', 'docs', '.storybook'];
const skipDirs = new Set(['node_modules', 'reports', 'dist', '.data', 'storybook-static']);
const mentions = new RegExp(String.raw`(?<![\w/.~@-])((?:${tops.map((t) => t.replace('.', '\\.')).join('|')})/[A-Za-z0-9_.\-/]*[A-Za-z0-9_])(?![A-Za-z0-9_.\-/*{<$])`, 'g');

function files(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (skipDirs.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) files(path, out);
    else if (/\.(ts|tsx|md)$/.test(name) && !/\.generated\./.test(name)) out.push(path);
  }
  return out;
}

const resolves = (path: string) =>
  ['', '.ts', '.tsx', '.md', '/index.ts', '/index.tsx'].some((ext) => existsSync(join(root, path + ext)));

/** `sandbox/api/inbox` is the back office's URL, not a folder: only the sandbox's route prefixes look like that. */
const isRoute = (path: string) => /^sandbox\/(api|provider|learning|replay|storybook|objects)\b/.test(path) && !existsSync(join(root, path.split('/').slice(0, 2).join('/')));

/** What a reader reads of a line: all of a doc's; of code, only its comment (strings and imports are the compiler's). */
function readable(file: string, line: string): string | null {
  if (file.endsWith('.md')) return line;
  if (/^\s*(\/\/|\/\*|\*)/.test(line)) return line;
  const comment = line.indexOf(' // ');
  return comment >= 0 ? line.slice(comment) : null;
}

export function brokenNames(): string[] {
  const sources = [...scanned.flatMap((d) => (existsSync(join(root, d)) ? files(join(root, d)) : [])), join(root, 'README.md')];
  const broken: string[] = [];
  for (const file of sources) {
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, i) => {
      const text = readable(file, line);
      if (text === null) return;
      for (const m of text.matchAll(mentions)) {
        const path = m[1]!.replace(/\.$/, '');
        if (isRoute(path) || resolves(path)) continue;
        broken.push(`${relative(root, file)}:${i + 1} names ${path}`);
      }
    });
  }
  return broken;
}

describe('paths named in comments and docs', () => {
  it('exist', () => {
    expect(brokenNames()).toEqual([]);
  });
});
