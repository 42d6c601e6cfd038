/**
 * vitest global setup: the machine-level path suite runs as two files (tests/paths/paths.test.ts and
 * paths-parallel.test.ts) so both cores traverse charts; their workers claim charts in a run directory emptied
 * here, and write one report part per chart there. Once every file has finished, the parts become
 * reports/paths/{coverage.json,index.html}.
 */
import type { TestProject } from 'vitest/node';
import { mkdirSync, rmSync } from 'node:fs';
import { writeReport } from './report-page';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The directory where the machine-level suite's workers claim charts and write report parts this run. */
    pathsRunDir: string;
  }
}

const runDir = `reports/paths/.run-${process.pid}`;

export default function setup(project: TestProject) {
  rmSync(runDir, { recursive: true, force: true });
  mkdirSync(runDir, { recursive: true });
  project.provide('pathsRunDir', runDir);
  return () => {
    writeReport(runDir);
    rmSync(runDir, { recursive: true, force: true });
  };
}
