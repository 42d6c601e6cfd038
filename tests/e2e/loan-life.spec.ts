import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { createPersona, signInWithPassword } from './analytics-helpers';
import { applicationsOf, choose, fillLoanForms, journeyStep, next, signPromissoryNote, verifyDocuments } from './journey-helpers';

/**
 * Issue W3-A item 8: one loan's life read off the screens, from the choice to the booked loan and its schedule.
 * The expected figures are worked out by hand below (add-on interest on the original principal, one rounding of the
 * whole interest, instalments split evenly with the odd centavos first), not computed with the app's or the
 * sandbox's code, so a screen that shows another figure fails here.
 */
test.use({ permissions: ['camera'] });

/**
 * ₱20,000.00 over 12 months, repaid monthly, regular salary loan at 2.99 % a month:
 *   interest 20,000.00 × 2.99 % × 12 = 7,176.00; total 27,176.00;
 *   principal 20,000.00 / 12 = 1,666.666… → 8 × 1,666.67 + 4 × 1,666.66; interest 7,176.00 / 12 = 598.00 each;
 *   instalments 8 × 2,264.67 then 4 × 2,264.66 (8 × 2,264.67 + 4 × 2,264.66 = 27,176.00);
 *   service fee 5 % = 1,000.00, bank fee 25.00 (BDO), released 18,975.00.
 */
const newLoan = {
  amount: '₱20,000.00',
  total: '₱27,176.00',
  instalments: [...Array<string>(8).fill('₱2,264.67'), ...Array<string>(4).fill('₱2,264.66')],
  serviceFee: '₱1,000.00',
  released: '₱18,975.00',
};

/**
 * The pending-approval persona's application: ₱30,000.00 at 2.99 % a month, repaid semi-monthly (the 15th and the
 * month's end).
 *   6 months: interest 30,000.00 × 2.99 % × 6 = 5,382.00; total 35,382.00; 12 instalments: principal 30,000.00 / 12 =
 *   2,500.00, interest 5,382.00 / 12 = 448.50, so 12 × 2,948.50 (12 × 2,948.50 = 35,382.00).
 *   12 months (the best offer, what was asked): interest 10,764.00; total 40,764.00.
 */
const sixMonths = { total: '₱35,382.00', instalment: '₱2,948.50', count: 12, cycle: '1 Semi Month' };

const text = async (where: Locator) => (await where.innerText()).replace(/\s+/g, ' ');

/** The platform's review: the application goes from automatic review to the borrower's final approval. */
async function platformOffersFinalApproval(request: APIRequestContext, username: string) {
  const [app] = await applicationsOf(request, username);
  expect(app!.status).toBe('SYSTEM_REVIEW');
  const moved = await request.post(`/sandbox/api/applications/${app!.id}/status`, { data: { status: 'PENDING_BORROWER_APPROVAL' } });
  expect(moved.ok(), await moved.text()).toBe(true);
}

/** The lender releases the approved loan (to be disbursed -> active): what the back office's "Disburse" does. */
async function platformDisburses(request: APIRequestContext, username: string) {
  const res = await request.get('/sandbox/api/loans');
  expect(res.ok()).toBe(true);
  const loans = ((await res.json()) as { id: string; username: string; status_code: number }[]).filter((l) => l.username === username);
  expect(loans).toHaveLength(1);
  expect(loans[0]!.status_code).toBe(100);
  const released = await request.post(`/sandbox/api/loans/${loans[0]!.id}/disburse`, { data: {} });
  expect(released.ok(), await released.text()).toBe(true);
}

/** Home's card of the one loan, then its schedule: every instalment's amount as shown. */
async function homeAndSchedule(page: Page, amount: string) {
  await page.goto('/home');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: new RegExp(`of ${amount.replace(/[.$]/g, '\\$&')}$`) }) });
  await expect(card).toBeVisible({ timeout: 20_000 });
  const shown = await text(card);
  await card.getByRole('button', { name: 'Loan details' }).click();
  await expect(page).toHaveURL(/\/loan-details/);
  await page.getByRole('button', { name: /schedule/i }).first().click();
  await expect(page).toHaveURL(/\/loan-schedule/);
  const rows = page.getByRole('table', { name: 'Your instalments' }).locator('tbody tr');
  await expect(rows.first()).toBeVisible({ timeout: 20_000 });
  const amounts = await rows.evaluateAll((trs) => trs.map((tr) => tr.querySelectorAll('td')[2]?.textContent?.trim() ?? ''));
  return { card: shown, amounts };
}

