import { defineConfig } from '@playwright/test';
import base from '../../playwright.config';

/**
 * Helper F6's runs (E2E_PORT=5186): the app built to /tmp/pw-f6/dist and a sandbox with its own database, so
 * runs of other helpers on the shared tree (dist/, .data/e2e) are not disturbed. Same browser settings as the
 * project config. Run: npx playwright test -c tests/e2e/loan-application.config.ts --output /tmp/pw-f6
 */
const port = Number(process.env.E2E_PORT ?? 5186);
export default defineConfig({
  ...base,
  testDir: '.',
  reporter: [['list']],
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}` },
  webServer: {
    command: `npx vite build --logLevel warn --outDir /tmp/pw-f6/dist --emptyOutDir && rm -rf /tmp/pw-f6/data && tsx sandbox/main.ts --serve-app /tmp/pw-f6/dist`,
    cwd: '../..',
    url: `http://127.0.0.1:${port}/sandbox/api/health`,
    reuseExistingServer: true,
    timeout: 180_000,
    env: { PORT: String(port), LAKBAY_SANDBOX_DB: '/tmp/pw-f6/data/sandbox.sqlite', LAKBAY_SANDBOX_STORAGE: '/tmp/pw-f6/data/objects' },
  },
});
