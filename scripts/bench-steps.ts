/**
 * `npm run bench:steps`: issue W2-F item 4's target, "a journey step, Continue to next heading painted under 4x CPU
 * and slow 4G: <= one API round trip + 300 ms", measured in Chromium against the built app and its sandbox (started
 * as scripts/bench-heap.ts does, on a throwaway database).
 *
 Each run signs a fresh new borrower in and walks the new-loan journey, each measured Continue under CDP
 * `Emulation.setCPUThrottlingRate {rate: 4}` and `Network.emulateNetworkConditions` with slow-4G values (150 ms RTT,
 * 1.6 Mbps down, 750 Kbps up), turned on once the page is idle and off after the next step painted (filling the
 * forms under emulation took minutes per run and measures nothing; the idle prefetches finish before the Continue
 * either way, as for a borrower who takes a few seconds per form): loan purpose -> personal -> professional -> additional -> address -> disbursement details ->
 * loan offer -> document verification (accepts the offer), verifies documents (fake camera), and from review changes the gross monthly salary
 * (the offer was capped by it: the save must price the offers again) -> loan offer -> review.
 *
 * Each measured hop is timed in the page: from the Continue click (a capturing listener) to the frame after the next
 * step's h1 (and its first field or offer list) entered the document (MutationObserver, then requestAnimationFrame
 * and a posted message: the frame has been produced). API calls that answered before the step entered the document
 * are listed (resource timing), and how many of them ran in series: the longest chain of calls each started after
 * the one before had answered. Each hop is also split in two: click -> the first of those calls leaving, and the last
 * of them answering -> painted (the front end's own time; the rest is the round trip).
 * Before each Continue the page is left to finish its idle prefetches (no request in flight for 500 ms), as a
 * borrower filling the form would.
 *
 * The floor, measured in the same run under the same emulation: a bare `fetch` of the same save (PUT of the step's
 * answers, and a GET of it) from the page, and a plain page whose button does that PUT and then swaps its h1.
 *
 * Budget per hop (the issue's "one API round trip + 300 ms"): calls in series <= 1 and ms <= the measured PUT round
 * trip + 300 ms. Prints the median of --runs (3) runs, writes reports/steps.json; exits 0 (a measurement, not a gate:
 * the machine is shared, read the ratio to the floor).
 *
 * --profile: a CPU profile of the page per measured hop (Continue to painted), written to
 * reports/steps-profile/<run>-<hop>.cpuprofile (open in Chrome DevTools); the hops over budget are summarised by
 * scripts/cpu-profile-summary.ts (self time by package and the top functions, through the build's source maps).
 *
 *   npm run bench:steps [-- --no-build] [-- --runs 3] [-- --port 5262] [-- --cpu 4] [-- --profile]
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { startAppServer } from './bench-server';
import { autocomplete, choose, continueButton, RTT, signIn, T, throttle } from './bench-browser';
import { formatSummary, summarise, type CpuProfile } from './cpu-profile-summary';
import { chromium, type Browser, type CDPSession, type Page } from '@playwright/test';

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const port = Number(arg('--port') ?? process.env.BENCH_PORT ?? 5262);
const runs = Number(arg('--runs') ?? 3);
const cpuRate = Number(arg('--cpu') ?? 4);
const profiling = process.argv.includes('--profile');
/** --trace: a Chromium performance trace per measured hop (what the main thread did between Continue and the paint). */
const tracing = process.argv.includes('--trace');
/** --until <text>: end each walk after the hop whose name contains it (then the floor), to look at the first hops. */
const until = arg('--until');
class Enough extends Error {}
/** What a hop may take beyond the save's own round trip (issue W2-F item 4). */
const ALLOWANCE_MS = 300;
const origin = `http://127.0.0.1:${port}`;
const data = `.data/bench-steps-${port}`;
const dist = arg('--dist') ?? 'dist';

const server = await startAppServer({ port, dist, data });
const stop = () => server.kill('SIGTERM');

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(8192)]);

/** In-flight requests of a page, from CDP: lets a hop start once the idle prefetches are done. */
function tracker(cdp: CDPSession) {
  const open = new Set<string>();
  let last = Date.now();
  cdp.on('Network.requestWillBeSent', (e: { requestId: string }) => void (open.add(e.requestId), (last = Date.now())));
  const done = (e: { requestId: string }) => void (open.delete(e.requestId), (last = Date.now()));
  cdp.on('Network.loadingFinished', done);
  cdp.on('Network.loadingFailed', done);
  return async () => {
    const until = Date.now() + 30_000;
    while (Date.now() < until && (open.size > 0 || Date.now() - last < 500)) await new Promise((r) => setTimeout(r, 100));
  };
}

