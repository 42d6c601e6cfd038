/**
 * The gate, after every scenario ran (the `gates` project is the scenarios' teardown, so it runs even when a
 * scenario failed and says which routed states did not pass): for every chart this run drove (its scenarios
 * selected, run-reporter.ts, or with results from this run), every routed state is checked in the browser by some
 * scenario and all its checks passed. Results come from this run only (global-setup.ts). One test, listing per chart what did not pass.
 */
import { expect, test } from '@playwright/test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { routedCharts } from '../../machines/registry';
import { routedStates } from '../../machines/shared/meta';
import { resultsDir, type ScenarioResult } from './results';
import { runFile, type RunSelection } from './run-reporter';

test('every routed state of every chart run is checked in the browser and passes', () => {
  const results = (existsSync(resultsDir) ? readdirSync(resultsDir) : []).map((f) => JSON.parse(readFileSync(`${resultsDir}/${f}`, 'utf8')) as ScenarioResult);
  // The charts whose scenarios this run selected (run-reporter.ts, after --grep): a run of one chart (--grep @auth)
  // gates that chart only, and a selected scenario that wrote no result counts as missing.
  const selected = existsSync(runFile) ? (JSON.parse(readFileSync(runFile, 'utf8')) as RunSelection).charts : [];
  const run = routedCharts.filter((chart) => selected.includes(chart.id) || results.some((r) => r.chart === chart.id));
  expect(run.length, 'charts this run drove').toBeGreaterThan(0);
  const notPassing = Object.fromEntries(
    run
      .map((chart) => {
        const passed = new Set(results.filter((r) => r.chart === chart.id).flatMap((r) => r.checks.filter((c) => c.failed.length === 0).map((c) => c.stateId)));
        return [chart.id, routedStates(chart).map((r) => r.stateId).filter((id) => !passed.has(id))] as const;
      })
      .filter(([, missing]) => missing.length > 0),
  );
  expect(notPassing, 'routed states not passing in the browser, per chart').toEqual({});
});
