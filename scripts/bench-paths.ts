/**
 * `npm run bench:paths`: times the machine-level generated-path suite (wall clock, including vitest start-up) and
 * prints per chart the generation time and path / reachable-state counts from reports/paths/coverage.json.
 * Target (W1-G): all machine-level paths in under 10 s on this machine. The wall clock swings with the machine's
 * load (2 cores, often shared), so the CPU seconds the suite used and the load average are printed beside it.
 */
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';

/**
 * CPU seconds (user + system) of this process's finished children and their descendants: cutime and cstime of
 * /proc/self/stat, in clock ticks. Linux only; null elsewhere.
 */
const ticksPerSecond = existsSync('/proc/self/stat') ? Number(execSync('getconf CLK_TCK', { encoding: 'utf8' })) : 0;
function childCpuSeconds(): number | null {
  if (!ticksPerSecond) return null;
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  // After the command name: state is field 3 of the whole line, cutime 16 and cstime 17.
  return (Number(fields[13]) + Number(fields[14])) / ticksPerSecond;
}

const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');
const loadBefore = load();
const cpuBefore = childCpuSeconds();
const started = performance.now();
let ok = true;
try {
  // Machine level only (level 1): paths.test.ts and paths-parallel.test.ts, which share the charts between vitest's
  // two workers; the rendered screens (tests/paths/screens.test.tsx) are timed by the full suite.
  execSync('npx vitest run tests/paths/paths.test.ts tests/paths/paths-parallel.test.ts --typecheck.enabled=false --reporter=dot', { stdio: 'ignore' });
} catch {
  ok = false;
}
const wall = (performance.now() - started) / 1000;
const cpuAfter = childCpuSeconds();
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
if (cpuBefore !== null && cpuAfter !== null) console.log(`CPU used (vitest and its workers, user + system): ${(cpuAfter - cpuBefore).toFixed(2)} s on ${cpus().length} cores`);
console.log(`Load average (1, 5, 15 min) before: ${loadBefore}; after: ${load()}`);
