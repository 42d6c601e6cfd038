import { expect, test, type Page } from '@playwright/test';
import { createPersona, signInWithPassword } from './analytics-helpers';
import { latestCode } from './form-helpers';
import { autocomplete, choose } from './journey-helpers';

/**
 * A new borrower completes a whole new-loan journey in Chromium against the sandbox: every form, the offer,
 * documents (fake camera), a change from review that invalidates dependent answers, promissory notes signed with
 * the code from the sandbox inbox, the success page, and the application submitted in the back office.
 */
const journey = (step: string) => new RegExp(`/wizard/v2/Journey/${step}$`);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(8192)]);

async function next(page: Page, url: RegExp) {
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(url, { timeout: 20_000 });
}

async function fillAddress(page: Page, province: string) {
  await autocomplete(page, 'Province', province);
  await autocomplete(page, 'City or municipality', 'a');
  await autocomplete(page, 'Barangay', 'a');
  await choose(page, 'Zip code');
}

test.use({ permissions: ['camera'] });

test('a new borrower applies for a loan from the calculator to the success page', async ({ page }) => {
  test.setTimeout(240_000);
  const who = await createPersona(page.request, 'new-borrower');
  await signInWithPassword(page, who);
  await page.getByRole('button', { name: 'Apply for a salary loan' }).click();

  // Calculator: amount with separators, a live estimate, tenure and cycle.
  await expect(page).toHaveURL(/\/loan-calculator$/);
  await page.getByLabel('How much do you need?').fill('20000');
  await expect(page.getByLabel('How much do you need?')).toHaveValue('20,000');
  await expect(page.getByText(/per instalment/)).toBeVisible();
  await choose(page, 'Loan tenure', '6 months');
  await page.getByRole('radio', { name: '1 Semi Month' }).check();
  await next(page, /\/loan-purpose$/);

  await page.getByRole('radio').first().check();
  await next(page, journey('personal-details'));

  await page.getByLabel('First name').fill('Maria Clara');
  await page.getByLabel('Last name').fill('Santos');
  await page.getByRole('radio', { name: 'Female' }).check();
  await page.getByLabel('Date of birth').fill('1990-04-12');
  await autocomplete(page, 'Country of birth', 'Phil');
  await choose(page, 'Marital status');
  await choose(page, 'Educational attainment');
  await choose(page, 'Nationality');
  await next(page, journey('professional-details'));

  await page.getByLabel('Employee ID').fill('EMP-2041');
  await choose(page, 'Employment type');
  await choose(page, 'Job level');
  await autocomplete(page, 'Job title', 'a');
  await page.getByLabel('Date hired').fill('2019-06-01');
  await page.getByLabel('Gross monthly salary').fill('40,000');
  await choose(page, 'Source of income');
  await next(page, journey('additional-details'));

  await page.getByLabel('Number of dependants').fill('2');
  await page.getByLabel('Emergency contact name').fill('Jose Santos');
  await choose(page, 'Relationship', 'Husband');
  await page.getByLabel('Emergency contact number').fill('+639171234567');
  await page.getByRole('radio', { name: 'No' }).check();
  await next(page, journey('address'));

  await page.getByRole('radio', { name: 'Permanent' }).check();
  await fillAddress(page, 'Metro Manila');
  await page.getByLabel('House number and street').fill('12 Mabini St.');
  await choose(page, 'Residence type');
  await page.getByLabel('Years at this address').fill('5');
  await next(page, journey('bank-details'));

  await choose(page, 'Bank');
  await page.getByRole('radio', { name: 'Savings' }).check();
  await page.getByLabel('Account name').fill('Maria Clara Santos');
  await page.getByLabel('Account number').fill('001234567890');
  await next(page, journey('loan-offer'));

  // Offer: the best offer first, with its instalment; accept it.
  await expect(page.getByRole('list', { name: 'Your offers' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/Best offer/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Accept offer' }).click();
  await expect(page).toHaveURL(journey('document-verification'), { timeout: 20_000 });

  // Reload at document verification: back on the same page, answers kept.
  await page.reload();
  await expect(page).toHaveURL(journey('document-verification'), { timeout: 20_000 });
  await expect(page.getByLabel('Upload your document')).toBeVisible({ timeout: 20_000 });
  // The journey's progress shows here too, as on the form steps.
  await expect(page.getByRole('progressbar')).toBeVisible();

  await page.getByLabel('Upload your document').setInputFiles({ name: 'umid.png', mimeType: 'image/png', buffer: PNG });
  await page.getByLabel(/ID number/).fill(`F6-${Date.now() % 100000000}`);
  await page.getByRole('button', { name: 'Check ID number' }).click();
  await expect(page.getByText('Received: we are checking it')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.request.post('/sandbox/api/next-outcomes', { data: { liveness: 'SUCCESS', user: who.username } });
  await page.getByRole('button', { name: 'Continue to camera' }).click();
  await page.getByRole('button', { name: 'Take selfie' }).click();
  await expect(page).toHaveURL(journey('review-details'), { timeout: 30_000 });

  // Review shows what was typed (kept across the reload); change the province: city, barangay and zip code are
  // cleared and must be chosen again, then back to review.
  await expect(page.getByText('Maria Clara').first()).toBeVisible();
  await page.getByRole('button', { name: 'Change address' }).click();
  await expect(page).toHaveURL(journey('address'));
  await autocomplete(page, 'Province', 'Albay');
  await expect(page.getByRole('combobox', { name: 'City or municipality', exact: true })).toHaveValue('');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('alert').getByRole('link', { name: 'Please fill in city or municipality.' })).toBeVisible();
  await autocomplete(page, 'City or municipality', 'a');
  await autocomplete(page, 'Barangay', 'a');
  await choose(page, 'Zip code');
  await next(page, journey('review-details'));
  // Review names the province as the form did, not by its PSGC code.
  await expect(page.getByRole('region', { name: 'Address' }).getByText('Albay', { exact: true })).toBeVisible();

  // Change the amount: the offer is priced again and accepted, and review says it changed (docs/decisions.md).
  await page.getByRole('button', { name: 'Change loan calculator' }).click();
  await expect(page).toHaveURL(/\/loan-calculator$/);
  await page.getByLabel('How much do you need?').fill('15000');
  await next(page, journey('review-details'));
  await expect(page.getByText('Your offer has changed').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('region', { name: /^Your loan: / })).toContainText('₱15,000.00', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Confirm and continue' }).click();

  // Promissory notes: generated from the offer, signed with the code sent to the borrower's phone.
  await expect(page).toHaveURL(/\/wizard\/promissory-notes$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 2, name: /^Promissory note: .* of ₱[\d,]+\.\d\d$/ })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Status: Not signed yet')).toBeVisible();
  await page.getByLabel('I have read and agree to the promissory note').check();
  await page.getByRole('button', { name: 'Sign and submit' }).click();
  await expect(page).toHaveURL(/\/verify-pn-otp$/, { timeout: 20_000 });
  const code = await latestCode(page.request, who.username, 'PHONE_UPDATE');
  // A complete code is submitted as soon as it is typed (shared OTP entry).
  await page.getByRole('textbox').first().fill(code);
  await expect(page).toHaveURL(/\/loan-success$/, { timeout: 30_000 });

  const apps = (await (await page.request.get('/sandbox/api/applications')).json()) as Array<{ username: string; status: string; loan_amount_centavos?: number }>;
  const mine = apps.filter((a) => a.username === who.username);
  expect(mine).toHaveLength(1);
  expect(mine[0]!.status).toBe('SYSTEM_REVIEW');
  expect(mine[0]!.loan_amount_centavos).toBe(15_000_00);
  // The note is signed: FINAL. The success page words the status (SYSTEM_REVIEW), not "Application submitted".
  await expect(page.getByRole('heading', { level: 1, name: 'Your application is in review' })).toBeVisible();
});

test('naughty strings in every field of the personal details form never crash and never reach the platform unvalidated', async ({ page }) => {
  test.setTimeout(180_000);
  const who = await createPersona(page.request, 'new-borrower');
  await signInWithPassword(page, who);
  await page.getByRole('button', { name: 'Apply for a salary loan' }).click();
  // Not an amount: kept as typed (nothing the borrower typed is rewritten into another number, W3-B item 9), said so,
  // and Continue goes nowhere; no markup runs.
  const amount = page.getByLabel('How much do you need?');
  await amount.fill('<b>1e5</b>😀');
  await expect(amount).toHaveValue('<b>1e5</b>😀');
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(amount).toHaveAccessibleDescription(/numbers only/);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/loan-calculator$/);
  await amount.fill('20000');
  await next(page, /\/loan-purpose$/);
  await page.getByRole('radio').first().check();
  await next(page, journey('personal-details'));

  // Every save the client sends must be one the platform accepts: a 400 would mean it skipped validation.
  const refused: string[] = [];
  page.on('response', (r) => {
    if (r.request().method() === 'PUT' && /\/steps\//.test(r.url()) && r.status() === 400) refused.push(r.url());
  });
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));

  const naughty = ['A'.repeat(600), '<img src=x onerror=alert(1)>', "Robert'); DROP TABLE users;--", '😀😃💥', 'مرحبا', '\u202Egnp.exe', 'Zoë Ångström'];
  for (const value of naughty) {
    for (const label of ['First name', 'Middle name (optional)', 'Last name']) await page.getByLabel(label, { exact: true }).fill(value);
    await page.getByLabel('Date of birth').fill('1990-04-12');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    // Either refused on the page with a message, or (letters only, e.g. 'Zoë Ångström') accepted by both.
    const onForm = await page.getByRole('heading', { level: 1, name: 'Personal details' }).isVisible();
    if (onForm) await expect(page.getByRole('alert').first()).toBeVisible();
    else break;
  }
  expect(pageErrors).toEqual([]);
  expect(refused).toEqual([]);
  await expect(page.locator('body')).not.toContainText('Something went wrong');
  // Nothing executed from markup.
  expect(await page.evaluate(() => document.querySelectorAll('img[src="x"]').length)).toBe(0);
});
