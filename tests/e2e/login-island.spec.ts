import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createPersona } from './analytics-helpers';

/**
 * /login is an island (issue #21 W2-F, src/islands/login.tsx): its document loads the login screen on the auth chart
 * without the router or the app, and hands the running chart to the app when the charts leave /login.
 */

/** The JavaScript a prerendered document starts after its first paint (scripts/vite-documents.ts bootAfterFirstPaint). */
async function scriptsNamedBy(request: APIRequestContext, path: string): Promise<{ entry: string; all: string[] }> {
  const html = await (await request.get(path)).text();
  const all = [...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const entry = /src:"(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(entry).toBeTruthy();
  return { entry: entry!, all };
}

function jsRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.endsWith('.js')) seen.push(path);
  });
  return seen;
}

async function signIn(page: Page, who: { username: string; password: string }) {
  await page.getByLabel('Mobile number or email').fill(who.username);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByLabel('Password').first().fill(who.password);
  await page.getByRole('button', { name: /log in/i }).first().click();
}

test('/login loads only the island until the borrower acts, and signing in there lands on home in the app', async ({ page, request }) => {
  const island = await scriptsNamedBy(request, '/login');
  const app = await scriptsNamedBy(request, '/register');
  expect(island.entry).not.toBe(app.entry);
  const requested = jsRequests(page);
  await page.goto('/login');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in');
  // Before any input: the island's own modules, nothing of the app (its entry, router, Cognito, analytics).
  const beforeInput = [...requested];
  expect(beforeInput).toContain(island.entry);
  expect(beforeInput.filter((path) => !island.all.includes(path))).toEqual([]);
  expect(beforeInput).not.toContain(app.entry);

  const who = await createPersona(request, 'reloan-eligible');
  await signIn(page, who);
  await expect(page).toHaveURL(/\/home$/, { timeout: 20_000 });
  await expect(page).toHaveTitle('Home | Lakbay');
  // The app renders it: every signed-in page has the app's "Log out".
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  expect(requested.filter((path) => !island.all.includes(path)).length).toBeGreaterThan(0);
});

test('a password typed wrong on the island stays on /login with the message; the password step is the island', async ({ page, request }) => {
  const who = await createPersona(request, 'reloan-eligible');
  const requested = jsRequests(page);
  const island = await scriptsNamedBy(request, '/login');
  await page.goto('/login');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await signIn(page, { ...who, password: `${who.password}-wrong` });
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Password').first()).toBeVisible();
  // Still the island's document: the app's entry never loaded.
  expect(requested).not.toContain((await scriptsNamedBy(request, '/register')).entry);
  expect(requested).toContain(island.entry);
});

test('a deep link still brings the borrower back to it after signing in', async ({ page, request }) => {
  const who = await createPersona(request, 'reloan-eligible');
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, who);
  await expect(page).toHaveURL(/\/profile$/, { timeout: 20_000 });
});

test('"Create an account" on the island opens /register in the app, and Back returns to the login form', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await page.getByRole('button', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your account');
  // A move to another page, as in the app: focus on its heading.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await page.goBack();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in');
  await expect(page.getByLabel('Mobile number or email')).toBeVisible();
});

test('when the app cannot be downloaded at the hand-over, an error page says so and Try again goes on signed in', async ({ page, request }) => {
  const who = await createPersona(request, 'reloan-eligible');
  // The app's code fails while the island runs (a dropped connection), then the connection is back.
  let offline = true;
  await page.route('**/assets/mount-app-*.js', (route) => (offline ? route.abort('connectionreset') : route.continue()));
  await page.goto('/login');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await signIn(page, who);
  await expect(page.getByRole('alert')).toContainText('Something went wrong');
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeFocused();
  offline = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/home$/, { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible({ timeout: 20_000 });
});
