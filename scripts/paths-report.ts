/**
 * Merges browser scenario results into reports/paths/coverage.json and index.html.
 *
 * `npx tsx scripts/paths-report.ts` (`npm test`'s paths-report stage): once both the machine-level path suite
 * (vitest, writes reports/paths/coverage.json afresh) and the browser scenarios (their results in
 * reports/paths/browser-results) have finished, adds the browser counts to the report. The two stages run side by
 * side there, so the scenarios' own merge (their Playwright global teardown) is deferred to this stage
 * (PATHS_MERGE=deferred) and cannot be overwritten by vitest finishing later. The gate stays in the scenarios'
 * stage (gates.spec.ts).
 *
 * `npx tsx scripts/paths-report.ts --from <shard dir> <shard dir> …` (a run sharded over machines, docs/qa.md):
 * joins the shards' results (each shard's reports/paths/shards/i-of-n, copied here), checks every shard of n is
 * there once, runs the per-chart gate over all of them (a shard alone skips it), merges them into coverage.json
 * and index.html as one run's, and merges the shards' blob reports into one Playwright report
 * (reports/paths/browser, reports/paths-browser.json). Exits 1 when the gate fails or a shard is missing.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import mergeCoverage, { mergeShards, shardSource } from '../tests/paths-browser/merge-coverage';
import { shardLayout } from '../tests/paths-browser/results';

const args = process.argv.slice(2);
const at = args.indexOf('--from');
if (at < 0) {
  mergeCoverage();
} else {
  const dirs = args.slice(at + 1).filter((a) => !a.startsWith('--'));
  if (dirs.length === 0) throw new Error('--from needs the shards\' directories (reports/paths/shards/<i>-of-<n>)');
  for (const dir of dirs) if (!existsSync(dir)) throw new Error(`${dir}: no such directory`);
  const run = mergeShards(dirs.map(shardSource));
  console.log(`Merged ${run.results.length} scenario results from ${dirs.length} shard directories: charts ${run.merged.join(', ') || 'none'}.`);
  for (const p of run.problems) console.error(`Problem: ${p}`);
  const failing = Object.entries(run.gate.notPassing);
  if (failing.length === 0) console.log(`Gate: every routed state of the ${run.gate.charts.length} charts run is checked in the browser and passes.`);
  else for (const [chart, ids] of failing) console.error(`Gate: ${chart}: routed states not passing in the browser: ${ids.join(', ')}`);

  // One Playwright report from the shards' blob reports (merge-reports wants them in one directory).
  const blobs = dirs.flatMap((dir) => {
    const d = join(dir, shardLayout.blob);
    return existsSync(d) ? readdirSync(d).filter((f) => f.endsWith('.zip')).map((f) => join(d, f)) : [];
  });
  let merged = true;
  if (blobs.length > 0) {
    const all = 'reports/paths/.blob-merge';
    rmSync(all, { recursive: true, force: true });
    mkdirSync(all, { recursive: true });
    blobs.forEach((b, i) => copyFileSync(b, join(all, `${i + 1}-${b.split('/').at(-1)}`)));
    const r = spawnSync('npx', ['playwright', 'merge-reports', '--config', 'playwright.paths.config.ts', all], { stdio: 'inherit' });
    rmSync(all, { recursive: true, force: true });
    merged = r.status === 0;
    console.log(merged ? `One Playwright report from ${blobs.length} blob reports: reports/paths/browser/index.html` : 'merge-reports failed');
  } else {
    console.log('No blob reports in those directories: coverage.json and index.html only.');
  }
  console.log('Report: reports/paths/index.html, reports/paths/coverage.json');
  process.exitCode = failing.length > 0 || run.problems.length > 0 || !merged ? 1 : 0;
}
