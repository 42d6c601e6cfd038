/**
 * `npm run bench:lighthouse`: builds the app, serves it with the sandbox (as `npm start` does, fresh data under
 * .data/lighthouse) and runs Lighthouse 12 in Debian's Chromium, mobile preset (simulated slow 4G, 4x CPU), 3 runs
 * each, on the pages of one run:
 *   - the floor: a plain HTML sign-in form served by the same server (what any page could at best do here);
 *   - /login;
 *   - the signed-in floors (scripts/bench-floors.ts): plain HTML showing one figure read with the tab's token (data
 *     floor), and the smallest app on the mandated stack showing it (stack floor), each in a signed-in tab;
 *   - signed-in pages (by default issue W3-D's: /home, the journey step professional details where a
 *     `resume-initialized` borrower resumes, /loan-details and /payments of a `past-due` borrower): a sandbox persona signs in through the app's own form in one tab, and Lighthouse measures in that same tab (its Node API given the
 *     Puppeteer page), where the app keeps the session: sessionStorage is per tab, so a new tab would be signed
 *     out (Lighthouse clears caches and service workers between runs, not the tab's storage).
 * Prints the median of each figure (score, FCP, LCP, TBT, JS transferred) and the LCP ratio to the floor's;
 * writes reports/lighthouse.json. Flags: --no-build, --runs N, --desktop (adds the desktop preset), --port N,
 * --signed-in /a@persona-kind,/b@kind (the signed-in pages), --only floor,data-floor,stack-floor,/login (a subset), --save (each full report in
 * reports/lighthouse/), --throttling devtools (applied throttling, to compare with the simulation). Issue W2-F targets: /login score >= 90 and LCP <= 1.5x the floor's.
 */
import { execSync, spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer, { type Page } from 'puppeteer-core';
import { buildStackFloor, DATA_FLOOR, dataFloorKind, FLOOR, STACK_FLOOR, writeFloorPages } from './bench-floors.ts';

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const port = Number(arg('--port') ?? process.env.BENCH_PORT ?? 5199);
const runs = Number(arg('--runs') ?? 3);
/** Signed-in pages, each `path@persona kind` (issue W3-D's; a journey step is where that persona resumes). */
const signedIn = (arg('--signed-in') ?? '/home@new-borrower,/wizard/v2/Journey/professional-details@resume-initialized,/loan-details@past-due,/payments@past-due')
  .split(',')
  .map((entry) => {
    const [path, kind = 'new-borrower'] = entry.split('@');
    return { path: path!, kind };
  });
const signedInPaths = signedIn.map((p) => p.path);
/** --throttling devtools: real (applied) throttling instead of Lantern's simulation, to compare. */
const throttlingMethod = (arg('--throttling') ?? 'simulate') as 'simulate' | 'devtools';
/** --only floor,/login: measure only these pages (the floor is always measured first when listed). */
const only = arg('--only')?.split(',');
/** --save: keeps each run's full Lighthouse report in reports/lighthouse/ (audits, network requests, main-thread tasks). */
const save = process.argv.includes('--save');
const presets = process.argv.includes('--desktop') ? (['mobile', 'desktop'] as const) : (['mobile'] as const);
const origin = `http://127.0.0.1:${port}`;

if (!process.argv.includes('--no-build')) execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
writeFloorPages('dist');
buildStackFloor('dist');
// A server already on the port (another session's) would be measured instead of this build: refuse.
if (await fetch(`${origin}/sandbox/api/health`).then(() => true, () => false)) {
  console.error(`Port ${port} is taken by another server: pass --port N (or BENCH_PORT) with a free port.`);
  process.exit(1);
}
rmSync('.data/lighthouse', { recursive: true, force: true });
// Spawned directly (not through npx) so killing it stops the server itself.
const server = spawn('node_modules/.bin/tsx', ['sandbox/main.ts', '--serve-app', 'dist'], {
  env: { ...process.env, PORT: String(port), LAKBAY_SANDBOX_DB: '.data/lighthouse/sandbox.sqlite', LAKBAY_SANDBOX_STORAGE: '.data/lighthouse/objects' },
  stdio: 'ignore',
});
const stop = () => server.kill('SIGTERM');
process.on('exit', stop);

for (let i = 0; i < 100; i++) {
  try {
    if ((await fetch(`${origin}/sandbox/api/health`)).ok) break;
  } catch {
    /* not up yet */
  }
  await new Promise((r) => setTimeout(r, 300));
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

/**
 * Signs a sandbox persona in through the app's own form and returns that tab: the session lives in its
 * sessionStorage, so the signed-in pages are measured in it.
 */
async function signIn(kind: string): Promise<Page> {
  const res = await fetch(`${origin}/sandbox/api/personas`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ kind }) });
  const who = (await res.json()) as { username: string; password: string };
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const page = await browser.newPage();
  await page.goto(`${origin}/login`, { waitUntil: 'networkidle0' });
  await page.locator('input[autocomplete="username"]').fill(who.username);
  await page.locator('button[type="submit"]').click();
  await page.locator('input[type="password"]').fill(who.password);
  await page.locator('button[type="submit"]').click();
  // Signed in: the app leaves the sign-in pages (for /home, or the journey step the borrower resumes).
  await page.waitForFunction(() => !['/login', '/verify-account'].includes(location.pathname), { timeout: 30_000 });
  await page.waitForNetworkIdle({ idleTime: 500, timeout: 15_000 }).catch(() => {});
  return page;
}

