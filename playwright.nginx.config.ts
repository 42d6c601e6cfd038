import { defineConfig, devices } from '@playwright/test';
import base from './playwright.config';

/**
 * The built app behind Debian's nginx with the generated server block (scripts/deploy-config.ts, issue W3-F), in
 * Chromium: nginx (scripts/deploy-nginx.ts: its own prefix, config and port, in the foreground) serves dist/ and
 * proxies the platform's paths to a sandbox of its own, which does not serve the app. nginx on E2E_PORT + 2, the
 * sandbox on E2E_PORT + 3 (e2e uses E2E_PORT, the generated scenarios E2E_PORT + 1).
 */
const port = Number(process.env.E2E_PORT ?? 5180);
const nginxPort = port + 2;
const sandboxPort = port + 3;
export const baseURL = `http://127.0.0.1:${nginxPort}`;
const data = `.data/e2e-nginx-${nginxPort}`;
const prebuilt = process.env.E2E_DIST;
const dist = prebuilt ?? `${data}/dist`;
const build = prebuilt ? '' : `npx vite build --logLevel warn --outDir ${dist} && `;

export default defineConfig({
  ...base,
  testDir: 'tests/e2e',
  testMatch: ['**/nginx*.spec.ts'],
  workers: 1,
  reporter: [['list'], ['json', { outputFile: 'reports/nginx.json' }]],
  use: { ...base.use, baseURL },
  projects: [{ name: 'nginx', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: `rm -rf ${data}/db ${data}/objects && ${build}tsx sandbox/main.ts`,
      url: `http://127.0.0.1:${sandboxPort}/sandbox/api/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      env: {
        PORT: String(sandboxPort),
        // The browser's origin is nginx's: the sandbox lets state changes and Cognito through from there only.
        LAKBAY_PUBLIC_ORIGIN: baseURL,
        LAKBAY_SANDBOX_DB: `${data}/db/sandbox.sqlite`,
        LAKBAY_SANDBOX_STORAGE: `${data}/objects`,
      },
    },
    {
      command: `tsx scripts/deploy-nginx.ts --dist ${dist} --port ${nginxPort} --upstream http://127.0.0.1:${sandboxPort}`,
      url: `${baseURL}/login`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
      // TERM to the group: nginx stops, the script removes its folder.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
});
