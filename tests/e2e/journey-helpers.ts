import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { latestCode } from './form-helpers';

/**
 * Steps a borrower takes in the journey forms, shared by the variant journeys (reloan, refinance, EWA activation,
 * pending approval, missing selfie) and the promo-code specs. Labels are the field config's (sandbox/platform/
 * form-options-fields.ts) and the screens' own.
 */
export const journeyStep = (step: string) => new RegExp(`/wizard/v2/Journey/${step}$`);

/** A small PNG the document upload accepts (magic number plus padding). */
export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(8192)]);

export async function choose(page: Page, label: string, option?: string) {
  const trigger = page.getByRole('combobox', { name: label, exact: true });
  await trigger.click();
  const options = page.getByRole('option');
  await (option ? options.filter({ hasText: option }).first() : options.first()).click();
  // Closed, the select gives the focus back to its button: waited for, so the next field typed into keeps it (a
  // late focus return blurred the job title as it was typed, taking "a" as a title of its own).
  await expect(options).toHaveCount(0);
  await expect(trigger).toBeFocused();
}

export async function autocomplete(page: Page, label: string, typed: string) {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.fill(typed);
  await page.getByRole('option').first().click();
  await expect(box).not.toHaveValue('');
}

/** Continue on a form and wait for the chart to route to the next page. */
export async function next(page: Page, url: RegExp) {
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(url, { timeout: 20_000 });
}

export async function choosePurpose(page: Page) {
  await expect(page).toHaveURL(/\/loan-purpose$/, { timeout: 20_000 });
  await page.getByRole('radio').first().check();
  await next(page, journeyStep('personal-details'));
}

export async function fillPersonalDetails(page: Page) {
  await typePersonalDetails(page);
  await next(page, journeyStep('professional-details'));
}

/** The personal details form filled with valid answers, not submitted. */
export async function typePersonalDetails(page: Page) {
  await page.getByLabel('First name').fill('Maria Clara');
  await page.getByLabel('Last name').fill('Santos');
  await page.getByRole('radio', { name: 'Female' }).check();
  await page.getByLabel('Date of birth').fill('1990-04-12');
  await autocomplete(page, 'Country of birth', 'Phil');
  await choose(page, 'Marital status');
  await choose(page, 'Educational attainment');
  await choose(page, 'Nationality');
}

/** Professional details; EWA activation asks for the pay cycle instead of the source of income. */
export async function fillProfessionalDetails(page: Page, { salary = '40,000', ewa = false }: { salary?: string; ewa?: boolean } = {}) {
  await typeProfessionalDetails(page, { salary, ewa });
  await next(page, journeyStep('additional-details'));
}

/** The professional details form filled with valid answers, not submitted. */
export async function typeProfessionalDetails(page: Page, { salary = '40,000', ewa = false }: { salary?: string; ewa?: boolean } = {}) {
  await page.getByLabel('Employee ID').fill('EMP-2041');
  await choose(page, 'Employment type');
  await choose(page, 'Job level');
  await autocomplete(page, 'Job title', 'a');
  await page.getByLabel('Date hired').fill('2019-06-01');
  await page.getByLabel('Gross monthly salary').fill(salary);
  if (ewa) await page.getByRole('radio', { name: '1 Semi Month' }).check();
  else await choose(page, 'Source of income');
}

export async function fillAdditionalDetails(page: Page) {
  await typeAdditionalDetails(page);
  await next(page, journeyStep('address'));
}

/** The additional details form filled with valid answers, not submitted. */
export async function typeAdditionalDetails(page: Page) {
  await page.getByLabel('Number of dependants').fill('2');
  await page.getByLabel('Emergency contact name').fill('Jose Santos');
  await choose(page, 'Relationship', 'Husband');
  await page.getByLabel('Emergency contact number').fill('+639171234567');
  await page.getByRole('radio', { name: 'No' }).check();
}

/** Address; `then` is where the journey goes after it (bank details for loans, documents for EWA activation). */
export async function fillAddress(page: Page, then: RegExp) {
  await typeAddress(page);
  await next(page, then);
}

/** The address form filled with valid answers, not submitted. */
export async function typeAddress(page: Page) {
  await page.getByRole('radio', { name: 'Permanent' }).check();
  await autocomplete(page, 'Province', 'Metro Manila');
  await autocomplete(page, 'City or municipality', 'a');
  await autocomplete(page, 'Barangay', 'a');
  // A city's only zip code fills itself in; choosing the first option works either way.
  await choose(page, 'Zip code');
  await page.getByLabel('House number and street').fill('12 Mabini St.');
  await choose(page, 'Residence type');
  await page.getByLabel('Years at this address').fill('5');
}

