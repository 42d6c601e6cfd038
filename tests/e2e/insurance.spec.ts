import { expect, test, type Page } from '@playwright/test';
import { createPersona, signInWithPassword } from './analytics-helpers';
import { chooseByKeyboard as choose, type } from './form-helpers';

/**
 * Insurance enrolment end to end against the sandbox: a borrower whose company offers insurance fills every step
 * by typing, names two beneficiaries, meets the shares rule without losing what was typed, goes back and forth,
 * survives a failed save with "Try again", and sees success; a borrower whose company lacks insurance is sent home
 * with a message saying why.
 */

async function beneficiary(page: Page, n: number, { name, relation, born, share }: { name: string; relation: string; born: string; share: string }) {
  const group = page.getByRole('group', { name: `Beneficiary ${n}` });
  await type(group.getByLabel('Full name'), name);
  await choose(page, group, 'Relation', relation);
  await group.getByLabel('Date of birth').fill(born);
  await type(group.getByLabel('Share (%)'), share);
}

test.describe('insurance', () => {
  // Five pages with two saves each way and a sign-in: more than the default minute on a loaded machine.
  test.describe.configure({ timeout: 180_000 });

  test('enrols with two beneficiaries: shares must add up, Back and a failed save keep what was typed', async ({ page, request }) => {
    const persona = await createPersona(request, 'insurance-company');
    await signInWithPassword(page, persona);
    await page.goto('/insurance/personal-details');
    await expect(page.getByRole('heading', { level: 1, name: 'Your details for insurance' })).toBeVisible({ timeout: 30_000 });

    await type(page.getByLabel('First name'), 'Maria Clara');
    await type(page.getByLabel('Last name'), 'Santos');
    await page.getByRole('radio', { name: 'Female' }).focus();
    await page.keyboard.press('Space');
    await page.getByLabel('Date of birth').fill('1990-04-12');
    await choose(page, page, 'Marital status', 'Married');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    await expect(page).toHaveURL(/\/insurance\/beneficiary$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your beneficiaries' })).toBeVisible();
    await beneficiary(page, 1, { name: 'Ana Santos', relation: 'Child', born: '2012-03-04', share: '60' });
    await page.getByRole('button', { name: 'Add another beneficiary' }).click();
    await beneficiary(page, 2, { name: 'Jose Santos', relation: 'Spouse', born: '1988-01-20', share: '30' });
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    // The shares do not add up: a clear message, still on the page, nothing typed lost.
    await expect(page.getByText('Shares must add up to 100%. They add up to 90% now.').first()).toBeVisible();
    await expect(page).toHaveURL(/\/insurance\/beneficiary$/);
    const second = page.getByRole('group', { name: 'Beneficiary 2' });
    await expect(second.getByLabel('Full name')).toHaveValue('Jose Santos');
    await expect(second.getByRole('combobox', { name: 'Relation' })).toContainText('Spouse');
    const share = second.getByLabel('Share (%)');
    await share.click();
    await share.press('Backspace');
    await share.press('Backspace');
    await share.pressSequentially('40');
    await expect(page.getByText('Shares so far: 100% of 100%')).toBeVisible();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    await expect(page).toHaveURL(/\/insurance\/employment$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your employment' })).toBeVisible();
    // Back returns to the beneficiaries as they were saved, then on again.
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(/\/insurance\/beneficiary$/);
    await expect(page.getByRole('group', { name: 'Beneficiary 1' }).getByLabel('Full name')).toHaveValue('Ana Santos');
    await expect(page.getByRole('group', { name: 'Beneficiary 2' }).getByLabel('Share (%)')).toHaveValue('40');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page).toHaveURL(/\/insurance\/employment$/);

    // The employer is offered from the borrower's company.
    await expect(page.getByLabel('Employer name')).toHaveValue('Mabuhay General Hospital');
    await type(page.getByLabel('Position'), 'Staff nurse');
    await choose(page, page, 'Employment type', 'Regular');
    await page.getByLabel('Date hired').fill('2018-02-01');

    // The platform fails once: "Try again" with everything kept, then it goes through.
    const faulted = await request.put('/sandbox/api/faults/insurance', { data: { kind: 'status', http_status: 503, remaining: 1, user: persona.username } });
    expect(faulted.ok()).toBe(true);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Your answers are kept' });
    await expect(alert).toBeVisible();
    await expect(page).toHaveURL(/\/insurance\/employment$/);
    await expect(page.getByLabel('Position')).toHaveValue('Staff nurse');
    await alert.getByRole('button', { name: 'Try again' }).click();

    await expect(page).toHaveURL(/\/insurance\/insurance-success$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Insurance application sent' })).toBeVisible();
    await expect(page.getByText('Waiting for confirmation')).toBeVisible();
    await page.getByRole('button', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('a borrower whose company does not offer insurance is sent home with the reason', async ({ page, request }) => {
    await signInWithPassword(page, await createPersona(request, 'ewa-eligible'));
    await page.goto('/insurance/personal-details');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('alert')).toContainText('Insurance is not offered by your company');
  });
});
