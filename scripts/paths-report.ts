/**
 * `npm test`'s paths-report stage: once both the machine-level path suite (vitest, writes
 * reports/paths/coverage.json afresh) and the browser scenarios (their results in reports/paths/browser-results)
 * have finished, adds the browser counts to the report. The two stages run side by side there, so the scenarios'
 * own merge (their Playwright global teardown) is deferred to this stage (PATHS_MERGE=deferred) and cannot be
 * overwritten by vitest finishing later. The gate stays in the scenarios' stage (gates.spec.ts).
 */
import mergeCoverage from '../tests/paths-browser/merge-coverage';

mergeCoverage();
