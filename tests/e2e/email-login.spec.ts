import { expect, test, type Page } from '@playwright/test';
import { createPersona, signInWithPassword, type Persona } from './analytics-helpers';
import { latestCode } from './form-helpers';

/**
 * Spec §1: a borrower logs in with a phone number or an email. A borrower who registered with their number and then
 * added and verified a personal email in the profile can log in with that email too (docs/decisions.md 2026-11-25);
 * what they typed on /login is carried to the password reset; an email that already logs in to another account
 * cannot be added to a second one.
 */
const unique = () => `lakbay.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@gmail.com`;

async function openHomeAfterSignIn(page: Page) {
  if (/\/company-selector$/.test(page.url())) {
    await page.getByRole('button', { name: 'Select' }).first().click();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
  }
  await expect(page).not.toHaveURL(/\/(login|company-selector)$/);
}

async function addVerifiedEmail(page: Page, persona: Persona, email: string) {
  await signInWithPassword(page, persona);
  await openHomeAfterSignIn(page);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByLabel('Personal email address')).toBeVisible();
  await expect(page.getByText('Once it is checked, you can also log in with this email.')).toBeVisible();
  await page.getByLabel('Personal email address').fill(email);
  await page.getByRole('button', { name: 'Save and send code' }).click();
  await expect(page).toHaveURL(/\/verify-email-otp$/);
  await page.getByLabel('Digit 1 of 6').fill(await latestCode(page.request, email, 'EMAIL_VERIFY'));
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText(email)).toBeVisible();
}

test('a verified personal email logs in to the account, with the password', async ({ page }) => {
  const persona = await createPersona(page.request, 'new-borrower');
  const email = unique();
  await addVerifiedEmail(page, persona, email);
  await page.getByRole('button', { name: 'Log out', exact: true }).click();
  // Signed out once the app shows /login (the tokens are gone); a fresh load of it then starts from the prerendered page.
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/login');
  await page.getByLabel('Mobile number or email').fill(email.toUpperCase());
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Enter your password' })).toBeVisible();
  await page.getByLabel('Password').fill(persona.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await openHomeAfterSignIn(page);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible(); // the same account: the email it verified
});

test('the email typed on /login is carried to the password reset', async ({ page }) => {
  const persona = await createPersona(page.request, 'new-borrower');
  const email = unique();
  await addVerifiedEmail(page, persona, email);
  await page.getByRole('button', { name: 'Log out', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/login');
  await page.getByLabel('Mobile number or email').fill(email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByRole('button', { name: /forgot/i }).or(page.getByRole('link', { name: /forgot/i })).first().click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByLabel('Mobile number or email')).toHaveValue(email);
});

test('an email that logs in to another account cannot be added to a second one; what was typed stays', async ({ browser }) => {
  const first = await browser.newPage();
  const email = unique();
  await addVerifiedEmail(first, await createPersona(first.request, 'new-borrower'), email);
  await first.close();

  const page = await browser.newPage();
  await signInWithPassword(page, await createPersona(page.request, 'new-borrower'));
  await openHomeAfterSignIn(page);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByLabel('Personal email address').fill(email);
  await page.getByRole('button', { name: 'Save and send code' }).click();
  await expect(page.getByText('This email is already used to log in to another account. Use a different email.').first()).toBeVisible();
  await expect(page.getByLabel('Personal email address')).toHaveValue(email);
  await expect(page).toHaveURL(/\/update-personal-email$/);
});
