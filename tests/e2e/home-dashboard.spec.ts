import { expect, test, type Locator, type Page } from '@playwright/test';
import { createPersona, signInWithPassword } from './analytics-helpers';

/**
 * Home as the borrower's dashboard, read as a borrower reads it (roles, visible text, pesos as src/domain/money.ts
 * formats them): the past-due borrower's warning, balance and Pay now; a new borrower's products; and what a
 * borrower of a company offering nothing, or of an inactive company, is told. Every signed-in page offers "Log out".
 */
// Each test signs in and visits three or four pages (one after a reload): room for a shared two-core machine.
test.describe.configure({ timeout: 120_000 });

const PESO = /₱\d{1,3}(?:,\d{3})*\.\d{2}/;
const peso = (text: string | null) => PESO.exec(text ?? '')?.[0] ?? null;

/** The value (dd) beside a term (dt) in a definition list. */
const definition = (scope: Page | Locator, term: string) => scope.locator(`dt:text-is("${term}") + dd`);

async function openHome(page: Page) {
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
}

test('past due: a warning with the amount and balance, the loan card, and Pay now reaching the payment of that amount', async ({ page, request }) => {
  await signInWithPassword(page, await createPersona(request, 'past-due'));
  await openHome(page);

  const warning = page.getByRole('region', { name: /^Your salary loan is \d+ days? past due$/ });
  await expect(warning).toBeVisible();
  // The amount comes with the payment dues (the payments page's call), a moment after the loan.
  await expect(warning).toContainText(/past-due amount of ₱[\d,]+\.\d{2} now/);
  const warningText = await warning.textContent();
  const pastDueAmount = peso(/past-due amount of (₱[\d,.]+)/.exec(warningText ?? '')?.[1] ?? null);
  expect(pastDueAmount).toMatch(PESO);
  const warnedBalance = peso(/Outstanding Balance: (₱[\d,.]+)/.exec(warningText ?? '')?.[1] ?? null);

  // The loan card: status in words, the same balance, the next instalment's amount and date.
  const card = page.getByRole('list', { name: 'Your loans' }).getByRole('listitem').first();
  await expect(card.getByRole('heading', { name: /^Salary loan of ₱[\d,]+\.\d{2}$/ })).toBeVisible();
  await expect(definition(card, 'Status')).toHaveText(/^Active, \d+ days? past due$/);
  await expect(definition(card, 'Outstanding Balance')).toHaveText(warnedBalance!);
  await expect(definition(card, 'Next due')).toHaveText(/^₱[\d,]+\.\d{2} on [A-Z][a-z]{2} \d{1,2}, \d{4}$/);

  // The products: a past-due borrower may refinance (recovery refinance starts at the refinance notification).
  await expect(page.getByRole('button', { name: 'Refinance your loan' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply for a salary loan' })).toHaveCount(0);

  // Loan details agrees with home's balance; its Back returns home.
  await card.getByRole('button', { name: 'Loan details' }).click();
  await expect(page).toHaveURL(/\/loan-details/);
  await expect(definition(page, 'Outstanding Balance')).toHaveText(warnedBalance!);
  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await openHome(page);

  await page.getByRole('region', { name: /past due$/ }).getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/payments$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Past due payment/ })).toBeVisible();
  // The amount home warned about is the one the payment page offers to pay.
  await expect(page.getByText(`Pending Due: ${pastDueAmount}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
});

test('new borrower: no loans, no warning; exactly the company’s products, each with its way in; profile, contact us, log out', async ({ page, request }) => {
  await signInWithPassword(page, await createPersona(request, 'new-borrower'));
  await openHome(page);
  await expect(page.getByRole('region', { name: /past due/ })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Your loans' })).toHaveCount(0);
  await expect(page.getByText('Company: Sinag Bank Corporation')).toBeVisible();

  // Sinag Bank offers loans, EWA, insurance and fintelligence (no insta-funds); GoTyme goes with its loans.
  const products = page.getByRole('list', { name: 'Products of your company' });
  await expect(products.getByRole('heading')).toHaveText(['Salary loan', 'Earned wage access', 'Insurance', 'Fintelligence', 'GoTyme Bank']);
  await expect(products.getByRole('button', { name: 'Apply for a salary loan' })).toBeVisible();
  await expect(products.getByRole('button', { name: 'Activate earned wage access' })).toBeVisible();
  await expect(products.getByRole('link', { name: 'About earned wage access' })).toHaveAttribute('href', '/ewa/product-description');
  await expect(products.getByRole('link', { name: 'Get insured' })).toHaveAttribute('href', '/insurance/personal-details');
  await expect(products.getByRole('link', { name: 'Start learning' })).toHaveAttribute('href', '/fintelligence');
  await expect(products.getByRole('link', { name: 'Open or link a GoTyme account' })).toHaveAttribute('href', '/gotyme');

  // Product selection lists the same products.
  await page.getByRole('button', { name: 'See all products' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a product' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Products of your company' }).getByRole('heading')).toHaveText(['Salary loan', 'Earned wage access', 'Insurance', 'Fintelligence', 'GoTyme Bank']);
  await expect(page.getByRole('button', { name: 'Apply for salary loan' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await openHome(page);

  const account = page.getByRole('navigation', { name: 'Your account' });
  await account.getByRole('link', { name: 'Contact us' }).click();
  await expect(page).toHaveURL(/\/contact-us$/);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await openHome(page);
  await account.getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await page.getByRole('button', { name: 'Log out', exact: true }).click();
  await expect(page).toHaveURL(/\/login/);
});

test('company without a product: home says so once, with what to do, and offers nothing to apply for', async ({ page, request }) => {
  await signInWithPassword(page, await createPersona(request, 'company-without-product'));
  await openHome(page);
  await expect(page.getByRole('heading', { name: 'Tala Hardware Trading does not offer any products through Lakbay yet' })).toBeVisible();
  await expect(page.getByText('Ask your HR team about Lakbay, or choose Change company if you have moved to another employer.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Products of your company' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Apply for|Activate|See all products/ })).toHaveCount(0);
  // Typing the address of product selection shows the same explanation.
  await page.goto('/product-selection');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a product' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Tala Hardware Trading does not offer any products through Lakbay yet' })).toBeVisible();
  // The company selector says it too, beside the company.
  await page.getByRole('button', { name: 'Change company' }).click();
  await expect(page).toHaveURL(/\/company-selector$/);
  await page.getByLabel('Company name').fill('Tala');
  await expect(page.getByRole('list', { name: 'Companies' }).getByRole('listitem').filter({ hasText: 'Tala Hardware Trading' })).toContainText('no products through Lakbay yet');
});

test('inactive company: home explains it and how to change company; the company selector offers Log out too', async ({ page, request }) => {
  await signInWithPassword(page, await createPersona(request, 'inactive-company'));
  await openHome(page);
  await expect(page.getByRole('heading', { name: 'Sinag Foods Corp. is not accepting new applications right now' })).toBeVisible();
  await expect(page.getByText(/Loans you already have and their payments are not affected\./)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Apply for|Activate|See all products/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Change company' }).click();
  await expect(page).toHaveURL(/\/company-selector$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Find your company' })).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);
});
