import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The mutation summary QA signs off from (docs/qa.md, "Mutation testing"): `npm run test:mutation -- --report` lists
 * every area (each folder of machines/, and money) with its target, and an area whose results are committed
 * (tests/mutation/<area>.incremental.json) has its score even in a checkout that has not run it (a clean clone).
 */
describe('mutation summary', () => {
  it('lists every area with its target, and the committed results where this checkout has none', () => {
    // Written aside, so a mutation run finishing beside this test (npm test's money stage) cannot change what it reads.
    const dir = mkdtempSync(join(tmpdir(), 'lakbay-mutation-summary-'));
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/mutation.ts', '--report'], { stdio: 'pipe', env: { ...process.env, LAKBAY_MUTATION_SUMMARY_DIR: dir } });
    const { areas } = JSON.parse(readFileSync(join(dir, 'summary.json'), 'utf8')) as {
      areas: { area: string; score: number | 'not run'; target: number; from?: string; mutants: number | null }[];
    };
    const machineAreas = readdirSync('machines', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
    expect(areas.map((a) => a.area).sort()).toEqual(['money', ...machineAreas].sort());
    for (const a of areas) expect(a.target, a.area).toBe(['money', 'payment', 'journeys'].includes(a.area) ? 90 : 80);

    const committed = readdirSync('tests/mutation').filter((f) => f.endsWith('.incremental.json')).map((f) => f.replace('.incremental.json', ''));
    expect(committed).toContain('money');
    for (const name of committed) {
      const line = areas.find((a) => a.area === name)!;
      expect(typeof line.score, name).toBe('number');
      expect(line.mutants, name).toBeGreaterThan(0);
      if (!existsSync(`reports/mutation/${name}.json`)) expect(line.from, name).toBe('baseline');
    }
    const page = readFileSync(join(dir, 'index.html'), 'utf8');
    for (const a of areas) expect(page, a.area).toContain(`<h2 id="${a.area}">`);
  }, 60_000);
});
