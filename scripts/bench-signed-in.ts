/**
 * `npm run bench:signed-in`: issue W3-D items 2 and 4, measured in Chromium against the built app and its sandbox
 * (a throwaway database), beside their floors in the same run.
 *
 * Figures painted (item 2): a sandbox persona signs in through the app's own form; the tab then opens about:blank,
 * its cache is cleared (cold: no script or stylesheet cached; the session stays in the tab's sessionStorage, as for a
 * borrower who comes back to a tab), 4x CPU and slow 4G are switched on (CDP: 150 ms RTT, 1.6 Mbps down), and the page
 * is opened. Timed in the page from navigation start to the frame after the page's own data is in the document (a
 * MutationObserver from the document's start, then requestAnimationFrame and a posted message), not its skeleton:
 *   - home: each loan's balance and next due, or the products a borrower without loans can apply for;
 *   - a journey step on resume: its heading and its fields;
 *   - loan details: the outstanding balance; payments: the amounts due.
 * Floors in the same run, under the same emulation (scripts/bench-floors.ts): the plain HTML form's LCP (the floor of
 * bench:lighthouse); the data floor (plain HTML that reads the loans with the tab's token and writes one figure); and
 * the stack floor (the smallest app on the mandated stack, react-dom + TanStack Router + xstate, reading and showing
 * that figure). Target: the page's data painted <= the plain floor's LCP + 1 s.
 *
 * Interaction to next paint (item 4): a new borrower walks the new-loan journey from home to the additional details
 * under 4x CPU (network not throttled: this is the main thread's time), typing each field key by key, choosing from
 * the selects, Continue and Back. The web-vitals library (its IIFE build, injected at document start) reports the
 * page's INP; the Event Timing entries it reads give every interaction's duration, of which the p75 is printed.
 * Target: p75 <= 200 ms.
 *
 * Prints medians of --runs (3) runs; writes reports/signed-in.json; exits 0 (a measurement: read it beside the floors).
 *   npm run bench:signed-in [-- --no-build] [-- --runs 3] [-- --port 5263] [-- --pages /home@new-borrower,…] [-- --no-inp] [-- --only-inp] [-- --waterfall]
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { startAppServer } from './bench-server';
import { autocomplete, choose, continueButton, RTT, signIn, T, throttle } from './bench-browser';
import { buildStackFloor, DATA_FLOOR, dataFloorFigure, dataFloorKind, FLOOR, STACK_FLOOR, writeFloorPages } from './bench-floors';

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const port = Number(arg('--port') ?? process.env.BENCH_PORT ?? 5263);
const runs = Number(arg('--runs') ?? 3);
const origin = `http://127.0.0.1:${port}`;
const dist = arg('--dist') ?? 'dist';
/** --waterfall: print each page's requests started before its data painted (start, end, size, path). */
const waterfall = process.argv.includes('--waterfall');

/** What says a page's own data has painted: its h1, and a text of its main (a regular expression) or a label. */
interface Ready {
  heading?: string;
  text?: string;
  label?: string;
}
interface PageSpec {
  path: string;
  kind: string;
  ready: Ready;
}
const known: Record<string, Ready> = {
  '/home': { heading: 'Home', text: '(Outstanding|Next due|Apply for a salary loan)' },
  '/wizard/v2/Journey/professional-details': { heading: 'Professional details', label: 'Employee ID' },
  '/loan-details': { heading: 'Loan details', text: 'Outstanding Balance\\s*₱[\\d,]+\\.\\d\\d' },
  '/payments': { heading: 'Payments', text: 'Pending Due: ₱[\\d,]+\\.\\d\\d' },
};
const pages: PageSpec[] = (arg('--pages') ?? '/home@new-borrower,/wizard/v2/Journey/professional-details@resume-initialized,/loan-details@past-due,/payments@past-due')
  .split(',')
  .map((entry) => {
    const [path, kind = 'new-borrower'] = entry.split('@') as [string, string?];
    const ready = known[path];
    if (!ready) throw new Error(`No "data painted" rule for ${path}: add it to \`known\` in scripts/bench-signed-in.ts`);
    return { path, kind, ready };
  });

const server = await startAppServer({ port, dist, data: `.data/bench-signed-in-${port}` });
writeFloorPages(dist);
buildStackFloor(dist);
const stop = () => server.kill('SIGTERM');

/**
 * At each document's start: the time of the frame after `ready` first held (window.__painted), and the LCP so far.
 * `ready` is read from window.name's JSON so one init script serves every page.
 */
