/**
 * `npm run bench:lighthouse`: builds the app, serves it with the sandbox (as `npm start` does, fresh data under
 * .data/lighthouse), and runs Lighthouse in Debian's Chromium against /login, mobile and desktop presets.
 * Prints the four category scores and the key timings; writes reports/lighthouse.json.
 */
import { spawn, execSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const port = 5199;
const origin = `http://127.0.0.1:${port}`;
const pages = (process.argv.slice(2).filter((a) => a.startsWith('/')).length ? process.argv.slice(2).filter((a) => a.startsWith('/')) : ['/login']);

if (!process.argv.includes('--no-build')) execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
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
const results: Record<string, unknown>[] = [];
try {
  for (const path of pages) {
    for (const preset of ['mobile', 'desktop'] as const) {
      const runner = await lighthouse(
        `${origin}${path}`,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] },
        preset === 'desktop' ? desktopConfig : undefined,
      );
      const lhr = runner!.lhr;
      const score = (k: string) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
      const ms = (k: string) => Math.round(Number(lhr.audits[k]?.numericValue ?? 0));
      const row = {
        path,
        preset,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        fcpMs: ms('first-contentful-paint'),
        lcpMs: ms('largest-contentful-paint'),
        tbtMs: ms('total-blocking-time'),
        cls: Number(lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
      };
      results.push(row);
      console.log(
        `${path} ${preset.padEnd(7)} perf ${row.performance}  a11y ${row.accessibility}  best ${row.bestPractices}  seo ${row.seo}  FCP ${row.fcpMs} ms  LCP ${row.lcpMs} ms  TBT ${row.tbtMs} ms  CLS ${row.cls}`,
      );
    }
  }
} finally {
  await chrome.kill();
  stop();
}
mkdirSync('reports', { recursive: true });
writeFileSync('reports/lighthouse.json', JSON.stringify({ date: new Date().toISOString().slice(0, 10), results }, null, 2));
process.exit(0);
