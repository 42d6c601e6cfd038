import { expect, test, type Page } from '@playwright/test';
import { createPersona, signInWithPassword } from './analytics-helpers';

/**
 * Spec §3 user state "notifications": home's "Notifications" entry shows how many are unread and lists them, newest
 * first. The lender's decisions on an application reach the borrower there (the sandbox writes one per platform
 * status change). There is no "mark as read" call, so the list only shows them.
 */
test.describe.configure({ timeout: 120_000 });

async function openHome(page: Page) {
  await expect(page).toHaveURL(/\/home$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
}

test('a borrower whose loan the lender approved sees the unread count and the updates on home', async ({ page, request }) => {
  await signInWithPassword(page, await createPersona(request, 'past-due'));
  await openHome(page);
  const section = page.getByRole('region', { name: 'Notifications' });
  await expect(section).toBeVisible();
  await expect(section.getByText(/^\d+ unread$/)).toBeVisible();
  const unread = Number(/^(\d+)/.exec((await section.getByText(/^\d+ unread$/).textContent()) ?? '')?.[1]);
  expect(unread).toBeGreaterThan(0);

  await section.getByText('Show notifications').click();
  const list = section.getByRole('list', { name: 'Your notifications' });
  await expect(list.getByRole('listitem', { name: /, unread$/ })).toHaveCount(unread);
  // W3-C item 2: each status move is worded as home and the success pages word that status (one table).
  // (The persona's lender decision: the final offer it then accepted.)
  await expect(list.getByRole('listitem', { name: 'Your offer is ready, unread' })).toContainText('Review your final offer and accept it to continue.');
  await expect(list).not.toContainText('Application update');
});

test('a new borrower is told there are no notifications yet', async ({ page, request }) => {
  await signInWithPassword(page, await createPersona(request, 'new-borrower'));
  if (/\/company-selector$/.test(page.url())) {
    await page.getByRole('button', { name: 'Select' }).first().click();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
  }
  await openHome(page);
  const section = page.getByRole('region', { name: 'Notifications' });
  await expect(section.getByText('No unread notifications.')).toBeVisible();
  await expect(section.getByText('You have no notifications yet.')).toBeVisible();
});