function watch() {
  const w = window as unknown as { __painted: number | null; __lcp: number; __ready?: Ready };
  w.__painted = null;
  w.__lcp = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__lcp = Math.max(w.__lcp, e.startTime);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  let ready: Ready;
  try {
    ready = JSON.parse(sessionStorage.getItem('__bench_ready') ?? 'null') as Ready;
  } catch {
    return;
  }
  if (!ready) return;
  const holds = () => {
    const main = document.querySelector('main') ?? document.body;
    if (!main) return false;
    if (ready.heading && ![...document.querySelectorAll('h1')].some((h) => h.textContent?.trim() === ready.heading)) return false;
    if (ready.label && ![...document.querySelectorAll('label')].some((l) => l.textContent?.trim() === ready.label)) return false;
    if (ready.text && !new RegExp(ready.text).test(main.textContent ?? '')) return false;
    return true;
  };
  let seen = false;
  const observer = new MutationObserver(() => {
    if (seen || !holds()) return;
    seen = true;
    observer.disconnect();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => void (w.__painted = performance.now());
      channel.port2.postMessage(null);
    });
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

/** One cold open of `path` in a signed-in tab under the phone's emulation: [data painted, LCP] in ms from navigation start. */
async function coldOpen(context: BrowserContext, page: Page, path: string, ready: Ready | null) {
  const cdp = await context.newCDPSession(page);
  // The tab's storage is the origin's: what to wait for is written there before leaving it.
  if (page.url().startsWith(origin)) await page.evaluate((r) => sessionStorage.setItem('__bench_ready', JSON.stringify(r)), ready);
  else await page.addInitScript((r) => sessionStorage.setItem('__bench_ready', JSON.stringify(r)), ready);
  await page.goto('about:blank');
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await throttle(cdp, true);
  try {
    await page.goto(path, { waitUntil: 'commit', ...T });
    if (ready) await page.waitForFunction(() => (window as unknown as { __painted: number | null }).__painted !== null, undefined, T);
    else await page.waitForLoadState('load', T);
    // LCP entries are reported a frame or two after the paint.
    await page.waitForTimeout(ready ? 300 : 1000);
    const { painted, lcp, fcp } = await page.evaluate(() => {
      const w = window as unknown as { __painted: number | null; __lcp: number };
      return { painted: w.__painted, lcp: w.__lcp, fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0 };
    });
    if (waterfall && ready) {
      const rows = await page.evaluate(() =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => [Math.round(e.startTime), Math.round(e.responseEnd), Math.round(e.encodedBodySize / 1024), new URL(e.name).pathname] as const),
      );
      console.log(`\n${path}:`);
      for (const [start, end, kb, name] of rows) if (start < (painted ?? lcp)) console.log(`  ${String(start).padStart(5)} ${String(end).padStart(5)} ${String(kb).padStart(4)} KB ${name}`);
    }
    return { painted: Math.round(painted ?? lcp), lcp: Math.round(lcp), fcp: Math.round(fcp) };
  } catch (e) {
    mkdirSync('reports', { recursive: true });
    await page.screenshot({ path: 'reports/bench-signed-in-failed.png' }).catch(() => undefined);
    console.error(`\n${path}: its data did not paint`, await page.evaluate(() => document.querySelector('main')?.textContent?.slice(0, 400)).catch(() => ''));
    throw e;
  } finally {
    await throttle(cdp, false);
    await cdp.detach();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const p75 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.75))] ?? 0;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const newContext = async () => {
  const context = await browser.newContext({ baseURL: origin, viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  // tsx keeps function names with a `__name` helper the page does not have (functions passed to evaluate).
  await context.addInitScript('window.__name = (f) => f');
  await context.addInitScript(`(${watch.toString()})()`);
  return context;
};

const loads: Array<{ what: string; path: string; painted: number[]; lcp: number[]; fcp: number[] }> = [];
const interactions: Array<{ inp: number; p75: number; count: number; worst: string }> = [];
try {
  if (!process.argv.includes('--only-inp')) {
    const targets = [
      { what: 'floor (plain form) LCP', path: FLOOR, kind: null, ready: null },
      { what: 'data floor (one figure)', path: DATA_FLOOR, kind: dataFloorKind, ready: { text: dataFloorFigure.source.replace('^', '') } },
      { what: 'stack floor (the stack, one figure)', path: STACK_FLOOR, kind: dataFloorKind, ready: { text: dataFloorFigure.source.replace('^', '') } },
      ...pages.map((p) => ({ what: p.path, ...p })),
    ];
    for (const t of targets) {
      const row = { what: t.what, path: t.path, painted: [] as number[], lcp: [] as number[], fcp: [] as number[] };
      for (let i = 0; i < runs; i++) {
        const context = await newContext();
        const page = await context.newPage();
        await page.addInitScript(() => sessionStorage.setItem('session_monitoring', 'off'));
        if (t.kind) {
          await signIn(page, t.kind);
          await page.waitForLoadState('networkidle', T).catch(() => undefined);
        }
        const r = await coldOpen(context, page, t.path, t.ready);
        row.painted.push(r.painted);
        row.lcp.push(r.lcp);
        row.fcp.push(r.fcp);
        await context.close();
        process.stdout.write('.');
      }
      loads.push(row);
    }
  }
  if (!process.argv.includes('--no-inp')) {
    const vitals = readFileSync('node_modules/web-vitals/dist/web-vitals.iife.js', 'utf8');
    for (let i = 0; i < runs; i++) {
      const context = await newContext();
      // Init scripts run wrapped in a function: the IIFE's `var webVitals` is made a global by hand.
      await context.addInitScript(`${vitals}\n;window.webVitals = webVitals;`);
      await context.addInitScript(() => {
        const w = window as unknown as { __inp: number; __events: Array<{ id: number; d: number; name: string }>; webVitals: { onINP: (cb: (m: { value: number }) => void, o: object) => void } };
        w.__inp = 0;
        w.__events = [];
        w.webVitals.onINP((m) => void (w.__inp = m.value), { reportAllChanges: true });
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as Array<PerformanceEventTiming & { interactionId: number }>) if (e.interactionId) w.__events.push({ id: e.interactionId, d: e.duration, name: e.name });
        }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
      });
      const page = await context.newPage();
      await page.addInitScript(() => sessionStorage.setItem('session_monitoring', 'off'));
      await signIn(page, 'new-borrower');
      await page.getByRole('button', { name: 'Apply for a salary loan' }).waitFor(T);
      await page.waitForLoadState('networkidle', T).catch(() => undefined);
      const cdp = await context.newCDPSession(page);
      await throttle(cdp, true, { network: false });
      const type = async (label: string, text: string) => {
        await page.getByLabel(label, { exact: true }).click(T);
        await page.keyboard.type(text, { delay: 60 });
      };
      await page.getByRole('button', { name: 'Apply for a salary loan' }).click(T);
      await type('How much do you need?', '25000');
      await choose(page, 'Loan tenure', '12 months');
      await continueButton(page).click(T);
      await page.getByRole('radio').first().check(T);
      await continueButton(page).click(T);
      await page.getByRole('heading', { level: 1, name: 'Personal details' }).waitFor(T);
      await type('First name', 'Maria Clara');
      await type('Last name', 'Santos');
      await page.getByRole('radio', { name: 'Female' }).check(T);
      await page.getByLabel('Date of birth').fill('1990-04-12', T);
      await autocomplete(page, 'Country of birth', 'Phil');
      await choose(page, 'Marital status');
      await choose(page, 'Educational attainment');
      await choose(page, 'Nationality');
      await continueButton(page).click(T);
      await page.getByRole('heading', { level: 1, name: 'Professional details' }).waitFor(T);
      await page.getByRole('button', { name: 'Back' }).first().click(T);
      await page.getByRole('heading', { level: 1, name: 'Personal details' }).waitFor(T);
      await continueButton(page).click(T);
      await page.getByRole('heading', { level: 1, name: 'Professional details' }).waitFor(T);
      await type('Employee ID', 'EMP-2041');
      await type('Gross monthly salary', '40000');
      await page.waitForTimeout(500);
      await throttle(cdp, false, { network: false });
      // web-vitals reports INP when the page is hidden: hide it.
      await page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      });
      const { inp, events } = await page.evaluate(() => {
        const w = window as unknown as { __inp: number; __events: Array<{ id: number; d: number; name: string }> };
        return { inp: w.__inp, events: w.__events };
      });
      const byInteraction = new Map<number, { d: number; name: string }>();
      for (const e of events) if ((byInteraction.get(e.id)?.d ?? -1) < e.d) byInteraction.set(e.id, e);
      const durations = [...byInteraction.values()];
      const worst = durations.reduce((a, b) => (b.d > a.d ? b : a), { d: 0, name: '-' });
      interactions.push({ inp: Math.round(inp), p75: Math.round(p75(durations.map((d) => d.d))), count: durations.length, worst: `${worst.name} ${Math.round(worst.d)} ms` });
      await context.close();
      process.stdout.write('.');
    }
  }
} finally {
  await browser.close();
  stop();
}

