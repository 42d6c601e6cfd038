/**
 * Storybook's "Open in the app" (a map's live screen, an overview card) lands in the running app at the state's
 * route with its heading, signed in as a fresh persona placed by the back office's saved points: the link is built
 * by the same code the stories use (stories/flows/open-in-app-target.ts) and followed as a designer's click would
 * (a new tab on the app's origin, /sandbox/open signs in and moves on). A path of another origin is refused.
 */
import { expect, test } from '@playwright/test';
import { routedCharts } from '../../machines/registry';
import { routedStates } from '../../machines/shared/meta';
import { openInAppTarget } from '../../stories/flows/open-in-app-target';

const cases = [
  // At a saved point: the journey resumes there.
  { chart: 'newLoan', state: 'newLoan.loanOffer' },
  { chart: 'newLoan', state: 'newLoan.documentVerification' },
  // A chart without saved points: its persona, then its route.
  { chart: 'payment', state: 'payment.payments' },
];

for (const { chart, state } of cases) {
  test(`Open in the app: ${state} lands on its route with its heading`, async ({ page }) => {
    const machine = routedCharts.find((m) => m.id === chart)!;
    const meta = routedStates(machine).find((r) => r.stateId === state)!.meta;
    const { href } = openInAppTarget(chart, state, '');
    await page.goto(href);
    await expect(page).toHaveURL((u) => u.pathname === meta.route, { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: meta.title })).toBeVisible({ timeout: 30_000 });
  });
}

test('Open in the app refuses a path of another origin', async ({ request }) => {
  for (const to of ['//example.com/x', 'https://example.com/', '/\\example.com']) {
    const res = await request.get(`/sandbox/open?kind=new-borrower&to=${encodeURIComponent(to)}`, { maxRedirects: 0 });
    expect(res.status(), to).toBe(400);
  }
});
