// @ts-check
/**
 * Stryker's shared options for every mutation run. `npm run test:mutation -- <area>` (scripts/mutation.ts) adds
 * what differs per area: the files mutated, the area's test files, the type checker's program, the report and
 * incremental files. Stryker 9.6.1: 10.x needs Node 22 (/work/shared/guides/platform-facts.md).
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
const config = {
  packageManager: 'npm',
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner', '@stryker-mutator/typescript-checker'],
  // The project's vitest.config.ts (execArgv, the paths globalSetup) stops Stryker's threads from starting.
  vitest: { configFile: 'vitest.mutation.config.ts' },
  checkers: ['typescript'],
  // Only the tests that cover a mutant run for it.
  coverageAnalysis: 'perTest',
  // Two cores, shared: one test runner each.
  concurrency: 2,
  reporters: ['json', 'html', 'progress-append-only'],
  // What the sandbox copy leaves out (data, reports, builds): only code and tests are needed.
  ignorePatterns: ['.data', 'reports', 'test-results', 'playwright-report', 'dist', 'dist-sourcemaps', 'storybook-static', 'coverage', 'deploy', 'public', 'tests/e2e', 'tests/paths-browser', 'stories'],
  fileLogLevel: 'off',
  logLevel: 'info',
  // A mutant that makes a test run 1.5× its normal time + 10 s is a timeout (counted as detected: e.g. an endless loop).
  timeoutMS: 10_000,
  thresholds: { high: 90, low: 80 },
};
export default config;
