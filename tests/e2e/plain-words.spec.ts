import { expect, test } from '@playwright/test';
import { createPersona, signInWithPassword } from './analytics-helpers';
import { sandboxContact } from '../../src/config';

/**
 * W3-C "What the borrower reads and types: plain words", read off the screens in Chromium against the sandbox.
 * (Statuses in the borrower's words: tests/e2e/variant-journeys.spec.ts; the payment success page's fee and total:
 * tests/e2e/payment-flow.spec.ts.)
 */
test('item 3: a borrower who is not past due is offered the payoff, with the plain sentence under it, never "nothing to pay"', async ({ page }) => {
  const who = await createPersona(page.request, 'reloan-eligible');
  await signInWithPassword(page, who);
  await expect(page).toHaveURL(/\/home$/, { timeout: 20_000 });
  await page.goto('/payments');
  await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
  const payoff = page.getByRole('radio', { name: /Pre-terminate Loan/ });
  await expect(payoff).toBeVisible({ timeout: 20_000 });
  await expect(payoff).toHaveAccessibleName(
    /^Pre-terminate Loan Final Payoff Amount: ₱[\d,]+\.\d\d Pay off your loan today and close it\. It is less than what is left on your schedule because the interest of instalments not yet due is waived\.$/,
  );
  await expect(page.getByText('You have nothing to pay right now.')).toHaveCount(0);
  // Not past due: no recovery or past-due purposes.
  await expect(page.getByRole('radio', { name: /^Recovery/ })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: /^Past due payment/ })).toHaveCount(0);
});

test('item 3: a past-due borrower reads what Recovery is and why the payoff is less than the Outstanding Balance', async ({ page }) => {
  const who = await createPersona(page.request, 'past-due');
  await signInWithPassword(page, who);
  await expect(page).toHaveURL(/\/home$/, { timeout: 20_000 });
  await page.goto('/payments');
  const recovery = page.getByRole('radio', { name: /^Recovery/ });
  await expect(recovery).toBeVisible({ timeout: 20_000 });
  await expect(recovery).toHaveAccessibleName(/^Recovery Outstanding Balance: ₱[\d,]+\.\d\d Your payroll deductions for this loan stopped, so you pay it yourself\./);
  await expect(page.getByRole('radio', { name: /^Past due payment/ })).toHaveAccessibleName(/^Past due payment Pending Due: ₱[\d,]+\.\d\d The instalments your payroll did not deduct, due now\./);
  const payoff = page.getByRole('radio', { name: /^Pre-terminate Loan/ });
  await expect(payoff).toHaveAccessibleName(/^Pre-terminate Loan Final Payoff Amount: ₱[\d,]+\.\d\d Pay off your loan today and close it\. It is ₱[\d,]+\.\d\d less than the Outstanding Balance because the interest of instalments not yet due is waived\.$/);
  // The difference the sentence names is the difference of the two figures on the screen.
  const cents = (s: string) => Math.round(Number(s.replace(/[₱,]/g, '')) * 100);
  const pesos = (s: string) => [...s.matchAll(/₱[\d,]+\.\d\d/g)].map((m) => cents(m[0]));
  const [balance] = pesos((await page.getByText(/Outstanding Balance: ₱/).first().textContent()) ?? '');
  const [payoffAmount, saved] = pesos((await page.getByText(/Final Payoff Amount: ₱/).first().textContent()) ?? '');
  expect(balance! - payoffAmount!).toBe(saved);
});