interface Run { score: number; fcpMs: number; lcpMs: number; tbtMs: number; jsKb: number; finalUrl: string }
async function measure(url: string, preset: 'mobile' | 'desktop', page?: Page, attempt = 1): Promise<Run> {
  const flags = { port: chrome.port, output: 'json' as const, logLevel: 'error' as const, onlyCategories: ['performance'], throttlingMethod };
  const runner = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined, page);
  const lhr = runner!.lhr;
  // A failed trace (e.g. NO_NAVSTART on a loaded machine) has no figures: run again rather than count zeros.
  if (lhr.runtimeError && attempt < 3) {
    console.warn(`${url}: ${lhr.runtimeError.code}, measuring again`);
    return measure(url, preset, page, attempt + 1);
  }
  if (save) {
    mkdirSync('reports/lighthouse', { recursive: true });
    const name = `${preset}-${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`;
    writeFileSync(`reports/lighthouse/${name}`, JSON.stringify(lhr));
  }
  const ms = (k: string) => Math.round(Number(lhr.audits[k]?.numericValue ?? 0));
  const items = (lhr.audits['resource-summary']?.details as { items?: Array<{ resourceType: string; transferSize: number }> } | undefined)?.items ?? [];
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: ms('first-contentful-paint'),
    lcpMs: ms('largest-contentful-paint'),
    tbtMs: ms('total-blocking-time'),
    jsKb: Math.round((items.find((i) => i.resourceType === 'script')?.transferSize ?? 0) / 102.4) / 10,
    finalUrl: lhr.finalDisplayedUrl,
  };
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const results: Record<string, unknown>[] = [];
try {
  for (const preset of presets) {
    let floorLcp = 0;
    const floorName: Record<string, string> = { [FLOOR]: 'floor', [DATA_FLOOR]: 'data-floor', [STACK_FLOOR]: 'stack-floor' };
    for (const path of [FLOOR, '/login', DATA_FLOOR, STACK_FLOOR, ...signedInPaths].filter((p) => !only || only.includes(floorName[p] ?? p))) {
      const persona = path === DATA_FLOOR || path === STACK_FLOOR ? dataFloorKind : signedIn.find((p) => p.path === path)?.kind;
      const tab = persona ? await signIn(persona) : undefined;
      const all: Run[] = [];
      for (let i = 0; i < runs; i++) all.push(await measure(`${origin}${path}`, preset, tab));
      await tab?.close();
      const m = (k: keyof Omit<Run, 'finalUrl'>) => median(all.map((r) => r[k]));
      const row = { path, preset, runs, score: m('score'), fcpMs: m('fcpMs'), lcpMs: m('lcpMs'), tbtMs: m('tbtMs'), jsKb: m('jsKb'), finalUrl: all[0]!.finalUrl, all };
      if (path === FLOOR) floorLcp = row.lcpMs;
      const ratio = floorLcp ? row.lcpMs / floorLcp : NaN;
      results.push({ ...row, lcpToFloor: Number(ratio.toFixed(2)) });
      const shown = path === FLOOR ? 'floor (plain form)' : path === DATA_FLOOR ? 'data floor (one figure)' : path === STACK_FLOOR ? 'stack floor (one figure)' : new URL(row.finalUrl).pathname === path ? path : `${path} -> ${new URL(row.finalUrl).pathname}`;
      console.log(
        `${shown.padEnd(20)} ${preset.padEnd(7)} perf ${String(row.score).padStart(3)}  FCP ${String(row.fcpMs).padStart(5)} ms  LCP ${String(row.lcpMs).padStart(5)} ms  TBT ${String(row.tbtMs).padStart(5)} ms  JS ${String(row.jsKb).padStart(6)} KB  LCP/floor ${ratio.toFixed(2)}`,
      );
    }
  }
  console.log(`(median of ${runs} runs each; JS = script bytes transferred)`);
} finally {
  await chrome.kill();
  stop();
}
mkdirSync('reports', { recursive: true });
writeFileSync('reports/lighthouse.json', JSON.stringify({ date: new Date().toISOString().slice(0, 10), results }, null, 2));
process.exit(0);