interface Ready {
  heading: string;
  /** A label text that must be in the document too (the form has painted its fields), or a CSS selector. */
  label?: string;
  selector?: string;
}
interface Hop {
  ms: number;
  calls: string[];
  /** The longest chain of those calls each started once the one before had answered. */
  serial: number;
  /** Click to the first call leaving, and the last of those calls answering to the paint: the front end's own time. */
  clickToCall: number;
  answerToPaint: number;
  profile?: string;
}

/** Arms the in-page timer: click (capturing) -> next h1 in the document -> the following frame. */
async function arm(page: Page, ready: Ready) {
  await page.evaluate((ready) => {
    performance.setResourceTimingBufferSize(10_000);
    performance.clearResourceTimings();
    const w = window as unknown as { __hop: { from: number | null; shown: number | null; painted: number | null } };
    w.__hop = { from: null, shown: null, painted: null };
    document.addEventListener('click', () => void (w.__hop.from ??= performance.now()), { capture: true, once: true });
    const shown = () =>
      w.__hop.from !== null &&
      [...document.querySelectorAll('h1')].some((h) => h.textContent?.trim() === ready.heading) &&
      (!ready.label || [...document.querySelectorAll('label')].some((l) => l.textContent?.trim() === ready.label)) &&
      (!ready.selector || document.querySelector(ready.selector) !== null);
    let seen = false;
    const observer = new MutationObserver(() => {
      if (seen || !shown()) return;
      seen = true;
      w.__hop.shown = performance.now();
      observer.disconnect();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => void (w.__hop.painted = performance.now());
        channel.port2.postMessage(null);
      });
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
  }, ready);
}

async function measure(page: Page, cdp: CDPSession, settle: () => Promise<void>, ready: Ready, act: () => Promise<void>, profileTo?: string, traceTo?: string): Promise<Hop> {
  await settle();
  await throttle(cdp, true, { cpuRate });
  await arm(page, ready);
  if (profileTo) await cdp.send('Profiler.start');
  if (traceTo) await page.context().browser()!.startTracing(page, { path: traceTo, categories: traceCategories });
  await act();
  await page.waitForFunction(() => (window as unknown as { __hop: { painted: number | null } }).__hop.painted !== null, undefined, T);
  if (traceTo) await page.context().browser()!.stopTracing();
  if (profileTo) writeFileSync(profileTo, JSON.stringify((await cdp.send('Profiler.stop')).profile));
  // Calls still answering at the paint show up in resource timing once done.
  await settle();
  await throttle(cdp, false);
  const hop = await page.evaluate(() => {
    const { from, shown, painted } = (window as unknown as { __hop: { from: number; shown: number; painted: number } }).__hop;
    // Calls that answered before the next step was in the document: the ones it could have waited for. What the
    // step reads once shown (its background reads, the prefetch for the step after) may start in the very task that
    // put it in the document, before the observer runs, but cannot have answered before.
    const entries = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((e) => e.startTime >= from && e.responseEnd <= shown && new URL(e.name).pathname.startsWith('/api/'))
      .sort((a, b) => a.startTime - b.startTime);
    // Calls in series: each call's depth is one more than the deepest call that had answered before it started.
    const depth: number[] = [];
    entries.forEach((e, i) => (depth[i] = 1 + Math.max(0, ...entries.slice(0, i).map((d, j) => (d.responseEnd <= e.startTime ? depth[j]! : 0)))));
    const answered = Math.max(from, ...entries.map((e) => e.responseEnd));
    return {
      ms: Math.round(painted - from),
      clickToCall: Math.round(entries.length ? entries[0]!.startTime - from : 0),
      answerToPaint: Math.round(painted - answered),
      calls: entries.map((e) => new URL(e.name).pathname.replace(/[0-9a-f-]{36}/g, ':id')),
      serial: Math.max(0, ...depth),
    };
  });
  return profileTo ? { ...hop, profile: profileTo } : hop;
}

const traceCategories = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-devtools.timeline.frame', 'v8.execute', 'blink.user_timing', 'loading', 'latencyInfo'];

