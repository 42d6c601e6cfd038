/**
 * `npm run bench:heap`: retained JS heap over journey step round trips (issue W2-F item 4: < 1 MB after 60).
 * Builds the app (unless --no-build), serves it from its own sandbox on a throwaway database, signs a new borrower
 * in, opens the personal details form, fills it once, then goes Continue (professional details) and Back 60 times
 * (--trips N). The heap is read through CDP after a forced collection (HeapProfiler.collectGarbage, then
 * Runtime.getHeapUsage) after a warm-up of 5 round trips (caches filled, chunks loaded) and after the measured
 * trips; it prints both and the growth per trip, writes reports/heap.json, and exits 1 over the target.
 *
 *   npm run bench:heap [-- --no-build] [-- --trips 60] [-- --port 5197]
 */
import { execSync, spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const port = Number(arg('--port') ?? process.env.BENCH_PORT ?? 5197);
const trips = Number(arg('--trips') ?? 60);
const warmUp = 5;
const targetBytes = 1024 * 1024;
const origin = `http://127.0.0.1:${port}`;
const data = `.data/bench-heap-${port}`;

if (!process.argv.includes('--no-build')) execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
rmSync(data, { recursive: true, force: true });
// Spawned directly (not through npx) so killing it stops the server itself.
const server = spawn('node_modules/.bin/tsx', ['sandbox/main.ts', '--serve-app', 'dist'], {
  env: { ...process.env, PORT: String(port), LAKBAY_SANDBOX_DB: `${data}/sandbox.sqlite`, LAKBAY_SANDBOX_STORAGE: `${data}/objects` },
  stdio: 'ignore',
});
const stop = () => server.kill('SIGTERM');
process.on('exit', stop);
for (let i = 0; i < 200; i++) {
  try {
    if ((await fetch(`${origin}/sandbox/api/health`)).ok) break;
  } catch {
    /* not up yet */
  }
  await new Promise((r) => setTimeout(r, 300));
}

const T = { timeout: 60_000 };
async function choose(page: Page, label: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click(T);
  await page.getByRole('option').first().click(T);
}
async function heading(page: Page, name: string) {
  await page.getByRole('heading', { level: 1, name }).waitFor(T);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
let exitCode = 0;
try {
  const page = await browser.newPage({ baseURL: origin });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.enable');
  /** Used JS heap after a full collection (twice: the first may leave objects awaiting finalisation). */
  const retained = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    return ((await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }).usedSize;
  };

  const who = (await (await page.request.post('/sandbox/api/personas', { data: { kind: 'new-borrower' } })).json()) as { username: string; password: string };
  await page.goto('/login');
  await page.getByLabel(/mobile number or email/i).fill(who.username);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByLabel(/^password/i).fill(who.password);
  await page.getByRole('button', { name: /log in/i }).first().click();
  await page.getByRole('button', { name: 'Apply for a salary loan' }).click(T);
  await page.getByLabel('How much do you need?').fill('20000', T);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByRole('radio').first().check(T);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await heading(page, 'Personal details');
  await page.getByLabel('First name').fill('Maria Clara', T);
  await page.getByLabel('Last name').fill('Santos');
  await page.getByRole('radio', { name: 'Female' }).check();
  await page.getByLabel('Date of birth').fill('1990-04-12');
  const country = page.getByRole('combobox', { name: 'Country of birth', exact: true });
  await country.fill('Phil');
  await page.getByRole('option').first().click(T);
  await choose(page, 'Marital status');
  await choose(page, 'Educational attainment');
  await choose(page, 'Nationality');

  const roundTrip = async () => {
    await page.getByRole('button', { name: 'Continue', exact: true }).click(T);
    await heading(page, 'Professional details');
    await page.getByLabel('Employee ID', { exact: true }).waitFor(T);
    await page.getByRole('button', { name: 'Back' }).click(T);
    await heading(page, 'Personal details');
    await page.getByLabel('First name', { exact: true }).waitFor(T);
  };
  for (let i = 0; i < warmUp; i++) await roundTrip();
  const before = await retained();
  const started = Date.now();
  for (let i = 0; i < trips; i++) await roundTrip();
  const seconds = (Date.now() - started) / 1000;
  const after = await retained();
  const growth = after - before;
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`Retained JS heap after ${warmUp} warm-up round trips: ${kb(before)}`);
  console.log(`Retained JS heap after ${trips} more (Continue to professional details, Back): ${kb(after)}`);
  console.log(`Growth: ${kb(growth)} (${kb(growth / trips)} per round trip), target < 1024 KB -> ${growth < targetBytes ? 'within target' : 'OVER'}`);
  console.log(`(${trips} round trips in ${seconds.toFixed(1)} s)`);
  mkdirSync('reports', { recursive: true });
  writeFileSync('reports/heap.json', JSON.stringify({ date: new Date().toISOString().slice(0, 10), trips, warmUp, beforeBytes: before, afterBytes: after, growthBytes: growth, perTripBytes: Math.round(growth / trips) }, null, 2));
  if (growth >= targetBytes) exitCode = 1;
} finally {
  await browser.close();
  stop();
}
process.exit(exitCode);
