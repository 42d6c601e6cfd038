/**
 * `npm test`: typecheck, lint, vitest (unit, machine, paths, rendered, sandbox), Storybook stories as tests in
 * Chromium (a11y violations fail), Playwright e2e in Debian Chromium, and the scenarios generated from the charts
 * (playwright.paths.config.ts) against the built app and the sandbox. Every stage runs even when an earlier one
 * fails, so one run tells everything (only the browser stages need the build to have passed); the closing line adds
 * all runners up: `N passed, N failed`. Exit code non-zero on any failure.
 *
 * Stages run as a graph, two at a time (the machine's 2 cores): typecheck → lint → stories; vitest; build → e2e
 * (E2E_PORT), build → nginx (the same build behind Debian's nginx: E2E_PORT + 2, its sandbox on + 3) and
 * build → paths-browser (E2E_PORT + 1: its own server, database and objects, playwright.config.ts); paths-report
 * after vitest and paths-browser. A running stage's output goes to reports/logs/<stage>.log and is printed whole
 * when it ends; wall time, CPU seconds (the stage's whole process tree, scripts/cpu-run.py) and cores
 * used go to reports/stages.json.
 *
 * `npm test -- --no-e2e` skips the browser stages (story tests, e2e and the generated browser scenarios) for a quick
 * local loop; `--no-paths-browser` skips only the scenarios.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';

const args = new Set(process.argv.slice(2));
const logs = 'reports/logs';
mkdirSync(logs, { recursive: true });
/** Stages at once: one per core of the 2-core machine; each runner's own workers share them. */
const slots = 2;
const port = Number(process.env.E2E_PORT ?? 5180);

/** `names`: what failed (file:line › title, with `flaky` when it passed on retry), printed in the closing table. */
type Counts = { passed: number; failed: number; names?: string[] };
interface Stage {
  name: string;
  cmd: string;
  /** Stages that must have ended first (order only: this one runs whatever their result). */
  after?: string[];
  /** Stages that must have passed: otherwise this one is not run and counts as failed. */
  needs?: string[];
  env?: Record<string, string>;
  count?: () => Counts | null;
}

