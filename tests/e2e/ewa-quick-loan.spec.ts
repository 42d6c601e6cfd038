import { expect, test } from '@playwright/test';
import { createPersona, signInWithPassword } from './analytics-helpers';
import { applicationsOf, autocomplete, choose, fillPersonalDetails, journeyStep, next } from './journey-helpers';

/**
 * Earned wage access after activation and insta-funds (QUICK_LOAN), end to end in Chromium against the sandbox:
 * the EWA-active persona withdraws within what it has earned (an amount over it is refused with what was typed kept),
 * a borrower whose company has no EWA reads why on /ewa/ineligible, and the quick-loan persona activates insta-funds
 * and applies for a quick loan.
 */
test('EWA: an activated borrower sees what is available, is stopped over the limit with the amount kept, withdraws, and sees status and history', async ({ page }) => {
  test.setTimeout(120_000);
  const who = await createPersona(page.request, 'ewa-active');
  await signInWithPassword(page, who);
  await expect(page).toHaveURL(/\/home$/);

  // The product page home links to: an activated borrower goes straight to withdrawing.
  await page.goto('/ewa/product-description');
  await expect(page).toHaveURL(/\/ewa\/withdraw$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Withdraw your earned wages' })).toBeVisible();
  await expect(page.getByLabel('Available now: ₱8,000.00')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('No withdrawals yet.')).toBeVisible();

  const amount = page.getByLabel('How much do you want to withdraw?');
  await amount.fill('9000');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(amount).toHaveAccessibleDescription(/You can withdraw up to ₱8,000\.00 now\./);
  await expect(amount).toHaveValue('9,000');
  await expect(page).toHaveURL(/\/ewa\/withdraw$/);

  await amount.fill('500');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(amount).toHaveAccessibleDescription(/The minimum withdrawal is ₱1,000\.00\./);
  await expect(amount).toHaveValue('500');

  await amount.fill('3000');
  await expect(page.getByText('You receive ₱3,000.00 in your payroll account.')).toBeVisible();
  await expect(page.getByText(/₱3,050\.00 is deducted from your salary: the amount and a ₱50\.00 fee/)).toBeVisible();
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();

  await expect(page).toHaveURL(/\/ewa\/withdrawal-status$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Your withdrawal' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '₱3,000.00: Approved' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('You can still withdraw ₱5,000.00 this pay period.')).toBeVisible();
  const history = page.getByRole('list', { name: 'Your withdrawals' });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history.getByRole('listitem').first()).toContainText('₱3,000.00');
  await expect(history.getByRole('listitem').first()).toContainText('Approved');

  const apps = await applicationsOf(page.request, who.username);
  expect(apps.find((a) => a.application_type === 'EWA')).toMatchObject({ product_type: 'EWA', status: 'APPROVED', loan_amount_centavos: 300_000 });

  await page.getByRole('button', { name: 'Go to home' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('insta-funds: a borrower whose company has no EWA reads why, then activates insta-funds and applies for a quick loan', async ({ page }) => {
  test.setTimeout(150_000);
  const who = await createPersona(page.request, 'quick-loan-eligible');
  await signInWithPassword(page, who);
  await expect(page).toHaveURL(/\/home$/);

  // Sinag Retail offers loans and insta-funds, not EWA: the EWA page redirects to the reason.
  await page.goto('/ewa/product-description');
  await expect(page).toHaveURL(/\/ewa\/ineligible$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Earned wage access is not available to you yet' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('Your company does not offer earned wage access.');

  await page.goto('/insta-funds/product-description');
  await expect(page).toHaveURL(/\/insta-funds\/product-description$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Insta-funds' })).toBeVisible();
  await page.getByRole('button', { name: 'Activate insta-funds' }).click();

  await expect(page).toHaveURL(journeyStep('personal-details'), { timeout: 20_000 });
  await fillPersonalDetails(page);
  await page.getByLabel('Employee ID').fill('EMP-2041');
  await choose(page, 'Employment type');
  await choose(page, 'Job level');
  await autocomplete(page, 'Job title', 'a');
  await page.getByLabel('Date hired').fill('2019-06-01');
  await page.getByLabel('Gross monthly salary').fill('30,000');
  await page.getByRole('radio', { name: '1 Semi Month' }).check();
  await next(page, journeyStep('review-details'));
  await page.getByRole('button', { name: 'Confirm and continue' }).click();
  await expect(page).toHaveURL(/\/insta-funds\/activated$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Insta-funds activated' })).toBeVisible();
  await page.getByRole('button', { name: 'Go to home' }).click();
  await expect(page).toHaveURL(/\/home$/);

  await page.goto('/insta-funds/product-description');
  await page.getByRole('button', { name: 'Apply for insta-funds' }).click();
  await expect(page).toHaveURL(/\/insta-funds\/apply$/, { timeout: 20_000 });
  const amount = page.getByLabel('How much do you need?');
  await amount.fill('20000');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(amount).toHaveAccessibleDescription(/You can borrow up to ₱10,000\.00\./);
  await expect(amount).toHaveValue('20,000');
  await amount.fill('5000');
  await expect(page.getByText('₱1,791.67 a month for 3 months')).toBeVisible();
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page).toHaveURL(/\/insta-funds\/success$/, { timeout: 20_000 });
  await expect(page.getByRole('status')).toContainText('₱5,000.00: Being processed', { timeout: 20_000 });

  const apps = await applicationsOf(page.request, who.username);
  expect(apps.find((a) => a.application_type === 'QUICK_LOAN_ACTIVATION')).toMatchObject({ status: 'APPROVED' });
  expect(apps.find((a) => a.application_type === 'QUICK_LOAN')).toMatchObject({ product_type: 'QUICK_LOAN', status: 'SYSTEM_REVIEW', loan_amount_centavos: 500_000 });
});
