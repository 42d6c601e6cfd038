import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { collected, createPersona, signInWithPassword, type Persona } from './analytics-helpers';
import { latestCode } from './form-helpers';

/**
 * Fintelligence, GoTyme and referrals in Chromium against the sandbox. Single sign-on lands on the sandbox learning
 * platform, which greets the learner by first name; each back-office fault (refused, expired token, timeout) lands on
 * /fintelligence-sso-failed with a way back; a company without the product gets /fintelligence-disabled. /gotyme
 * explains the fee waiver, links an account and links out to open one. /referral shows the code, the rewards, the
 * channels' share links and a clear message for a code that is not valid. No hand-off token in any URL or event.
 */
const JWT = /eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/;

const setSsoFault = async (request: APIRequestContext, kind: 'REFUSED' | 'EXPIRED_TOKEN' | 'TIMEOUT' | null) => {
  const res = await request.put('/sandbox/api/learning/fault', { data: { kind } });
  expect(res.ok()).toBe(true);
};

async function firstNameOf(request: APIRequestContext, persona: Persona): Promise<string> {
  const users = (await (await request.get('/sandbox/api/users')).json()) as { username: string; first_name: string | null }[];
  return users.find((u) => u.username === persona.username)!.first_name!;
}

/** Every URL the page asked for (the token must never be in one). */
function watchUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  page.on('framenavigated', (f) => urls.push(f.url()));
  return urls;
}

