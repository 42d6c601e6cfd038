import { expect, test } from '@playwright/test';
import { createPersona, signInWithPassword, type Persona } from './analytics-helpers';
import {
  applicationsOf, choose, fillAdditionalDetails, fillAddress, fillLoanForms, fillPersonalDetails, fillProfessionalDetails, journeyStep, next, pesos,
  signPromissoryNote, takeSelfie, verifyDocuments,
} from './journey-helpers';

/**
 * The journeys other than a new loan, driven end to end in Chromium against the sandbox, each from the persona
 * the back office creates for it: missing selfie, pending borrower approval, EWA activation, reloan, refinance.
 */
test.use({ permissions: ['camera'] });

const pesosText = (n: number) => `₱${n.toLocaleString('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test('missing selfie: the borrower takes the selfie, sees the application submitted, and is not asked again', async ({ page }) => {
  test.setTimeout(120_000);
  const who = await createPersona(page.request, 'missing-selfie');
  await signInWithPassword(page, who);
  // Straight into the missing-selfie journey: only the selfie is asked for.
  await expect(page).toHaveURL(journeyStep('document-verification'), { timeout: 20_000 });
  await expect(page.getByLabel('Upload your document')).toHaveCount(0);
  await takeSelfie(page, /\/loan-success$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your application is in review' })).toBeVisible();

  // The application is no longer missing its selfie and has gone to review.
  const [app] = await applicationsOf(page.request, who.username);
  expect(app!.missing_selfie).toBe(false);
  expect(app!.status).toBe('SYSTEM_REVIEW');

  await page.getByRole('button', { name: 'Go to home' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Your application is in review' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue application' })).toHaveCount(0);
});

test('pending borrower approval: home says the offer is ready; the borrower accepts it, signs the note, and reads that the loan is approved, to be disbursed', async ({ page }) => {
  test.setTimeout(120_000);
  const who = await createPersona(page.request, 'pending-borrower-approval');
  await signInWithPassword(page, who);
  await expect(page).toHaveURL(journeyStep('loan-offer'), { timeout: 20_000 });
  // W3-C item 2: home words the status the borrower is in, not "an application in progress".
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 2, name: 'Your offer is ready' })).toBeVisible({ timeout: 20_000 });
  const ready = page.getByRole('region', { name: 'Your offer is ready' });
  await expect(ready.getByText('Review your final offer and accept it to continue.')).toBeVisible();
  await expect(ready.getByRole('definition').filter({ hasText: 'Your offer is ready' })).toBeVisible();
  await expect(page.getByText('You have an application in progress')).toHaveCount(0);
  // The lender's notice of the same move says the same words (the one table), not the platform's own.
  await page.getByText('Show notifications').click();
  await expect(page.getByRole('list', { name: 'Your notifications' }).getByText('Review your final offer and accept it to continue.')).toBeVisible();
  await page.getByRole('button', { name: 'Continue application' }).click();
  await expect(page).toHaveURL(journeyStep('loan-offer'), { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Accept your loan offer' })).toBeVisible();
  const offers = page.getByRole('list', { name: 'Your offers' });
  await expect(offers).toBeVisible({ timeout: 20_000 });
  // The application's terms (₱30,000.00 over 12 months); no promo code at this point.
  await expect(offers.getByText(/₱30,000\.00 over 12 months/).first()).toBeVisible();
  await expect(page.getByLabel('Promo code (optional)')).toHaveCount(0);
  await page.getByRole('button', { name: 'Accept offer' }).click();

  await signPromissoryNote(page, who.username, 'Your loan is approved');
  await expect(page.getByText(/We are sending the money to your bank account .* Until then your loan shows “To be disbursed”\./)).toBeVisible();
  await expect(page.getByText(/We are reviewing your application/)).toHaveCount(0);
  const [app] = await applicationsOf(page.request, who.username);
  expect(app!.status).toBe('APPROVED');
  await page.getByRole('button', { name: 'Go to home' }).click();
  await expect(page.getByText('To be disbursed')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 2, name: 'Your application is in review' })).toHaveCount(0);
});

test('EWA activation: the borrower fills the four forms, verifies documents, confirms, and earned wage access is being activated', async ({ page }) => {
  test.setTimeout(180_000);
  const who = await createPersona(page.request, 'ewa-eligible');
  await signInWithPassword(page, who);
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('button', { name: 'Activate earned wage access' }).click();

  // No calculator, purpose or bank details: wages are paid to the payroll account.
  await expect(page).toHaveURL(journeyStep('personal-details'), { timeout: 20_000 });
  await fillPersonalDetails(page);
  await expect(page.getByRole('group', { name: 'Pay cycle' }).or(page.getByRole('radiogroup', { name: 'Pay cycle' })).first()).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Source of income', exact: true })).toHaveCount(0);
  await fillProfessionalDetails(page, { ewa: true });
  await fillAdditionalDetails(page);
  await fillAddress(page, journeyStep('document-verification'));
  await verifyDocuments(page, journeyStep('review-details'));

  await expect(page.getByText('Maria Clara').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change disbursement details' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Confirm and continue' }).click();
  await expect(page).toHaveURL(/\/ewa\/success$/, { timeout: 20_000 });
  // W3-C item 8: one wording, true to the status (SYSTEM_REVIEW): in review on the success page and at home.
  await expect(page.getByRole('heading', { level: 1, name: 'Your earned wage access activation is in review' })).toBeVisible();
  await expect(page.getByText('Thank you. We will let you know by SMS and email as soon as it is decided.')).toBeVisible();
  await expect(page.getByText(/activated|We are activating/)).toHaveCount(0);

  const apps = await applicationsOf(page.request, who.username);
  expect(apps).toHaveLength(1);
  expect(apps[0]).toMatchObject({ product_type: 'EWA', application_type: 'EWA_ACTIVATION', status: 'SYSTEM_REVIEW' });

  // Home: the activation is in review, and cannot be started twice.
  await page.getByRole('button', { name: 'Go to home' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Your earned wage access activation is in review' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Activate earned wage access' })).toHaveCount(0);
});

test('reloan: from product selection through the reloan calculator, a promo for returning borrowers, and every step to the success page, a RE_LOAN in review', async ({ page }) => {
  test.setTimeout(240_000);
  const who = await createPersona(page.request, 'reloan-eligible');
  await signInWithPassword(page, who);
  await expect(page).toHaveURL(/\/home$/);
  // A borrower whose running loan is more than half paid may borrow again on top of it.
  await expect(page.getByRole('button', { name: 'Reloan', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'See all products' }).click();
  await expect(page).toHaveURL(/\/product-selection$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a product' })).toBeVisible();
  await page.getByRole('button', { name: 'Apply for reloan' }).click();

  await expect(page).toHaveURL(/\/reloan-calculator$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Reloan calculator' })).toBeVisible();
  await page.getByLabel('How much do you need?').fill('18000');
  await expect(page.getByLabel('How much do you need?')).toHaveValue('18,000');
  await expect(page.getByText(/per instalment/)).toBeVisible();
  await choose(page, 'Loan tenure', '6 months');
  await next(page, /\/loan-purpose$/);

  await fillLoanForms(page);
  const offer = page.getByRole('list', { name: 'Your offers' });
  await expect(offer.getByText(/₱18,000\.00 over 6 months/).first()).toBeVisible();
  // A returning borrower: the first-loan code is refused, a code for everyone applies (cashback after the first repayment).
  const promo = page.getByLabel('Promo code (optional)');
  await promo.fill('WELCOME100');
  await promo.press('Enter');
  await expect(promo).toHaveAccessibleDescription(/This promo code is for first-time borrowers only\. You can continue without it\./, { timeout: 20_000 });
  await promo.fill('CASHBACK500');
  await promo.press('Enter');
  await expect(page.getByText('Promo code CASHBACK500 is applied.')).toBeVisible({ timeout: 20_000 });
  await expect(offer.getByRole('listitem', { name: /best offer$/ })).toContainText('Cashback ₱500.00 (paid back after your first repayment)');
  await page.getByRole('button', { name: 'Accept offer' }).click();
  await expect(page).toHaveURL(journeyStep('document-verification'), { timeout: 20_000 });
  await verifyDocuments(page, journeyStep('review-details'));
  await page.getByRole('button', { name: 'Confirm and continue' }).click();
  await signPromissoryNote(page, who.username);

  const apps = await applicationsOf(page.request, who.username);
  const reloan = apps.filter((a) => a.application_type === 'RE_LOAN');
  expect(reloan).toHaveLength(1);
  expect(reloan[0]).toMatchObject({ status: 'SYSTEM_REVIEW', loan_amount_centavos: 18_000_00 });
});

test('refinance: the notification and calculator show the balance being refinanced, then every step to the success page', async ({ page }) => {
  test.setTimeout(240_000);
  const who = (await createPersona(page.request, 'refinance-eligible')) as Persona & { loanId: string };
  await signInWithPassword(page, who);
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('button', { name: 'Refinance your loan' }).click();

  await expect(page).toHaveURL(/\/refinance-notification$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'You can refinance your loan' })).toBeVisible();
  // Outstanding Balance, then the Final Payoff Amount: what a refinance pays off (the balance less interest not yet due).
  const balance = page.getByRole('definition').first();
  await expect(balance).toHaveText(/^₱[\d,]+\.\d\d$/);
  const payoffField = page.getByRole('definition').nth(1);
  await expect(payoffField).toHaveText(/^₱[\d,]+\.\d\d$/);
  const owedText = (await payoffField.textContent())!;
  const owed = pesos(owedText);
  expect(owed).toBeGreaterThan(0);
  expect(owed).toBeLessThan(pesos((await balance.textContent())!));
  await page.getByRole('button', { name: 'Calculate my refinance' }).click();

  await expect(page).toHaveURL(/\/refinance-calculator$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Refinance calculator' })).toBeVisible();
  await expect(page.getByRole('progressbar')).toBeVisible();
  // The same payoff: the new loan pays it off first, and the borrower receives the rest.
  await expect(page.getByRole('definition').first()).toHaveText(owedText);
  const amount = Math.ceil(owed / 1000) * 1000 + 10_000;
  await page.getByLabel('New loan amount').fill(String(amount));
  await expect(page.getByText(`Your current loan is paid off first (${owedText}), then the fees; the rest is released to you.`)).toBeVisible();
  await expect(page.getByText(`Loan amount ${pesosText(amount)}`)).toBeVisible();
  await expect(page.getByText(`Current balance paid off ${owedText}`)).toBeVisible();
  // What is released is the amount less the balance and the fees, as the screen itemises them.
  const fee = async (name: string) => pesos((await page.getByText(new RegExp(`^${name} ₱`)).textContent())!.replace(/ \(.*$/, ''));
  const released = amount - owed - (await fee('Service fee')) - (await fee('Bank fee'));
  await expect(page.getByText(`You receive ${pesosText(released)}.`)).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  await fillLoanForms(page);
  await page.getByRole('button', { name: 'Accept offer' }).click();
  await expect(page).toHaveURL(journeyStep('document-verification'), { timeout: 20_000 });
  await verifyDocuments(page, journeyStep('review-details'));
  await page.getByRole('button', { name: 'Confirm and continue' }).click();
  await signPromissoryNote(page, who.username);

  const refinance = (await applicationsOf(page.request, who.username)).filter((a) => a.application_type === 'REFINANCE');
  expect(refinance).toHaveLength(1);
  expect(refinance[0]).toMatchObject({ status: 'SYSTEM_REVIEW', source_loan_id: who.loanId });
  expect(refinance[0]!.loan_purpose).toEqual(expect.any(String));
});

test('WCR: the borrower re-captures the ID and selfie, resubmits, and the application goes back to review', async ({ page }) => {
  test.setTimeout(120_000);
  const who = await createPersona(page.request, 'wcr');
  await signInWithPassword(page, who);
  // An application waiting for documents takes the borrower straight to /wcr.
  await expect(page).toHaveURL(/\/wcr$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Update your documents' })).toBeVisible();
  await verifyDocuments(page, /\/loan-success$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your application is in review' })).toBeVisible();

  const [app] = await applicationsOf(page.request, who.username);
  expect(app!.status).toBe('SYSTEM_REVIEW');
  // Resubmitted: home shows the review, and /wcr no longer asks for anything.
  await page.getByRole('button', { name: 'Go to home' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Your application is in review' })).toBeVisible();
});

test('recovery refinance: a borrower past due covers what is owed with a new loan, through every step to the success page', async ({ page }) => {
  test.setTimeout(240_000);
  const who = (await createPersona(page.request, 'past-due')) as Persona & { loanId: string };
  await signInWithPassword(page, who);
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('button', { name: 'Refinance your loan' }).click();
  await expect(page).toHaveURL(/\/refinance-notification$/, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Calculate my recovery refinance' }).click();
  await expect(page).toHaveURL(/\/recovery-refinance-calculator$/);
  const owed = pesos((await page.getByRole('definition').first().textContent()) ?? '');
  expect(owed).toBeGreaterThan(0);
  await page.getByLabel('New loan amount').fill(String(Math.ceil(owed / 1000) * 1000 + 5_000));
  await page.getByRole('button', { name: 'Continue' }).click();

  await fillLoanForms(page);
  await page.getByRole('button', { name: 'Accept offer' }).click();
  await expect(page).toHaveURL(journeyStep('document-verification'), { timeout: 20_000 });
  await verifyDocuments(page, journeyStep('review-details'));
  await page.getByRole('button', { name: 'Confirm and continue' }).click();
  await signPromissoryNote(page, who.username);

  // A recovery refinance of the loan past due, in review, with the purpose chosen after its calculator.
  const recovery = (await applicationsOf(page.request, who.username)).filter((a) => a.application_type === 'RECOVERY_REFINANCE');
  expect(recovery).toHaveLength(1);
  expect(recovery[0]).toMatchObject({ status: 'SYSTEM_REVIEW', source_loan_id: who.loanId });
  expect(recovery[0]!.loan_purpose).toEqual(expect.any(String));
});