const jsonCount = (file: string, read: (json: any) => Counts) => () => {
  if (!existsSync(file)) return null;
  try {
    return read(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return null;
  }
};
const vitestCount = (file: string) =>
  jsonCount(file, (j) => {
    const files: { name: string; status: string; assertionResults: { status: string; fullName: string }[] }[] = j.testResults ?? [];
    const rel = (f: string) => f.replace(`${process.cwd()}/`, '');
    return {
      passed: j.numPassedTests ?? 0,
      // A file that failed without running a test (an import error) counts once; numFailedTestSuites would also count
      // every describe block around a failed test (4 failed tests were 10 failures, 2026-11-27).
      failed:
        (j.numFailedTests ?? 0) +
        (j.numPendingTests ?? 0) +
        (j.numTodoTests ?? 0) +
        files.filter((f) => f.status === 'failed' && f.assertionResults.length === 0).length,
      names: files.flatMap((f) =>
        f.status === 'failed' && f.assertionResults.length === 0
          ? [`${rel(f.name)} (did not load)`]
          : f.assertionResults.filter((a) => a.status !== 'passed').map((a) => `${rel(f.name)} › ${a.fullName} (${a.status})`),
      ),
    };
  });
interface PwStep { title: string; error?: unknown; steps?: PwStep[] }
interface PwResult { status: string; error?: { message?: string }; steps?: PwStep[] }
interface PwSuite { specs?: { title: string; file: string; line: number; tests: { status: string; results?: PwResult[] }[] }[]; suites?: PwSuite[] }
/** Where a failed attempt went wrong: the path to its first step that failed, else to the step it stopped in (its last). */
const stepOf = (steps: PwStep[] = []): string[] => {
  const step = steps.find((s) => s.error) ?? steps.at(-1);
  return step ? [step.title, ...stepOf(step.steps)] : [];
};
/**
 * The first lines of a failed attempt's error (no colours: the assertion's diff, or the call log of a timed-out
 * action) and the step it stopped in, so CI's closing table says why and where, not only what.
 */
const firstError = (results: PwResult[] = []): string => {
  const failed = results.find((r) => r.status !== 'passed' && r.error?.message);
  // eslint-disable-next-line no-control-regex
  const lines = (failed?.error?.message ?? '').replace(/\u001b\[[0-9;]*m/g, '').split('\n').map((l) => l.trim()).filter(Boolean).slice(0, 10);
  const where = stepOf(failed?.steps);
  if (where.length) lines.push(`(in step: ${where.join(' › ').slice(0, 300)})`);
  return lines.length ? `\n         ${lines.join('\n         ').slice(0, 1200)}` : '';
};
const playwrightCount = (file: string) =>
  jsonCount(file, (j) => {
    const specs = (suite: PwSuite): NonNullable<PwSuite['specs']> => [...(suite.specs ?? []), ...(suite.suites ?? []).flatMap(specs)];
    return {
      passed: j.stats?.expected ?? 0,
      failed: (j.stats?.unexpected ?? 0) + (j.stats?.flaky ?? 0) + (j.stats?.skipped ?? 0),
      names: ((j.suites ?? []) as PwSuite[])
        .flatMap(specs)
        .flatMap((sp) => sp.tests.filter((t) => t.status !== 'expected').map((t) => `${sp.file}:${sp.line} › ${sp.title} (${t.status})${firstError(t.results)}`)),
    };
  });

// Listed in the order a free slot takes them once ready: the build first, then the longest stage that can start (the
// scenarios: 710 s against e2e's 563 s in the idle run of 2026-11-27, when e2e went first and the scenarios waited for
// vitest's slot until 553 s), so the short stages fill the slots at the end.
const stages: Stage[] = [];
const browser = !args.has('--no-e2e');
const scenarios = browser && !args.has('--no-paths-browser');
// One build of the app for both browser stages: each stage's server serves it (playwright.config.ts, E2E_DIST).
const dist = `.data/e2e-build-${port}`;
if (browser) {
  stages.push({ name: 'build', cmd: `rm -rf ${dist} && npx vite build --logLevel warn --outDir ${dist}` });
}
// Generated scenarios from the charts, in Chromium (tests/paths-browser): every routed state of every chart driven
// and checked, then the gate (fails the stage on a routed state not passing). `--no-paths-browser` skips it alone,
// `--no-e2e` with the other browser stages.
if (scenarios) {
  stages.push({
    name: 'paths-browser',
    cmd: 'npx playwright test --config playwright.paths.config.ts',
    needs: ['build'],
    // Its merge into reports/paths/coverage.json waits for vitest's machine-level report: paths-report below.
    env: { E2E_PORT: String(port + 1), E2E_DIST: dist, PATHS_MERGE: 'deferred' },
    count: playwrightCount('reports/paths-browser.json'),
  });
}
if (browser) {
  stages.push({
    name: 'e2e',
    cmd: 'npx playwright test',
    needs: ['build'],
    env: { E2E_PORT: String(port), E2E_DIST: dist },
    count: playwrightCount('reports/e2e.json'),
  });
  // The same build behind Debian's nginx with the generated server block (playwright.nginx.config.ts: nginx on
  // E2E_PORT + 2, its own sandbox on E2E_PORT + 3; a few tests, ~30 s).
  stages.push({
    name: 'nginx',
    cmd: 'npx playwright test --config playwright.nginx.config.ts',
    needs: ['build'],
    env: { E2E_PORT: String(port), E2E_DIST: dist },
    count: playwrightCount('reports/nginx.json'),
  });
}
// Mutation testing of the money code (src/domain's money rules + sandbox/pricing; scripts/mutation.ts): prints its
// score and fails below 90 %. Incremental: from reports/mutation/incremental/money.json when at hand, else (a clean
// clone, CI) from the committed baseline tests/mutation/money.incremental.json.
// Every other area runs on demand (`npm run test:mutation -- <area>`, docs/qa.md).
stages.push({ name: 'mutation-money', cmd: 'npx tsx scripts/mutation.ts money --check' });
stages.push({
  name: 'vitest',
  // No type tests here (*.test-d.ts): the typecheck stage's tsc covers tests/ and fails on a broken expectTypeOf
  // (checked 2026-11-26); vitest's own tsc pass over them cost ~61 CPU-seconds more.
  cmd: 'npx vitest run --typecheck.enabled=false --reporter=default --reporter=json --outputFile.json=reports/vitest.json',
  count: vitestCount('reports/vitest.json'),
});
stages.push({ name: 'typecheck', cmd: 'npx tsc -p tsconfig.json --noEmit' });
stages.push({ name: 'lint', cmd: 'npx eslint . --max-warnings=0', after: ['typecheck'] });
if (browser) {
  stages.push({
    name: 'stories',
    cmd: 'npx vitest run --config vitest.storybook.config.ts --reporter=default --reporter=json --outputFile.json=reports/stories.json',
    after: ['lint'],
    count: vitestCount('reports/stories.json'),
  });
}
if (scenarios)
  stages.push({ name: 'paths-report', cmd: 'npx tsx scripts/paths-report.ts', after: ['vitest', 'paths-browser'] });

interface Result {
  name: string;
  ok: boolean;
  skipped?: string;
  startS: number;
  wallS: number;
  cpuS: number;
  cores: number;
  counts: Counts | null;
}

const t0 = Date.now();
const seconds = (ms: number) => Math.round(ms / 100) / 10;
const results = new Map<string, Result>();
const running = new Set<string>();

function run(stage: Stage): Promise<Result> {
  rmSync(`reports/${stage.name}.json`, { force: true });
  const log = `${logs}/${stage.name}.log`;
  const cpuFile = `${logs}/${stage.name}.cpu`;
  rmSync(cpuFile, { force: true });
  const started = Date.now();
  console.log(`── ${stage.name} started (${seconds(started - t0)} s): ${stage.cmd}`);
  const fd = openSync(log, 'w');
  const child = spawn('python3', ['scripts/cpu-run.py', cpuFile, stage.cmd], {
    stdio: ['ignore', fd, fd],
    env: { ...process.env, ...stage.env },
  });
  return new Promise((resolve) => {
    child.on('exit', (code) => {
      const wall = (Date.now() - started) / 1000;
      const [user = 0, sys = 0] = existsSync(cpuFile)
        ? readFileSync(cpuFile, 'utf8').trim().split(' ').map(Number)
        : [];
      const cpu = user + sys;
      const result = {
        name: stage.name,
        ok: code === 0,
        startS: seconds(started - t0),
        wallS: Math.round(wall * 10) / 10,
        cpuS: Math.round(cpu * 10) / 10,
        cores: Math.round((cpu / wall) * 100) / 100,
        counts: stage.count?.() ?? null,
      };
      console.log(
        `\n── ${stage.name} ${result.ok ? 'ok' : 'FAILED'}: ${result.wallS} s, ${result.cpuS} CPU-s, ${result.cores} cores\n${readFileSync(log, 'utf8')}`,
      );
      resolve(result);
    });
  });
}

await new Promise<void>((done) => {
  const next = () => {
    for (const stage of stages) {
      if (running.size >= slots) break;
      if (results.has(stage.name) || running.has(stage.name)) continue;
      const deps = [...(stage.after ?? []), ...(stage.needs ?? [])];
      if (!deps.every((d) => results.has(d) || !stages.some((s) => s.name === d))) continue;
      const failedNeed = stage.needs?.find((d) => results.get(d)?.ok === false);
      if (failedNeed) {
        console.log(`── ${stage.name} not run: ${failedNeed} failed`);
        results.set(stage.name, {
          name: stage.name,
          ok: false,
          skipped: `${failedNeed} failed`,
          startS: seconds(Date.now() - t0),
          wallS: 0,
          cpuS: 0,
          cores: 0,
          counts: null,
        });
        continue;
      }
      running.add(stage.name);
      void run(stage).then((result) => {
        running.delete(stage.name);
        results.set(stage.name, result);
        next();
      });
    }
    if (running.size === 0 && results.size === stages.length) done();
    else if (running.size === 0) next();
  };
  next();
});

let passed = 0;
let failed = 0;
const ordered = stages.map((s) => results.get(s.name)!);
for (const { ok, counts } of ordered) {
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
    // A runner that crashed before reporting still fails the run.
    if (!ok && counts.failed === 0) failed += 1;
  } else if (ok) passed += 1;
  else failed += 1;
}
const wallS = seconds(Date.now() - t0);
const cpuS = Math.round(ordered.reduce((sum, r) => sum + r.cpuS, 0));
writeFileSync(
  'reports/stages.json',
  JSON.stringify(
    {
      date: new Date(t0).toISOString(),
      slots,
      wallS,
      cpuS,
      load: loadavg().map((l) => Math.round(l * 10) / 10),
      stages: ordered,
    },
    null,
    2,
  ),
);
console.log(
  `\n${ordered
    .map(
      (r) =>
        `${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.skipped ?? `at ${r.startS} s, ${r.wallS} s, ${r.cpuS} CPU-s, ${r.cores} cores`})${r.counts ? ` ${r.counts.passed} passed, ${r.counts.failed} failed` : ''}${(r.counts?.names ?? []).map((n) => `\n       ✘ ${n}`).join('')}`,
    )
    .join(
      '\n',
    )}\ntotal ${wallS} s wall, ${cpuS} CPU-s (floor on ${slots} cores: ${Math.round(cpuS / slots)} s), load ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
const closing = `${passed} passed, ${failed} failed`;
writeFileSync('reports/summary.txt', `${closing}\n`);
console.log(closing);
process.exit(failed > 0 ? 1 : 0);
