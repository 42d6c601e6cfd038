import { expect, test } from '@playwright/test';
import { baseURL } from '../../playwright.config';

/**
 * The app shell as a borrower's browser sees it (issue W1-A): it loads with no console errors, nothing leaves
 * the origin, Poppins comes from our own origin, buttons have the spec's heights, and the page is served with a
 * strict CSP that still lets the app run.
 */
const origin = new URL(baseURL).origin;

test('the login page loads with no console errors and no request leaving the origin', async ({ page }) => {
  const errors: string[] = [];
  const foreign: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== origin) foreign.push(r.url());
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
  expect(foreign).toEqual([]);
});

test('Poppins is served from the app origin and used for text', async ({ page }) => {
  const fonts: string[] = [];
  page.on('response', (r) => /\.woff2?$/.test(new URL(r.url()).pathname) && fonts.push(r.url()));
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  expect(fonts.length).toBeGreaterThan(0);
  for (const f of fonts) expect(new URL(f).origin).toBe(origin);
  const family = await page.getByRole('heading', { level: 1 }).evaluate((el) => getComputedStyle(el).fontFamily);
  expect(family).toMatch(/Poppins/);
  expect(await page.evaluate(() => document.fonts.check('16px Poppins'))).toBe(true);
});

for (const { width, height } of [
  { width: 1280, height: 56 },
  { width: 375, height: 48 },
]) {
  test(`buttons are ${height}px high at ${width}px width`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/login');
    const button = page.getByRole('button', { name: 'Continue', exact: true });
    await expect(button).toBeVisible();
    const box = await button.boundingBox();
    expect(Math.round(box!.height)).toBe(height);
  });
}

test('the app is served with a strict CSP, and Radix styles still apply under it', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (m) => /Content Security Policy/i.test(m.text()) && violations.push(m.text()));
  const response = await page.goto('/login');
  const csp = response!.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).toContain("frame-ancestors 'none'");
  expect(response!.headers()['x-content-type-options']).toBe('nosniff');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(violations).toEqual([]);
});

test('a hostile redirectUrl is ignored and a same-origin one is kept', async ({ page }) => {
  await page.goto('/login?redirectUrl=' + encodeURIComponent('//evil.example/steal'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const stored = await page.evaluate(() => Object.entries(localStorage).filter(([, v]) => v.includes('evil')));
  expect(stored).toEqual([]);
  await page.goto('/login?redirectUrl=' + encodeURIComponent('/home?tab=loans'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const kept = await page.evaluate(() => Object.values(localStorage).some((v) => v.includes('/home?tab=loans')));
  expect(kept).toBe(true);
});
