/**
 * `npm run test:mutation -- <area> [<area> …] [--all] [--check] [--cold] [--concurrency N]`: mutation testing with Stryker (vitest
 * runner, TypeScript checker), one area at a time. An area is a folder of `machines/` (its chart code, not its
 * samples) with its effects (`src/<area>/**.ts`, screens and styles left out), or `money`: the app's money rules
 * (src/domain money, loan maths, campaigns, refinance) and the sandbox's pricing (sandbox/pricing). Only the area's
 * test files run (LAKBAY_MUTATION_TESTS → vitest.mutation.config.ts), and of those only the tests that cover each
 * mutant (coverage per test). Incremental: a second run re-tests only mutants whose code or covering tests changed
 * (reports/mutation/incremental/<area>.json; `--cold` ignores it). A clean checkout starts from the committed baseline
 * tests/mutation/<area>.incremental.json when there is one; `--save-baseline` writes it after a run.
 *
 * Writes reports/mutation/<area>.json (Stryker's mutation-testing report) and <area>.html, the summary
 * reports/mutation/summary.json (every area, "not run" where there is no report yet) and reports/mutation/index.html:
 * every surviving mutant in words (file, line, what was changed, which tests ran). `--check` exits non-zero when an
 * area run is below its target (money, payment, journeys 90 %, every other area 80 %). `--concurrency N` overrides
 * stryker.config.mjs's test runners (2) for a shared machine, e.g. `--concurrency 1`. docs/qa.md says how to read it.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Stryker } from '@stryker-mutator/core';
import type { PartialStrykerOptions } from '@stryker-mutator/api/core';

/** The options every run shares (stryker.config.mjs, also what `npx stryker run` would read). */
const base = ((await import(pathToFileURL(resolve('stryker.config.mjs')).href)) as { default: PartialStrykerOptions }).default;

const out = 'reports/mutation';
/** Where the summary and the page go (LAKBAY_MUTATION_SUMMARY_DIR: a test writes them aside, not over a run's). */
const summaryDir = process.env.LAKBAY_MUTATION_SUMMARY_DIR ?? out;
const tsconfigDir = '.mutation';

interface Area {
  name: string;
  /** Globs of the code mutated ("!" leaves out). */
  mutate: string[];
  /** Globs of the test files that run (vitest include). */
  tests: string[];
  /** Folders or files the TypeScript checker's program starts from (what they import comes along). */
  program: string[];
  target: number;
}

