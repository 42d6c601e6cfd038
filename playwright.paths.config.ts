import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * Generated browser scenarios (`npm run test:paths:browser`): the e2e set-up (built app + sandbox on E2E_PORT,
 * Debian Chromium), its own test folder and reports: Playwright's HTML report with each scenario's steps and
 * screenshots in reports/paths/browser, counts in reports/paths-browser.json, and coverage.json merged after.
 */
export default defineConfig({
  ...base,
  testDir: 'tests/paths-browser',
  timeout: 120_000,
  reporter: [
    ['list'],
    ['html', { outputFolder: 'reports/paths/browser', open: 'never' }],
    ['json', { outputFile: 'reports/paths-browser.json' }],
  ],
  outputDir: 'reports/paths/browser-artifacts',
  globalSetup: './tests/paths-browser/global-setup.ts',
  globalTeardown: './tests/paths-browser/merge-coverage.ts',
  use: { ...base.use, trace: 'retain-on-failure', screenshot: 'only-on-failure' },
});