test.describe('Fintelligence', () => {
  test.setTimeout(120_000);

  test('single sign-on lands on the learning platform, which shows the learner by first name; no token in a URL or an event', async ({ page }) => {
    await setSsoFault(page.request, null);
    const persona = await createPersona(page.request, 'fintelligence-company');
    const urls = watchUrls(page);
    await signInWithPassword(page, persona);
    await page.goto('/fintelligence');
    await expect(page.getByRole('heading', { level: 1, name: 'Fintelligence' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('We share only your first name with Fintelligence.')).toBeVisible();
    await page.getByRole('button', { name: 'Start learning' }).click();
    await expect(page).toHaveURL(/\/sandbox\/learning\/$/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome to Fintelligence, ${await firstNameOf(page.request, persona)}`);
    expect(urls.filter((u) => JWT.test(u))).toEqual([]);
    await expect.poll(async () => (await collected(page.request)).map((e) => e.name), { timeout: 20_000 }).toContain('fintelligence_opened');
    expect(JSON.stringify(await collected(page.request))).not.toMatch(JWT);
  });

  test('refused, expired token and timeout each land on /fintelligence-sso-failed with a way back; Try again then succeeds', async ({ page }) => {
    const persona = await createPersona(page.request, 'fintelligence-company');
    await signInWithPassword(page, persona);
    await page.goto('/fintelligence');
    const cases = [
      { kind: 'REFUSED', message: 'Fintelligence did not accept the sign-in. Please try again in a few minutes.' },
      { kind: 'EXPIRED_TOKEN', message: 'The sign-in expired before Fintelligence could use it. Please try again.' },
      { kind: 'TIMEOUT', message: 'Fintelligence took too long to answer. Check your connection and try again.' },
    ] as const;
    for (const { kind, message } of cases) {
      await setSsoFault(page.request, kind);
      await page.getByRole('button', { name: 'Start learning' }).click();
      await expect(page).toHaveURL(/\/fintelligence-sso-failed$/, { timeout: 20_000 });
      await expect(page.getByRole('heading', { level: 1, name: 'We could not open Fintelligence' })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveText(message);
      if (kind !== 'TIMEOUT') {
        await page.getByRole('button', { name: 'Back to Fintelligence' }).click();
        await expect(page).toHaveURL(/\/fintelligence$/);
      }
    }
    // The fault was used once: trying again signs in.
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page).toHaveURL(/\/sandbox\/learning\/$/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome to Fintelligence');
  });

  test('a company without the product sees /fintelligence-disabled, with a way home', async ({ page }) => {
    await signInWithPassword(page, await createPersona(page.request, 'ewa-eligible'));
    await page.goto('/fintelligence');
    await expect(page).toHaveURL(/\/fintelligence-disabled$/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Fintelligence is not available' })).toBeVisible();
    await page.getByRole('button', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/home$/, { timeout: 20_000 });
  });
});

test.describe('GoTyme', () => {
  test.setTimeout(120_000);

  test('/gotyme explains the fee waiver, links an account with the code GoTyme sends, and links out to open one', async ({ page }) => {
    const persona = await createPersona(page.request, 'new-borrower');
    await signInWithPassword(page, persona);
    await page.goto('/gotyme');
    await expect(page.getByRole('heading', { level: 1, name: 'GoTyme Bank' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(/no bank transfer fee: your offer shows the bank fee waived, released to GoTyme/)).toBeVisible();
    const open = page.getByRole('link', { name: /Open a GoTyme account/ });
    await expect(open).toHaveAttribute('href', 'https://www.gotyme.com.ph/');
    await expect(open).toHaveAttribute('target', '_blank');

    await page.getByRole('button', { name: 'Link your GoTyme account' }).click();
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('alert', { name: 'There is a problem' })).toContainText('Enter your GoTyme account number (10 to 16 digits).');
    await page.getByLabel('GoTyme account number').fill('123456789012');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'GoTyme sent a 6-digit code to' })).toBeVisible({ timeout: 20_000 });
    await page.getByLabel('Verification code').fill(await latestCode(page.request, persona.username, 'DIGITAL_BANK'));
    await page.getByRole('button', { name: 'Link account' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your GoTyme account ********9012 is linked.' })).toBeVisible({ timeout: 20_000 });

    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/home$/, { timeout: 20_000 });
  });
});

test.describe('Referral', () => {
  test.setTimeout(120_000);

  test('/referral shows the code, what both get, the share links, and a clear message for an invalid code', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInWithPassword(page, await createPersona(page.request, 'new-borrower'));
    await page.goto('/referral');
    await expect(page.getByRole('heading', { level: 1, name: 'Refer a friend' })).toBeVisible({ timeout: 20_000 });
    const code = (await page.getByTestId('referral-code').textContent({ timeout: 20_000 }))!.trim();
    expect(code).toMatch(/^[A-Z0-9]{8}$/);
    const rewards = page.getByRole('list', { name: 'What you and your friend get' });
    await expect(rewards).toContainText('You get ₱300.00 for each friend whose first loan is released.');
    await expect(rewards).toContainText('Your friend gets ₱200.00 cashback on their first loan.');

    // Chromium on Linux has no Web Share API: the channels' own share links, each carrying the borrower's link.
    const share = page.getByRole('list', { name: 'Share your code' });
    const channels: Array<[string, string]> = [['WhatsApp', 'https://wa.me/'], ['Facebook', 'https://www.facebook.com/sharer/'], ['X (Twitter)', 'https://twitter.com/intent/tweet'], ['Viber', 'viber://forward'], ['Messenger', 'fb-messenger://share/']];
    for (const [name, host] of channels) {
      const link = share.getByRole('link', { name: `Share on ${name}` });
      await expect(link).toHaveAttribute('href', new RegExp(`^${host.replace(/[.?/]/g, '\\$&')}.*${code}`));
    }
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Link copied.' })).toBeVisible();

    const field = page.getByLabel("Friend's referral code");
    await field.fill('AB1');
    await page.getByRole('button', { name: 'Add code' }).click();
    await expect(page.getByText('Referral codes have 6 to 12 letters or digits.')).toBeVisible();
    await field.fill('NOPE1234');
    await page.getByRole('button', { name: 'Add code' }).click();
    await expect(page.getByText('That referral code is not valid. Check it with your friend and try again.')).toBeVisible({ timeout: 20_000 });
    await expect(field).toHaveValue('NOPE1234');
    await expect
      .poll(async () => (await collected(page.request)).map((e) => e.name), { timeout: 20_000 })
      .toEqual(expect.arrayContaining(['referral_link_copied', 'referral_code_validated']));
  });

  test('with the Web Share API, one button shares through the browser', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { configurable: true, value: async (data: ShareData) => { (window as unknown as { shared: ShareData }).shared = data; } });
    });
    await signInWithPassword(page, await createPersona(page.request, 'new-borrower'));
    await page.goto('/referral');
    await expect(page.getByRole('heading', { level: 1, name: 'Refer a friend' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Share your code' })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Share your code' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Thanks for sharing!' })).toBeVisible();
    const shared = await page.evaluate(() => (window as unknown as { shared: ShareData }).shared);
    expect(shared.url).toMatch(/\/register\?referral=[A-Z0-9]{8}$/);
    await expect(page.getByRole('list', { name: 'Share your code' })).toHaveCount(0);
  });
});
