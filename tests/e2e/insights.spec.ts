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

/**
 * The drop-off drawn on the chart: three borrowers on 10 March 2021 (a desktop browser, a phone's browser, the
 * app's web view) posted to the collector as Segment batches; the map shades their states, a state's box opens its
 * figures and sample sessions, and the device filter changes the figures.
 */
test('the drop-off is drawn on the chart; a state shows its figures; the device filter changes them', async ({ page, request }) => {
  test.setTimeout(150_000); // the first view lays the journey's map out with ELK (seconds on a shared machine)
  const day = Date.UTC(2021, 2, 10, 9);
  const phone = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';
  const inApp = `${phone} platform:android|app_version:3.12.0|build_version:31200`;
  const visit = (anonymousId: string, name: string, minute: number, context: Record<string, unknown>, props: Record<string, unknown> = {}) => ({
    type: 'page',
    name,
    anonymousId,
    timestamp: new Date(day + minute * 60_000).toISOString(),
    context,
    properties: { journey: 'newLoan', ...props },
  });
  const run = `${Date.now()}`;
  const batch = [
    visit(`desk-${run}`, 'Loan Calculator', 0, { userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0' }, { event_source: 'Desktop' }),
    visit(`desk-${run}`, 'Loan Purpose', 1, { userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0' }, { event_source: 'Desktop' }),
    visit(`phone-${run}`, 'Loan Calculator', 0, { userAgent: phone }),
    visit(`app-${run}`, 'Loan Calculator', 0, { userAgent: inApp }),
    visit(`app-${run}`, 'Loan Purpose', 2, { userAgent: inApp }),
    visit(`app-${run}`, 'Personal Details', 4, { userAgent: inApp }),
  ];
  const posted = await request.post('/segment/v1/batch', { data: { writeKey: 'insights-e2e', batch } });
  expect(posted.ok()).toBe(true);

  await page.goto('/sandbox/insights?journey=newLoan&from=2021-03-10&to=2021-03-10');
  await expect(page.getByText('3 sessions from the sandbox collector.')).toBeVisible();
  const map = page.getByRole('group', { name: 'Drop-off on the newLoan chart' });
  await expect(map).toBeVisible();
  // Each visited state is drawn with its figures: 3 borrowers at the calculator (1 left), 2 at the purpose (1 left).
  await expect(map.getByRole('link', { name: /^Loan calculator 3 entered · 33% left/ })).toBeVisible();
  await expect(map.getByRole('link', { name: /^Personal details 1 entered · 100% left/ })).toBeVisible();

  await map.getByRole('link', { name: /^Loan purpose 2 entered · 50% left/ }).click();
  const figures = page.getByRole('region', { name: 'loanPurpose in newLoan' });
  await expect(figures).toBeVisible();
  await expect(figures.getByRole('definition')).toHaveText(['2', '1', '0', '1 (50%)', '0', '2.0 min']);
  const samples = figures.getByRole('list', { name: 'Sample sessions through loanPurpose' }).getByRole('listitem');
  await expect(samples).toHaveText(['loanCalculator → loanPurpose: left there', 'loanCalculator → loanPurpose → personalDetails: left there']);

  // Only the app's web view.
  await page.getByRole('combobox', { name: 'Device' }).selectOption({ label: 'In-app' });
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/device=in-app/);
  await expect(page.getByText('1 sessions from the sandbox collector.')).toBeVisible();
  await expect(map.getByRole('link', { name: /^Loan calculator 1 entered · 0% left/ })).toBeVisible();
  await expect(map.getByRole('link', { name: /^Loan purpose 1 entered · 0% left/ })).toBeVisible();
  // Only phones' browsers: one borrower, who left at the calculator.
  await page.getByRole('combobox', { name: 'Device' }).selectOption({ label: 'Mobile' });
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByText('1 sessions from the sandbox collector.')).toBeVisible();
  await expect(map.getByRole('link', { name: /^Loan calculator 1 entered · 100% left/ })).toBeVisible();
});