/** A regular bank (GoTyme Bank, first in the list, waives the bank fee: tests/e2e/gotyme-linking.spec.ts). */
export async function typeBankDetails(page: Page) {
  await choose(page, 'Bank', 'BDO Unibank');
  await page.getByRole('radio', { name: 'Savings' }).check();
  await page.getByLabel('Account name').fill('Maria Clara Santos');
  await page.getByLabel('Account number').fill('001234567890');
}

export async function fillBankDetails(page: Page) {
  await typeBankDetails(page);
  await next(page, journeyStep('loan-offer'));
}

/** From the loan purpose to the loan offer: every form of a loan journey (new loan, reloan, refinance). */
export async function fillLoanForms(page: Page) {
  await choosePurpose(page);
  await fillPersonalDetails(page);
  await fillProfessionalDetails(page);
  await fillAdditionalDetails(page);
  await fillAddress(page, journeyStep('bank-details'));
  await fillBankDetails(page);
  await expect(page.getByRole('list', { name: 'Your offers' })).toBeVisible({ timeout: 20_000 });
}

/** Government ID (upload, number checked) then the selfie with the fake camera, liveness SUCCESS. */
export async function verifyDocuments(page: Page, then: RegExp) {
  await expect(page.getByLabel('Upload your document')).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('Upload your document').setInputFiles({ name: 'umid.png', mimeType: 'image/png', buffer: PNG });
  await page.getByLabel(/ID number/).fill(`F6-${Date.now() % 100000000}`);
  await page.getByRole('button', { name: 'Check ID number' }).click();
  await expect(page.getByText('Received: we are checking it')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Continue' }).click();
  await takeSelfie(page, then);
}

export async function takeSelfie(page: Page, then: RegExp) {
  await setNextLiveness(page.request, 'SUCCESS');
  await page.getByRole('button', { name: 'Continue to camera' }).click();
  await page.getByRole('button', { name: 'Take selfie' }).click();
  await expect(page).toHaveURL(then, { timeout: 30_000 });
}

/** The next selfie's liveness answer: anyone's, or (`user`: a phone number, e-mail or sub) that borrower's only. */
export const setNextLiveness = async (request: APIRequestContext, liveness: string, user?: string) => {
  const res = await request.post('/sandbox/api/next-outcomes', { data: user ? { liveness, user } : { liveness } });
  expect(res.ok()).toBe(true);
};

/** The newest code the sandbox sent for `purpose` (the OTP inbox lists newest first). */
/**
 * Read the note, agree, sign with the code sent to the borrower's phone (`username`); the success page then words the
 * application's status (in review after a submit; "Your loan is approved" after a final acceptance).
 */
export async function signPromissoryNote(page: Page, username: string, heading = 'Your application is in review') {
  await expect(page).toHaveURL(/\/wizard\/promissory-notes$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 2, name: /^Promissory note: .* of ₱[\d,]+\.\d\d$/ })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Status: Not signed yet')).toBeVisible();
  await page.getByLabel('I have read and agree to the promissory note').check();
  await page.getByRole('button', { name: 'Sign and submit' }).click();
  await expect(page).toHaveURL(/\/verify-pn-otp$/, { timeout: 20_000 });
  const code = await latestCode(page.request, username, 'PHONE_UPDATE');
  await page.getByRole('textbox').first().fill(code);
  await expect(page).toHaveURL(/\/loan-success$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

export interface BackOfficeApplication {
  id: string;
  username: string;
  status: string;
  application_type: string;
  product_type: string;
  loan_amount_centavos: number | null;
  missing_selfie: boolean;
  loan_purpose: string | null;
  source_loan_id: string | null;
}

/** The borrower's applications as the back office lists them (newest first). */
export async function applicationsOf(request: APIRequestContext, username: string): Promise<BackOfficeApplication[]> {
  const res = await request.get('/sandbox/api/applications');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as BackOfficeApplication[]).filter((a) => a.username === username);
}

/** The first peso amount in a text such as 'You receive ₱12,345.67.' as a number. */
export const pesos = (text: string) => Number(/₱([\d,]+(?:\.\d+)?)/.exec(text)?.[1]?.replace(/,/g, '') ?? NaN);
