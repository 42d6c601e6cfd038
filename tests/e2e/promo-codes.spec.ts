import { expect, test, type Page } from '@playwright/test';
import { createPersona, signInWithPassword } from './analytics-helpers';
import { choose, fillLoanForms, journeyStep, next, pesos } from './journey-helpers';

/**
 * Promo codes at the loan offer, in Chromium against the sandbox's seeded codes (sandbox/migrations/310-offers.sql):
 * WELCOME100 takes ₱100 off the service fee of a first loan; PAYDAY2020 has ended. A new borrower applies one, sees
 * it on the offer (also after a reload: the platform keeps it), removes it, and is refused unknown and ended codes
 * under the field with what they typed kept.
 */
async function toLoanOffer(page: Page) {
  await signInWithPassword(page, await createPersona(page.request, 'new-borrower'));
  await page.getByRole('button', { name: 'Apply for a salary loan' }).click();
  await expect(page).toHaveURL(/\/loan-calculator$/);
  await page.getByLabel('How much do you need?').fill('20000');
  await choose(page, 'Loan tenure', '6 months');
  await next(page, /\/loan-purpose$/);
  await fillLoanForms(page);
}

/** The offer the borrower is shown first (the platform's best), and its figures. */
const bestOffer = (page: Page) => page.getByRole('list', { name: 'Your offers' }).getByRole('listitem', { name: /best offer$/ });

async function figures(page: Page) {
  const card = bestOffer(page);
  const fees = (await card.getByText(/^Service fee ₱/).textContent())!;
  const receive = (await card.getByText(/^You receive ₱/).textContent())!;
  return { serviceFee: pesos(fees.split('·')[0]!), receive: pesos(receive), text: (await card.textContent())! };
}

test.describe('promo codes at the loan offer', () => {
  test.setTimeout(150_000);

  test('a valid code takes its discount off the offer, stays after a reload, and removing it restores the offer', async ({ page }) => {
    await toLoanOffer(page);
    await expect(bestOffer(page)).toBeVisible();
    const before = await figures(page);
    await expect(bestOffer(page).getByText(/waived/)).toHaveCount(0);

    // Typed in lower case and sent with the keyboard; the code is applied as the platform knows it.
    const field = page.getByLabel('Promo code (optional)');
    await field.fill('welcome100');
    await field.press('Enter');
    await expect(page.getByText('Promo code WELCOME100 is applied.')).toBeVisible({ timeout: 20_000 });
    // What the code gives, from the promo's details (promoDetails).
    await expect(page.getByText(/^₱100 off the service fee for your first loan\. Valid until /)).toBeVisible();
    // The discount is shown once, on the fee it takes off.
    await expect(bestOffer(page).getByText(/^Service fee ₱/)).toContainText('(₱100.00 waived, with your promo code)');
    const discounted = await figures(page);
    expect(discounted.serviceFee).toBeCloseTo(before.serviceFee - 100, 2);
    expect(discounted.receive).toBeCloseTo(before.receive + 100, 2);
    await expect(page.getByLabel('Promo code (optional)')).toHaveCount(0);

    // The code re-prices every offer: choosing a shorter tenure keeps it, with the same discount.
    const shorter = page.getByRole('list', { name: 'Your offers' }).getByRole('listitem').filter({ hasText: 'over 3 months' });
    await shorter.getByRole('button', { name: 'Choose this offer' }).click();
    await expect(shorter.getByRole('button', { name: 'Chosen' })).toBeVisible();
    await expect(shorter.getByText(/^Service fee ₱/)).toContainText('(₱100.00 waived, with your promo code)');
    await expect(page.getByText('Promo code WELCOME100 is applied.')).toBeVisible();

    // The platform keeps the code on the application: after a reload the offer still carries it.
    await page.reload();
    await expect(page).toHaveURL(journeyStep('loan-offer'), { timeout: 20_000 });
    await expect(page.getByText('Promo code WELCOME100 is applied.')).toBeVisible({ timeout: 20_000 });
    await expect(bestOffer(page).getByText(/^You receive ₱/)).toHaveText(discounted.text.match(/You receive ₱[\d,]+\.\d\d\./)![0]);

    await page.getByRole('button', { name: 'Remove promo code' }).click();
    await expect(page.getByLabel('Promo code (optional)')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByLabel('Promo code (optional)')).toHaveValue('');
    await expect(bestOffer(page).getByText(/waived/)).toHaveCount(0);
    expect((await figures(page)).text).toBe(before.text);

    // Removed on the platform too.
    await page.reload();
    await expect(bestOffer(page)).toBeVisible({ timeout: 20_000 });
    expect((await figures(page)).text).toBe(before.text);
    await expect(page.getByText(/Promo code \w+ is applied\./)).toHaveCount(0);

    // The offer is accepted without a promo and the journey goes on to documents.
    await page.getByRole('button', { name: 'Accept offer' }).click();
    await expect(page).toHaveURL(journeyStep('document-verification'), { timeout: 20_000 });
  });

  test('unknown, ended and malformed codes are refused under the field, with what was typed kept and the offer unchanged', async ({ page }) => {
    await toLoanOffer(page);
    await expect(bestOffer(page)).toBeVisible();
    const before = await figures(page);
    const field = page.getByLabel('Promo code (optional)');
    const apply = page.getByRole('button', { name: 'Apply', exact: true });

    // A code the platform does not know: its refusal, tied to the field.
    await field.fill('summer-99');
    await apply.click();
    await expect(field).toHaveAccessibleDescription(/This promo code is not valid\. Check the code and try again\./, { timeout: 20_000 });
    await expect(page.getByText('This promo code is not valid. Check the code and try again.')).toBeVisible();
    await expect(field).toHaveValue('summer-99');

    // A code that has ended.
    await field.fill('PAYDAY2020');
    await field.press('Enter');
    await expect(field).toHaveAccessibleDescription(/This promo code has ended\. You can continue without it\./, { timeout: 20_000 });
    await expect(field).toHaveValue('PAYDAY2020');

    // Too short to be a code: refused on the page, nothing sent.
    let sent = 0;
    page.on('request', (r) => {
      if (/\/promo/.test(new URL(r.url()).pathname) && r.method() !== 'GET') sent++;
    });
    await field.fill('ab');
    await apply.click();
    await expect(field).toHaveAccessibleDescription(/Enter a promo code of 3 to 20 letters or digits\./);
    await expect(field).toHaveValue('ab');
    expect(sent).toBe(0);

    // None of it touched the offer.
    await expect(page.getByText(/Promo code \w+ is applied\./)).toHaveCount(0);
    expect((await figures(page)).text).toBe(before.text);
  });
});
