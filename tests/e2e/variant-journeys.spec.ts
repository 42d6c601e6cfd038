import { expect, test } from '@playwright/test';
import { createPersona, signInWithPassword } from './analytics-helpers';
import { applicationsOf, journeyStep, signPromissoryNote, takeSelfie } from './journey-helpers';

/**
 * The journeys other than a new loan, driven end to end in Chromium against the sandbox, each from the persona
 * the back office creates for it: missing selfie, pending borrower approval, EWA activation, reloan, refinance.
 */
test.use({ permissions: ['camera'] });

test('missing selfie: the borrower takes the selfie, sees the application submitted, and is not asked again', async ({ page }) => {
  test.setTimeout(120_000);
  const who = await createPersona(page.request, 'missing-selfie');
  await signInWithPassword(page, who);
  // Straight into the missing-selfie journey: only the selfie is asked for.
  await expect(page).toHaveURL(journeyStep('document-verification'), { timeout: 20_000 });
  await expect(page.getByLabel('Upload your document')).toHaveCount(0);
  await takeSelfie(page, /\/loan-success$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Application submitted' })).toBeVisible();

  // The application is no longer missing its selfie and has gone to review.
  const [app] = await applicationsOf(page.request, who.username);
  expect(app!.missing_selfie).toBe(false);
  expect(app!.status).toBe('SYSTEM_REVIEW');

  await page.getByRole('button', { name: 'Go to home' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Your application is in review' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue application' })).toHaveCount(0);
});

test('pending borrower approval: the borrower accepts the final offer, signs the note, and the loan is approved', async ({ page }) => {
  test.setTimeout(120_000);
  const who = await createPersona(page.request, 'pending-borrower-approval');
  await signInWithPassword(page, who);
  await expect(page).toHaveURL(journeyStep('loan-offer'), { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Accept your loan offer' })).toBeVisible();
  const offers = page.getByRole('list', { name: 'Your offers' });
  await expect(offers).toBeVisible({ timeout: 20_000 });
  // The application's terms (₱30,000.00 over 12 months); no promo code at this point.
  await expect(offers.getByText(/₱30,000\.00 over 12 months/).first()).toBeVisible();
  await expect(page.getByLabel('Promo code (optional)')).toHaveCount(0);
  await page.getByRole('button', { name: 'Accept offer' }).click();

  await signPromissoryNote(page);
  const [app] = await applicationsOf(page.request, who.username);
  expect(app!.status).toBe('APPROVED');
});
