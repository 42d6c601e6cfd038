import { expect, test, type Page } from '@playwright/test';
import { createPersona, signInWithPassword, type Persona } from './analytics-helpers';
import { latestCode } from './form-helpers';

/**
 * Spec §3 user state (phone update) and §4 "Phone update success marks the phone confirmed on the profile": on
 * /profile the borrower changes their mobile number, types the code sent to the new number, and the profile shows
 * the new number, confirmed. A number another account uses, a badly typed number and a wrong code are explained,
 * and what the borrower typed is kept.
 */
// Sign-in, profile and code round trips: generous on a shared, busy machine.
test.describe.configure({ timeout: 150_000 });

const freshNumber = () => `0918 ${String(Math.floor(Math.random() * 1e3)).padStart(3, '0')} ${String(Date.now() % 1e4).padStart(4, '0')}`;
const e164 = (n: string) => `+63${n.replace(/\s/g, '').slice(1)}`;
const display = (n: string) => e164(n).replace(/^\+63(\d{3})(\d{3})(\d{4})$/, '+63 $1 $2 $3');

async function openChangeNumber(page: Page, persona: Persona) {
  await signInWithPassword(page, persona);
  // Profile opens once the borrower is past choosing a company (app chart rule).
  await page.waitForURL((url) => url.pathname !== '/');
  if (/\/company-selector$/.test(page.url())) {
    await page.getByRole('button', { name: 'Select' }).first().click();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page).not.toHaveURL(/\/company-selector/);
  }
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Change mobile number' }).click();
  await expect(page).toHaveURL(/\/change-mobile-number$/);
  await expect(page.getByRole('heading', { name: 'Change your mobile number' })).toBeVisible();
}

async function typeCode(page: Page, code: string) {
  await page.getByLabel('Digit 1 of 6').fill(code);
}

test('change the mobile number: the code goes to the new number and the profile shows it confirmed', async ({ page }) => {
  const persona = await createPersona(page.request, 'new-borrower');
  await openChangeNumber(page, persona);
  const number = freshNumber();

  await page.getByLabel('New mobile number').fill('0917 12');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Enter a valid Philippine mobile number, e.g. 0917 123 4567.').first()).toBeVisible();
  await expect(page.getByLabel('New mobile number')).toHaveValue('0917 12');

  await page.getByLabel('New mobile number').fill(number);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('heading', { name: 'Enter the code we sent to your new number' })).toBeVisible();
  await expect(page.getByText(`+63 918 *** ${e164(number).slice(-4)}`)).toBeVisible();
  const code = await latestCode(page.request, e164(number), 'PHONE_UPDATE');

  // A wrong code is refused with the tries left; the right one sets the number.
  await typeCode(page, code === '000000' ? '111111' : '000000');
  await expect(page.getByRole('alert').getByText('That code is not right. You have 2 tries left.')).toBeVisible();
  await typeCode(page, code);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('status').getByText('Your mobile number is changed and confirmed.')).toBeVisible();
  await expect(page.getByText(display(number))).toBeVisible();
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();

  // After a reload the platform's profile says the same.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(display(number))).toBeVisible();
});

test('a number another account uses is refused, and the typed number is kept', async ({ page }) => {
  const other = await createPersona(page.request, 'new-borrower');
  const persona = await createPersona(page.request, 'new-borrower');
  await openChangeNumber(page, persona);
  await page.getByLabel('New mobile number').fill(other.username);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('This mobile number is already used by another account.').first()).toBeVisible();
  await expect(page.getByLabel('New mobile number')).toHaveValue(other.username);
  await expect(page).toHaveURL(/\/change-mobile-number$/);
});

test('going back from the code keeps the typed number to correct it', async ({ page }) => {
  const persona = await createPersona(page.request, 'new-borrower');
  await openChangeNumber(page, persona);
  const number = freshNumber();
  await page.getByLabel('New mobile number').fill(number);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('heading', { name: 'Enter the code we sent to your new number' })).toBeVisible();
  await page.getByRole('button', { name: 'Change the number' }).click();
  await expect(page.getByLabel('New mobile number')).toHaveValue(number);
});

test('the code cannot be sent while the platform fails: the borrower is told and can try again', async ({ page }) => {
  const persona = await createPersona(page.request, 'new-borrower');
  await openChangeNumber(page, persona);
  expect((await page.request.put('/sandbox/api/faults/user', { data: { kind: 'status', http_status: 503, remaining: 1, user: persona.username } })).ok()).toBe(true);
  const number = freshNumber();
  await page.getByLabel('New mobile number').fill(number);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect(page.getByLabel('New mobile number')).toHaveValue(number);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('heading', { name: 'Enter the code we sent to your new number' })).toBeVisible();
});