/** One walk through the journey; returns each hop's time and calls, and the floor measured at its end. */
async function walk(browser: Browser, run: number) {
  const context = await browser.newContext({ baseURL: origin, permissions: ['camera'] });
  // tsx keeps function names with a `__name` helper the page does not have (functions passed to evaluate).
  await context.addInitScript('window.__name = (f) => f');
  const page = await context.newPage();
  await page.addInitScript(() => sessionStorage.setItem('session_monitoring', 'off'));
  let authorization = '';
  page.on('request', (r) => {
    const a = r.headers().authorization;
    if (a && new URL(r.url()).pathname.startsWith('/api/')) authorization = a;
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (profiling) await cdp.send('Profiler.enable');
  const settle = tracker(cdp);
  const hops: Record<string, Hop> = {};
  const hop = async (name: string, ready: Ready, act: () => Promise<void> = () => continueButton(page).click(T)) => {
    const file = `${run}-${name.replace(/[^a-z0-9]+/gi, '-').replace(/-+$/, '')}`;
    const profileTo = profiling ? `reports/steps-profile/${file}.cpuprofile` : undefined;
    const traceTo = tracing ? `reports/steps-trace/${file}.json` : undefined;
    try {
      hops[name] = await measure(page, cdp, settle, ready, act, profileTo, traceTo);
    } catch (e) {
      mkdirSync('reports', { recursive: true });
      await page.screenshot({ path: 'reports/bench-steps-failed.png' }).catch(() => undefined);
      const seen = await page.evaluate(() => ({ url: location.pathname, h1: [...document.querySelectorAll('h1')].map((h) => h.textContent), labels: [...document.querySelectorAll('label')].map((l) => l.textContent).slice(0, 5), hop: (window as unknown as { __hop: unknown }).__hop }));
      console.error(`\n${name}: the next step did not paint as expected`, JSON.stringify(seen));
      throw e;
    }
    process.stdout.write('.');
    if (until && name.includes(until)) throw new Enough();
  };

  try {
    await journey();
  } catch (e) {
    if (!(e instanceof Enough)) throw e;
  }
  return { hops, floor: await floorOf(page, context, cdp, settle, authorization) };

  async function journey() {
  const who = await signIn(page, 'new-borrower');
  await page.getByRole('button', { name: 'Apply for a salary loan' }).click(T);
  // ₱100,000 on a ₱40,000 salary: the offer is capped at ₱80,000; a ₱60,000 salary from review lifts the cap.
  await page.getByLabel('How much do you need?').fill('100000', T);
  await choose(page, 'Loan tenure', '12 months');

  await hop('loan calculator -> loan purpose', { heading: 'Loan purpose', selector: '[role="radio"], input[type="radio"]' });
  await page.getByRole('radio').first().check(T);
  await hop('loan purpose -> personal details', { heading: 'Personal details', label: 'First name' });
  await page.getByLabel('First name').fill('Maria Clara', T);
  await page.getByLabel('Last name').fill('Santos');
  await page.getByRole('radio', { name: 'Female' }).check();
  await page.getByLabel('Date of birth').fill('1990-04-12');
  await autocomplete(page, 'Country of birth', 'Phil');
  await choose(page, 'Marital status');
  await choose(page, 'Educational attainment');
  await choose(page, 'Nationality');
  await hop('personal -> professional details', { heading: 'Professional details', label: 'Employee ID' });
  await page.getByLabel('Employee ID').fill('EMP-2041', T);
  await choose(page, 'Employment type');
  await choose(page, 'Job level');
  await autocomplete(page, 'Job title', 'a');
  await page.getByLabel('Date hired').fill('2019-06-01');
  await page.getByLabel('Gross monthly salary').fill('40,000');
  await choose(page, 'Source of income');
  await hop('professional -> additional details', { heading: 'Additional information', label: 'Number of dependants' });
  await page.getByLabel('Number of dependants').fill('2', T);
  await page.getByLabel('Emergency contact name').fill('Jose Santos');
  await choose(page, 'Relationship', 'Husband');
  await page.getByLabel('Emergency contact number').fill('+639171234567');
  await page.getByRole('radio', { name: 'No' }).check();
  await hop('additional details -> address', { heading: 'Address', label: 'House number and street' });
  await page.getByRole('radio', { name: 'Permanent' }).check(T);
  await autocomplete(page, 'Province', 'Metro Manila');
  await autocomplete(page, 'City or municipality', 'a');
  await autocomplete(page, 'Barangay', 'a');
  await choose(page, 'Zip code');
  await page.getByLabel('House number and street').fill('12 Mabini St.');
  await choose(page, 'Residence type');
  await page.getByLabel('Years at this address').fill('5');
  await hop('address -> disbursement details', { heading: 'Disbursement details', label: 'Account name' });
  await choose(page, 'Bank', 'BDO Unibank');
  await page.getByRole('radio', { name: 'Savings' }).check();
  await page.getByLabel('Account name').fill('Maria Clara Santos');
  await page.getByLabel('Account number').fill('001234567890');
  await hop('disbursement details -> loan offer (first pricing)', { heading: 'Your loan offer', selector: '[aria-label="Your offers"]' });

  await hop('loan offer -> document verification (accept)', { heading: 'Document verification', selector: 'input[type="file"]:not([capture])' }, () => page.getByRole('button', { name: 'Accept offer' }).click(T));
  // Documents, review: not measured (the camera and uploads are their own story).
  await page.getByLabel('Upload your document').setInputFiles({ name: 'umid.png', mimeType: 'image/png', buffer: PNG }, T);
  await page.getByLabel(/ID number/).fill(`F6-${Date.now() % 100000000}`);
  await page.getByRole('button', { name: 'Check ID number' }).click();
  await page.getByText('Received: we are checking it').waitFor(T);
  await continueButton(page).click();
  expect200(await page.request.post('/sandbox/api/next-outcomes', { data: { liveness: 'SUCCESS', user: who.username } }));
  await page.getByRole('button', { name: 'Continue to camera' }).click(T);
  await page.getByRole('button', { name: 'Take selfie' }).click(T);
  await page.getByRole('heading', { level: 1, name: 'Review your details' }).waitFor(T);

  await page.getByRole('button', { name: 'Change professional details' }).click(T);
  await page.getByRole('heading', { level: 1, name: 'Professional details' }).waitFor(T);
  await page.getByLabel('Gross monthly salary').fill('60,000', T);
  await hop('review: salary changed -> loan offer (repriced)', { heading: 'Your loan offer', selector: '[aria-label="Your offers"]' });
  const best = await page.getByRole('list', { name: 'Your offers' }).getByRole('listitem', { name: /best offer$/ }).textContent();
  if (!best?.includes('₱100,000.00')) throw new Error(`The offer shown after the salary change is not the repriced one: ${best}`);
  await hop('loan offer -> review (accept again)', { heading: 'Review your details' }, () => page.getByRole('button', { name: 'Accept offer' }).click(T));
  }
}

/** The floor, same page, same emulation: the save's own round trip, then a plain page that saves and swaps its h1. */
async function floorOf(page: Page, context: Awaited<ReturnType<Browser['newContext']>>, cdp: CDPSession, settle: () => Promise<void>, authorization: string) {

  await settle();
  const stepUrl = `/api/v1/applications/${await currentApplication(page, authorization)}/steps/additional-details`;
  await throttle(cdp, true, { cpuRate });
  const fetchFloor = await page.evaluate(
    async ({ url, authorization }) => {
      const headers = { authorization, 'content-type': 'application/json' };
      const saved = (await (await fetch(url, { headers })).json()) as { answers: Record<string, string> };
      const time = async (init: RequestInit) => {
        const t = performance.now();
        await (await fetch(url, init)).text();
        return performance.now() - t;
      };
      const get: number[] = [];
      const put: number[] = [];
      for (let i = 0; i < 3; i++) {
        get.push(await time({ headers }));
        put.push(await time({ method: 'PUT', headers, body: JSON.stringify({ answers: saved.answers }) }));
      }
      const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[1]!;
      return { get: Math.round(median(get)), put: Math.round(median(put)) };
    },
    { url: stepUrl, authorization },
  );
  await throttle(cdp, false);
  const plain = await context.newPage();
  const plainCdp = await context.newCDPSession(plain);
  await plainCdp.send('Network.enable');
  // A plain HTML page on the same origin (served by Playwright: the sandbox's own pages forbid scripts to fetch).
  await plain.route('**/__plain-floor', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>floor</title><body></body>' }));
  await plain.goto('/__plain-floor');
  await plain.evaluate(
    async ({ url, authorization }) => {
      const headers = { authorization, 'content-type': 'application/json' };
      const { answers } = (await (await fetch(url, { headers })).json()) as { answers: Record<string, string> };
      document.body.innerHTML = '<main><h1>Step A</h1><form><label for="f">Field A</label><input id="f"><button type="submit">Continue</button></form></main>';
      document.querySelector('form')!.addEventListener('submit', (e) => {
        e.preventDefault();
        void (async () => {
          await (await fetch(url, { method: 'PUT', headers, body: JSON.stringify({ answers }) })).json();
          document.querySelector('h1')!.textContent = 'Step B';
          document.querySelector('label')!.textContent = 'Field B';
        })();
      });
    },
    { url: stepUrl, authorization },
  );
  const plainHop = await measure(plain, plainCdp, tracker(plainCdp), { heading: 'Step B', label: 'Field B' }, () => plain.getByRole('button', { name: 'Continue' }).click(T));
  await context.close();
  return { fetchGet: fetchFloor.get, fetchPut: fetchFloor.put, plainSwap: plainHop.ms };
}

function expect200(res: { ok(): boolean; status(): number }) {
  if (!res.ok()) throw new Error(`sandbox answered ${res.status()}`);
}

/** The borrower's ongoing application, as the app reads it. */
async function currentApplication(page: Page, authorization: string): Promise<string> {
  const res = await page.request.get('/api/v1/applications/ongoing', { headers: { authorization } });
  const body = (await res.json()) as { application: { id: string } | null };
  if (!body.application) throw new Error('no ongoing application');
  return body.application.id;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
});
const results: Awaited<ReturnType<typeof walk>>[] = [];
if (profiling) mkdirSync('reports/steps-profile', { recursive: true });
if (tracing) mkdirSync('reports/steps-trace', { recursive: true });
try {
  for (let i = 0; i < runs; i++) {
    process.stdout.write(`run ${i + 1}/${runs} `);
    const run = await walk(browser, i + 1);
    results.push(run);
    // Each run as it ends, so a run cut short still leaves the earlier ones.
    process.stdout.write(`\n${JSON.stringify({ hops: Object.fromEntries(Object.entries(run.hops).map(([k, h]) => [k, [h.ms, h.serial, h.calls.length, h.clickToCall, h.answerToPaint]])), floor: run.floor })}\n`);
  }
} finally {
  await browser.close();
  stop();
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : Math.round((s[s.length / 2 - 1]! + s[s.length / 2]!) / 2);
};
const floor = {
  fetchGet: median(results.map((r) => r.floor.fetchGet)),
  fetchPut: median(results.map((r) => r.floor.fetchPut)),
  plainSwap: median(results.map((r) => r.floor.plainSwap)),
};
const budgetMs = floor.fetchPut + ALLOWANCE_MS;
const names = Object.keys(results[0]!.hops);
const rows = names.map((name) => {
  const all = results.map((r) => r.hops[name]!);
  const ms = median(all.map((h) => h.ms));
  const serial = Math.max(...all.map((h) => h.serial));
  const slowest = all.reduce((a, b) => (b.ms > a.ms ? b : a));
  return { name, ms, clickToCall: median(all.map((h) => h.clickToCall)), answerToPaint: median(all.map((h) => h.answerToPaint)), runs: all.map((h) => h.ms), serial, calls: all.find((h) => h.serial === serial)!.calls, within: serial <= 1 && ms <= budgetMs, profile: slowest.profile };
});
console.log(`\nContinue -> next h1 painted, ${cpuRate}x CPU, ${RTT} ms RTT, 1.6 Mbps down / 750 Kbps up; median of ${runs}`);
console.log(`Budget: <= 1 call in series and <= the PUT round trip ${floor.fetchPut} ms + ${ALLOWANCE_MS} ms = ${budgetMs} ms`);
const pad = (s: string, n: number) => s.padEnd(n);
console.log(`${pad('hop', 52)} ${'ms'.padStart(6)}  ${pad('runs', 18)} serial  budget  vs floor  click->call  answer->paint  calls`);
for (const r of rows) {
  console.log(`${pad(r.name, 52)} ${String(r.ms).padStart(6)}  ${pad(r.runs.join('/'), 18)} ${String(r.serial).padStart(6)}  ${r.within ? 'ok    ' : 'OVER  '}  ${(r.ms / floor.plainSwap).toFixed(2).padStart(6)}x  ${String(r.clickToCall).padStart(11)}  ${String(r.answerToPaint).padStart(13)}  ${r.calls.join(' ')}`);
}
console.log(`Floor (same run, same emulation): bare fetch GET of a step ${floor.fetchGet} ms, PUT (the save) ${floor.fetchPut} ms; plain page, Continue -> save -> h1 swapped and painted ${floor.plainSwap} ms`);
for (const r of rows.filter((r) => !r.within && r.profile)) {
  console.log(`\n${r.name} (${r.profile}, the slowest run):\n${formatSummary(summarise(JSON.parse(readFileSync(r.profile!, 'utf8')) as CpuProfile, dist), 8)}`);
}
mkdirSync('reports', { recursive: true });
writeFileSync('reports/steps.json', JSON.stringify({ date: new Date().toISOString().slice(0, 10), cpuRate, rttMs: RTT, budgetMs, runs, rows, floor, raw: results }, null, 2));
process.exit(0);
