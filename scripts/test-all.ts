/**
 * `npm test`: typecheck, lint, vitest (unit, machine, paths, rendered, sandbox), Storybook stories as tests in
 * Chromium (a11y violations fail), Playwright e2e in Debian Chromium, and the scenarios generated from the charts
 * (playwright.paths.config.ts)
 * against the built app and the sandbox. Every stage runs even when an earlier one fails, so one run tells
 * everything; the closing line adds all runners up: `N passed, N failed`. Exit code non-zero on any failure.
 *
 * `npm test -- --no-e2e` skips the browser stages (story tests, e2e and the generated browser scenarios) for a quick
 * local loop; `--no-paths-browser` skips only the scenarios.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

const args = new Set(process.argv.slice(2));
mkdirSync('reports', { recursive: true });

interface Stage {
  name: string;
  cmd: string;
  count: () => { passed: number; failed: number } | null;
}

const jsonCount = (file: string, read: (json: any) => { passed: number; failed: number }) => () => {
  if (!existsSync(file)) return null;
  try {
    return read(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return null;
  }
};

const stages: Stage[] = [
  { name: 'typecheck', cmd: 'npx tsc -p tsconfig.json --noEmit', count: () => null },
  { name: 'lint', cmd: 'npx eslint . --max-warnings=0', count: () => null },
  {
    name: 'vitest',
    // No type tests here (*.test-d.ts): the typecheck stage's tsc covers tests/ and fails on a broken expectTypeOf
    // (checked 2026-11-26); vitest's own tsc pass over them cost ~61 CPU-seconds more.
    cmd: 'npx vitest run --typecheck.enabled=false --reporter=default --reporter=json --outputFile.json=reports/vitest.json',
    count: jsonCount('reports/vitest.json', (j) => ({
      passed: j.numPassedTests ?? 0,
      failed: (j.numFailedTests ?? 0) + (j.numPendingTests ?? 0) + (j.numTodoTests ?? 0) + (j.numFailedTestSuites ?? 0),
    })),
  },
];
if (!args.has('--no-e2e')) {
  stages.push({
    name: 'stories',
    cmd: 'npx vitest run --config vitest.storybook.config.ts --reporter=default --reporter=json --outputFile.json=reports/stories.json',
    count: jsonCount('reports/stories.json', (j) => ({
      passed: j.numPassedTests ?? 0,
      failed: (j.numFailedTests ?? 0) + (j.numPendingTests ?? 0) + (j.numTodoTests ?? 0) + (j.numFailedTestSuites ?? 0),
    })),
  });
  // One build of the app for both browser stages (e2e and the scenarios): each stage's server serves it
  // (playwright.config.ts, E2E_DIST) instead of building its own.
  const dist = `.data/e2e-build-${process.env.E2E_PORT ?? 5180}`;
  process.env.E2E_DIST = dist;
  stages.push({ name: 'build', cmd: `rm -rf ${dist} && npx vite build --logLevel warn --outDir ${dist}`, count: () => null });
  stages.push({
    name: 'e2e',
    cmd: 'npx playwright test',
    count: jsonCount('reports/e2e.json', (j) => ({
      passed: j.stats?.expected ?? 0,
      failed: (j.stats?.unexpected ?? 0) + (j.stats?.flaky ?? 0) + (j.stats?.skipped ?? 0),
    })),
  });
}
// Generated scenarios from the charts, in Chromium (tests/paths-browser): every routed state of every chart driven
// and checked, then the gate; merges its counts into reports/paths/coverage.json. On by default since every chart's
// scenarios and the gate passed in one full run (2026-11-26: 69/69, 20.3 min); `--no-paths-browser` skips it alone,
// `--no-e2e` with the other browser stages.
if (!args.has('--no-e2e') && !args.has('--no-paths-browser')) {
  stages.push({
    name: 'paths-browser',
    cmd: 'npx playwright test --config playwright.paths.config.ts',
    count: jsonCount('reports/paths-browser.json', (j) => ({
      passed: j.stats?.expected ?? 0,
      failed: (j.stats?.unexpected ?? 0) + (j.stats?.flaky ?? 0) + (j.stats?.skipped ?? 0),
    })),
  });
}

let passed = 0;
let failed = 0;
const summary: string[] = [];
for (const stage of stages) {
  rmSync(`reports/${stage.name}.json`, { force: true });
  const started = Date.now();
  console.log(`\n── ${stage.name}: ${stage.cmd}`);
  const result = spawnSync(stage.cmd, { shell: true, stdio: 'inherit', env: process.env });
  const ok = result.status === 0;
  const counted = stage.count();
  if (counted) {
    passed += counted.passed;
    failed += counted.failed;
    // A runner that crashed before reporting still fails the run.
    if (!ok && counted.failed === 0) failed += 1;
  } else {
    if (ok) passed += 1;
    else failed += 1;
  }
  summary.push(`${ok ? 'ok  ' : 'FAIL'} ${stage.name} (${((Date.now() - started) / 1000).toFixed(1)} s)${counted ? ` ${counted.passed} passed, ${counted.failed} failed` : ''}`);
}

console.log(`\n${summary.join('\n')}`);
const closing = `${passed} passed, ${failed} failed`;
writeFileSync('reports/summary.txt', `${closing}\n`);
console.log(closing);
process.exit(failed > 0 ? 1 : 0);
