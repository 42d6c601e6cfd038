import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      include: ['tests/**/*.test.{ts,tsx}'],
      exclude: ['tests/e2e/**', 'node_modules/**'],
      environment: 'node',
      setupFiles: ['tests/setup.ts'],
      // The machine-level path suite's two files share the charts and merge one report (tests/paths/report-run.ts).
      globalSetup: ['tests/paths/report-run.ts'],
      // vitest's default is one worker fewer than the cores: a single worker on a 2-core machine, so the files ran
      // one after another. Two workers at least (checked 2026-11-26 on 2 cores).
      maxWorkers: Math.max(2, availableParallelism() - 1),
      // A larger young generation: the chart traversals allocate snapshots by the million and spent ~20 % of their
      // time in scavenges with the default semi-space.
      execArgv: ['--max-semi-space-size=64'],
      typecheck: { enabled: true, include: ['tests/**/*.test-d.ts'] },
      testTimeout: 20_000,
    },
  }),
);
