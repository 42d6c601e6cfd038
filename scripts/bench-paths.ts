/**
 * `npm run bench:paths`: times the machine-level generated-path suite (wall clock, including vitest start-up) and
 * prints per chart the generation time and path / reachable-state counts from reports/paths/coverage.json.
 * Target (W1-G): all machine-level paths in under 10 s on this machine. The wall clock swings with the machine's
 * load (2 cores, often shared), so the CPU seconds the suite used and the load average are printed beside it.
 */
import { execSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';

const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');
const loadBefore = load();
// CPU seconds of vitest and every process it starts, measured as npm test measures a stage (scripts/cpu-run.py).
const cpuFile = `${tmpdir()}/bench-paths-${process.pid}.cpu`;
const started = performance.now();
let ok = true;
try {
  // Machine level only (level 1): paths.test.ts and paths-parallel.test.ts, which share the charts between vitest's
  // two workers; the rendered screens (tests/paths/screens.test.tsx) are timed by the full suite.
  execSync(`python3 scripts/cpu-run.py ${cpuFile} 'npx vitest run tests/paths/paths.test.ts tests/paths/paths-parallel.test.ts --typecheck.enabled=false --reporter=dot'`, { stdio: 'ignore' });
} catch {
  ok = false;
}
const wall = (performance.now() - started) / 1000;
const cpu = (() => {
  try {
    return readFileSync(cpuFile, 'utf8').trim().split(' ').map(Number).reduce((a, b) => a + b, 0);
  } catch {
    return null;
  } finally {
    rmSync(cpuFile, { force: true });
  }
})();
const report = JSON.parse(readFileSync('reports/paths/coverage.json', 'utf8')) as {
  charts: Array<{ id: string; ms: number; paths: unknown[]; reachableStates: number; transitions: { total: number } }>;
};
let gen = 0;
for (const c of report.charts) {
  gen += c.ms;
  console.log(`${c.id.padEnd(24)} ${String(c.ms).padStart(6)} ms  ${String(c.paths.length).padStart(4)} paths  ${String(c.reachableStates).padStart(6)} reachable states  ${String(c.transitions.total).padStart(4)} transitions`);
}
console.log(`\nTraversals (all charts, wall clock inside the workers, summed over both): ${(gen / 1000).toFixed(2)} s`);
console.log(`Machine-level suite, wall clock incl. vitest start-up: ${wall.toFixed(2)} s ${wall < 10 ? '(within the 10 s target)' : '(OVER the 10 s target)'}${ok ? '' : ' — the suite has failures'}`);
if (cpu !== null) console.log(`CPU used (vitest and its workers, user + system): ${cpu.toFixed(2)} s on ${cpus().length} cores`);
console.log(`Load average (1, 5, 15 min) before: ${loadBefore}; after: ${load()}`);
