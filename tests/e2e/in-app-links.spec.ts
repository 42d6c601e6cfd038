import { expect, test } from '@playwright/test';
import { createPersona, signInWithPassword } from './analytics-helpers';
import { payPastDueWithGcash } from './payment-helpers';

/**
 * W3-E item 5: links between the app's own pages move through the router (src/ui/link/app-link.tsx), not a reload
 * that starts the app again. The window keeps a value set before the click only if the page was not reloaded.
 */
test('"Go to home" on a payment still processing goes home in place, without reloading the app', async ({ page }) => {
  await signInWithPassword(page, await createPersona(page.request, 'past-due'));
  await payPastDueWithGcash(page);
  await page.getByRole('button', { name: 'Never answer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Processing' })).toBeVisible();

  const home = page.getByRole('link', { name: 'Go to home' });
  await expect(home).toHaveAttribute('href', '/home');
  await page.evaluate(() => ((window as unknown as { stayed?: number }).stayed = 1));
  await home.click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('button', { name: 'Log out', exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayed?: number }).stayed)).toBe(1);
});
