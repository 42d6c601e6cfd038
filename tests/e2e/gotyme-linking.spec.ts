import { expect, test, type Page } from '@playwright/test';
import { createPersona, signInWithPassword } from './analytics-helpers';
import { choosePurpose, fillAdditionalDetails, fillAddress, fillPersonalDetails, fillProfessionalDetails, journeyStep, next } from './journey-helpers';
import { latestCode } from './form-helpers';

/**
 * Disbursement to GoTyme, in Chromium against the sandbox: the borrower asks GoTyme for a code for their account
 * number, types the code from the inbox, and their offer waives the bank transfer fee ('GT Waived'). An account
 * GoTyme does not know (the sandbox's rule: numbers ending in 0000) ends on /gotyme-linking-failed, from where
 * "Try again" brings back the form with the number kept.
 */
async function toBankDetails(page: Page) {
  const persona = await createPersona(page.request, 'new-borrower');
  await signInWithPassword(page, persona);
  await page.getByRole('button', { name: 'Apply for a salary loan' }).click();
  await expect(page).toHaveURL(/\/loan-calculator$/);
  await page.getByLabel('How much do you need?').fill('20000');
  await next(page, /\/loan-purpose$/);
  await choosePurpose(page);
  await fillPersonalDetails(page);
  await fillProfessionalDetails(page);
  await fillAdditionalDetails(page);
  await fillAddress(page, journeyStep('bank-details'));
  await page.getByRole('button', { name: 'Link a GoTyme account instead' }).click();
  await expect(page).toHaveURL(journeyStep('gotyme-linking'), { timeout: 20_000 });
  return persona;
}

const bestOffer = (page: Page) => page.getByRole('list', { name: 'Your offers' }).getByRole('listitem', { name: /best offer$/ });

test.describe('GoTyme linking', () => {
  test.setTimeout(150_000);

  test('a code is sent for the account number, the link is made with it, and the offer waives the bank fee', async ({ page }) => {
    const { username } = await toBankDetails(page);
    // No code to type before one was sent; pressing Send code with no number says what is missing.
    await expect(page.getByLabel('Verification code')).toHaveCount(0);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('alert', { name: 'There is a problem' })).toContainText('Enter your GoTyme account number (10 to 16 digits).');

    await page.getByLabel('GoTyme account number').fill('123456789012');
    await page.getByLabel('GoTyme account number').press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'GoTyme sent a 6-digit code to' })).toBeVisible({ timeout: 20_000 });
    await page.getByLabel('Verification code').fill(await latestCode(page.request, username, 'DIGITAL_BANK'));
    await page.getByRole('button', { name: 'Link account' }).click();

    await expect(page).toHaveURL(journeyStep('loan-offer'), { timeout: 20_000 });
    await expect(bestOffer(page).getByText(/^Bank fee /)).toHaveText(/^Bank fee ₱0\.00 \(₱[\d,.]+ waived, released to GoTyme\)$/, { timeout: 20_000 });
  });

  test('an account GoTyme does not know: the failed page says why, and Try again brings the form back', async ({ page }) => {
    const { username } = await toBankDetails(page);
    await page.getByLabel('GoTyme account number').fill('123456780000');
    await page.getByRole('button', { name: 'Send code' }).click();
    // The code is in the inbox once the page says it was sent (the inbox is shared: earlier tests' codes are there).
    await expect(page.getByRole('status').filter({ hasText: 'GoTyme sent a 6-digit code to' })).toBeVisible({ timeout: 20_000 });
    await page.getByLabel('Verification code').fill(await latestCode(page.request, username, 'DIGITAL_BANK'));
    await page.getByRole('button', { name: 'Link account' }).click();

    await expect(page).toHaveURL(/\/gotyme-linking-failed$/, { timeout: 20_000 });
    await expect(page.getByText('We could not find a GoTyme account with that number.')).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page).toHaveURL(journeyStep('gotyme-linking'));
    await expect(page.getByLabel('GoTyme account number')).toHaveValue('123456780000');
  });
});
