import { expect, test, type Page } from '@playwright/test';

/**
 * Journeys against the sandbox, in Chromium: start a new loan from home, keep what was typed across a reload,
 * and see the WCR journey after the back office moves the application to WCR.
 */
async function persona(page: Page, kind: string): Promise<{ username: string; password: string; userId: string }> {
  const res = await page.request.post('/sandbox/api/personas', { data: { kind } });
  expect(res.ok()).toBe(true);
  return res.json();
}

async function signIn(page: Page, who: { username: string; password: string }, path = '/login') {
  await page.goto(path);
  await page.getByLabel('Mobile number or email').fill(who.username);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByLabel('Password').first().fill(who.password);
  await page.getByRole('button', { name: /log in/i }).first().click();
}

test('new loan from home: calculator, purpose, a draft kept across a reload, then WCR from the back office', async ({ page }) => {
  const who = await persona(page, 'new-borrower');
  await signIn(page, who);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page).toHaveTitle('Home | Lakbay');

  await page.getByRole('button', { name: 'Apply for a salary loan' }).click();
  await expect(page).toHaveURL(/\/loan-calculator$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Loan calculator' })).toBeFocused();
  await page.getByLabel('How much do you need?').fill('25000');
  await expect(page.getByLabel('How much do you need?')).toHaveValue('25,000');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/loan-purpose$/);
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/wizard\/v2\/Journey\/personal-details$/);
  await page.getByLabel('First name').fill('Maria Clara');
  await page.getByLabel('Last name').fill('Santos');

  // Refresh: the persisted snapshot brings the borrower back to the same step with what they typed.
  await page.reload();
  await expect(page).toHaveURL(/\/wizard\/v2\/Journey\/personal-details$/);
  await expect(page.getByLabel('First name')).toHaveValue('Maria Clara');
  await expect(page.getByLabel('Last name')).toHaveValue('Santos');

  // Back goes to the previous step through the chart; forward returns.
  await page.goBack();
  await expect(page).toHaveURL(/\/loan-purpose$/);
  await page.goForward();
  await expect(page).toHaveURL(/\/wizard\/v2\/Journey\/personal-details$/);

  // A deep link to a step the chart has not reached lands on the step it is on.
  await page.goto('/wizard/v2/Journey/loan-offer');
  await expect(page).toHaveURL(/\/wizard\/v2\/Journey\/personal-details$/);

  // The back office moves the application to WCR; on the next visit the borrower is in the WCR journey.
  const apps: Array<{ id: string; username: string }> = await (await page.request.get('/sandbox/api/applications')).json();
  const mine = apps.find((a) => a.username === who.username);
  expect(mine).toBeDefined();
  for (const status of ['SYSTEM_REVIEW', 'WCR']) {
    const moved = await page.request.post(`/sandbox/api/applications/${mine!.id}/status`, { data: { status } });
    expect(moved.ok()).toBe(true);
  }
  await page.goto('/');
  await expect(page).toHaveURL(/\/wcr$/);
  await expect(page).toHaveTitle('Update your documents | Lakbay');
});

test('a visitor deep-linking to a journey step is sent to /login and brought back after signing in', async ({ page }) => {
  const who = await persona(page, 'wcr');
  await page.goto('/wcr');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, who, '/login');
  await expect(page).toHaveURL(/\/wcr$/);
});

test('an unknown path shows the 404 page, also one below a real page (the router matches no route by its prefix)', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.goto('/login/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveURL(/\/login\/no-such-page$/);
});
