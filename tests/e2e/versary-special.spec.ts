import { expect, test } from '@playwright/test';
import { createPersona, signInWithPassword } from './analytics-helpers';

/**
 * W2-E item 6 in Chromium against the sandbox: /{product}-versary-special shows the platform's themed promotion
 * (name, terms, dates, rates) and "Apply" opens the loan calculator with the campaign chosen; an ended or unknown
 * promotion gets a clear page at the same address (not a 404, not a redirect); a malformed address is Not found.
 */
test('the Loan-versary page shows the promotion and Apply opens the calculator on its campaign', async ({ page }) => {
  test.setTimeout(120_000);
  await signInWithPassword(page, await createPersona(page.request, 'new-borrower'));
  await page.goto('/loan-versary-special');
  await expect(page.getByRole('heading', { level: 1, name: 'Loan-versary Special' })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/loan-versary-special$/);
  await expect(page.getByText('Celebrate our anniversary with a lower interest rate on your salary loan.', { exact: false })).toBeVisible();
  await expect(page.getByText('Runs from 1 November 2026 to 31 December 2027.')).toBeVisible();
  const rates = page.getByRole('list', { name: 'Promotion rates' });
  await expect(rates).toContainText('1% interest a month, up to ₱30,000.00, over 3 to 6 months. For first-time borrowers.');
  await expect(rates).toContainText('2.5% interest a month');
  await page.getByRole('button', { name: 'Apply with 1% a month' }).click();
  await expect(page).toHaveURL(/\/loan-calculator$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Loan calculator' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /First-loan anniversary special/ })).toBeChecked();
});

test('an ended or unknown promotion says it is not available; a malformed address is not found', async ({ page }) => {
  test.setTimeout(120_000);
  await signInWithPassword(page, await createPersona(page.request, 'new-borrower'));
  await page.goto('/salary-versary-special');
  await expect(page.getByRole('heading', { level: 1, name: 'This promotion is not available' })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/salary-versary-special$/);
  await expect(page.getByText('Salary Loan-versary Special 2025 ended on 30 November 2025.')).toBeVisible();

  await page.goto('/bogus-versary-special');
  await expect(page.getByRole('heading', { level: 1, name: 'This promotion is not available' })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/bogus-versary-special$/);
  await expect(page.getByText('We could not find a promotion at this address.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Go to home' }).click();
  await expect(page).toHaveURL(/\/home$/, { timeout: 20_000 });

  await page.goto('/%3Cscript%3E-versary-special');
  await expect(page.getByRole('heading', { level: 1, name: /not found/i })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('script:not([src])', { hasText: 'alert' })).toHaveCount(0);
});
