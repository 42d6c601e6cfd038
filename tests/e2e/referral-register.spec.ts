import { expect, test, type Page } from '@playwright/test';
import { collected, createPersona, lastEventId, signInWithPassword } from './analytics-helpers';
import { e164, latestCode, randomPhone } from './form-helpers';

/**
 * A friend's referral code at registration (issue #20 item 3), in Chromium against the sandbox: the link
 * /register?referral=CODE prefills an editable "Referral code" field and leaves the address bar at /register; the
 * code is checked with the platform before the sign-up code is sent (an invalid one is the field's error, nothing
 * typed lost) and added to the new account once it exists. The code never reaches analytics.
 */

async function fillRegistration(page: Page, phone: string) {
  await page.getByLabel('Mobile number or email').fill(phone);
  await page.getByLabel('I agree to the terms of use and privacy policy.').check();
}

test.describe('referral code at registration', () => {
  test.setTimeout(150_000);

  test('a friend’s link prefills the code, the URL drops it, and the new account is credited to the friend', async ({ page, browser }) => {
    const friend = await createPersona(page.request, 'new-borrower');
    await signInWithPassword(page, friend);
    await page.goto('/referral');
    const code = (await page.getByTestId('referral-code').textContent({ timeout: 20_000 }))!.trim();
    expect(code).toMatch(/^[A-Z0-9]{6,12}$/);

    // A new visitor, in a browser of their own, opens the friend's link.
    const visitor = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const p = await visitor.newPage();
    const since = await lastEventId(p.request);
    await p.goto(`/register?referral=${code}`);
    await expect(p.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible({ timeout: 30_000 });
    await expect(p).toHaveURL(/\/register$/);
    const field = p.getByLabel('Referral code');
    await expect(field).toHaveValue(code);

    const phone = randomPhone();
    await fillRegistration(p, phone);
    await p.getByRole('button', { name: 'Send code' }).click();
    await expect(p).toHaveURL(/\/verify-account$/, { timeout: 20_000 });
    await p.getByLabel('Digit 1 of 6').fill(await latestCode(p.request, e164(phone)));
    await expect(p).toHaveURL(/\/create-password$/, { timeout: 20_000 });
    await expect(p.getByRole('status').filter({ hasText: `Your friend’s referral code ${code} is added to your account.` })).toBeVisible({ timeout: 20_000 });
    await p.getByRole('button', { name: /Skip for now/ }).click();
    await expect(p).not.toHaveURL(/\/(register|verify-account|create-password)$/, { timeout: 20_000 });

    // The platform has it: the new borrower's referral page says who referred them.
    await p.goto('/referral');
    await expect(p.getByText(`(${code})`)).toBeVisible({ timeout: 20_000 });

    // Nothing sent to analytics carries the code (page views, events, the URL).
    await expect.poll(async () => (await collected(p.request, since)).length, { timeout: 20_000 }).toBeGreaterThan(0);
    const sent = JSON.stringify(await collected(p.request, since));
    expect(sent).not.toContain(code);
    expect(sent).not.toContain('referral=');
    await visitor.close();
  });

  test('an invalid or malformed code is the field’s clear error, nothing typed is lost, and clearing it goes on', async ({ page }) => {
    await page.goto('/register?referral=NOSUCH99');
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/register$/);
    const field = page.getByLabel('Referral code');
    await expect(field).toHaveValue('NOSUCH99');
    const phone = randomPhone();
    await fillRegistration(page, phone);
    await page.getByRole('button', { name: 'Send code' }).click();

    const invalid = 'That referral code is not valid. Check it with your friend and try again.';
    await expect(page.getByRole('alert', { name: 'There is a problem' })).toContainText(invalid, { timeout: 20_000 });
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByLabel('Mobile number or email')).toHaveValue(phone);
    await expect(field).toHaveValue('NOSUCH99');
    await expect(field).toHaveAttribute('aria-invalid', 'true');

    await field.fill('AB1');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('alert', { name: 'There is a problem' })).toContainText('Referral codes have 6 to 12 letters or digits.');
    await expect(page.getByLabel('Mobile number or email')).toHaveValue(phone);

    // The field is optional: cleared, the sign-up code is sent.
    await field.fill('');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page).toHaveURL(/\/verify-account$/, { timeout: 20_000 });
  });
});
