/**
 * vitest for mutation runs only (`npm run test:mutation`, scripts/mutation.ts). The project's vitest.config.ts starts
 * its workers with `execArgv` and a `globalSetup` (the paths report) that make Stryker's thread pool fail to start
 * ("Failed to start threads worker"), so this config keeps only what the tests need (aliases, plugins, the setup
 * file) and runs the area's test files, named by scripts/mutation.ts in LAKBAY_MUTATION_TESTS (comma-separated globs).
 */
import { relative } from 'node:path';
import { defineConfig, mergeConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import viteConfig from './vite.config.ts';

/**
 * Cheapest test files first. Stryker stops a mutant's run at its first failing test (bail), so a mutant that a quick
 * chart test kills should not wait for a slow one to run first (vitest's own order is the slowest first: a journey
 * mutant paid the ~16 s breadth-first walk of tests/machines/journeys/journey-paths.test.ts before the 50 ms test that
 * kills it). By each file's last duration in vitest's cache, files without one last (the smaller first). A surviving mutant
 * still runs every test, in any order.
 */
class CheapestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const cost = (spec: TestSpecification) => {
      const key = `${spec.project.name}:${relative(this.ctx.config.root, spec.moduleId)}`;
      return this.ctx.cache.getFileTestResults(key)?.duration ?? Number.MAX_SAFE_INTEGER / 2 + (this.ctx.cache.getFileStats(key)?.size ?? 0);
    };
    return [...files].sort((a, b) => cost(a) - cost(b));
  }
}

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
      sequence: { sequencer: CheapestFirst },
    },
  }),
);