test('item 6: the company selector says which products each company offers, and when it has no salary loan', async ({ page }) => {
  await signInWithPassword(page, await createPersona(page.request, 'new-borrower'));
  await expect(page).toHaveURL(/\/home$/, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Change company' }).click();
  await expect(page).toHaveURL(/\/company-selector$/);
  await page.getByLabel('Company name').fill('Bayani');
  const companies = page.getByRole('list', { name: 'Companies' });
  await expect(companies.getByRole('listitem').filter({ hasText: 'Bayani Contact Solutions' })).toContainText(
    'Offers: Earned wage access, Insta-funds, Insurance, Fintelligence (no salary loan)',
  );
  await expect(companies.getByRole('listitem').filter({ hasText: 'Bayani Steel Works' })).toContainText('Offers: Salary loan, Earned wage access');
  await expect(companies.getByRole('listitem').filter({ hasText: 'Bayani Steel Works' })).not.toContainText('no salary loan');
  // A company not accepting applications says that, not a product list.
  await expect(companies.getByRole('listitem').filter({ hasText: 'Bayani Logistics' })).not.toContainText('Offers:');
});

test('item 10: the contact page reads its e-mail and phone from configuration (the sandbox defaults here)', async ({ page }) => {
  await page.goto('/contact-us');
  await expect(page.getByRole('heading', { name: 'Contact us' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('link', { name: sandboxContact.email })).toHaveAttribute('href', `mailto:${sandboxContact.email}`);
  await expect(page.getByRole('link', { name: sandboxContact.phone })).toHaveAttribute('href', 'tel:+63288888888');
});

test('item 10: bank details name the account types in words ("Payroll", not "Primary")', async ({ page }) => {
  test.setTimeout(120_000);
  await signInWithPassword(page, await createPersona(page.request, 'new-borrower', 'loanOffer'));
  await expect(page).toHaveURL(/\/loan-offer$/, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\/bank-details$/, { timeout: 20_000 });
  const types = page.getByRole('radiogroup', { name: 'Account type' }).or(page.getByRole('group', { name: 'Account type' })).first();
  await expect(types.getByRole('radio')).toHaveCount(3);
  for (const name of ['Payroll', 'Savings', 'Other']) await expect(types.getByRole('radio', { name, exact: true })).toBeVisible();
  await expect(page.getByText('Primary', { exact: true })).toHaveCount(0);
});

test('item 10: the ID hint says "driver’s license"', async ({ page }) => {
  await signInWithPassword(page, await createPersona(page.request, 'new-borrower', 'documentVerification'));
  await expect(page).toHaveURL(/\/document-verification$/, { timeout: 30_000 });
  await expect(page.getByText(/driver’s license/).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/licence/)).toHaveCount(0);
});

test('item 10: at 320 px the schedule shows every instalment\'s status in full, and home leads to Refer a friend', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 320, height: 720 });
  await signInWithPassword(page, await createPersona(page.request, 'past-due'));
  await expect(page).toHaveURL(/\/home$/, { timeout: 20_000 });
  await page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Refer a friend' }).click();
  await expect(page).toHaveURL(/\/referral$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Refer a friend' })).toBeVisible();

  await page.goto('/loan-details');
  await page.getByRole('button', { name: 'See schedule' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Loan schedule' })).toBeVisible({ timeout: 20_000 });
  // Below 420 px the schedule is a list of instalments (the five-column table cut the Status column to "Comp…").
  const list = page.getByRole('list', { name: 'Your instalments' });
  await expect(list).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  const items = list.getByRole('listitem');
  expect(await items.count()).toBeGreaterThan(0);
  const statuses = list.getByRole('definition').filter({ hasText: /^(Completed|Requested from your employer|Upcoming|Processing)$/ });
  expect(await statuses.count()).toBe(await items.count());
  // Every status lies wholly inside the screen, not cut, and the page never scrolls sideways.
  for (const status of await statuses.all()) {
    const box = (await status.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(320);
    expect(await status.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  }
  await expect(items.first()).toContainText(/^Instalment 1, due \w{3} \d{1,2}, \d{4}Amount₱[\d,]+\.\d\dPaid₱[\d,]+\.\d\dStatus(Completed|Requested from your employer|Upcoming|Processing)$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // At 1280 px the same schedule is the table.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('cell', { name: /^(Completed|Requested from your employer|Upcoming|Processing)$/ }).first()).toBeVisible();
  await expect(list).toBeHidden();
});

test('item 10: /employment-information has a Back, to the question where the borrower can say they work elsewhere now', async ({ page }) => {
  await signInWithPassword(page, await createPersona(page.request, 'employment-details-required'));
  await expect(page).toHaveURL(/\/employment-information$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Update your employment details' })).toBeVisible();
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\/employment-status$/, { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'No, I work somewhere else now' })).toBeVisible();
  await page.getByRole('button', { name: 'Yes, but my job details changed' }).click();
  await expect(page).toHaveURL(/\/employment-information$/);
});
