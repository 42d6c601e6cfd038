/**
 * `npm run bench:storybook [-- --dir DIR] [-- --runs N] [-- --only newLoan,payment]`: how long a designer waits in the
 * static Storybook build, median of N (3) cold opens each, on a 1400×900 screen:
 *   - each flow map (`Flows/<chart>`): open until the map is fitted to its panel and drawn (the panel's
 *     data-map-ready, every state box of the top level drawn);
 *   - the overview (`Overview/Journeys side by side`, phone 390): open until every card shows its real screen (each
 *     card's screen rendered, no skeleton left except in a state that loads by design).
 * Target: ≤ 3 s each. Builds Storybook (`storybook build`) into .data/storybook-bench unless `--dir` names an
 * existing static build, serves it from a small static server on a free loopback port, and opens each story's
 * iframe in Chromium (/usr/bin/chromium, a new browser context per open: empty cache, fresh storage).
 */
import { execSync } from 'node:child_process';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { routedCharts } from '@machines/registry';
import { chartGraph } from '../stories/flows/chart-map/graph';

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const runs = Number(arg('--runs') ?? 3);
const only = arg('--only')?.split(',');
const TARGET_MS = 3000;
let dir = arg('--dir');
if (!dir) {
  dir = '.data/storybook-bench';
  console.log(`Building Storybook into ${dir} …`);
  const started = performance.now();
  execSync(`npx storybook build --quiet -o ${dir}`, { stdio: 'inherit' });
  console.log(`Built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
const root = resolve(dir);
if (!existsSync(join(root, 'iframe.html'))) throw new Error(`${root} is not a Storybook static build (no iframe.html)`);

const types: Record<string, string> = {
  '.html': 'text/html', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css', '.json': 'application/json',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.woff2': 'font/woff2', '.woff': 'font/woff', '.ico': 'image/x-icon',
};
const server = createServer((req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
  let file = join(root, path);
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
  if (!file.startsWith(root) || !existsSync(file)) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
});
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const kebab = (id: string) => id.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * Opens `storyId` cold `runs` times; `ready` is polled in the page until true. Returns each run's milliseconds, and
 * the page's main-thread busy time until then (Chromium's TaskDuration): on a machine others load, the wall time
 * grows with the load, the busy time much less.
 */
async function time(browser: Browser, storyId: string, ready: string, arg: unknown): Promise<{ wall: number[]; busy: number[] }> {
  const wall: number[] = [];
  const busy: number[] = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const started = performance.now();
    await page.goto(`${origin}/iframe.html?id=${storyId}&viewMode=story`);
    await page.waitForFunction(new Function('arg', ready) as (arg: unknown) => boolean, arg, { timeout: 120_000, polling: 50 });
    wall.push(performance.now() - started);
    const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: Array<{ name: string; value: number }> };
    busy.push((metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0) * 1000);
    await context.close();
  }
  return { wall, busy };
}

const mapReady = `
  const panel = document.querySelector('[data-map-ready]');
  if (!panel) return false;
  const drawn = new Set([...panel.querySelectorAll('svg[data-map] [data-state]')].map((g) => g.getAttribute('data-state')));
  return arg.every((id) => drawn.has(id));
`;
const cardsReal = `
  const cards = [...document.querySelectorAll('[data-card]')];
  if (cards.length < 20) return false;
  return cards.every((card) => {
    const shots = [...card.querySelectorAll('[data-card-width]')];
    return shots.length > 0 && shots.every((s) => {
      const frame = s.querySelector('[data-screen]');
      if (!frame) return (s.textContent ?? '') !== '';
      if (frame.hasAttribute('data-loading-state')) return true;
      return !frame.querySelector('[role="status"][aria-busy="true"]') && ![...frame.querySelectorAll('p')].some((p) => p.textContent === 'Loading…');
    });
  });
`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const rows: Array<{ name: string; median: number; busy: number; runs: number[] }> = [];
const report = (name: string, t: { wall: number[]; busy: number[] }) => {
  rows.push({ name, median: median(t.wall), busy: median(t.busy), runs: t.wall });
  console.log(`${name}: ${t.wall.map((ms) => (ms / 1000).toFixed(2)).join(' / ')} s (main thread busy ${t.busy.map((ms) => (ms / 1000).toFixed(2)).join(' / ')} s)`);
};
try {
  for (const m of routedCharts.filter((c) => !only || only.includes(c.id))) {
    const top = chartGraph(m).nodes.filter((n) => n.parent === m.id).map((n) => n.id);
    report(`Flows/${m.id} (map fitted and drawn)`, await time(browser, `flows--${kebab(m.id)}`, mapReady, top));
  }
  if (!only || only.includes('overview')) {
    report('Overview/Journeys side by side (every card its real screen)', await time(browser, 'overview-journeys-side-by-side--journeys', cardsReal, null));
  }
} finally {
  await browser.close();
  server.close();
}
const load = (await import('node:os')).loadavg()[0]!.toFixed(1);
console.log(`\nMedian of ${runs} cold opens (target ≤ ${TARGET_MS / 1000} s), load average ${load}:`);
for (const r of rows) console.log(`  ${r.median <= TARGET_MS ? 'ok  ' : 'SLOW'} ${(r.median / 1000).toFixed(2)} s (busy ${(r.busy / 1000).toFixed(2)} s)  ${r.name}`);
const slow = rows.filter((r) => r.median > TARGET_MS).length;
console.log(slow ? `${slow} of ${rows.length} over the target` : `All ${rows.length} within the target`);
