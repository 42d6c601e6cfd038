import { expect, test } from '@playwright/test';
import { createPersona, signInWithPassword } from './analytics-helpers';
import { chooseByKeyboard as choose, type } from './form-helpers';

/**
 * Opening a later insurance step directly (a link, a reload, a typed URL): the borrower lands on it when the steps
 * before it are saved on the platform (insurance get), otherwise on the first unsaved step with a sentence saying
 * why. Never a blank page or a redirect loop.
 */

const personalFirst = 'Your employment details come after your personal details, which are not saved yet. Start here: each step is saved when you continue.';
const beneficiariesFirst = 'Your employment details come after your beneficiaries. Your personal details are saved: name your beneficiaries first.';

test.describe('insurance deep links', () => {
  // Four reloads and two saves after a sign-in: generous on a loaded machine.
  test.describe.configure({ timeout: 300_000 });

  test('a later step opens on the first unsaved step with the reason, and on the step itself once the earlier ones are saved', async ({ page, request }) => {
    await signInWithPassword(page, await createPersona(request, 'insurance-company'));

    // Nothing saved yet: /insurance/employment opens personal details, saying why.
    await page.goto('/insurance/employment');
    await expect(page).toHaveURL(/\/insurance\/personal-details$/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Your details for insurance' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('status').filter({ hasText: personalFirst })).toBeVisible();

    // /insurance/beneficiary too, with its own words.
    await page.goto('/insurance/beneficiary');
    await expect(page).toHaveURL(/\/insurance\/personal-details$/, { timeout: 30_000 });
    await expect(page.getByRole('status').filter({ hasText: 'Your beneficiaries come after your personal details, which are not saved yet.' })).toBeVisible();

    await type(page.getByLabel('First name'), 'Maria Clara');
    await type(page.getByLabel('Last name'), 'Santos');
    await page.getByRole('radio', { name: 'Female' }).focus();
    await page.keyboard.press('Space');
    await page.getByLabel('Date of birth').fill('1990-04-12');
    await choose(page, page, 'Marital status', 'Married');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page).toHaveURL(/\/insurance\/beneficiary$/);
    // Saving the step answers the explanation: it is gone.
    await expect(page.getByText(personalFirst)).toHaveCount(0);

    // A reload of the beneficiary step stays there (personal details are saved on the platform).
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Your beneficiaries' })).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/insurance\/beneficiary$/);

    // Employment before the beneficiaries are saved: the beneficiary step, saying why.
    await page.goto('/insurance/employment');
    await expect(page).toHaveURL(/\/insurance\/beneficiary$/, { timeout: 30_000 });
    await expect(page.getByRole('status').filter({ hasText: beneficiariesFirst })).toBeVisible();

    const first = page.getByRole('group', { name: 'Beneficiary 1' });
    await type(first.getByLabel('Full name'), 'Ana Santos');
    await choose(page, first, 'Relation', 'Child');
    await first.getByLabel('Date of birth').fill('2012-03-04');
    const share = first.getByLabel('Share (%)');
    if (await share.count()) await type(share, '100');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page).toHaveURL(/\/insurance\/employment$/);

    // Both earlier steps saved: a reload of employment opens employment itself, with nothing to explain.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Your employment' })).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/insurance\/employment$/);
    await expect(page.getByText(beneficiariesFirst)).toHaveCount(0);
  });
});
