/**
 * The per-chart gate's rule, shared by the one-machine run (gates.spec.ts, the scenarios' teardown) and the merge of
 * a sharded run (merge-coverage.ts `mergeShards`, where the shards' results come together): for every chart the run
 * drove (its scenarios selected, or with results), every routed state is checked in the browser by some scenario
 * and all its checks passed there. Returns, per chart, the routed states not passing (empty: the gate passes).
 */
import { routedCharts } from '../../machines/registry';
import { routedStates } from '../../machines/shared/meta';
import type { ScenarioResult } from './results';

export function notPassing(results: ScenarioResult[], selectedCharts: string[]): { charts: string[]; notPassing: Record<string, string[]> } {
  const run = routedCharts.filter((chart) => selectedCharts.includes(chart.id) || results.some((r) => r.chart === chart.id));
  const missing = Object.fromEntries(
    run
      .map((chart) => {
        const passed = new Set(results.filter((r) => r.chart === chart.id).flatMap((r) => r.checks.filter((c) => c.failed.length === 0).map((c) => c.stateId)));
        return [chart.id, routedStates(chart).map((r) => r.stateId).filter((id) => !passed.has(id))] as const;
      })
      .filter(([, ids]) => ids.length > 0),
  );
  return { charts: run.map((c) => c.id), notPassing: missing };
}
