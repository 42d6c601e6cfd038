import { defineConfig, devices } from '@playwright/test';

/**
 * e2e in Debian's Chromium against the built app served by the sandbox on one origin (as `npm start` does),
 * with a throwaway database. Never `npx playwright install`: there is no internet; /usr/bin/chromium is used.
 */
const port = Number(process.env.E2E_PORT ?? 5180);
export const baseURL = `http://127.0.0.1:${port}`;
// Per-port build and data, so two runs on different E2E_PORTs (parallel sessions) never share files.
const data = `.data/e2e-${port}`;
// E2E_DIST: an app already built (scripts/test-all.ts builds once for both browser stages, outside `data`, which
// each server start clears); without it the server builds its own.
const prebuilt = process.env.E2E_DIST;
const dist = prebuilt ?? `.data/e2e-${port}/dist`;
const build = prebuilt ? '' : `npx vite build --logLevel warn --outDir ${dist} && `;

/**
 * Specs that change or read what the whole sandbox shares, so they must not run beside another spec: token
 * lifetime (`/sandbox/api/settings`), and every collected event or replay (sequences, counts, insights). Everything
 * a borrower's own switch covers runs in parallel: faults (`user`), the next liveness/document outcome (`user` on
 * `/sandbox/api/next-outcomes`) and the codes sent to them (`/sandbox/api/inbox?to=`).
 */
const globalStateSpecs = [
  'auth-token-lifetime.spec.ts',
  'analytics.spec.ts',
  'insights.spec.ts',
  'session-replay.spec.ts',
  'pii-scan.spec.ts',
].map((f) => `**/${f}`);

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Two workers share one sandbox: faults are set per borrower (`user`, tests/sandbox/user-faults.test.ts) and every
  // spec makes its own personas. Specs that set or read sandbox-wide state run afterwards in `global-state`, alone.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // Trace only where it pays: recording one for every test (`retain-on-failure`) cost half the stage's CPU
  // (2026-11-26, 4 specs, 16 tests: 172 CPU-s with, 83 without). A failing test runs once more with its trace
  // (`on-first-retry`); one that passes on that retry still fails the run (failOnFlakyTests; test-all counts
  // flaky as failed), so a retry never hides a failure.
  retries: 1,
  failOnFlakyTests: true,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'reports/e2e.json' }]] : [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    baseURL,
    // An action whose element never shows or never enables fails after 45 s, naming it in its call log, and a page
    // that never loads after 60 s (without limits they waited for the whole test's time: 9 minutes for a long
    // generated scenario, with no word of where).
    actionTimeout: 45_000,
    navigationTimeout: 60_000,
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
      ],
    },
  },
  projects: [
    // nginx*.spec.ts run behind Debian's nginx, in their own stage (playwright.nginx.config.ts).
    { name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined }, testIgnore: [...globalStateSpecs, '**/nginx*.spec.ts'] },
    // After the parallel project (a failure there skips these: the run fails either way and lists them as skipped).
    { name: 'global-state', use: { ...devices['Desktop Chrome'], channel: undefined }, testMatch: globalStateSpecs, workers: 1, dependencies: ['chromium'] },
  ],
  webServer: {
    command: `rm -rf ${data} && ${build}tsx sandbox/main.ts --serve-app ${dist}`,
    url: `${baseURL}/sandbox/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    env: {
      PORT: String(port),
      LAKBAY_SANDBOX_DB: `${data}/sandbox.sqlite`,
      LAKBAY_SANDBOX_STORAGE: `${data}/objects`,
    },
  },
});
