/**
 * vitest for mutation runs only (`npm run test:mutation`, scripts/mutation.ts). The project's vitest.config.ts starts
 * its workers with `execArgv` and a `globalSetup` (the paths report) that make Stryker's thread pool fail to start
 * ("Failed to start threads worker"), so this config keeps only what the tests need (aliases, plugins, the setup
 * file) and runs the area's test files, named by scripts/mutation.ts in LAKBAY_MUTATION_TESTS (comma-separated globs).
 */
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

const include = (process.env.LAKBAY_MUTATION_TESTS ?? 'tests/domain/**/*.test.ts')
  .split(',')
  .map((glob) => glob.trim())
  .filter(Boolean);

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      include,
      exclude: ['tests/e2e/**', 'node_modules/**'],
      environment: 'node',
      setupFiles: ['tests/setup.ts'],
      typecheck: { enabled: false },
      testTimeout: 20_000,
    },
  }),
);
