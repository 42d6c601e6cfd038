import { expect, test, type Page, type Request } from '@playwright/test';
import { createPersona, signInWithPassword } from './analytics-helpers';
import { choose, choosePurpose, fillLoanForms, journeyStep, next, typeAdditionalDetails, typeAddress, typeBankDetails, typePersonalDetails, typeProfessionalDetails, verifyDocuments } from './journey-helpers';

/**
 * Issue W2-F item 4, "steps without waiting": while the borrower fills a step, the next step's screen and field
 * config are fetched ahead, so a Continue costs one API round trip (the save) before the next step has painted
 * its form; the field config of a step is read once per visit to the app, not after every step.
 */

interface Seen {
  url: string;
  method: string;
  at: number;
}

function record(page: Page): Seen[] {
  const seen: Seen[] = [];
  page.on('request', (r: Request) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/assets/')) seen.push({ url: url.pathname + url.search, method: r.method(), at: Date.now() });
  });
  return seen;
}

/**
 * Continue, then wait until the next step is on screen with its first field; returns the API calls that answered in
 * between (the ones the step could have waited for) and the script chunks requested in between, timed in the page
 * (resource timing against a MutationObserver). What the shown step reads once it is in the document (its own
 * background reads, the prefetch for the step after it) is not counted: such a call can start in the very task that
 * put the step in the document, before the observer runs, but it cannot have answered before.
 */
