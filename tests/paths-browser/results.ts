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
}
