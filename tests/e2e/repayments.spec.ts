import { expect, test, type Page } from '@playwright/test';
import { payPastDueWithGcash } from './payment-helpers';
import { createPersona, signInWithPassword } from './analytics-helpers';

/**
 * Repayments end to end against the sandbox: loan details (status in words, collection mode, remittance,
 * transactions sorted both ways), the schedule, past products, and both refinances handing over to the refinance
 * journey.
 */
const pesos = (text: string) => Number(text.replace(/[^\d.]/g, ''));

async function openLoanDetails(page: Page) {
  await page.goto('/loan-details');
  await expect(page.getByRole('heading', { level: 1, name: 'Loan details' })).toBeVisible();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
}

test.describe('repayments', () => {
  test('loan details: status, collection mode, remittance, a paid amount in transactions, sort, schedule', async ({ page, request }) => {
    await signInWithPassword(page, await createPersona(request, 'past-due'));
    // A real payment through the provider page puts a PAYMENT on the loan's transactions.
    await payPastDueWithGcash(page);
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();

    await openLoanDetails(page);
    await expect(page.getByText(/^(Billing|Debit order) \(/)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Remittance: Failed' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Payment', exact: true })).toBeVisible();

    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await expect(sort).toHaveValue('desc');
    const asked = page.waitForRequest((r) => r.url().includes('/transactions?sort=asc'));
    await sort.selectOption({ label: 'Date Ascending' });
    await asked;
    await expect(page.getByText('Sorted by Date Ascending')).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Payment', exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'See schedule' }).click();
    await expect(page).toHaveURL(/\/loan-schedule$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Loan schedule' })).toBeVisible();
    await expect(page.getByRole('cell', { name: /^(Completed|Requested from your employer|Upcoming|Processing)$/ }).first()).toBeVisible();

    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page).toHaveURL(/\/payments$/);
  });

  test('past products: none yet for a borrower whose only loan is running', async ({ page, request }) => {
    await signInWithPassword(page, await createPersona(request, 'reloan-eligible'));
    await openLoanDetails(page);
    await page.getByRole('button', { name: 'Past products' }).click();
    await expect(page).toHaveURL(/\/past-products$/);
    await expect(page.getByText(/You have no past loans yet/)).toBeVisible();
  });

  test('refinance: notification, calculator refuses too little, then hands over to the refinance journey', async ({ page, request }) => {
    await signInWithPassword(page, await createPersona(request, 'refinance-eligible'));
    // Home links to loan details for a borrower with a running loan.
    await page.goto('/home');
    await page.getByRole('button', { name: 'Loan details' }).click();
    await expect(page).toHaveURL(/\/loan-details$/);
    await expect(page.getByText('Active', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'See refinance options' }).click();
    await expect(page).toHaveURL(/\/refinance-notification$/);
    await page.getByRole('button', { name: 'Calculate my refinance' }).click();
    await expect(page).toHaveURL(/\/refinance-calculator$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Refinance calculator' })).toBeVisible();

    const owed = pesos((await page.locator('dd').first().textContent()) ?? '');
    expect(owed).toBeGreaterThan(0);
    const amount = page.getByLabel('New loan amount');
    await amount.fill(String(Math.floor(owed)));
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText(/Enter at least ₱/).first()).toBeVisible();

    await amount.fill(String(Math.ceil(owed) + 10_000));
    await expect(page.getByText(/^You receive ₱/)).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/loan-purpose$/);
  });

  test('past due: the recovery refinance calculator accepts covering what is owed and the fees', async ({ page, request }) => {
    await signInWithPassword(page, await createPersona(request, 'past-due'));
    // Home's refinance start opens the notification, which picks the recovery route for a loan past due.
    await page.goto('/home');
    await page.getByRole('button', { name: 'Refinance your loan' }).click();
    await expect(page).toHaveURL(/\/refinance-notification$/);
    await page.getByRole('button', { name: 'Calculate my recovery refinance' }).click();
    await expect(page).toHaveURL(/\/recovery-refinance-calculator$/);
    // What is owed: the loan's Final Payoff Amount, read by its label once the calculator shows it (the address
    // changes before the page does: the first figure on screen may still be the notification's).
    const payoff = page.locator('dt', { hasText: /^Final Payoff Amount$/ }).locator('xpath=following-sibling::dd[1]');
    await expect(payoff).toBeVisible({ timeout: 20_000 });
    const owed = pesos((await payoff.textContent()) ?? '');
    // What is owed alone does not cover the fees; the smallest amount the hint gives does.
    await page.getByLabel('New loan amount').fill(String(Math.ceil(owed)));
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText(/Enter at least ₱.* what you owe and the fees/).first()).toBeVisible();
    const hint = (await page.getByText(/^From ₱/).first().textContent()) ?? '';
    await page.getByLabel('New loan amount').fill(String(Math.ceil(pesos(hint.split(' to ')[0]!))));
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/loan-purpose$/);
  });
});
