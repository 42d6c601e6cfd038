import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { createPersona, signInWithPassword } from './analytics-helpers';

/**
 * The selfie liveness check in Chromium with the fake camera (the config passes --use-fake-device-for-media-
 * stream), against the missing-selfie persona whose journey asks only for the selfie. Each outcome is set in
 * the back office before the scan.
 */
/** Signs in a fresh missing-selfie persona; returns their username (their own next liveness answer). */
async function openSelfie(page: Page, request: APIRequestContext): Promise<string> {
  const persona = await createPersona(request, 'missing-selfie');
  await signInWithPassword(page, persona);
  await expect(page).toHaveURL(/document-verification$/, { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Continue to camera' })).toBeVisible({ timeout: 20_000 });
  return persona.username;
}

async function scan(page: Page) {
  await page.getByRole('button', { name: 'Continue to camera' }).click();
  await page.getByRole('button', { name: 'Take selfie' }).click();
}

/** The borrower's own next liveness answer (`user`), so this spec runs beside others. */
const setLiveness = async (request: APIRequestContext, liveness: string, user: string) =>
  expect((await request.post('/sandbox/api/next-outcomes', { data: { liveness, user } })).ok()).toBe(true);

test.describe('selfie liveness', () => {
  test.use({ permissions: ['camera'] });

  test('SUCCESS completes the check', async ({ page, request }) => {
    const user = await openSelfie(page, request);
    await setLiveness(request, 'SUCCESS', user);
    await scan(page);
    // The journey saves the step and moves on to its next page (submitted).
    await expect(page).not.toHaveURL(/document-verification/, { timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Take selfie' })).toHaveCount(0);
    await expect(page.getByText(/Selfie Scan Failed|Poor Image Quality/)).toHaveCount(0);
  });

  for (const [result, title, body] of [
    ['QUALITY_CHECK_FAILED', 'Poor Image Quality', /Selfie is of poor quality/],
    ['USER_ERROR', 'Selfie Scan Failed', /Keep your face visible and well-lit/],
    ['TECHNICAL_ERROR', 'Selfie Scan Failed', /technical error/],
  ] as const) {
    test(`${result}: ${title}, with a retry`, async ({ page, request }) => {
      const user = await openSelfie(page, request);
      await setLiveness(request, result, user);
      await scan(page);
      await expect(page.getByText(title)).toBeVisible({ timeout: 20_000 });
      await expect(page.getByText(body)).toBeVisible();
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('button', { name: 'Take selfie' })).toBeVisible();
    });
  }

  test('FAILED: the borrower is told the identity could not be verified', async ({ page, request }) => {
    const user = await openSelfie(page, request);
    await setLiveness(request, 'FAILED', user);
    await scan(page);
    await expect(page.getByRole('heading', { level: 1, name: 'We could not verify your identity' })).toBeVisible({ timeout: 20_000 });
  });
});

test.describe('camera permission denied', () => {
  test('Camera Access Denied, with how to re-enable and a retry', async ({ browser, request }) => {
    // A context that was never granted the camera, in a browser whose fake UI would otherwise accept.
    const context = await browser.newContext({ baseURL, permissions: [] });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const denied = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
      Object.defineProperty(navigator.mediaDevices, 'getUserMedia', { value: denied });
    });
    await openSelfie(page, request);
    await page.getByRole('button', { name: 'Continue to camera' }).click();
    await expect(page.getByText('Camera Access Denied')).toBeVisible();
    await expect(page.getByText(/allow the camera for this site/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await context.close();
  });
});
