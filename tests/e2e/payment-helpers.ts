import { expect, type Page } from '@playwright/test';

/**
 * From /payments to the sandbox's GCash page for the past-due amount, as a past-due borrower does it: the amount due
 * is returned (and the total charged, fee included, in `out`); the test then answers on the provider page.
 */
export async function payPastDueWithGcash(page: Page, out: { total?: string } = {}) {
  await page.goto('/payments');
  await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
  const due = page.getByText(/Pending Due: ₱/);
  await expect(due).toBeVisible();
  const amount = /₱[\d,.]+/.exec((await due.textContent()) ?? '')![0];
  await page.getByRole('radio', { name: /Past due payment/ }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/payments\/payment-mode$/);
  await page.getByRole('radio', { name: /GCash/ }).click();
  const pay = page.getByRole('button', { name: /^Pay ₱/ });
  await expect(pay).toBeVisible();
  await expect(pay).toBeEnabled();
  out.total = /₱[\d,.]+/.exec((await pay.textContent()) ?? '')![0];
  await pay.click();
  await page.waitForURL(/\/sandbox\/provider\/GCH\//);
  return amount;
}
