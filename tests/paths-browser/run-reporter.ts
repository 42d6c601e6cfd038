/**
 * Which charts this run drives, for the gate (gates.spec.ts): the charts of the scenarios selected after --grep,
 * read off their `@chart` tags when the run begins. (A teardown project does not see the command line's --grep,
 * and a scenario that never ran writes no result: this list is how the gate knows to expect it.) With
 * `--shard=i/n` the suite is this shard's share; the merge (merge-coverage.ts) joins the shards' selections.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { FullConfig, Reporter, Suite } from '@playwright/test/reporter';

export const runFile = 'reports/paths/browser-run.json';

export interface RunSelection {
  /** Chart ids with at least one scenario selected in this run. */
  charts: string[];
  scenarios: number;
  /** The scenarios' titles: the merge of a sharded run names a selected scenario that left no result. */
  titles?: string[];
  /** This run's shard (`--shard=i/n`), null when unsharded: the merge checks every shard of n is there. */
  shard?: { current: number; total: number } | null;
}

export default class RunReporter implements Reporter {
  onBegin(config: FullConfig, suite: Suite): void {
    const scenarios = suite.allTests().filter((t) => t.location.file.endsWith('scenarios.spec.ts'));
    // A scenario's tags: its chart (`@wcr`), then the routed states it checks (`@wcr.wcrDocuments`: ids with a dot).
    const charts = [...new Set(scenarios.flatMap((t) => t.tags.filter((tag) => !tag.includes('.')).map((tag) => tag.replace(/^@/, ''))))];
    mkdirSync(dirname(runFile), { recursive: true });
    writeFileSync(runFile, JSON.stringify({ charts, scenarios: scenarios.length, titles: scenarios.map((t) => t.title), shard: config.shard } satisfies RunSelection, null, 2));
  }

  printsToStdio(): boolean {
    return false;
  }
}
