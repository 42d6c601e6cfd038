import { expect, test, type Locator, type Page } from '@playwright/test';
import { createPersona, signInWithPassword } from './analytics-helpers';
import { fillLoanForms, journeyStep, next, verifyDocuments } from './journey-helpers';

/**
 * A refinance shows the same money wherever the borrower looks: the calculator's figures (amount, balance paid off,
 * fees, what is released, total) are the offer's, review's and the promissory note's. The note is titled with the
 * loan and names the borrower (the name typed in personal details), not a phone number or an application id.
 */
const labels = ['Loan amount', 'Current balance paid off', 'Service fee', 'Bank fee', 'You receive'] as const;
type Figures = Record<(typeof labels)[number] | 'Total', string>;

/** The peso figure after each label, read off what the borrower sees in `where` ("Service fee ₱2,500.00"). */
async function figuresIn(where: Locator): Promise<Figures> {
  const text = (await where.innerText()).replace(/\s+/g, ' ');
  const after = (label: string) => {
    const found = new RegExp(`${label}:? (₱[\\d,]+\\.\\d\\d)`).exec(text)?.[1];
    expect(found, `${label} in: ${text}`).toBeTruthy();
    return found!;
  };
  return {
    ...(Object.fromEntries(labels.map((l) => [l, after(l)])) as Record<(typeof labels)[number], string>),
    Total: after('Total(?: to repay)?'),
  };
}

async function toRefinanceCalculator(page: Page) {
  await page.goto('/home');
  await page.getByRole('button', { name: 'Loan details' }).click();
  await page.getByRole('button', { name: 'See refinance options' }).click();
  await page.getByRole('button', { name: 'Calculate my refinance' }).click();
  await expect(page).toHaveURL(/\/refinance-calculator$/);
}

test('refinance: calculator, offer, review and promissory note show the same payoff, fees and net amount', async ({ page, request }) => {
  test.setTimeout(420_000);
  await signInWithPassword(page, await createPersona(request, 'refinance-eligible'));
  await toRefinanceCalculator(page);

  // A refinance pays off the old loan's Final Payoff Amount (its balance less the interest not yet due), shown first.
  const payoff = page.locator('dt', { hasText: /^Final Payoff Amount$/ }).locator('xpath=following-sibling::dd[1]');
  const owed = (await payoff.innerText()).trim();
  const balance = (await page.locator('dt', { hasText: /^Outstanding Balance$/ }).locator('xpath=following-sibling::dd[1]').innerText()).trim();
  expect(Number(owed.replace(/[₱,]/g, ''))).toBeLessThan(Number(balance.replace(/[₱,]/g, '')));
  await page.getByLabel('New loan amount').fill('50000');
  await expect(page.getByText(/^You receive ₱/)).toBeVisible();
  const calculator = await figuresIn(page.getByRole('main'));
  expect(calculator['Loan amount']).toBe('₱50,000.00');
  expect(calculator['Current balance paid off']).toBe(owed);
  const n = (s: string) => Number(s.replace(/[₱,]/g, ''));
  // What is released is the amount less the balance paid off and the fees (a regular bank: the bank fee is charged).
  expect(n(calculator['You receive'])).toBeCloseTo(50_000 - n(owed) - n(calculator['Service fee']) - n(calculator['Bank fee']), 2);
  await next(page, /\/loan-purpose$/);

  await fillLoanForms(page);
  const best = page.getByRole('list', { name: 'Your offers' }).getByRole('listitem', { name: /best offer$/ });
  await expect(best).toContainText('Salary loan refinance');
  expect(await figuresIn(best)).toEqual(calculator);
  await page.getByRole('button', { name: 'Accept offer' }).click();

  await verifyDocuments(page, journeyStep('review-details'));
  const loan = page.getByRole('region', { name: /^Your loan: Salary loan refinance/ });
  await expect(loan).toBeVisible({ timeout: 20_000 });
  expect(await figuresIn(loan)).toEqual(calculator);
  await page.getByRole('button', { name: 'Confirm and continue' }).click();

  await expect(page).toHaveURL(/\/wizard\/promissory-notes$/, { timeout: 20_000 });
  const note = page.getByRole('region', { name: 'Promissory note: Salary loan refinance of ₱50,000.00' });
  await expect(note.getByRole('heading', { level: 2, name: 'Promissory note: Salary loan refinance of ₱50,000.00' })).toBeVisible({ timeout: 20_000 });
  // The name typed in personal details (tests/e2e/journey-helpers.ts), never the phone number or an id.
  await expect(note.getByText('Borrower: Maria Clara Santos', { exact: true })).toBeVisible();
  await expect(note).not.toContainText(/\+639\d{9}|[0-9a-f]{8}-[0-9a-f]{4}-/);
  expect(await figuresIn(note)).toEqual(calculator);
  await expect(note).toContainText(`${owed} pays off my current loan in full; ${calculator['You receive']} is released to me.`);
});
