/**
 * `npm run bench:storybook [-- --dir DIR] [-- --runs N]`: time to open Storybook's overview story ("Overview/Journeys
 * side by side": every journey as a strip of screen thumbnails) until it is rendered, median of 3 cold opens.
 *
 * Builds Storybook (`storybook build`) into .data/storybook-bench unless `--dir` names an existing static build,
 * serves it from a small static server on a free loopback port, and opens the story's iframe in Chromium
 * (/usr/bin/chromium, a new browser context each time: no cache). "Rendered" = the first journey's heading is
 * visible and every thumbnail in the first viewport (1440×900) holds its live screen (the screen's frame rendered; the screens' data is held, as in the story) (thumbnails further
 * down render when scrolled to, by design). Prints each run and the median.
 */
import { execSync } from 'node:child_process';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import { chromium } from '@playwright/test';

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const runs = Number(arg('--runs') ?? 3);
const storyId = 'overview-journeys-side-by-side--journeys';
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

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const times: number[] = [];
try {
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const started = performance.now();
    await page.goto(`${origin}/iframe.html?id=${storyId}&viewMode=story`);
    await page.getByRole('heading', { name: 'newLoan' }).first().waitFor({ state: 'visible', timeout: 120_000 });
    await page.waitForFunction(
      () => {
        // Thumbnails render their screen when scrolled into view: those in the first viewport, each with its heading.
        const cards = [...document.querySelectorAll('a[data-state]')].filter((a) => !a.closest('[inert]')).map((a) => a.parentElement!);
        const inView = cards.filter((c) => {
          const r = c.getBoundingClientRect();
          return r.top < innerHeight && r.left < innerWidth && r.right > 0;
        });
        return cards.length > 20 && inView.length > 0 && inView.every((c) => c.querySelector('[data-screen] header') !== null);
      },
      undefined,
      { timeout: 120_000, polling: 50 },
    );
    const ms = performance.now() - started;
    const thumbnails = await page.evaluate(() => [...document.querySelectorAll('a[data-state]')].filter((a) => !a.closest('[inert]') && a.parentElement!.querySelector('[data-screen] header')).length);
    times.push(ms);
    console.log(`run ${i + 1}: ${(ms / 1000).toFixed(2)} s (${thumbnails} thumbnails rendered in view)`);
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}
const sorted = [...times].sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)]!;
console.log(`Overview/Journeys side by side, open to rendered: median ${(median / 1000).toFixed(2)} s of ${runs} cold opens`);
