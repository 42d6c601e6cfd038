/**
 * The gate per chart, after every scenario ran (the `gates` project is the scenarios' teardown, so it runs even
 * when a scenario failed and says which routed states did not pass): every routed state of the chart is checked
 * in the browser by some scenario and all its checks passed. Results come from this run only (global-setup.ts).
 */
import { expect, test } from '@playwright/test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { routedCharts } from '../../machines/registry';
import { routedStates } from '../../machines/shared/meta';
import { resultsDir, type ScenarioResult } from './results';

for (const chart of routedCharts) {
  test(`${chart.id}: every routed state is checked in the browser and passes`, { tag: `@${chart.id}` }, () => {
    // A teardown project is not filtered by --grep: a run of one chart (--grep @auth) gates that chart only.
    const grep = [test.info().config.grep].flat();
    test.skip(!grep.some((g) => g.test(`@${chart.id} `) || g.test(`@${chart.id}`)), 'chart not selected by --grep');
    const results = (existsSync(resultsDir) ? readdirSync(resultsDir) : [])
      .filter((f) => f.startsWith(`${chart.id}-`))
      .map((f) => JSON.parse(readFileSync(`${resultsDir}/${f}`, 'utf8')) as ScenarioResult)
      .filter((r) => r.chart === chart.id);
    const passed = new Set(results.flatMap((r) => r.checks.filter((c) => c.failed.length === 0).map((c) => c.stateId)));
    expect(routedStates(chart).map((r) => r.stateId).filter((id) => !passed.has(id)), 'routed states not passing in the browser').toEqual([]);
  });
}
