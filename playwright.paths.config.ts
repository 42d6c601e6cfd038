import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { shardDir, shardFromArgv, shardLayout } from './tests/paths-browser/results';

// Sharded over machines (`--shard=i/n`): each shard also writes a blob report into its shard directory, beside the
// results its teardown packs there, for one merged report and one coverage.json (docs/qa.md "Run on several machines").
const shard = shardFromArgv();

/**
 * Generated browser scenarios (`npm run test:paths:browser`): the e2e set-up (built app + sandbox on E2E_PORT,
 * Debian Chromium), its own test folder and reports: Playwright's HTML report with each scenario's steps and
 * screenshots in reports/paths/browser, counts in reports/paths-browser.json, and coverage.json merged after.
 *
 * Time: scenarios are independent (each signs in its own fresh persona over HTTP; faults, holds, the next liveness
 * answer and the inbox are the borrower's own), so they run on PATHS_WORKERS workers (default 2, the machine's
 * cores) in parallel; one that needed a sandbox-wide switch would be tagged @sandbox-wide and run one at a time in
 * its own project (none today). The gate (gates.spec.ts) is their teardown: it runs after all of them, also when one
 * failed, over the charts the run selected (run-reporter.ts records them: a teardown does not see --grep). In a
 * shard the gate skips (a shard holds some scenarios only) and runs where the shards are merged
 * (`npx tsx scripts/paths-report.ts --from <shard dirs>`).
 */
export default defineConfig({
  ...base,
  testDir: 'tests/paths-browser',
  timeout: 120_000,
  workers: Number(process.env.PATHS_WORKERS ?? 2),
  projects: [
    { name: 'scenarios', testMatch: /scenarios\.spec\.ts/, grepInvert: /@sandbox-wide/, fullyParallel: true, teardown: 'gates', use: { ...base.projects![0]!.use } },
    { name: 'scenarios-one-at-a-time', testMatch: /scenarios\.spec\.ts/, grep: /@sandbox-wide/, fullyParallel: false, teardown: 'gates', use: { ...base.projects![0]!.use } },
    { name: 'gates', testMatch: /gates\.spec\.ts/ },
  ],
  reporter: [
    ['list'],
    ['./tests/paths-browser/run-reporter.ts'],
    ['html', { outputFolder: 'reports/paths/browser', open: 'never' }],
    ['json', { outputFile: 'reports/paths-browser.json' }],
    ...(shard ? [['blob', { outputDir: `${shardDir(shard)}/${shardLayout.blob}` }] as const] : []),
  ],
  outputDir: 'reports/paths/browser-artifacts',
  globalSetup: './tests/paths-browser/global-setup.ts',
  globalTeardown: './tests/paths-browser/merge-coverage.ts',
  // As e2e (playwright.config.ts): a trace on the failing scenario's retry only; a pass on the retry fails the run.
  use: { ...base.use, trace: 'on-first-retry', screenshot: 'only-on-failure' },
});
