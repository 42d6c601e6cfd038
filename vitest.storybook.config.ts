/**
 * Stories as tests in real Chromium (`npm run test:stories`): every story renders, play functions run, and the
 * a11y addon fails a story with violations (`a11y: { test: 'error' }` in .storybook/preview.tsx). Separate from
 * vitest.config.ts (jsdom/node unit suite). Offline: the system Chromium, no downloads, Storybook telemetry off.
 */
import { realpathSync } from 'node:fs';
import { searchForWorkspaceRoot } from 'vite';
import { defineConfig, mergeConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    plugins: [storybookTest({ configDir: '.storybook', disableAddonDocs: true })],
    // node_modules may be a symlink (a git worktree sharing the main checkout's): Vite serves packages from their
    // real path, outside the project, which its default allow list refuses.
    server: { fs: { allow: [searchForWorkspaceRoot(process.cwd()), realpathSync('node_modules')] } },
    // vanilla-extract's compiled recipes import this at run time; found mid-run, Vite re-optimised and reloaded the
    // page, failing the stories then running.
    optimizeDeps: { include: ['@vanilla-extract/recipes/createRuntimeFn'] },
    test: {
      name: 'storybook',
      // The overview stories walk every journey chart in the browser (seconds each on a loaded 2-core machine).
      testTimeout: 90_000,
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          launchOptions: {
            executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
            // The same flags as playwright.config.ts (container without a sandbox, no GPU, no network chatter).
            args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
          },
        }),
        instances: [{ browser: 'chromium' }],
      },
    },
  }),
);
