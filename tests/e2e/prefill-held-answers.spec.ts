import { expect, test } from '@playwright/test';
import { createPersona, signInWithPassword } from './analytics-helpers';
import { autocomplete, choose, journeyStep, next } from './journey-helpers';

/**
 * W3-C item 1: a borrower is not asked again for what the platform holds. Employment details given on
 * /employment-information fill the loan's professional details; a reloan's forms start with the last application's
 * answers, its address and additional details included.
 */
test('employment details given minutes before fill the professional details of a new loan', async ({ page }) => {
  test.setTimeout(150_000);
  await signInWithPassword(page, await createPersona(page.request, 'employment-details-required'));
  await expect(page).toHaveURL(/\/employment-information$/, { timeout: 20_000 });
  await page.getByLabel('Employee ID').fill('SB-3321');
  await choose(page, 'Employment type', 'Regular');
  await choose(page, 'Job level', 'Supervisor');
  await autocomplete(page, 'Job title', 'Bank tel');
  await page.getByLabel('Date hired').fill('2021-02-01');
  await page.getByLabel('Gross monthly salary').pressSequentially('35000');
  await expect(page.getByLabel('Gross monthly salary')).toHaveValue('35,000');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/employment-status-success$/, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/, { timeout: 20_000 });

  await page.getByRole('button', { name: 'Apply for a salary loan' }).click();
  await expect(page).toHaveURL(/\/loan-calculator$/, { timeout: 20_000 });
  await page.getByLabel('How much do you need?').fill('20000');
  await next(page, /\/loan-purpose$/);
  await page.getByRole('radio').first().check();
  await next(page, journeyStep('personal-details'));
  await autocomplete(page, 'Country of birth', 'Phil');
  await choose(page, 'Marital status');
  await choose(page, 'Educational attainment');
  await choose(page, 'Nationality');
  await next(page, journeyStep('professional-details'));

  await expect(page.getByLabel('Employee ID')).toHaveValue('SB-3321', { timeout: 20_000 });
  await expect(page.getByRole('combobox', { name: 'Job title', exact: true })).toHaveValue('Bank teller');
  await expect(page.getByLabel('Date hired')).toHaveValue('2021-02-01');
  await expect(page.getByLabel('Gross monthly salary')).toHaveValue('35,000');
  await expect(page.getByRole('combobox', { name: 'Job level', exact: true })).toHaveText(/Supervisor/);
});

test('a reloan starts with the last application’s answers: its additional details and address', async ({ page }) => {
  test.setTimeout(150_000);
  await signInWithPassword(page, await createPersona(page.request, 'reloan-eligible'));
  await expect(page).toHaveURL(/\/home$/, { timeout: 20_000 });
  await page.getByRole('button', { name: 'See all products' }).click();
  await page.getByRole('button', { name: 'Apply for reloan' }).click();
  await expect(page).toHaveURL(/\/reloan-calculator$/, { timeout: 20_000 });
  await page.getByLabel('How much do you need?').fill('18000');
  await choose(page, 'Loan tenure', '6 months');
  await next(page, /\/loan-purpose$/);
  await page.getByRole('radio').first().check();
  await next(page, journeyStep('personal-details'));

  // Everything was given with the last loan: Continue goes on without typing.
  await expect(page.getByRole('combobox', { name: 'Country of birth', exact: true })).toHaveValue('Philippines', { timeout: 20_000 });
  await next(page, journeyStep('professional-details'));
  await expect(page.getByLabel('Employee ID')).toHaveValue('EMP-20418', { timeout: 20_000 });
  await next(page, journeyStep('additional-details'));
  await expect(page.getByLabel('Emergency contact name')).toHaveValue('Jose Santos', { timeout: 20_000 });
  await expect(page.getByLabel('Number of dependants')).toHaveValue('2');
  await next(page, journeyStep('address'));
  await expect(page.getByLabel('House number and street')).toHaveValue('12 Rizal Street', { timeout: 20_000 });
  await expect(page.getByRole('combobox', { name: 'Province', exact: true })).toHaveValue('Albay');
  await expect(page.getByRole('combobox', { name: 'City or municipality', exact: true })).toHaveValue('Legazpi City');
  await expect(page.getByLabel('Years at this address')).toHaveValue('5');
});
