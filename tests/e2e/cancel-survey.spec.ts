import { expect, test, type Page } from '@playwright/test';
import { createPersona, signInWithPassword } from './analytics-helpers';
import { applicationsOf, choose, choosePurpose, journeyStep, next } from './journey-helpers';

/**
 * W2-E items 4 and 5 in Chromium against the sandbox: a borrower cancels an application in progress (with a
 * confirmation they can back out of), says why, and lands home where the application shows cancelled; survey
 * prompts on home can be answered (a high rating offers the app stores, a low one asks what went wrong) or
 * dismissed for good.
 */

async function startNewLoan(page: Page) {
  await page.getByRole('button', { name: 'Apply for a salary loan' }).click();
  await expect(page).toHaveURL(/\/loan-calculator$/);
  await page.getByLabel('How much do you need?').fill('20000');
  await choose(page, 'Loan tenure', '12 months');
  await next(page, /\/loan-purpose$/);
}

test('a new borrower cancels mid-journey, keeps it once, then confirms, answers why and can start again', async ({ page }) => {
  test.setTimeout(180_000);
  const persona = await createPersona(page.request, 'new-borrower');
  await signInWithPassword(page, persona);
  await startNewLoan(page);
  await choosePurpose(page);
  await page.getByLabel('First name').fill('Maria Clara');

  // Dismissing the confirmation keeps the journey where it was, with what was typed.
  await page.getByRole('button', { name: 'Cancel application' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel your application?' });
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText('Your application will be cancelled and cannot be continued.');
  await confirm.getByRole('button', { name: 'Keep my application' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page).toHaveURL(journeyStep('personal-details'));
  await expect(page.getByLabel('First name')).toHaveValue('Maria Clara');
  expect((await applicationsOf(page.request, persona.username))[0]?.status).toBe('INITIALIZED');

  // Escape keeps it too (an alert dialog's safe choice).
  await page.getByRole('button', { name: 'Cancel application' }).click();
  await expect(confirm).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(page).toHaveURL(journeyStep('personal-details'));

  await page.getByRole('button', { name: 'Cancel application' }).click();
  await confirm.getByRole('button', { name: 'Yes, cancel my application' }).click();
  await expect(page).toHaveURL(/\/loan-cancellation-survey$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Your application is cancelled' })).toBeVisible();
  expect((await applicationsOf(page.request, persona.username))[0]?.status).toBe('CANCELLED');

  // The reason is asked for, with the spec's reasons in the borrower's words.
  await page.getByRole('button', { name: 'Send and go home' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Choose a reason, or skip this question.' }).first()).toBeVisible();
  const reasons = page.getByRole('radiogroup');
  for (const label of ['I no longer need the loan', 'I was not eligible for any offer', 'I want a different product', 'I ran into a problem with my application']) {
    await expect(reasons.getByRole('radio', { name: label })).toBeVisible();
  }
  await reasons.getByRole('radio', { name: 'I want a different product' }).check();
  await page.getByLabel('Anything else you want to tell us? (optional)').fill('I will try earned wage access instead.');
  await page.getByRole('button', { name: 'Send and go home' }).click();

  await expect(page).toHaveURL(/\/home$/, { timeout: 20_000 });
  const cancelled = page.getByRole('region', { name: 'Your application was cancelled' });
  await expect(cancelled).toContainText('You cancelled your application on');
  await expect(page.getByRole('button', { name: 'Continue application' })).toHaveCount(0);
  // A new application can be started.
  await startNewLoan(page);
});

test('a cancellation that fails says so and keeps the application; trying again cancels it', async ({ page }) => {
  test.setTimeout(120_000);
  const persona = await createPersona(page.request, 'new-borrower');
  await signInWithPassword(page, persona);
  await startNewLoan(page);
  await choosePurpose(page);
  await page.getByRole('button', { name: 'Cancel application' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel your application?' });
  // Every loans call of this borrower fails while the fault is on (the step's own reads may use it up otherwise).
  expect((await page.request.put('/sandbox/api/faults/loans', { data: { kind: 'status', http_status: 500, user: persona.username } })).ok()).toBe(true);
  await confirm.getByRole('button', { name: 'Yes, cancel my application' }).click();
  await expect(confirm.getByRole('alert')).toContainText('Your application is still open: try again, or keep it.');
  // The sandbox takes JSON bodies only on changes (sandbox/guards.ts): without one the fault would stay on for this borrower.
  expect((await page.request.delete('/sandbox/api/faults/loans', { data: { user: persona.username } })).ok()).toBe(true);
  expect((await applicationsOf(page.request, persona.username))[0]?.status).toBe('INITIALIZED');
  // Keeping it closes the dialog on the same step.
  await confirm.getByRole('button', { name: 'Keep my application' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page).toHaveURL(journeyStep('personal-details'));

  // Failing again, then trying again once the platform answers: the application is cancelled.
  expect((await page.request.put('/sandbox/api/faults/loans', { data: { kind: 'status', http_status: 503, user: persona.username } })).ok()).toBe(true);
  await page.getByRole('button', { name: 'Cancel application' }).click();
  await confirm.getByRole('button', { name: 'Yes, cancel my application' }).click();
  await expect(confirm.getByRole('alert')).toContainText('Your application is still open: try again, or keep it.');
  expect((await page.request.delete('/sandbox/api/faults/loans', { data: { user: persona.username } })).ok()).toBe(true);
  await confirm.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/loan-cancellation-survey$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Your application is cancelled' })).toBeVisible();
  expect((await applicationsOf(page.request, persona.username))[0]?.status).toBe('CANCELLED');
});

test('feedback survey: a high rating offers the app stores, and the prompt does not come back', async ({ page }) => {
  test.setTimeout(120_000);
  await signInWithPassword(page, await createPersona(page.request, 'survey-pending'));
  const prompt = page.getByRole('region', { name: 'How are we doing?' });
  await expect(prompt).toBeVisible({ timeout: 20_000 });
  await prompt.getByRole('button', { name: 'Rate us' }).click();
  await expect(page).toHaveURL(/\/feedback-survey$/);
  await page.getByRole('button', { name: 'Send rating' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Choose a rating from 1 to 5.' }).first()).toBeVisible();
  await page.getByRole('radio', { name: '5 – Excellent' }).check();
  await page.getByRole('button', { name: 'Send rating' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your rating!' })).toBeVisible();
  const stores = page.getByRole('list', { name: 'Rate us in your app store' });
  await expect(stores.getByRole('link', { name: /App Store \(iPhone\)/ })).toHaveAttribute('href', 'https://apps.apple.com/');
  await expect(stores.getByRole('link', { name: /Google Play \(Android\)/ })).toHaveAttribute('href', 'https://play.google.com/store');
  await expect(stores.getByRole('link', { name: /AppGallery \(Huawei\)/ })).toHaveAttribute('href', 'https://appgallery.huawei.com/');
  await page.getByRole('button', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(prompt).toHaveCount(0);
  // Opened again by its address, the survey knows it was answered.
  await page.goto('/feedback-survey');
  await page.getByRole('radio', { name: '4 – Good' }).check();
  await page.getByRole('button', { name: 'Send rating' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You already rated us' })).toBeVisible();
});

test('feedback survey: a low rating asks what went wrong and sends it', async ({ page }) => {
  test.setTimeout(120_000);
  const persona = await createPersona(page.request, 'survey-pending');
  await signInWithPassword(page, persona);
  await page.getByRole('region', { name: 'How are we doing?' }).getByRole('button', { name: 'Rate us' }).click();
  await page.getByRole('radio', { name: '2 – Poor' }).check();
  await page.getByRole('button', { name: 'Send rating' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sorry to hear that' })).toBeVisible();
  await expect(page.getByRole('link', { name: /App Store/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Tell us what went wrong' }).first()).toBeVisible();
  // A failed send keeps what was typed.
  await page.request.put('/sandbox/api/faults/surveys', { data: { kind: 'status', http_status: 503, remaining: 1, user: persona.username } });
  await page.getByLabel('What went wrong?').fill('The offer page took long to load.');
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your answer is kept.' })).toBeVisible();
  await expect(page.getByLabel('What went wrong?')).toHaveValue('The offer page took long to load.');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for telling us' })).toBeVisible();
  await page.getByRole('button', { name: 'Back to home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'How are we doing?' })).toHaveCount(0);
});

test('a dismissed prompt does not come back, after a reload or a new sign-in', async ({ page }) => {
  test.setTimeout(120_000);
  const persona = await createPersona(page.request, 'survey-pending');
  await signInWithPassword(page, persona);
  const prompt = page.getByRole('region', { name: 'How are we doing?' });
  await prompt.getByRole('button', { name: 'Not now' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(prompt).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Payments' })).toBeVisible();
  await expect(prompt).toHaveCount(0);
});
