import { expect, test, type Page } from '@playwright/test';
import { routedStateList } from '../../src/router/route-table.generated';
import { createPersona, signInWithPassword, type Persona } from './analytics-helpers';

/**
 * Issue #22: every account page opened directly (typed in the address bar, a bookmark, a reload) ends on a page
 * with its heading, never on the loading frame. The list of pages is the generated route table (every routed
 * state of machines/account), so a new account page is checked as soon as it is generated. Where the page needs
 * something the reload lost (the code just sent to the email), the chart sends the borrower to the page before it.
 */
test.describe.configure({ timeout: 180_000 });

const unique = () => `lakbay.direct.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@gmail.com`;

/** Where each account page lands when opened directly, for a borrower without / with a personal email. */
const lands: Record<string, { noEmail: [string, string]; withEmail: [string, string] }> = {
  '/profile': { noEmail: ['/profile', 'Your profile'], withEmail: ['/profile', 'Your profile'] },
  '/generate-email-otp': { noEmail: ['/update-personal-email', 'Add your personal email'], withEmail: ['/generate-email-otp', 'Verify your email address'] },
  '/update-personal-email': { noEmail: ['/update-personal-email', 'Add your personal email'], withEmail: ['/update-personal-email', 'Add your personal email'] },
  // The code sent before the reload is not known to the new page: the borrower asks for one again.
  '/verify-email-otp': { noEmail: ['/update-personal-email', 'Add your personal email'], withEmail: ['/generate-email-otp', 'Verify your email address'] },
  '/verify-mobile-otp': { noEmail: ['/verify-mobile-otp', 'Verify your mobile number'], withEmail: ['/verify-mobile-otp', 'Verify your mobile number'] },
  '/change-mobile-number': { noEmail: ['/change-mobile-number', 'Change your mobile number'], withEmail: ['/change-mobile-number', 'Change your mobile number'] },
};

const accountRoutes = [...new Set(routedStateList.filter((s) => s.machineId === 'account').map((s) => s.meta.route))];

test('the expectations list every account page of the chart', () => {
  expect(accountRoutes.sort()).toEqual(Object.keys(lands).sort());
});

async function signIn(page: Page, persona: Persona) {
  await signInWithPassword(page, persona);
  await page.waitForURL((url) => url.pathname !== '/');
  if (/\/company-selector$/.test(page.url())) {
    await page.getByRole('button', { name: 'Select' }).first().click();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page).not.toHaveURL(/\/company-selector/);
  }
}

async function expectLanded(page: Page, opened: string, [path, heading]: [string, string]) {
  await expect(page.getByRole('heading', { level: 1, name: heading }), `${opened} opened directly shows "${heading}"`).toBeVisible({ timeout: 30_000 });
  await expect(page, `${opened} opened directly lands on ${path}`).toHaveURL(new RegExp(`${path}$`));
}

test('every account page opened directly or reloaded lands on a page (borrower without a personal email)', async ({ page }) => {
  await signIn(page, await createPersona(page.request, 'new-borrower'));
  for (const route of accountRoutes) {
    await page.goto(route);
    await expectLanded(page, route, lands[route]!.noEmail);
    await page.reload();
    await expectLanded(page, `${route} (reloaded)`, lands[route]!.noEmail);
  }
});

test('reloading /verify-email-otp after the code was sent, and every account page opened directly with an email', async ({ page }) => {
  await signIn(page, await createPersona(page.request, 'new-borrower'));
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByLabel('Personal email address').fill(unique());
  await page.getByRole('button', { name: 'Save and send code' }).click();
  await expect(page).toHaveURL(/\/verify-email-otp$/);
  await expect(page.getByLabel('Digit 1 of 6')).toBeVisible();

  await page.reload();
  await expectLanded(page, '/verify-email-otp (reloaded after the code was sent)', lands['/verify-email-otp']!.withEmail);
  // From there a new code is one press away, and the code page is back.
  await page.getByRole('button', { name: /send/i }).first().click();
  await expect(page).toHaveURL(/\/verify-email-otp$/);
  await expect(page.getByLabel('Digit 1 of 6')).toBeVisible();

  for (const route of accountRoutes) {
    await page.goto(route);
    await expectLanded(page, route, lands[route]!.withEmail);
  }
});
