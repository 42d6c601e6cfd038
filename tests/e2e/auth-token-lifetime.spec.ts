import { expect, test } from '@playwright/test';
import { randomPhone } from './form-helpers';
import { register } from './auth-helpers';

/**
 * The access token's lifetime is a sandbox-wide setting (`/sandbox/api/settings`): this test runs alone, in the
 * `global-state` project (playwright.config.ts), while the rest of sign-in (auth.spec.ts) runs beside other specs.
 */
test('a short-lived access token is refreshed at half its lifetime on the wire, without a storm', async ({ page, request }) => {
  // 30 s tokens: the later of (exp - 180 s) and half the lifetime is 15 s after issue; never a refresh per tick.
  await request.post('/sandbox/api/settings', { data: { tokenTtlSeconds: 30 } });
  try {
    const refreshes: number[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/cognito') && r.headers()['x-amz-target']?.endsWith('.InitiateAuth') && (r.postData() ?? '').includes('REFRESH_TOKEN')) refreshes.push(Date.now());
    });
    await register(page, randomPhone());
    const url = page.url();
    await expect.poll(() => refreshes.length, { timeout: 25_000 }).toBeGreaterThan(0);
    await page.waitForTimeout(5_000);
    expect(refreshes.length).toBeLessThanOrEqual(2);
    expect(page.url()).toBe(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The 30-day refresh token is not kept in localStorage.
    const local = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('CognitoIdentityServiceProvider.')));
    expect(local).toEqual([]);
  } finally {
    await request.post('/sandbox/api/settings', { data: { tokenTtlSeconds: 3600 } });
  }
});