async function continueTo(page: Page, _seen: Seen[], step: string | RegExp, heading: string, firstField: string, shownWith?: string, button = 'Continue') {
  await page.evaluate(
    ({ heading, firstField, shownWith }) => {
      performance.setResourceTimingBufferSize(10_000);
      const w = window as unknown as { __step: { from: number; painted: number | null } };
      w.__step = { from: performance.now(), painted: null };
      const shown = () =>
        [...document.querySelectorAll('main h1')].some((h) => h.textContent?.trim() === heading) &&
        (shownWith ? document.querySelector(shownWith) !== null : [...document.querySelectorAll('label')].some((l) => l.textContent?.trim() === firstField));
      const observer = new MutationObserver(() => {
        if (w.__step.painted === null && shown()) {
          w.__step.painted = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    },
    { heading, firstField, shownWith },
  );
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(page).toHaveURL(typeof step === 'string' ? journeyStep(step) : step, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 30_000 });
  if (shownWith) await expect(page.locator(shownWith)).toBeVisible({ timeout: 30_000 });
  else await expect(page.getByLabel(firstField, { exact: true })).toBeVisible({ timeout: 30_000 });
  const between = await page.evaluate(() => {
    const w = window as unknown as { __step: { from: number; painted: number | null } };
    const { from, painted } = w.__step;
    return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((e) => e.startTime >= from && (e.initiatorType === 'script' || e.name.endsWith('.js') ? e.startTime : e.responseEnd) <= (painted ?? Infinity))
      .map((e) => ({ url: new URL(e.name).pathname + new URL(e.name).search, kind: e.initiatorType }));
  });
  return {
    api: between.filter((r) => r.url.startsWith('/api/')).map((r) => r.url),
    scripts: between.filter((r) => r.url.startsWith('/assets/') && r.url.endsWith('.js')).map((r) => r.url),
  };
}

test('a Continue from the calculator costs no API call, from the loan purpose and between journey forms (professional details included) one (the create or the save) and no screen download; field configs are read once', async ({ page }) => {
  test.setTimeout(300_000);
  const seen = record(page);
  const who = await createPersona(page.request, 'new-borrower');
  await signInWithPassword(page, who);
  // The loan purposes are read while the borrower is at the calculator (as are the campaigns, for the calculator).
  const answered = (path: string) => page.waitForResponse((r) => new URL(r.url()).pathname === path, { timeout: 30_000 });
  const purposesRead = Promise.all([answered('/api/v1/form-options/loan-purposes'), answered('/api/v1/offers/campaigns')]);
  await page.getByRole('button', { name: 'Apply for a salary loan' }).click();
  await expect(page).toHaveURL(/\/loan-calculator$/, { timeout: 30_000 });
  await page.getByLabel('How much do you need?').fill('20000');
  await purposesRead;

  // Calculator -> loan purpose: the purposes listed without a call (the calculator's answers go with the create).
  const toPurpose = await continueTo(page, seen, /\/loan-purpose$/, 'Loan purpose', '', '[role="radiogroup"]');
  expect.soft(toPurpose.api, 'calls between Continue and the loan purposes listed').toEqual([]);
  expect.soft(toPurpose.scripts).toEqual([]);
  await page.getByRole('radio').first().check();

  // Loan purpose -> personal details: the application is created (one call); the form screen was fetched ahead.
  const toPersonal = await continueTo(page, seen, 'personal-details', 'Personal details', 'First name');
  expect.soft(toPersonal.scripts, 'the form screen downloaded after Continue').toEqual([]);
  expect.soft(toPersonal.api, 'calls between Continue and the personal details form').toEqual(['/api/v1/applications']);

  await typePersonalDetails(page);

  // Personal -> professional details: only the save.
  const toProfessional = await continueTo(page, seen, 'professional-details', 'Professional details', 'Employee ID');
  expect.soft(toProfessional.api, 'calls between Continue and the professional details form').toHaveLength(1);
  expect.soft(toProfessional.api[0]).toMatch(/^\/api\/v1\/applications\/[^/]+\/steps\/personal-details$/);
  expect.soft(toProfessional.scripts).toEqual([]);
  // Back and forward again: nothing is fetched again to show a step already seen.
  const beforeBack = seen.length;
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Personal details' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Maria Clara');
  const again = await continueTo(page, seen, 'professional-details', 'Professional details', 'Employee ID');
  expect.soft(again.api, 'calls between Continue and professional details, the second time').toHaveLength(1);
  expect(seen.slice(beforeBack).filter((r) => /field-config.*step=(personal|professional)-details/.test(r.url))).toEqual([]);

  // Professional -> additional details: the save only. The salary is what offers are priced from; the save's answer
  // says no offers are priced yet, so nothing is read or priced before the next form (it used to read the offers).
  await typeProfessionalDetails(page);
  const toAdditional = await continueTo(page, seen, 'additional-details', 'Additional information', 'Number of dependants');
  expect.soft(toAdditional.api, 'calls between Continue and the additional details form').toHaveLength(1);
  expect.soft(toAdditional.api[0]).toMatch(/^\/api\/v1\/applications\/[^/]+\/steps\/professional-details$/);
  expect.soft(toAdditional.scripts).toEqual([]);

  // Additional details -> address, address -> disbursement details: the save only.
  await typeAdditionalDetails(page);
  const toAddress = await continueTo(page, seen, 'address', 'Address', 'House number and street');
  expect.soft(toAddress.api, 'calls between Continue and the address form').toHaveLength(1);
  expect.soft(toAddress.api[0]).toMatch(/^\/api\/v1\/applications\/[^/]+\/steps\/additional-details$/);
  await typeAddress(page);
  const toBank = await continueTo(page, seen, 'bank-details', 'Disbursement details', 'Account name');
  expect.soft(toBank.api, 'calls between Continue and the disbursement details form').toHaveLength(1);
  expect.soft(toBank.api[0]).toMatch(/^\/api\/v1\/applications\/[^/]+\/steps\/address$/);

  // Disbursement details -> loan offer: one call, the save carrying the first pricing's terms (the amount asked, the
  // salary this journey saved, the bank), answered with the offers (it used to be the save, then a pricing: two in
  // series; before that, three).
  await typeBankDetails(page);
  // The documents the next step lists are read while the borrower reads the offer (at idle once it has painted: on a
  // loaded machine that can come after a test's instant click, never a borrower's).
  const documentsRead = page.waitForResponse((r) => r.request().method() === 'GET' && /^\/api\/v1\/applications\/[^/]+\/documents$/.test(new URL(r.url()).pathname), { timeout: 30_000 });
  const toOffer = await continueTo(page, seen, 'loan-offer', 'Your loan offer', '', '[aria-label="Your offers"]');
  expect.soft(toOffer.api, 'calls between Continue and the offers').toEqual([expect.stringMatching(/\/steps\/bank-details$/)]);
  await documentsRead;

  // Accept offer -> document verification: one call, approve-offer with the chosen offer (it used to be three in
  // series: select the offer, read the offers again, approve).
  const toDocuments = await continueTo(page, seen, 'document-verification', 'Document verification', '', 'input[type="file"]:not([capture])', 'Accept offer');
  expect.soft(toDocuments.api, 'calls between Accept offer and document verification').toEqual([expect.stringMatching(/\/approve-offer$/)]);

  const configs = seen.filter((r) => r.url.includes('/form-options/field-config')).map((r) => r.url);
  expect(configs.length, `field configs read: ${configs.join(', ')}`).toBe(new Set(configs).size);
});

test.describe('a salary changed from review', () => {
  test.use({ permissions: ['camera'] });

  test('with offers priced costs one call (the save answers with the repriced offers) before the offer step shows them', async ({ page }) => {
    test.setTimeout(300_000);
    const seen = record(page);
    await signInWithPassword(page, await createPersona(page.request, 'new-borrower'));
    await page.getByRole('button', { name: 'Apply for a salary loan' }).click();
    await expect(page).toHaveURL(/\/loan-calculator$/, { timeout: 30_000 });
    await page.getByLabel('How much do you need?').fill('100000');
    await choose(page, 'Loan tenure', '12 months');
    await next(page, /\/loan-purpose$/);
    // A ₱40,000 salary caps the offer at ₱80,000.
    await fillLoanForms(page);
    const offers = page.getByRole('list', { name: 'Your offers' });
    await expect(offers.getByRole('listitem', { name: /best offer$/ })).toContainText('₱80,000.00 over 12 months');
    await page.getByRole('button', { name: 'Accept offer' }).click();
    await verifyDocuments(page, journeyStep('review-details'));

    await page.getByRole('button', { name: 'Change professional details' }).click();
    await expect(page).toHaveURL(journeyStep('professional-details'));
    await page.getByLabel('Gross monthly salary').fill('60,000');
    const toOffer = await continueTo(page, seen, 'loan-offer', 'Your loan offer', '', '[aria-label="Your offers"]');
    // It used to be three in series: the save, the pricing, then a read of the offers just priced.
    expect.soft(toOffer.api, 'calls between Continue and the repriced offers').toHaveLength(1);
    expect.soft(toOffer.api[0]).toMatch(/^\/api\/v1\/applications\/[^/]+\/steps\/professional-details$/);
    // The borrower sees (and accepts) the offer priced on the new salary, never the capped one.
    await expect(offers.getByRole('listitem', { name: /best offer$/ })).toContainText('₱100,000.00 over 12 months');
    await expect(offers).not.toContainText('₱80,000.00');
    await page.getByRole('button', { name: 'Accept offer' }).click();
    await expect(page).toHaveURL(journeyStep('review-details'), { timeout: 30_000 });
    await expect(page.getByText('₱100,000.00').first()).toBeVisible();
  });
});

test('the journey is written to storage at idle, yet a reload right after a Continue and a keystroke resumes the next step with what was typed', async ({ page }) => {
  test.setTimeout(180_000);
  await signInWithPassword(page, await createPersona(page.request, 'new-borrower'));
  await page.getByRole('button', { name: 'Apply for a salary loan' }).click();
  await expect(page).toHaveURL(/\/loan-calculator$/, { timeout: 30_000 });
  await page.getByLabel('How much do you need?').fill('20000');
  await next(page, /\/loan-purpose$/);
  await choosePurpose(page);
  await typePersonalDetails(page);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  // The next step shows; the borrower types and the page is reloaded at once (no idle moment in between).
  await page.getByLabel('Employee ID').fill('EMP-2041', { timeout: 30_000 });
  await page.reload();
  await expect(page).toHaveURL(journeyStep('professional-details'), { timeout: 30_000 });
  await expect(page.getByLabel('Employee ID')).toHaveValue('EMP-2041', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(journeyStep('personal-details'));
  await expect(page.getByLabel('First name')).toHaveValue('Maria Clara');
});
