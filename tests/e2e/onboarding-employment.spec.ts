import { expect, test, type Page } from '@playwright/test';
import { createPersona, signInWithPassword } from './analytics-helpers';
import { autocomplete, choose } from './journey-helpers';

/**
 * Issue 20 (W2-E) items 1 and 2 in Chromium against the sandbox: a borrower whose onboarding is not done is taken
 * through personal and critical details before products, resuming where they left off after a reload; a borrower
 * whose employment the platform asks about confirms it, or updates their employment details.
 */
const personal = /\/onboarding\/personal-details$/;
const critical = /\/onboarding\/critical-details$/;

// Faults on this test's borrower only (user): a test in another worker, or one left by a failing test, is untouched.
async function setFault(page: Page, group: string, user: string) {
  const res = await page.request.put(`/sandbox/api/faults/${group}`, { data: { kind: 'status', http_status: 503, user } });
  expect(res.ok()).toBe(true);
}
async function clearFault(page: Page, group: string, user: string) {
  expect((await page.request.delete(`/sandbox/api/faults/${group}`, { data: { user } })).ok()).toBe(true);
}

test('onboarding: personal details, a reload resumes on critical details, then home', async ({ page }) => {
  test.setTimeout(240_000);
  const persona = await createPersona(page.request, 'onboarding-pending');
  await signInWithPassword(page, persona);
  await expect(page).toHaveURL(personal, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Tell us about yourself' })).toBeVisible();
  // Products wait until onboarding is done: /home answers with the onboarding page.
  await page.goto('/home');
  await expect(page).toHaveURL(personal, { timeout: 20_000 });

  // A field error keeps what was typed.
  await page.getByLabel('First name').fill('Maria Clara');
  await page.getByLabel('Last name').fill('Santos1');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByText('Please use letters only.').first()).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Maria Clara');
  await expect(page.getByLabel('Last name')).toHaveValue('Santos1');
  await page.getByLabel('Last name').fill('Santos');
  await page.getByRole('radio', { name: 'Female' }).check();
  await page.getByLabel('Date of birth').fill('1990-04-12');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(critical, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'A few more details' })).toBeVisible();

  // Mid-way: a reload (or another device) resumes on the critical details, the flow state saved by the platform.
  await page.getByLabel('Tax identification number (TIN)').fill('123456789');
  await page.reload();
  await expect(page).toHaveURL(critical, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'A few more details' })).toBeVisible();
  // Back shows the personal details as saved.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(personal);
  await expect(page.getByLabel('First name')).toHaveValue('Maria Clara');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(critical, { timeout: 20_000 });

  // A save fault: Try again, with the answers kept.
  await page.getByLabel('Tax identification number (TIN)').fill('123456789012');
  await choose(page, 'Marital status', 'Single');
  await choose(page, 'Nationality', 'Filipino');
  await setFault(page, 'user', persona.username);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Your answers are kept. You can try again now.' });
  await expect(alert).toBeVisible();
  await expect(page.getByLabel('Tax identification number (TIN)')).toHaveValue('123456789012');
  await expect(page).toHaveURL(critical);
  await clearFault(page, 'user', persona.username);
  await alert.getByRole('button', { name: 'Try again' }).click();

  await expect(page).toHaveURL(/\/home$/, { timeout: 20_000 });
  // Done: a reload stays home, onboarding is not asked again.
  await page.reload();
  await expect(page).toHaveURL(/\/home$/, { timeout: 20_000 });
  await page.goto('/onboarding/personal-details');
  await expect(page).toHaveURL(/\/home$/, { timeout: 20_000 });
});

test('employment: the borrower confirms they still work for their company', async ({ page }) => {
  test.setTimeout(150_000);
  const persona = await createPersona(page.request, 'employment-unconfirmed');
  await signInWithPassword(page, persona);
  await expect(page).toHaveURL(/\/employment-status$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your employment' })).toBeVisible();
  await expect(page.getByText('Do you still work at Sinag Bank Corporation?')).toBeVisible();

  // A fault on the confirmation: Try again.
  await setFault(page, 'employment', persona.username);
  await page.getByRole('button', { name: 'Yes, I still work there' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'You can try again now.' });
  await expect(alert).toBeVisible();
  await clearFault(page, 'employment', persona.username);
  await alert.getByRole('button', { name: 'Try again' }).click();

  await expect(page).toHaveURL(/\/employment-status-success$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Employment confirmed' })).toBeVisible();
  await expect(page.getByText('Your employment with Sinag Bank Corporation is confirmed')).toBeVisible();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/, { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Apply for a salary loan' })).toBeVisible();
});

test('employment: the borrower updates their employment details', async ({ page }) => {
  test.setTimeout(150_000);
  await signInWithPassword(page, await createPersona(page.request, 'employment-unconfirmed'));
  await expect(page).toHaveURL(/\/employment-status$/, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Yes, but my job details changed' }).click();
  await expect(page).toHaveURL(/\/employment-information$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Update your employment details' })).toBeVisible();
  // The details on record are filled in.
  await expect(page.getByLabel('Employee ID')).toHaveValue('EMP-20418');
  await expect(page.getByLabel('Gross monthly salary')).toHaveValue('40,000');

  // A field error keeps what was typed.
  await page.getByLabel('Gross monthly salary').fill('lots');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByText('Enter an amount, e.g. 25,000.').first()).toBeVisible();
  await expect(page.getByLabel('Gross monthly salary')).toHaveValue('lots');

  await page.getByLabel('Gross monthly salary').fill('55,000');
  await choose(page, 'Job level', 'Supervisor');
  await autocomplete(page, 'Job title', 'Engineer');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/employment-status-success$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Employment confirmed' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/, { timeout: 20_000 });
});
