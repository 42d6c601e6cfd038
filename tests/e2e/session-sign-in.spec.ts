import { expect, test } from '@playwright/test';
import { createPersona } from './analytics-helpers';
import { signInByApi } from './session-helpers';

/**
 * The browser scenarios' sign-in without the login screen (session-helpers.ts): the tokens the sandbox's Cognito
 * gives for the persona's password, put where the SDK keeps them, make the app open signed in as that borrower,
 * as a reload of a signed-in tab; the resume map still brings a borrower back to their journey. Without them the
 * same page asks to sign in.
 */
test.describe.configure({ timeout: 120_000 });

test('a persona signed in over HTTP opens the app at home, signed in; a tab without the tokens is asked to sign in', async ({ page, browser }) => {
  await signInByApi(page, await createPersona(page.request, 'new-borrower'));
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();

  const other = await browser.newPage();
  await other.goto('/home');
  await expect(other).not.toHaveURL(/\/home$/, { timeout: 30_000 });
  await other.close();
});

test('signed in over HTTP, a borrower asked to update documents is brought back to them by the resume map', async ({ page }) => {
  await signInByApi(page, await createPersona(page.request, 'wcr'));
  await page.goto('/');
  await expect(page).toHaveURL(/\/wcr$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Update your documents' })).toBeVisible();
});
