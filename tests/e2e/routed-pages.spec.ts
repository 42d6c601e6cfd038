import { expect, test, type Page } from '@playwright/test';
import { routedStateList } from '../../src/router/route-table.generated';
import { createPersona, signInWithPassword } from './analytics-helpers';

/**
 * Issue #22 items 11 and 13 over every routed page (W3 faults): the list of pages is the generated route table
 * (every routed state of every chart in machines/registry.ts), not a hand list, so a new page is walked as soon as
 * it is generated. Each chart's pages are opened by the persona its product needs (public pages signed out), at
 * 320 px wide, with the replay recorder on. On every page: no CSP violation, no console error, no resource
 * answering 4xx/5xx, and no horizontal scroll. A URL the persona's journey is not at lands where the app sends it
 * (the router's own rule): the page it lands on is checked the same way.
 */

/** The persona whose product reaches each chart's pages (sandbox/backoffice/personas.ts). */
const personaFor: Record<string, string | null> = {
  auth: null,
  app: 'new-borrower',
  account: 'new-borrower',
  newLoan: 'new-borrower',
  reloan: 'reloan-eligible',
  refinance: 'refinance-eligible',
  pendingApproval: 'pending-borrower-approval',
  wcr: 'wcr',
  missingSelfie: 'missing-selfie',
  ewa: 'ewa-eligible',
  ewaActivation: 'ewa-eligible',
  ewaWithdrawal: 'ewa-active',
  quickLoan: 'quick-loan-eligible',
  quickLoanActivation: 'quick-loan-eligible',
  insurance: 'insurance-company',
  onboarding: 'onboarding-pending',
  payment: 'past-due',
  repayments: 'refinance-eligible',
  engage: 'fintelligence-company',
  surveys: 'survey-pending',
};

/** Route parameters: the one themed promotion the sandbox seeds. */
const fill = (route: string) => route.replace('{$product}', 'loan');

/** One visit list per persona: every route of the charts it serves, once. */
const visits = new Map<string | null, Set<string>>();
for (const state of routedStateList) {
  if (!(state.machineId in personaFor)) throw new Error(`No persona for chart '${state.machineId}': add it to personaFor.`);
  const persona = personaFor[state.machineId] ?? null;
  const routes = visits.get(persona) ?? new Set<string>();
  routes.add(fill(state.meta.route));
  visits.set(persona, routes);
}

interface Watch {
  problems: string[];
}

async function watch(page: Page): Promise<Watch> {
  const w: Watch = { problems: [] };
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber} ${e.sample}`),
    );
  });
  page.on('console', (m) => {
    if (m.type() === 'error' || /Content Security Policy/i.test(m.text())) w.problems.push(`console ${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => w.problems.push(`page error: ${e.message}`));
  page.on('response', (r) => {
    if (r.status() >= 400) w.problems.push(`${r.request().method()} ${new URL(r.url()).pathname} ${r.status()}`);
  });
  page.on('requestfailed', (r) => {
    const failure = r.failure()?.errorText ?? '';
    // A navigation or a keepalive beacon cut short by leaving the page is not a broken resource.
    if (/ERR_ABORTED/.test(failure)) return;
    w.problems.push(`${r.method()} ${new URL(r.url()).pathname} failed ${failure}`);
  });
  return w;
}

async function check(page: Page, w: Watch, route: string) {
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => {});
  // Soft: one walk names every page that fails. The machine is shared, so a signed-in page gets time to load.
  await expect.soft(page.getByRole('heading', { level: 1 }).first(), `${route}: a page with its heading`).toBeVisible({ timeout: 20_000 });
  const landed = new URL(page.url()).pathname;
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect.soft(overflow, `${route} (landed on ${landed}): no horizontal scroll at 320 px`).toBeLessThanOrEqual(0);
  expect.soft(w.problems.splice(0), `${route} (landed on ${landed}): CSP, console errors, 4xx/5xx`).toEqual([]);
}

for (const [persona, routes] of visits) {
  test(`every routed page of ${persona ?? 'a visitor'} at 320 px: no CSP violation, console error, failing resource or sideways scroll`, async ({ page }) => {
    test.setTimeout(60_000 + routes.size * 25_000);
    await page.setViewportSize({ width: 320, height: 640 });
    const w = await watch(page);
    await page.goto('/sandbox/replay/sample?record=on&next=/login');
    await page.waitForURL(/\/login$/);
    if (persona) {
      await signInWithPassword(page, await createPersona(page.request, persona));
      await check(page, w, 'after sign-in');
    }
    for (const route of routes) {
      await page.goto(route);
      await check(page, w, route);
    }
  });
}
