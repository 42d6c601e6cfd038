import { expect, test, type Page } from '@playwright/test';
import { e164, latestCode, randomPhone } from './form-helpers';
import { register, typeCode } from './auth-helpers';

/**
 * Sign-in end to end in Chromium against the sandbox, with the real amazon-cognito-identity-js on the wire.
 * Each test uses its own random mobile number so tests never share OTP counters or lockouts, so this spec runs
 * beside others; the token-lifetime test, which changes a sandbox-wide setting, is auth-token-lifetime.spec.ts.
 */

/** Profile (and its log-out buttons) opens once the borrower is past choosing a company (app chart rule). */
async function openProfile(page: Page) {
  if (/\/company-selector$/.test(page.url())) {
    await page.getByRole('button', { name: 'Select' }).first().click();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page).not.toHaveURL(/\/company-selector/);
  }
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible();
}

test('register by phone with the code from the inbox, sign out, sign in with the password', async ({ page }) => {
  const phone = randomPhone();
  await register(page, phone, 'lakbay2026');
  await openProfile(page);
  await page.getByRole('button', { name: 'Log out', exact: true }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Mobile number or email').fill(phone.replace(/^0/, ''));
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Enter your password' })).toBeVisible();
  await page.getByLabel('Password').fill('lakbay2026');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
});

test('a reload on the code page of a registration goes back with the number kept; a new code finishes it', async ({ page }) => {
  const phone = randomPhone();
  await page.goto('/register');
  await page.getByLabel('Mobile number or email').fill(phone);
  await page.getByLabel('I agree to the terms of use and privacy policy.').check();
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page).toHaveURL(/\/verify-account$/);
  await page.reload();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByText('The page was reloaded, so your code can no longer be used. Request a new code to continue.')).toBeVisible();
  await expect(page.getByLabel('Mobile number or email')).toHaveValue(phone);
  await page.getByLabel('I agree to the terms of use and privacy policy.').check();
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page).toHaveURL(/\/verify-account$/);
  await expect.poll(async () => ((await (await page.request.get(`/sandbox/api/inbox?to=${encodeURIComponent(e164(phone))}`)).json()) as unknown[]).length).toBe(2);
  await typeCode(page, await latestCode(page.request, e164(phone)));
  await expect(page).toHaveURL(/\/create-password$/);
  // The code is used: the tab no longer holds the request.
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('lakbay.codeRequest'))).toBeNull();
});

test('a wrong code three times locks the number and says when to try again', async ({ page, browser }) => {
  const phone = randomPhone();
  await register(page, phone);
  // A second device (fresh context, no tokens) signs in to the same account.
  const other = await browser.newContext();
  const device = await other.newPage();
  await device.goto('/login');
  await device.getByLabel('Mobile number or email').fill(phone);
  await device.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(device).toHaveURL(/\/verify-account$/);
  const right = await latestCode(page.request, e164(phone));
  const wrong = right === '000000' ? '111111' : '000000';
  await typeCode(device, wrong);
  await expect(device.getByText('That code is not right. You have 2 tries left.')).toBeVisible();
  await typeCode(device, wrong);
  await expect(device.getByText('That code is not right. You have 1 try left.')).toBeVisible();
  await typeCode(device, wrong);
  await expect(device.getByText(/Too many attempts\. You can try again at/)).toBeVisible();
  await other.close();
});

test('too many code requests ask for a captcha, and the answer gets the code sent', async ({ page, request }) => {
  const phone = randomPhone();
  for (let i = 0; i < 3; i++) await request.post('/api/v1/user/otp/register', { data: { username: e164(phone) } });
  await page.goto('/register');
  await page.getByLabel('Mobile number or email').fill(phone);
  await page.getByLabel('I agree to the terms of use and privacy policy.').check();
  await page.getByRole('button', { name: 'Send code' }).click();
  const question = page.getByLabel(/What is \d+ \+ \d+\?/);
  await expect(question).toBeVisible();
  const [, a, b] = /What is (\d+) \+ (\d+)\?/.exec((await page.locator('label', { hasText: 'What is' }).textContent()) ?? '')!;
  await question.fill(String(Number(a) + Number(b)));
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/verify-account$/);
});

test('at 320 px the code page fits without scrolling sideways, and focus stays in the code boxes', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const phone = randomPhone();
  await page.goto('/register');
  await page.getByLabel('Mobile number or email').fill(phone);
  await page.getByLabel('I agree to the terms of use and privacy policy.').check();
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page).toHaveURL(/\/verify-account$/);
  const first = page.getByLabel('Digit 1 of 6');
  await expect(first).toBeFocused();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const right = await latestCode(page.request, e164(phone));
  await page.keyboard.type(right === '000000' ? '111111' : '000000');
  await expect(page.getByText('That code is not right. You have 2 tries left.')).toBeVisible();
  await expect(first).toBeFocused();
});

const ssoOutcomes: [string, RegExp][] = [
  ['UAS-E904', /no Lakbay account linked to this sign-in/],
  ['UAS-E905', /account already exists for this sign-in/],
  ['UAS-E906', /linked to an account that uses its email address/],
  ['UAS-E907', /account with this email address already exists/],
  ['SSO_DISABLED', /^SSO is disabled for the platform\.$/],
];
for (const [outcome, message] of ssoOutcomes) {
  test(`social sign-in outcome ${outcome} has its own message`, async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.locator(`input[name="outcome"][value="${outcome}"]`).check();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('alert').getByText(message)).toBeVisible();
  });
}

test('malformed numbers and emails get clear inline messages and nothing typed is lost', async ({ page }) => {
  await page.goto('/login');
  const field = page.getByLabel('Mobile number or email');
  const cases: [string, RegExp][] = [
    ['<img src=x onerror=alert(1)>', /valid mobile number .* or email address/],
    ['0917 123 45', /valid Philippine mobile number/],
    ['  00917 123 4567 ', /valid Philippine mobile number/],
    ['juan@exämple.com', /English letters/],
    ['juan @example.com', /cannot contain spaces/],
    ['juan@@example.com', /valid email address/],
    [`${'a'.repeat(300)}@example.com`, /too long/],
  ];
  for (const [typed, message] of cases) {
    await field.fill(typed);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.locator('#login-identifier')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(message).first()).toBeVisible();
    await expect(field).toHaveValue(typed.slice(0, 320));
    await expect(page).toHaveURL(/\/login$/);
  }
});