console.log(`\nCold open, signed in, 4x CPU, ${RTT} ms RTT, 1.6 Mbps down; median of ${runs} (ms from navigation start)`);
const floorLcp = loads.length ? median(loads[0]!.lcp) : 0;
for (const row of loads) {
  const painted = median(row.painted);
  const verdict = row.path === FLOOR ? '' : `  ${painted - floorLcp > 1000 ? 'OVER' : 'within'} (floor LCP + 1 s = ${floorLcp + 1000})`;
  console.log(`${row.what.padEnd(42)} FCP ${String(median(row.fcp)).padStart(5)}  data painted ${String(painted).padStart(5)}  LCP ${String(median(row.lcp)).padStart(5)}  [${row.painted.join(' / ')}]${verdict}`);
}
if (interactions.length) {
  console.log(`\nInteraction to next paint, new-loan journey (calculator to professional details), 4x CPU; median of ${runs}`);
  const inp = median(interactions.map((r) => r.inp));
  const q = median(interactions.map((r) => r.p75));
  console.log(`web-vitals INP ${inp} ms; p75 of ${interactions[0]!.count} interactions ${q} ms (${q > 200 ? 'OVER' : 'within'} 200 ms); worst: ${interactions.map((r) => r.worst).join(', ')}`);
}
mkdirSync('reports', { recursive: true });
writeFileSync('reports/signed-in.json', JSON.stringify({ date: new Date().toISOString().slice(0, 10), runs, floorLcp, loads, interactions }, null, 2));
process.exit(0);
