import { expect, test } from '@playwright/test';
import { createPersona } from './analytics-helpers';
import { applicationsOf, choosePurpose } from './journey-helpers';
import { signInByApi } from './session-helpers';

/**
 * W3-B item 9 in Chromium against the sandbox: the loan calculator takes an amount as a Filipino borrower types it
 * ('₱25,000.00' is 25,000), and an amount it could only take by changing it ('25.000,00', once taken as 25.00) stays
 * in the field exactly as typed, with a message that says what to do, announced with the field.
 */
test('the calculator keeps "25.000,00" as typed with its message, and takes "₱25,000.00" as 25,000', async ({ page }) => {
  test.setTimeout(120_000);
  const persona = await createPersona(page.request, 'new-borrower');
  await signInByApi(page, persona);
  await page.goto('/home');
  await page.getByRole('button', { name: 'Apply for a salary loan' }).click();
  await expect(page).toHaveURL(/\/loan-calculator$/);

  const amount = page.getByRole('textbox', { name: 'How much do you need?' });
  const message = 'Use commas for thousands and a point for centavos, e.g. 25,000.00.';
  await amount.pressSequentially('25.000,00');
  await expect(amount).toHaveValue('25.000,00');
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(amount).toHaveAccessibleDescription(new RegExp(message.replace(/\./g, '\\.')));
  await expect(page.getByText('Enter an amount to see your estimated repayment.')).toBeVisible();

  // Continue does not take it: the summary says the same, the text is still there, nothing is sent.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/loan-calculator$/);
  await expect(page.getByRole('link', { name: message })).toBeVisible();
  await expect(amount).toHaveValue('25.000,00');

  await amount.fill('₱25,000.00');
  await expect(amount).toHaveValue('25,000.00');
  await expect(amount).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/^About ₱[\d,.]+ per instalment/)).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/loan-purpose$/, { timeout: 20_000 });
  // The application is created with the calculator's terms once the purpose is chosen.
  await choosePurpose(page);
  await expect.poll(async () => (await applicationsOf(page.request, persona.username))[0]?.loan_amount_centavos, { timeout: 10_000 }).toBe(2_500_000);
});
