import { expect, test, type Browser, type Page } from '@playwright/test';
import { createPersona, signInWithPassword, type Persona } from './analytics-helpers';
import { journeyStep } from './journey-helpers';

/**
 * What a borrower sees agrees with itself: the past-due persona's figures on Loan details and Payments come from
 * one ledger, paying the payoff through the provider closes the loan; signing in again resumes an application by its
 * status (the spec's resume map); a second tab that loses the create race continues the application instead.
 */
const peso = (text: string) => /₱[\d,]+\.\d{2}/.exec(text)?.[0] ?? '';

async function fact(page: Page, term: string): Promise<string> {
  const dd = page.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');
  await expect(dd).toBeVisible();
  return (await dd.textContent()) ?? '';
}

async function openLoanDetails(page: Page) {
  await page.goto('/loan-details');
  await expect(page.getByRole('heading', { level: 1, name: 'Loan details' })).toBeVisible();
  await expect(page.locator('dt', { hasText: /^Outstanding Balance$/ })).toBeVisible({ timeout: 20_000 });
}

test.describe('one ledger', () => {
  test('past-due persona: Loan details and Payments agree; paying the payoff closes the loan', async ({ page, request }) => {
    test.setTimeout(180_000);
    await signInWithPassword(page, await createPersona(request, 'past-due'));
    await openLoanDetails(page);
    const outstanding = peso(await fact(page, 'Outstanding Balance'));
    const paid = peso(await fact(page, 'Paid so far'));
    const daysPastDue = Number(await fact(page, 'Days past due'));
    expect(outstanding).not.toBe('');
    expect(daysPastDue).toBeGreaterThan(0);
    // What was paid so far is listed among the transactions (payroll deductions), not "No transactions yet".
    await expect(page.getByText('No transactions yet', { exact: false })).toHaveCount(0);
    await expect(page.getByRole('cell', { name: 'Payroll deduction', exact: true }).first()).toBeVisible();
    expect(paid).not.toBe('₱0.00');

    // The schedule has an instalment already due and not completed (that is what makes it past due).
    await page.getByRole('button', { name: 'See schedule' }).click();
    await expect(page.getByRole('cell', { name: 'Requested from your employer' }).first()).toBeVisible({ timeout: 20_000 });

    await page.goto('/payments');
    await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
    await expect(page.getByText(`Outstanding Balance: ${outstanding}`)).toBeVisible({ timeout: 20_000 });
    const payoffText = (await page.getByText(/Final Payoff Amount: ₱/).textContent()) ?? '';
    const payoff = peso(payoffText);
    await expect(page.getByText(/Pending Due: ₱/)).toBeVisible();

    // Pay the payoff through the provider page.
    await page.getByRole('radio', { name: /Pre-terminate Loan/ }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/payments\/payment-mode$/);
    await page.getByRole('radio', { name: /GoTyme/ }).click();
    const pay = page.getByRole('button', { name: /^Pay ₱/ });
    await expect(pay).toBeEnabled();
    await pay.click();
    await page.waitForURL(/\/sandbox\/provider\/GTME\//);
    await expect(page.getByRole('definition').filter({ hasText: payoff }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible({ timeout: 30_000 });

    await openLoanDetails(page);
    await expect(page.getByText('Closed, obligations met')).toBeVisible();
    expect(peso(await fact(page, 'Outstanding Balance'))).toBe('₱0.00');
    await expect(page.locator('dt', { hasText: /^Days past due$/ })).toHaveCount(0);
    await expect(page.getByRole('cell', { name: 'Payment', exact: true }).first()).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Interest waived', exact: true }).first()).toBeVisible();

    await page.goto('/payments');
    await expect(page.getByText('You have nothing to pay right now.')).toBeVisible({ timeout: 20_000 });
  });
});

/** Signs in in a new browser (no snapshot stored): the server's resume map decides where the borrower lands. */
async function signInElsewhere(browser: Browser, who: Persona): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInWithPassword(page, who);
  return page;
}

test.describe('resume by status (spec §2 resume map)', () => {
  test('INITIALIZED with personal details saved: lands on the next form without answers', async ({ browser, request }) => {
    const page = await signInElsewhere(browser, await createPersona(request, 'resume-initialized'));
    await expect(page).toHaveURL(journeyStep('professional-details'), { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Professional details' })).toBeVisible();
  });

  test('OFFER_ACCEPTED: lands on document verification', async ({ browser, request }) => {
    const page = await signInElsewhere(browser, await createPersona(request, 'resume-offer-accepted'));
    await expect(page).toHaveURL(journeyStep('document-verification'), { timeout: 20_000 });
  });

  test('INCOMPLETE_DOCUMENT, documents not yet given: lands on document verification', async ({ browser, request }) => {
    const page = await signInElsewhere(browser, await createPersona(request, 'resume-incomplete-document'));
    await expect(page).toHaveURL(journeyStep('document-verification'), { timeout: 20_000 });
  });
});

test.describe('two tabs', () => {
  test('the tab that loses the create race continues the application the other tab created', async ({ browser, request }) => {
    test.setTimeout(120_000);
    const who = await createPersona(request, 'new-borrower');
    // Two browsers (no shared storage): each starts its own application from home.
    const first = await signInElsewhere(browser, who);
    const second = await signInElsewhere(browser, who);
    for (const tab of [first, second]) {
      await expect(tab.getByRole('button', { name: 'Apply for a salary loan' })).toBeVisible({ timeout: 20_000 });
      await tab.getByRole('button', { name: 'Apply for a salary loan' }).click();
      await expect(tab).toHaveURL(/\/loan-calculator$/, { timeout: 20_000 });
      await tab.getByLabel('How much do you need?').fill('20000');
      await tab.getByRole('button', { name: 'Continue', exact: true }).click();
      await expect(tab).toHaveURL(/\/loan-purpose$/, { timeout: 20_000 });
      await tab.getByRole('radio').first().check();
    }
    await first.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(first).toHaveURL(journeyStep('personal-details'), { timeout: 20_000 });

    await second.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(second.getByText('You already have an application in progress.')).toBeVisible({ timeout: 20_000 });
    await expect(second.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await second.getByRole('button', { name: 'Continue your application' }).click();
    await expect(second).toHaveURL(journeyStep('personal-details'), { timeout: 20_000 });
  });
});
