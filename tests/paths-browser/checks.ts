/**
 * What a scenario checks at every routed state it reaches, each a named step with a screenshot: the URL is the
 * state's route, the h1 its title, the progress bar its weighted value, the collector got the page event, no
 * console error, Content Security Policy violation or broken resource (an asset or a non-platform call answering
 * 4xx/5xx, or failing) since the last check, no sideways scroll at 320 px, no axe (WCAG 2 A/AA) violation. The
 * session replay recorder is on in every scenario (it copies style attributes: a CSP risk), as the routed-pages e2e
 * spec these checks replace had it.
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { RoutedState } from '../../machines/shared/meta';
import { axeDir } from './results';
import { journeys, journeyTypes, type JourneyType } from '../../machines/journeys/definitions';
import { journeyProgress, progressFraction } from '../../machines/journeys/progress';
import type { StepId } from '../../machines/journeys/steps';
import { paymentStatusTitle } from '../../machines/payment/payment-types';
import { isUntrackedPage } from '../../src/analytics/untracked';
import { sampleVersary } from '../../machines/engage/engage.samples';
import { sampleKey } from '../../src/analytics/session-monitor';
import { successHeadings } from '../support/status-headings';
import { showsProgress } from '../../src/journeys/screens/journey-parts/progress-rule';

/** Pages whose heading the spec makes state-specific (as tests/paths/screens.test.tsx allows). */
const stateSpecificHeadings: Record<string, string[]> = {
  'payment.processing': Object.values(paymentStatusTitle),
  // The code page after registering says so (src/auth/screens/verify-account): "Verify your account".
  'auth.verifyAccount': ['Enter your code', 'Verify your account'],
  // A themed promotion's page is headed by the promotion's name as the platform gives it (the sandbox seeds
  // "Loan-versary Special" at /loan-versary-special, as the chart's sample does); "Versary special" only while it loads.
  'engage.versary': [sampleVersary.name],
};

