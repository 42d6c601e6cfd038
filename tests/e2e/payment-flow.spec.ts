import { expect, test } from '@playwright/test';
import { createPersona, signInWithPassword } from './analytics-helpers';
import { payPastDueWithGcash } from './payment-helpers';

/**
 * Paying a past-due amount end to end: the app's payment pages, the sandbox provider page (GCash), the callback
 * and the processing page. Each test uses a fresh past-due persona, so a paid amount never leaks between tests.
 */

test.describe('payments', () => {
  test('approve on the provider page: Payment Successful!', async ({ page, request }) => {
    await signInWithPassword(page, await createPersona(request, 'past-due'));
    const charged: { total?: string } = {};
    const amount = await payPastDueWithGcash(page, charged);
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
    // W3-C item 3: the amount paid, the fee and the total charged (the figure the Pay button showed), summed right.
    const paid = page.getByLabel('Your payment');
    await expect(paid).toContainText(`Amount paid to your loan${amount}Payment fee₱`);
    await expect(paid).toContainText(`Total charged${charged.total!}`);
    const cents = (peso: string) => Math.round(Number(peso.replace(/[₱,]/g, '')) * 100);
    const fee = /Payment fee(₱[\d,.]+)/.exec((await paid.textContent()) ?? '')![1]!;
    expect(cents(amount) + cents(fee)).toBe(cents(charged.total!));
    expect(cents(fee)).toBeGreaterThan(0);
  });

  test('decline on the provider page: Payment Failed', async ({ page, request }) => {
    await signInWithPassword(page, await createPersona(request, 'past-due'));
    await payPastDueWithGcash(page);
    await page.getByRole('button', { name: 'Decline' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Failed' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  test('declined with GCash, try again keeps what is due and pays it with Maya', async ({ page, request }) => {
    test.setTimeout(180_000); // two trips to the provider's page
    await signInWithPassword(page, await createPersona(request, 'past-due'));
    const amount = await payPastDueWithGcash(page);
    await page.getByRole('button', { name: 'Decline' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Failed' })).toBeVisible();
    await expect(page.getByText('The provider declined the payment. No money was taken.', { exact: false })).toBeVisible();

    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Choose how to pay' })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: amount }).first()).toBeVisible();
    await expect(page.getByText('Some fields need your attention')).toHaveCount(0);

    // Back lists what is still due (it said "You have nothing to pay right now" before the fix).
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
    await expect(page.getByText(`Pending Due: ${amount}`)).toBeVisible();
    await expect(page.getByText('You have nothing to pay right now.')).toHaveCount(0);
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.getByRole('radio', { name: /Maya/ }).click();
    const pay = page.getByRole('button', { name: /^Pay ₱/ });
    await expect(pay).toBeEnabled();
    await pay.click();
    await page.waitForURL(/\/sandbox\/provider\/PMY\//);
    await expect(page.getByRole('heading', { level: 1, name: 'Pay with Maya' })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: amount }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
    await expect(page.getByLabel('Your payment')).toContainText(`Amount paid to your loan${amount}`);
  });

  test('the provider never answers: Payment Processing, then a clear message at the time limit', async ({ page, request }) => {
    await page.clock.install();
    await signInWithPassword(page, await createPersona(request, 'past-due'));
    await payPastDueWithGcash(page);
    await page.getByRole('button', { name: 'Never answer' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Processing' })).toBeVisible();
    await page.clock.fastForward('01:05');
    await expect(page.getByText(/The provider has not confirmed your payment yet/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Processing' })).toBeVisible();

    // Leaving and coming back: /payments lists what is due and offers the same payment's status (issue W3-B item 5:
    // a pending payment never hides a due amount).
    await page.goto('/home');
    await page.goto('/payments/processing');
    await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
    await page.getByRole('button', { name: 'See its status' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Processing' })).toBeVisible();
  });
});