const machineAreas = readdirSync('machines', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();

/** Test files per area beyond tests/machines/<area>/ (where an area's tests live elsewhere too). */
const extraTests: Record<string, string[]> = {
  app: ['tests/app/*.test.ts'],
  auth: ['tests/auth/**/*.test.ts'],
  journeys: ['tests/app/journey-actors.test.ts', 'tests/app/journey-offer-sandbox.test.ts', 'tests/app/one-call-per-save-http.test.ts'],
  onboarding: ['tests/machines/onboarding-rules.test.ts'],
  // The one-time-code chart and the identifier rules are tested where auth uses them.
  shared: ['tests/machines/auth/otp.machine.test.ts', 'tests/machines/auth/identifier.test.ts', 'tests/domain/identifier.test.ts'],
};

const moneyArea: Area = {
  name: 'money',
  mutate: ['src/domain/money.ts', 'src/domain/loan-math.ts', 'src/domain/campaigns.ts', 'src/domain/refinance.ts', 'sandbox/pricing/*.ts', '!sandbox/pricing/index.ts'],
  // tests/money/loan-life.test.ts (200 simulated loan lives, ~40 s) is left out: the hand-worked and oracle tests
  // below kill what it would, at a fraction of the cost per mutant.
  tests: [
    'tests/domain/*.test.ts',
    'tests/sandbox/pricing-*.test.ts',
    'tests/sandbox/loan-ledger.test.ts',
    'tests/sandbox/booking.test.ts',
    'tests/sandbox/refinance-money.test.ts',
  ],
  program: ['src/domain', 'sandbox/pricing'],
  target: 90,
};

const areas: Area[] = [
  moneyArea,
  ...machineAreas.map(
    (name): Area => ({
      name,
      mutate: [
        `machines/${name}/**/*.ts`,
        `!machines/${name}/**/*.samples.ts`,
        `src/${name}/**/*.ts`,
        `!src/${name}/screens/**`,
        `!src/${name}/**/*.css.ts`,
      ],
      tests: [`tests/machines/${name}/**/*.test.ts`, ...(extraTests[name] ?? [])],
      program: [`machines/${name}`, `src/${name}/**/*.ts`],
      target: name === 'payment' || name === 'journeys' ? 90 : 80,
    }),
  ),
];

interface MutantJson {
  id: string;
  mutatorName: string;
  replacement?: string;
  location: { start: { line: number; column: number }; end: { line: number; column: number } };
  status: string;
  statusReason?: string;
  coveredBy?: string[];
  killedBy?: string[];
  testsCompleted?: number;
}
interface ReportJson {
  files: Record<string, { source: string; mutants: MutantJson[] }>;
  testFiles?: Record<string, { tests: { id: string; name: string }[] }>;
}

export interface AreaSummary {
  area: string;
  mutants: number | null;
  killed: number | null;
  survived: number | null;
  timeout: number | null;
  noCoverage: number | null;
  /** Mutation score in percent ((killed + timeout) / (killed + timeout + survived + no coverage)), or "not run". */
  score: number | 'not run';
  target: number;
  /** Mutants marked equivalent in the code (`// Stryker disable …: reason`), and those the type checker refused. */
  ignored?: number;
  compileErrors?: number;
  /** Wall-clock seconds of the last run, and whether it could reuse a previous run's results. */
  seconds?: number;
  incremental?: boolean;
  date?: string;
  /** Read from this checkout's last run, or from the committed baseline (a clean clone). */
  from?: 'run' | 'baseline';
}

const counts = (report: ReportJson) => {
  const all = Object.values(report.files).flatMap((f) => f.mutants);
  const n = (status: string) => all.filter((m) => m.status === status).length;
  const killed = n('Killed');
  const timeout = n('Timeout');
  const survived = n('Survived');
  const noCoverage = n('NoCoverage');
  const valid = killed + timeout + survived + noCoverage;
  return {
    mutants: all.length,
    killed,
    survived,
    timeout,
    noCoverage,
    ignored: n('Ignored'),
    compileErrors: n('CompileError') + n('RuntimeError'),
    score: valid === 0 ? 100 : Math.floor(((killed + timeout) / valid) * 10_000) / 100,
  };
};

function writeProgram(area: Area): string {
  mkdirSync(tsconfigDir, { recursive: true });
  const file = `${tsconfigDir}/tsconfig.${area.name}.json`;
  writeFileSync(
    file,
    // Screens are not mutated (their styles and helpers would only slow the checker); what the program imports comes along.
    `${JSON.stringify({ extends: '../tsconfig.json', include: ['../src/vite-env.d.ts', ...area.program.map((p) => `../${p}`)], exclude: ['../src/*/screens'] }, null, 2)}\n`,
  );
  return file;
}

/**
 * Stryker reuses a survivor's result while no test that covers it changed; a static mutant (in code run at module
 * load: the product table, a chart's configuration) has no per-test coverage, so a new test that kills it would never
 * be tried. The survivors among static mutants are dropped from the previous results, so every run tests them again.
 */
function retestStaticSurvivors(incrementalFile: string): void {
  const previous = JSON.parse(readFileSync(incrementalFile, 'utf8')) as { files: Record<string, { mutants: (MutantJson & { static?: boolean })[] }> };
  for (const file of Object.values(previous.files)) file.mutants = file.mutants.filter((m) => !(m.static && (m.status === 'Survived' || m.status === 'NoCoverage')));
  writeFileSync(incrementalFile, JSON.stringify(previous));
}

/**
 * The results an incremental run starts from when this checkout has none of its own (a clean clone: CI), kept in the
 * repository beside the tests: `--save-baseline` writes it after a run (docs/decisions.md, "The money stage starts
 * from a committed baseline"). Stryker re-tests every mutant whose code or covering tests changed since.
 */
const baselineOf = (area: Area) => `tests/mutation/${area.name}.incremental.json`;

/**
 * Where an area's figures are read from: this checkout's last run (reports/mutation/), else the results committed
 * with the baseline (tests/mutation/<area>.incremental.json and .run.json: the run that saved it), so a clean clone's
 * summary still gives every area that has a baseline its score, marked as such.
 */
function resultsOf(name: string): { report: string; run: string; from: 'run' | 'baseline' } | null {
  if (existsSync(`${out}/${name}.json`)) return { report: `${out}/${name}.json`, run: `${out}/${name}.run.json`, from: 'run' };
  if (existsSync(`tests/mutation/${name}.incremental.json`)) return { report: `tests/mutation/${name}.incremental.json`, run: `tests/mutation/${name}.run.json`, from: 'baseline' };
  return null;
}

async function run(area: Area, cold: boolean, concurrency: number | undefined): Promise<AreaSummary> {
  const incrementalFile = `${out}/incremental/${area.name}.json`;
  if (!cold && !existsSync(incrementalFile) && existsSync(baselineOf(area))) {
    mkdirSync(`${out}/incremental`, { recursive: true });
    copyFileSync(baselineOf(area), incrementalFile);
    console.log(`── mutation ${area.name}: starting from the committed baseline ${baselineOf(area)}`);
  }
  const incremental = !cold && existsSync(incrementalFile);
  if (incremental) retestStaticSurvivors(incrementalFile);
  process.env.LAKBAY_MUTATION_TESTS = area.tests.join(',');
  const options: PartialStrykerOptions = {
    ...base,
    mutate: area.mutate,
    tsconfigFile: writeProgram(area),
    incremental: true,
    force: cold,
    incrementalFile,
    jsonReporter: { fileName: `${out}/${area.name}.json` },
    htmlReporter: { fileName: `${out}/${area.name}.html` },
    tempDirName: `${out}/.tmp-${area.name}`,
    ...(concurrency === undefined ? {} : { concurrency }),
  };
  const started = Date.now();
  console.log(`── mutation ${area.name}: mutating ${area.mutate.join(' ')}; tests ${area.tests.join(' ')}${incremental ? ' (incremental)' : ' (cold)'}`);
  await new Stryker(options).runMutationTest();
  const seconds = Math.round((Date.now() - started) / 100) / 10;
  const report = JSON.parse(readFileSync(`${out}/${area.name}.json`, 'utf8')) as ReportJson;
  return { area: area.name, ...counts(report), target: area.target, seconds, incremental, date: new Date(started).toISOString() };
}

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The source text a mutant replaced (its location's span). */
function original(source: string, m: MutantJson): string {
  const lines = source.split('\n');
  const { start, end } = m.location;
  if (start.line === end.line) return lines[start.line - 1]!.slice(start.column - 1, end.column - 1);
  return [lines[start.line - 1]!.slice(start.column - 1), ...lines.slice(start.line, end.line - 1), lines[end.line - 1]!.slice(0, end.column - 1)].join('\n');
}
const short = (s: string) => {
  const one = s.replace(/\s+/g, ' ').trim();
  return one.length > 160 ? `${one.slice(0, 157)}…` : one;
};

function writePage(summary: AreaSummary[]) {
  const sections = summary.map((s) => {
    const results = resultsOf(s.area);
    const head = `<h2 id="${s.area}">${s.area}: ${s.score === 'not run' ? 'not run' : `${s.score} %`} (target ${s.target} %)</h2>`;
    if (s.score === 'not run' || !results) return `${head}<p>Not run yet: <code>npm run test:mutation -- ${s.area}</code>.</p>`;
    const report = JSON.parse(readFileSync(results.report, 'utf8')) as ReportJson;
    const names = new Map(Object.values(report.testFiles ?? {}).flatMap((f) => f.tests.map((t) => [t.id, t.name] as const)));
    const testFileOf = new Map(Object.entries(report.testFiles ?? {}).flatMap(([path, f]) => f.tests.map((t) => [t.id, path] as const)));
    const rows: string[] = [];
    const marked: string[] = [];
    for (const [path, f] of Object.entries(report.files)) {
      for (const m of f.mutants.sort((a, b) => a.location.start.line - b.location.start.line)) {
        const what = `${esc(m.mutatorName)}: <code>${esc(short(original(f.source, m)))}</code> → <code>${esc(short(m.replacement ?? ''))}</code>`;
        if (m.status === 'Ignored') {
          marked.push(`<li><code>${esc(path)}:${m.location.start.line}</code> ${what} — ${esc(m.statusReason ?? '')}</li>`);
          continue;
        }
        if (m.status !== 'Survived' && m.status !== 'NoCoverage') continue;
        const ran = (m.coveredBy ?? []).map((id) => `${testFileOf.get(id) ?? '?'} › ${names.get(id) ?? id}`);
        const tests =
          m.status === 'NoCoverage'
            ? 'none: no test reaches this code'
            : ran.length === 0
              ? `static (runs when the module loads): all ${m.testsCompleted ?? '?'} tests of the files importing it ran`
              : `${ran.length} test${ran.length === 1 ? '' : 's'}: ${ran.slice(0, 6).map(esc).join('; ')}${ran.length > 6 ? `; … ${ran.length - 6} more` : ''}`;
        rows.push(
          `<tr><td><code>${esc(path)}:${m.location.start.line}</code></td><td>${what}</td><td>${m.status === 'NoCoverage' ? 'no coverage' : 'survived'}</td><td>${tests}</td></tr>`,
        );
      }
    }
    return `${head}
<p>${s.mutants} mutants: ${s.killed} killed, ${s.timeout} timed out (killed), <b>${s.survived} survived</b>, <b>${s.noCoverage} not covered</b>; ${s.ignored ?? 0} marked equivalent, ${s.compileErrors ?? 0} refused by the type checker (not counted). Last run ${esc(s.date ?? '')}, ${s.seconds} s${s.incremental ? ', incremental' : ', cold'}. ${results.from === 'run' ? `<a href="${s.area}.html">Stryker's report</a> (source with every mutant).` : `Not run in this checkout: these are the results committed with <code>${esc(results.report)}</code>.`}</p>
${rows.length ? `<table><thead><tr><th>Where</th><th>What was changed</th><th>Result</th><th>Tests that ran</th></tr></thead><tbody>${rows.join('\n')}</tbody></table>` : '<p>No surviving mutant.</p>'}
${marked.length ? `<details><summary>${marked.length} marked equivalent in the code (reason beside each)</summary><ul>${marked.join('\n')}</ul></details>` : ''}`;
  });
  const table = summary
    .map(
      (s) =>
        `<tr><td><a href="#${s.area}">${s.area}</a></td><td>${s.score === 'not run' ? 'not run' : `${s.score} %`}</td><td>${s.target} %</td><td>${s.mutants ?? ''}</td><td>${s.killed ?? ''}</td><td>${s.survived ?? ''}</td><td>${s.timeout ?? ''}</td><td>${s.noCoverage ?? ''}</td><td>${s.seconds ?? ''}</td></tr>`,
    )
    .join('\n');
  writeFileSync(
    `${summaryDir}/index.html`,
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mutation testing: surviving mutants</title>
<style>body{font:14px/1.45 system-ui,sans-serif;margin:2rem;max-width:90rem}table{border-collapse:collapse;margin:.5rem 0 1.5rem}td,th{border:1px solid #ccc;padding:.25rem .5rem;vertical-align:top;text-align:left}code{font-size:12px}</style></head><body>
<h1>Mutation testing: do the tests catch bugs?</h1>
<p>Each mutant is a small change to the code (an operator flipped, a condition forced, a number or text changed). A test
run that fails on it <i>kills</i> it; a mutant no test notices <i>survives</i>: a bug of that kind would go unnoticed. Score
= killed ÷ (killed + survived + not covered). Below, every surviving mutant in words. Run <code>npm run test:mutation -- &lt;area&gt;</code>
(docs/qa.md, "Mutation testing").</p>
<table><thead><tr><th>Area</th><th>Score</th><th>Target</th><th>Mutants</th><th>Killed</th><th>Survived</th><th>Timeout</th><th>No coverage</th><th>Seconds (last run)</th></tr></thead><tbody>${table}</tbody></table>
${sections.join('\n')}
</body></html>
`,
  );
}

/**
 * An area's line of the summary, from its report (the counts) and the file its last run wrote beside it (time,
 * incremental or cold): built from files each run writes alone, so runs of different areas side by side never
 * overwrite each other's figures.
 */
function summaryOf(area: Area): AreaSummary {
  const results = resultsOf(area.name);
  if (!results) return { area: area.name, mutants: null, killed: null, survived: null, timeout: null, noCoverage: null, score: 'not run', target: area.target };
  const run = existsSync(results.run) ? (JSON.parse(readFileSync(results.run, 'utf8')) as Pick<AreaSummary, 'seconds' | 'incremental' | 'date'>) : {};
  return { area: area.name, ...counts(JSON.parse(readFileSync(results.report, 'utf8')) as ReportJson), target: area.target, ...run, from: results.from };
}

const rawArgs = process.argv.slice(2);
/** `--concurrency N` (or `--concurrency=N`): Stryker's test runners for this run instead of stryker.config.mjs's. */
const concurrencyAt = rawArgs.findIndex((a) => a === '--concurrency' || a.startsWith('--concurrency='));
const concurrencyText = concurrencyAt < 0 ? undefined : rawArgs[concurrencyAt]!.includes('=') ? rawArgs[concurrencyAt]!.split('=')[1] : rawArgs[concurrencyAt + 1];
const concurrency = concurrencyText === undefined ? undefined : Number(concurrencyText);
if (concurrency !== undefined && !(Number.isInteger(concurrency) && concurrency >= 1)) {
  console.error(`--concurrency needs a whole number of test runners ≥ 1, not ${concurrencyText ?? 'nothing'}`);
  process.exit(2);
}
const concurrencyValueAt = concurrencyAt >= 0 && !rawArgs[concurrencyAt]!.includes('=') ? concurrencyAt + 1 : -1;
const args = rawArgs.filter((_, i) => i !== concurrencyAt && i !== concurrencyValueAt);
const flags = new Set(args.filter((a) => a.startsWith('--')));
const named = args.filter((a) => !a.startsWith('--'));
const unknown = named.filter((n) => !areas.some((a) => a.name === n));
if (unknown.length || (!named.length && !flags.has('--all') && !flags.has('--report'))) {
  console.error(`Usage: npm run test:mutation -- <area …> | --all [--check] [--cold] [--save-baseline] [--concurrency N]; --report rewrites the summary and page only.
Areas: ${areas.map((a) => a.name).join(', ')}${unknown.length ? `\nUnknown: ${unknown.join(', ')}` : ''}`);
  process.exit(2);
}
const selected = flags.has('--all') ? areas : areas.filter((a) => named.includes(a.name));
mkdirSync(out, { recursive: true });
const ran: AreaSummary[] = [];
const failed = (area: Area): AreaSummary => ({ area: area.name, mutants: null, killed: null, survived: null, timeout: null, noCoverage: null, score: 0, target: area.target });
/** The flags a run of one area takes from this command (what a process per area is started with). */
const passOn = [...[...flags].filter((f) => f === '--cold' || f === '--save-baseline'), ...(concurrency === undefined ? [] : ['--concurrency', String(concurrency)])];
for (const area of selected) {
  if (selected.length > 1) {
    // Stryker's config reader fails on a second run in one process (it reads stryker.config.mjs back as the first
    // run left it), so with several areas each runs in a process of its own; this one only adds up the results.
    const child = spawnSync(process.execPath, [...process.execArgv, process.argv[1]!, area.name, ...passOn], { stdio: 'inherit' });
    ran.push(child.status === 0 ? summaryOf(area) : failed(area));
    if (child.status !== 0) process.exitCode = 3;
    continue;
  }
  try {
    const result = await run(area, flags.has('--cold'), concurrency);
    if (flags.has('--save-baseline')) {
      // Pretty-printed, so a review shows which mutants' results changed.
      writeFileSync(baselineOf(area), `${JSON.stringify(JSON.parse(readFileSync(`${out}/incremental/${area.name}.json`, 'utf8')), null, 1)}\n`);
      console.log(`── mutation ${area.name}: baseline saved to ${baselineOf(area)} (commit it with the change)`);
    }
    const runInfo = `${JSON.stringify({ seconds: result.seconds, incremental: result.incremental, date: result.date })}\n`;
    writeFileSync(`${out}/${area.name}.run.json`, runInfo);
    if (flags.has('--save-baseline')) writeFileSync(`tests/mutation/${area.name}.run.json`, runInfo);
    ran.push(result);
    console.log(
      `── mutation ${area.name}: score ${result.score} % (target ${area.target} %): ${result.mutants} mutants, ${result.killed} killed, ${result.survived} survived, ${result.timeout} timeout, ${result.noCoverage} no coverage; ${result.seconds} s${result.incremental ? ' (incremental)' : ''}`,
    );
  } catch (error) {
    console.error(`── mutation ${area.name} FAILED to run:`, error);
    ran.push(failed(area));
    process.exitCode = 3;
  } finally {
    rmSync(`${out}/.tmp-${area.name}`, { recursive: true, force: true });
  }
}
const summary: AreaSummary[] = areas.map(summaryOf);
mkdirSync(summaryDir, { recursive: true });
writeFileSync(`${summaryDir}/summary.json`, `${JSON.stringify({ areas: summary }, null, 2)}\n`);
writePage(summary);
console.log(`── summary: ${summaryDir}/summary.json; surviving mutants in words: ${summaryDir}/index.html`);
const below = ran.filter((r) => typeof r.score !== 'number' || r.score < r.target);
if (flags.has('--check') && below.length) {
  console.error(`── mutation below target: ${below.map((r) => `${r.area} ${r.score} % < ${r.target} %`).join(', ')}`);
  process.exit(1);
}
process.exit(process.exitCode ?? 0);
