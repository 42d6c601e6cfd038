/** What each browser scenario leaves behind for the gate and coverage.json (one file per scenario). */
export const resultsDir = 'reports/paths/browser-results';
/** Screens axe scanned in this run (checks.ts), one file each; cleared with the results by global-setup.ts. */
export const axeDir = 'reports/paths/browser-axe';

export interface ScenarioResult {
  chart: string;
  title: string;
  /** Each routed state checked, with the names of the checks that failed (empty = passed). */
  checks: Array<{ stateId: string; failed: string[] }>;
  /** Steps the scenario could not drive in the browser, with why. */
  machineOnly: Array<{ event: string; reason: string }>;
  typed: string[];
  /** State node ids driven in the browser up to the last routed state whose checks passed. */
  states: string[];
  /**
   * Transitions driven in the browser up to the last routed state whose checks passed, named as the machine-level
   * report names them (tests/paths/graph.ts `allTransitions`: `source --event#i--> target`), so the two counts share
   * one total. Absent in results written before 2026-11-28.
   */
  transitions?: string[];
}

/** A shard of a sharded run (`--shard=current/total`), as Playwright's FullConfig gives it. */
export interface Shard {
  current: number;
  total: number;
}

/**
 * Where a shard's run leaves everything the merge needs, in one directory to copy to the machine that merges
 * (docs/qa.md "Run on several machines"): `results/` (the scenarios' result files), `run.json` (what the shard
 * selected: run-reporter.ts) and `blob/` (Playwright's blob report, for `merge-reports`).
 */
export const shardDir = (s: Shard) => `reports/paths/shards/${s.current}-of-${s.total}`;
export const shardLayout = { results: 'results', run: 'run.json', blob: 'blob' } as const;

/** `--shard=1/2` or `--shard 1/2` on the command line (the config needs it before Playwright parses it). */
export function shardFromArgv(argv: string[] = process.argv): Shard | null {
  const i = argv.findIndex((a) => a === '--shard' || a.startsWith('--shard='));
  if (i < 0) return null;
  const value = argv[i] === '--shard' ? argv[i + 1] : argv[i]!.slice('--shard='.length);
  const m = /^(\d+)\/(\d+)$/.exec(value ?? '');
  return m ? { current: Number(m[1]), total: Number(m[2]) } : null;
}