/** Does a path match a route whose parameters are `{$name}` (e.g. /{$product}-versary-special)? */
export function matchesRoute(route: string, pathname: string): boolean {
  if (!route.includes('{$')) return pathname === route;
  const pattern = route.split(/\{\$\w+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[^/]+');
  return new RegExp(`^${pattern}$`).test(pathname);
}

/** The bar's value (percent, one decimal) a journey step shows, from the chart's own weights. */
export function expectedProgress(r: RoutedState): number | null {
  if (r.meta.progressWeight === undefined || !(journeyTypes as readonly string[]).includes(r.machineId)) return null;
  const step = r.stateId.split('.')[1] as StepId;
  const def = journeys[r.machineId as JourneyType];
  if (!(def.steps as readonly string[]).includes(step) || !showsProgress(def)) return null;
  return Math.round(progressFraction(journeyProgress(def, step)) * 1000) / 10;
}

/**
 * Screens axe has scanned in this run, shared by the workers: one file per screen (in axeDir) naming the state it
 * was scanned at, created exclusively (`wx`), so exactly one scenario of the run scans each screen.
 */
function claimAxeScan(screen: string, stateId: string): string | null {
  const file = `${axeDir}/${screen.replace(/[^\w.-]/g, '_')}`;
  mkdirSync(axeDir, { recursive: true });
  try {
    writeFileSync(file, stateId, { flag: 'wx' });
    return null;
  } catch {
    return readFileSync(file, 'utf8') || 'another scenario';
  }
}

export interface Watch {
  consoleErrors: string[];
  /** CSP violations, and resources answering 4xx/5xx or failing, since the last check. */
  broken: string[];
  /** Collector id before the action that led here: the page event must come after it. */
  eventsSince: number;
  /** The signed-in borrower's id (their page events name it), once the scenario signed them in. */
  userId?: string;
}

/**
 * The platform's calls (/api/, and Cognito's /cognito): a refusal the scenario asks for (a wrong code, an injected
 * fault) is checked by the page it leads to, not as a broken resource. Anything else answering 4xx/5xx (assets,
 * the collector, the replay upload, the sandbox's objects) is broken.
 */
const platformCall = (pathname: string) => pathname.startsWith('/api/') || pathname === '/cognito';

export async function watch(page: Page): Promise<Watch> {
  const w: Watch = { consoleErrors: [], broken: [], eventsSince: 0 };
  // The browser's own event for a CSP violation (enforced or report-only), logged so the console check names it;
  // and the replay recorder on for this tab (src/analytics/session-monitor.ts: the sample switch).
  await page.addInitScript((key) => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber} ${e.sample}`),
    );
    try {
      sessionStorage.setItem(key, 'on');
    } catch {
      /* blocked storage: sampled at random */
    }
  }, sampleKey);
  page.on('console', (m) => {
    // Chromium logs every refused platform call ("Failed to load resource: … 400"): see platformCall. Other
    // resources are reported by the response listener below with their path.
    const failedLoad = m.text().startsWith('Failed to load resource') && platformCall(new URL(m.location().url || 'about:blank', 'http://x').pathname);
    if ((m.type() === 'error' && !failedLoad) || /Content Security Policy/i.test(m.text())) w.consoleErrors.push(m.text());
  });
  page.on('pageerror', (e) => w.consoleErrors.push(e.message));
  page.on('response', (r) => {
    const { pathname } = new URL(r.url());
    if (r.status() >= 400 && !platformCall(pathname)) w.broken.push(`${r.request().method()} ${pathname} ${r.status()}`);
  });
  page.on('requestfailed', (r) => {
    const failure = r.failure()?.errorText ?? '';
    const { pathname } = new URL(r.url());
    // A navigation or keepalive beacon cut short by leaving the page is not a broken resource; a held platform
    // call cut short by the scenario's end neither.
    if (/ERR_ABORTED/.test(failure) || platformCall(pathname)) return;
    w.broken.push(`${r.method()} ${pathname} failed ${failure}`);
  });
  return w;
}

export async function lastEventId(page: Page): Promise<number> {
  const rows = (await (await page.request.get('/sandbox/api/events')).json()) as Array<{ id: number }>;
  return rows.at(-1)?.id ?? 0;
}

/** Runs the checks; returns the names of the failed ones (soft: every check runs and is reported). */
export async function checkState(page: Page, r: RoutedState, w: Watch, info: TestInfo): Promise<string[]> {
  const failed: string[] = [];
  const check = (name: string, body: () => Promise<void>) =>
    test.step(name, async () => {
      try {
        await body();
      } catch (e) {
        failed.push(name);
        expect.soft(null, `${name}: ${(e as Error).message.slice(0, 600)}`).toBe('passed');
      }
    });
  await check(`URL is ${r.meta.route}`, () => expect(page).toHaveURL((u) => matchesRoute(r.meta.route, u.pathname), { timeout: 25_000 }));
  const headings = stateSpecificHeadings[r.stateId] ?? successHeadings(r.stateId) ?? [r.meta.title];
  await check(`heading is "${headings.join('" or "')}"`, async () => {
    const h1 = page.getByRole('heading', { level: 1 }).first();
    await expect(h1).toBeVisible({ timeout: 25_000 });
    // A page whose heading comes from the platform shows a placeholder while it loads: wait for a settled one.
    let shown = '';
    await expect.poll(async () => headings.includes((shown = (await h1.textContent())?.trim() ?? '')), { timeout: 10_000 }).toBe(true).catch(() => {});
    expect(headings).toContain(shown);
  });
  const progress = expectedProgress(r);
  if (progress !== null) {
    await check(`progress bar shows ${progress}%`, async () => {
      await expect(page.getByRole('progressbar', { name: 'Application progress' })).toHaveAttribute('aria-valuenow', String(progress));
    });
  }
  await check('no console error or CSP violation', async () => {
    const errors = w.consoleErrors.splice(0);
    expect(errors).toEqual([]);
  });
  await check('no resource answering 4xx/5xx or failing', async () => {
    expect(w.broken.splice(0)).toEqual([]);
  });
  // At a phone's width (spec: 320 px): the page is laid out again at 320 px, measured, and put back.
  await check('no sideways scroll at 320 px', async () => {
    const size = page.viewportSize();
    await page.setViewportSize({ width: 320, height: size?.height ?? 640 });
    try {
      const overflow = await page.evaluate(
        () => new Promise<number>((done) => requestAnimationFrame(() => done(document.documentElement.scrollWidth - document.documentElement.clientWidth))),
      );
      expect(overflow, 'scrollWidth - clientWidth at 320 px').toBeLessThanOrEqual(0);
    } finally {
      if (size) await page.setViewportSize(size);
    }
  });
  // axe takes seconds per page on a loaded 2-core machine: once per screen per run (the Storybook stage scans
  // every screen's stories as well); a later state on the same screen says where it was scanned.
  const scanned = claimAxeScan(r.meta.screen, r.stateId);
  if (scanned) {
    await test.step(`no axe violation (screen ${r.meta.screen} scanned at ${scanned})`, async () => {});
  } else await check('no axe violation (WCAG 2 A/AA)', async () => {
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
  });
  // Last but the screenshot: the collector gets the page event with the next batch (spec §9: 5 s after its first
  // event at most), which the checks above wait out meanwhile. Before that batch the analytics library itself loads
  // after the first paint and reads its settings: on a loaded 2-core CI machine (0.5 cores for this stage) the whole
  // chain took over 10 s twice (CI of stop 45, /try-another-login-method and /app-download), so the wait is 30 s.
  // This scenario's page events only, when it knows its borrower (other scenarios run beside it and may open the
  // same page at the same time): the channels that name the signed-in borrower carry their user id.
  const pageEvents = async () =>
    ((await (await page.request.get(`/sandbox/api/events?since=${w.eventsSince}&type=page`)).json()) as Array<{ type: string; name: string | null; userId: string | null }>).filter(
      (e) => e.type === 'page' && e.name === r.meta.page && (!w.userId || e.userId === w.userId),
    ).length;
  // Spec §2: the email-verification page without a token is not tracked (src/analytics/untracked.ts).
  if (isUntrackedPage(page.url())) {
    await check(`collector got no page "${r.meta.page}" (untracked without a token, spec §2)`, async () => {
      await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
      expect(await pageEvents()).toBe(0);
    });
  } else {
    await check(`collector got page "${r.meta.page}"`, () => expect.poll(pageEvents, { timeout: 30_000 }).toBeGreaterThan(0));
  }
  await info.attach(`${r.stateId} at ${r.meta.route}`, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
  return failed;
}