test('a new loan: the figures chosen at the calculator are the note, the booked loan, home and the schedule', async ({ page, request }) => {
  test.setTimeout(420_000);
  const who = await createPersona(request, 'new-borrower');
  await signInWithPassword(page, who);
  await page.getByRole('button', { name: 'Apply for a salary loan' }).click();
  await expect(page).toHaveURL(/\/loan-calculator$/);
  await page.getByLabel('How much do you need?').fill('20000');
  await choose(page, 'Loan tenure', '12 months');
  await expect(page.getByText(`Total to repay ${newLoan.total}`)).toBeVisible();
  await next(page, /\/loan-purpose$/);

  await fillLoanForms(page);
  const best = page.getByRole('list', { name: 'Your offers' }).getByRole('listitem', { name: /12 months, best offer$/ });
  const offer = await text(best);
  for (const figure of [newLoan.amount, newLoan.total, newLoan.serviceFee, newLoan.released, newLoan.instalments[0]!]) expect(offer).toContain(figure);
  await page.getByRole('button', { name: 'Accept offer' }).click();

  await verifyDocuments(page, journeyStep('review-details'));
  const box = page.getByRole('region', { name: /^Your loan: / });
  await expect(box).toContainText(newLoan.total, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Confirm and continue' }).click();
  await expect(page.getByText(`Total to repay: ${newLoan.total}`)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(`Instalment: ${newLoan.instalments[0]} (1 Month), 12 instalments`)).toBeVisible();
  await signPromissoryNote(page, who.username);

  // The platform reviews it and asks for the borrower's final approval: the same offer, accepted and signed again.
  await platformOffersFinalApproval(request, who.username);
  await page.goto('/');
  await expect(page).toHaveURL(journeyStep('loan-offer'), { timeout: 20_000 });
  const final = page.getByRole('list', { name: 'Your offers' }).getByRole('listitem', { name: /12 months, best offer$/ });
  await expect(final).toContainText(newLoan.total, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Accept offer' }).click();
  // The same terms were signed before review: the note shows them signed and the borrower goes on without a code.
  await expect(page.getByText(`Total to repay: ${newLoan.total}`)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('You have already signed this promissory note. Continue to accept your loan.')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/loan-success$/, { timeout: 30_000 });
  const [approved] = await applicationsOf(request, who.username);
  expect(approved!.status).toBe('APPROVED');

  await platformDisburses(request, who.username);
  const { card, amounts } = await homeAndSchedule(page, newLoan.amount);
  expect(card).toContain(`Outstanding Balance ${newLoan.total}`);
  expect(card).toContain(`Next due ${newLoan.instalments[0]} on`);
  expect(amounts).toEqual(newLoan.instalments);
});

test('pending borrower approval: the 6 months chosen are the note, the booked loan and the schedule', async ({ page, request }) => {
  test.setTimeout(300_000);
  const who = await createPersona(request, 'pending-borrower-approval');
  await signInWithPassword(page, who);
  await expect(page).toHaveURL(journeyStep('loan-offer'), { timeout: 20_000 });
  const offers = page.getByRole('list', { name: 'Your offers' });
  const six = offers.getByRole('listitem', { name: /, 6 months/ });
  await expect(six).toContainText(`₱30,000.00 over 6 months · ${sixMonths.instalment} per instalment · Total ${sixMonths.total}`, { timeout: 20_000 });
  await six.getByRole('button', { name: 'Choose this offer' }).click();
  await expect(six.getByRole('button', { name: 'Chosen' })).toBeVisible();
  await page.getByRole('button', { name: 'Accept offer' }).click();

  await expect(page.getByText(`Total to repay: ${sixMonths.total}`)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(`Instalment: ${sixMonths.instalment} (${sixMonths.cycle}), ${sixMonths.count} instalments`)).toBeVisible();
  await expect(page.getByText('₱40,764.00')).toHaveCount(0);
  await signPromissoryNote(page, who.username, 'Your loan is approved');
  const [approved] = await applicationsOf(request, who.username);
  expect(approved!.status).toBe('APPROVED');

  await platformDisburses(request, who.username);
  const { card, amounts } = await homeAndSchedule(page, '₱30,000.00');
  expect(card).toContain(`Outstanding Balance ${sixMonths.total}`);
  expect(amounts).toEqual(Array<string>(sixMonths.count).fill(sixMonths.instalment));
});
