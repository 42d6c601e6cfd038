// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ChartProvider } from '~/app/use-chart';
import { journeyMachines } from '@machines/journeys/journey.machine';
import type { JourneyInput } from '@machines/journeys/journey-types';
import JourneyFormScreen from '~/journeys/screens/journey-form/journey-form.screen';
import { fakePlatform } from '../../machines/journeys/fake-platform';
import { lookups } from '../../../sandbox/platform/form-options-data';
import { fieldConfig } from '../../../sandbox/platform/form-options-fields';

afterEach(cleanup);
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
globalThis.fetch = () => new Promise<Response>(() => {});

const fields = fieldConfig.NEW_LOAN['professional-details']!;
/** The platform's read of the step when nothing is saved: what it holds from /employment-information. */
const fromEmployment = { employee_id: 'SB-3321', employment_type: 'REGULAR', job_level: 'SUPERVISOR', job_title: 'ACCOUNTANT', date_hired: '2021-02-01', gross_monthly_salary: '35,000' };

function openProfessional(read: { answers: Record<string, string>; version: number; prefill?: Record<string, string> }, input: Partial<JourneyInput> = {}) {
  const platform = fakePlatform();
  const actor = createActor(journeyMachines.newLoan.provide({ actors: platform.actors as never }), {
    input: { type: 'newLoan', applicationId: 'app-1', startAt: 'professionalDetails', reached: 3, ...input },
  }).start();
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  qc.setQueryData(['formOptions', 'fieldConfig', 'NEW_LOAN', 'professional-details'], { journey: 'NEW_LOAN', step: 'professional-details', fields });
  qc.setQueryData(['loans', 'application', 'app-1', 'step', 'professional-details'], { step: 'professional-details', ...read });
  for (const type of ['EMPLOYMENT_TYPE', 'JOB_LEVEL', 'JOB_TITLE', 'INCOME_TYPE'] as const) qc.setQueryData(['formOptions', 'lookup', type], lookups[type]);
  render(
    <QueryClientProvider client={qc}>
      <ChartProvider actor={actor}>
        <JourneyFormScreen />
      </ChartProvider>
    </QueryClientProvider>,
  );
  return { actor, saves: platform.calls };
}

const input = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const jobTitle = () => input('Job title');

describe('professional details start filled from what the platform holds (W3-C item 1)', () => {
  it('shows the employment details given on /employment-information', () => {
    openProfessional({ answers: {}, version: 0, prefill: fromEmployment });
    expect(input('Employee ID').value).toBe('SB-3321');
    expect(jobTitle().value).toBe('Accountant');
    expect(input('Date hired').value).toBe('2021-02-01');
    expect(input('Gross monthly salary').value).toBe('35,000');
    expect(screen.getByLabelText('Job level', { selector: 'button' }).textContent).toContain('Supervisor');
    // Not held anywhere: asked.
    expect(screen.getByLabelText('Source of income', { selector: 'button' }).textContent).toContain('Choose…');
  });

  it('what the borrower typed wins over it (the step’s draft), and saved answers win over it', () => {
    openProfessional({ answers: {}, version: 0, prefill: fromEmployment }, { drafts: { professionalDetails: { employee_id: 'MINE-1', gross_monthly_salary: '' } } });
    expect(input('Employee ID').value).toBe('MINE-1');
    expect(input('Gross monthly salary').value).toBe('');
    cleanup();
    openProfessional({ answers: { employee_id: 'SAVED-9', gross_monthly_salary: '41,000' }, version: 2, prefill: fromEmployment });
    expect(input('Employee ID').value).toBe('SAVED-9');
    expect(input('Gross monthly salary').value).toBe('41,000');
  });
});

/** Types into a search box and picks the option, as a borrower does. */
function pick(box: HTMLInputElement, typed: string, option: string) {
  fireEvent.change(box, { target: { value: typed } });
  fireEvent.mouseDown(within(document.getElementById(box.getAttribute('aria-controls')!)!).getByText(option, { selector: '[role=option]' }));
}

describe('job title: a list long enough, and Other for the rest (W3-C item 7)', () => {
  it('lists titles of real employees from the platform’s list: Bank teller is one', async () => {
    const { actor } = openProfessional({ answers: {}, version: 0 });
    pick(jobTitle(), 'bank', 'Bank teller');
    expect(jobTitle().value).toBe('Bank teller');
    expect(actor.getSnapshot().context.drafts.professionalDetails).toMatchObject({ job_title: 'BANK_TELLER' });
    expect(lookups.JOB_TITLE.length).toBeGreaterThanOrEqual(80);
  });

  it('a title not in the list is kept as typed: Other, with the title in its own field, and saved as typed', async () => {
    const { saves } = openProfessional({ answers: {}, version: 0, prefill: { ...fromEmployment, job_title: '', income_type: 'SALARY' } });
    fireEvent.change(jobTitle(), { target: { value: 'Fish vendor' } });
    // Other is offered whatever is typed.
    expect(within(document.getElementById(jobTitle().getAttribute('aria-controls')!)!).getByText('Other (type your job title)')).toBeTruthy();
    fireEvent.blur(jobTitle());
    expect(jobTitle().value).toBe('Other (type your job title)');
    expect(input('Your job title').value).toBe('Fish vendor');
    expect(screen.queryByText(/is not in the list/)).toBeNull();
    fireEvent.change(input('Your job title'), { target: { value: 'Fish vendor (wet market)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(saves.filter((c) => c.actor === 'saveFormStep')).toHaveLength(1));
    expect(saves.find((c) => c.actor === 'saveFormStep')!.input.values).toMatchObject({ job_title: 'Fish vendor (wet market)' });
  });

  it('Other chosen and nothing typed says what is missing', () => {
    openProfessional({ answers: {}, version: 0, prefill: fromEmployment });
    pick(jobTitle(), 'oth', 'Other (type your job title)');
    expect(input('Your job title').value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getAllByText('Please fill in your job title.').length).toBeGreaterThan(0);
  });

  it('a typed title saved earlier opens as Other with the title', () => {
    openProfessional({ answers: { ...fromEmployment, job_title: 'Fish vendor', income_type: 'SALARY' }, version: 1 });
    expect(jobTitle().value).toBe('Other (type your job title)');
    expect(input('Your job title').value).toBe('Fish vendor');
  });
});

describe('gross monthly salary shows thousands separators (W3-C item 7)', () => {
  it('groups what is typed', () => {
    openProfessional({ answers: {}, version: 0 });
    const salary = input('Gross monthly salary');
    fireEvent.change(salary, { target: { value: '35000', selectionStart: 5 } });
    expect(salary.value).toBe('35,000');
    expect(salary.parentElement!.textContent).toContain('₱');
  });
});
