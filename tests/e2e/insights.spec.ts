import { expect, test } from '@playwright/test';
import { collected, createPersona, lastEventId, signInWithPassword } from './analytics-helpers';

/**
 * Drop-off in the back office (issue #23): a borrower who stops at the loan purpose is counted as having left the
 * new-loan journey there, from the events the app really sent to the sandbox collector.
 */
test('a borrower who stops at the loan purpose shows as a drop-off there in /sandbox/insights', async ({ page, request }) => {
  const start = new Date(Date.now() - 1000).toISOString();
  const persona = await createPersona(request, 'new-borrower');
  const since = await lastEventId(request);
  await signInWithPassword(page, persona);
  await page.getByRole('button', { name: 'Apply for a salary loan' }).click();
  await page.waitForURL(/\/loan-calculator$/);
  await page.getByRole('textbox', { name: 'How much do you need?' }).fill('20,000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/loan-purpose$/);
  // Batches go out after 5 s: wait until the collector holds the purpose page view, then the borrower leaves.
  await expect
    .poll(async () => (await collected(request, since)).some((e) => e.channel === 'segment' && e.name === 'Loan Purpose'), { timeout: 20_000, intervals: [1000] })
    .toBe(true);

  await page.goto(`/sandbox/insights?from=${encodeURIComponent(start)}&journey=newLoan`);
  await expect(page.getByRole('heading', { level: 1, name: 'Where borrowers drop off' })).toBeVisible();
  await expect(page.getByText('1 sessions from the sandbox collector.')).toBeVisible();
  const states = page.getByRole('table', { name: 'States of newLoan' });
  // State, entered, forward, back, dropped, drop-off, completed, median time.
  await expect(states.getByRole('row', { name: /^loanCalculator / })).toHaveText(/^loanCalculator\s*1\s*1\s*0\s*0\s*0%\s*0\s*\d+ s$/);
  await expect(states.getByRole('row', { name: /^loanPurpose / })).toHaveText(/^loanPurpose\s*1\s*0\s*0\s*1\s*100%\s*0\s*—$/);
  const moves = page.getByRole('table', { name: 'Transitions of newLoan' });
  await expect(moves.getByRole('row', { name: 'loanCalculator loanPurpose 1' })).toBeVisible();

  // The JSON view carries the same figures and no id.
  const res = await request.get(`/sandbox/api/insights?from=${encodeURIComponent(start)}&journey=newLoan`);
  const body = (await res.json()) as { states: { chart: string; state: string; dropped: number }[] };
  expect(body.states.find((s) => s.chart === 'newLoan' && s.state === 'loanPurpose')).toMatchObject({ entered: 1, dropped: 1 });
  expect(JSON.stringify(body)).not.toContain(persona.userId);
});
