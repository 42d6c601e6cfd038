import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { createPersona, signInWithPassword, type Persona } from './analytics-helpers';
import { applicationsOf, autocomplete, choose, fillPersonalDetails, journeyStep, next, verifyDocuments } from './journey-helpers';

/**
 * Issue 25: forms start filled from what the platform holds (item 9), and INCOMPLETE_DOCUMENT resumes at review
 * once the documents were given (item 6, the spec's resume map).
 */
test.use({ permissions: ['camera'] });

async function profileOf(request: APIRequestContext, username: string) {
  const res = await request.get('/sandbox/api/users');
  expect(res.ok()).toBe(true);
  const users = (await res.json()) as Array<{ username: string; first_name: string | null; last_name: string | null }>;
  return users.find((u) => u.username === username)!;
}

async function signInElsewhere(browser: Browser, who: Persona): Promise<Page> {
  const page = await (await browser.newContext({ permissions: ['camera'] })).newPage();
  await signInWithPassword(page, who);
  return page;
}

test('reloan: the forms start filled with the borrower’s name and birth date and the last loan’s work details; what is typed stays', async ({ page }) => {
  test.setTimeout(120_000);
  const who = await createPersona(page.request, 'reloan-eligible');
  const profile = await profileOf(page.request, who.username);
  await signInWithPassword(page, who);
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('button', { name: 'See all products' }).click();
  await page.getByRole('button', { name: 'Apply for reloan' }).click();
  await expect(page).toHaveURL(/\/reloan-calculator$/, { timeout: 20_000 });
  await page.getByLabel('How much do you need?').fill('18000');
  await choose(page, 'Loan tenure', '6 months');
  await next(page, /\/loan-purpose$/);
  await page.getByRole('radio').first().check();
  await next(page, journeyStep('personal-details'));

  // The platform's profile fills the personal details.
  await expect(page.getByLabel('First name')).toHaveValue(profile.first_name!, { timeout: 20_000 });
  await expect(page.getByLabel('Last name')).toHaveValue(profile.last_name!);
  await expect(page.getByLabel('Date of birth')).toHaveValue('1992-08-14');
  await expect(page.getByRole('radio', { name: 'Female' })).toBeChecked();
  // The borrower may change anything; the rest of personal details was not on the profile: it is asked.
  await page.getByLabel('First name').fill('Maria Clara');
  await autocomplete(page, 'Country of birth', 'Phil');
  await choose(page, 'Marital status');
  await choose(page, 'Educational attainment');
  await choose(page, 'Nationality');
  await next(page, journeyStep('professional-details'));

  // Professional details come from the earlier loan's application.
  await expect(page.getByLabel('Employee ID')).toHaveValue('EMP-20418', { timeout: 20_000 });
  await expect(page.getByLabel('Gross monthly salary')).toHaveValue('40,000');
  // Back: what the borrower typed is still there (nothing typed is overwritten by the prefill).
  await page.getByRole('button', { name: 'Back' }).first().click();
  await expect(page).toHaveURL(journeyStep('personal-details'));
  await expect(page.getByLabel('First name')).toHaveValue('Maria Clara');
});

test('a first-time borrower’s new loan starts with only the profile’s fields filled', async ({ page }) => {
  test.setTimeout(120_000);
  const who = await createPersona(page.request, 'new-borrower');
  const profile = await profileOf(page.request, who.username);
  await signInWithPassword(page, who);
  await page.getByRole('button', { name: 'Apply for a salary loan' }).click();
  await expect(page).toHaveURL(/\/loan-calculator$/, { timeout: 20_000 });
  await page.getByLabel('How much do you need?').fill('20000');
  await next(page, /\/loan-purpose$/);
  await page.getByRole('radio').first().check();
  await next(page, journeyStep('personal-details'));
  await expect(page.getByLabel('First name')).toHaveValue(profile.first_name!, { timeout: 20_000 });
  await expect(page.getByLabel('Last name')).toHaveValue(profile.last_name!);
  await fillPersonalDetails(page);
  // No earlier application: the work details are blank.
  await expect(page.getByLabel('Employee ID')).toHaveValue('');
  await expect(page.getByLabel('Gross monthly salary')).toHaveValue('');
});

test('INCOMPLETE_DOCUMENT with the documents given: signing in elsewhere lands on review', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const who = await createPersona(request, 'resume-offer-accepted');
  const first = await signInElsewhere(browser, who);
  await expect(first).toHaveURL(journeyStep('document-verification'), { timeout: 20_000 });
  await verifyDocuments(first, journeyStep('review-details'));

  // The lender asks for documents again (back office): the application goes to INCOMPLETE_DOCUMENT.
  const [app] = await applicationsOf(request, who.username);
  const moved = await request.post(`/sandbox/api/applications/${app!.id}/status`, { data: { status: 'INCOMPLETE_DOCUMENT' } });
  expect(moved.ok()).toBe(true);

  const second = await signInElsewhere(browser, who);
  await expect(second).toHaveURL(journeyStep('review-details'), { timeout: 20_000 });
  await expect(second.getByRole('heading', { level: 1, name: 'Review your details' })).toBeVisible();
});
