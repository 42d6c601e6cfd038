/**
 * `npm run bench:heap`: retained JS heap over journey step round trips (issue W2-F item 4: < 1 MB after 60).
 * Builds the app (unless --no-build), serves it from its own sandbox on a throwaway database, signs a new borrower
 * in, opens the personal details form, fills it once, then goes Continue (professional details) and Back 60 times
 * (--trips N). The heap is read through CDP after a forced collection (HeapProfiler.collectGarbage, then
 * Runtime.getHeapUsage) after a warm-up of 25 round trips (caches filled, chunks loaded, and V8's optimising
 * compilers settled: with 5, ~650 KB of the growth was optimised code, not objects the app kept) and after the measured
 * trips; it prints both and the growth per trip, writes reports/heap.json, and exits 1 over the target.
 *
 *   npm run bench:heap [-- --no-build] [-- --trips 60] [-- --port 5197] [-- --snapshots] [-- --replay]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { startAppServer } from './bench-server';
import { chromium, type Page } from '@playwright/test';

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const port = Number(arg('--port') ?? process.env.BENCH_PORT ?? 5197);
const trips = Number(arg('--trips') ?? 60);
const warmUp = Number(arg('--warm-up') ?? 25);
const targetBytes = 1024 * 1024;
const origin = `http://127.0.0.1:${port}`;
const data = `.data/bench-heap-${port}`;

const server = await startAppServer({ port, dist: 'dist', data });
const stop = () => server.kill('SIGTERM');

const snapshots = process.argv.includes('--snapshots');
interface HeapSnapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
}
interface Tally {
  count: number;
  bytes: number;
}
function tally(h: HeapSnapshot): Map<string, Tally> {
  const fields = h.snapshot.meta.node_fields;
  const width = fields.length;
  const [typeAt, nameAt, sizeAt] = [fields.indexOf('type'), fields.indexOf('name'), fields.indexOf('self_size')];
  const types = h.snapshot.meta.node_types[0];
  const out = new Map<string, Tally>();
  for (let i = 0; i < h.nodes.length; i += width) {
    const type = types[h.nodes[i + typeAt]!]!;
    const raw = h.strings[h.nodes[i + nameAt]!] ?? '';
    // Strings and code by type only (their names are their contents); objects by constructor.
    const key = type === 'object' || type === 'closure' || type === 'native' ? `${type} ${raw.slice(0, 80)}` : type;
    const t = out.get(key) ?? { count: 0, bytes: 0 };
    t.count += 1;
    t.bytes += h.nodes[i + sizeAt]!;
    out.set(key, t);
  }
  return out;
}
function printGrowth(a: Map<string, Tally>, b: Map<string, Tally>, trips: number) {
  const rows = [...b].map(([key, t]) => ({ key, count: t.count - (a.get(key)?.count ?? 0), bytes: t.bytes - (a.get(key)?.bytes ?? 0) }));
  rows.sort((x, y) => y.bytes - x.bytes);
  console.log(`Growth by constructor over ${trips} trips (self size):`);
  for (const r of rows.slice(0, 25)) console.log(`  ${(r.bytes / 1024).toFixed(1).padStart(8)} KB  ${String(r.count).padStart(7)}  ${r.key}`);
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
  // Session replay is sampled (15 % of sessions): decided here so two runs measure the same app (--replay: recorded).
  await page.addInitScript((on) => sessionStorage.setItem('session_monitoring', on ? 'on' : 'off'), process.argv.includes('--replay'));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.enable');
  /** Used JS heap after a full collection (twice: the first may leave objects awaiting finalisation). */
  const retained = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    return ((await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }).usedSize;
  };

  /** A heap snapshot (after a collection) summed by node type and constructor: count and self size. */
  const tallies = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    const chunks: string[] = [];
    const onChunk = (e: { chunk: string }) => void chunks.push(e.chunk);
    cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
    cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
    const text = chunks.join('');
    mkdirSync('reports', { recursive: true });
    writeFileSync(`reports/heap-${early ? 'after' : 'early'}.heapsnapshot`, text);
    return tally(JSON.parse(text) as HeapSnapshot);
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
  // --snapshots: heap snapshots after 10 measured trips and after all of them, compared by constructor (what grew).
  let early: Map<string, Tally> | null = null;
  for (let i = 0; i < trips; i++) {
    await roundTrip();
    if (snapshots && i === 9) early = await tallies();
  }
  if (snapshots && early) printGrowth(early, await tallies(), trips - 10);
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
