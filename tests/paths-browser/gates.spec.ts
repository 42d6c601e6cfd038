/**
 * The gate, after every scenario ran (the `gates` project is the scenarios' teardown, so it runs even when a
 * scenario failed and says which routed states did not pass): for every chart this run drove (its scenarios
 * selected, run-reporter.ts, or with results from this run), every routed state is checked in the browser by some
 * scenario and all its checks passed (the rule: gate.ts). Results come from this run only (global-setup.ts). One
 * test, listing per chart what did not pass. A shard (`--shard=i/n`) holds only some scenarios of a chart: it checks
 * its own part (it ran scenarios, and every state they checked passed), and the whole
 * gate runs on the merged results (`npx tsx scripts/paths-report.ts --from <shard dirs>`, docs/qa.md).
 */
import { expect, test } from '@playwright/test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { notPassing } from './gate';
import { resultsDir, type ScenarioResult } from './results';
import { runFile, type RunSelection } from './run-reporter';

test('every routed state of every chart run is checked in the browser and passes', () => {
  const shard = test.info().config.shard;
  const results = (existsSync(resultsDir) ? readdirSync(resultsDir) : []).map((f) => JSON.parse(readFileSync(`${resultsDir}/${f}`, 'utf8')) as ScenarioResult);
  // The charts whose scenarios this run selected (run-reporter.ts, after --grep): a run of one chart (--grep @auth)
  // gates that chart only, and a selected scenario that wrote no result counts as missing.
  const run: RunSelection = existsSync(runFile) ? (JSON.parse(readFileSync(runFile, 'utf8')) as RunSelection) : { charts: [], scenarios: 0 };
  if (shard && shard.total > 1) {
    // This shard's part of the gate: the whole one needs every shard's results (the merge).
    // (Which scenarios fell to this shard is the merge's to check: it knows every shard's run.json.)
    expect(results.length, 'scenarios this shard ran').toBeGreaterThan(0);
    const failed = results.flatMap((r) => r.checks.filter((c) => c.failed.length > 0).map((c) => `${c.stateId}: ${c.failed.join(', ')}`));
    expect(failed, 'routed states this shard checked that did not pass').toEqual([]);
    return;
  }
  const gate = notPassing(results, run.charts);
  expect(gate.charts.length, 'charts this run drove').toBeGreaterThan(0);
  expect(gate.notPassing, 'routed states not passing in the browser, per chart').toEqual({});
});
