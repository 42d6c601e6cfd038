import { expect, type Page } from '@playwright/test';
import { e164, latestCode } from './form-helpers';

export async function typeCode(page: Page, code: string) {
  await page.getByLabel('Digit 1 of 6').fill(code);
}

/** Registers a fresh mobile number with the code from its inbox, with a password or skipping it. */
export async function register(page: Page, phone: string, password?: string) {
  await page.goto('/register');
  await page.getByLabel('Mobile number or email').fill(phone);
  await page.getByLabel('I agree to the terms of use and privacy policy.').check();
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page).toHaveURL(/\/verify-account$/);
  await typeCode(page, await latestCode(page.request, e164(phone)));
  await expect(page).toHaveURL(/\/create-password$/);
  if (password) {
    await page.getByLabel('New password').fill(password);
    await page.getByLabel('Type it again').fill(password);
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
  } else {
    await page.getByRole('button', { name: /Skip for now/ }).click();
  }
  await expect(page).not.toHaveURL(/\/(login|register|verify-account|create-password)$/);
}
