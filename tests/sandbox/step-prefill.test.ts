import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employment, loans } from '../../src/api/contract';
import type { FormStep } from '../../src/api/contract/form-options';
import { createPersona, type PersonaKind } from '../../sandbox/backoffice/personas';
import { findAccountById } from '../../sandbox/cognito/accounts';
import { issueTokens } from '../../sandbox/cognito/tokens';
import { createApiClient, type ApiClient } from '../../src/api/client';
import { journeys, journeyTypes, type JourneyType } from '@machines/journeys/definitions';
import { steps } from '@machines/journeys/steps';
import { filledFields, formStart } from '@machines/journeys/prefill';
import { startPlatform, type PlatformHarness } from './platform-harness';

/**
 * W3-C item 1: a journey's forms start with every answer the platform already holds. Per journey type with form
 * steps, the fields that start filled when nothing is saved yet, read through the platform's step read (`prefill`)
 * and the form's own start (machines/journeys/prefill.ts), as the journey form screen starts them.
 */
let h: PlatformHarness;
beforeAll(async () => {
  h = await startPlatform();
});
afterAll(() => h.close());

const asPersona = (userId: string): ApiClient => {
  const token = issueTokens(h.sandbox.ctx, findAccountById(h.sandbox.ctx, userId)!).then((t) => t.AccessToken);
  return createApiClient({ baseUrl: h.origin, getAccessToken: () => token });
};

const formStepsOf = (type: JourneyType) => (journeys[type].steps as readonly (keyof typeof steps)[]).filter((s) => steps[s].kind === 'form');

async function startFilled(api: ApiClient, applicationId: string, type: JourneyType): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const step of formStepsOf(type)) {
    const read = await api(loans.getApplicationStep, { params: { applicationId, step: steps[step].serverStep as FormStep } });
    out[step] = filledFields(formStart(null, read));
  }
  return out;
}

async function open(kind: PersonaKind, product: 'LOAN' | 'EWA' | 'QUICK_LOAN', type: JourneyType) {
  const persona = createPersona(h.sandbox.ctx, kind);
  const api = asPersona(persona.userId);
  const app = await api(loans.createApplication, { body: { product_type: product, application_type: journeys[type].applicationType as never } });
  return { api, app };
}

const profileFields = ['birth_date', 'first_name', 'gender', 'last_name'];
const work = ['date_hired', 'employee_id', 'employment_type', 'gross_monthly_salary', 'job_level', 'job_title'];
const earlierLoan = {
  personalDetails: ['birth_country', 'birth_date', 'education', 'first_name', 'gender', 'last_name', 'marital_status', 'nationality'],
  professionalDetails: [...work, 'income_type'].sort(),
  additionalDetails: ['contact_name', 'contact_number', 'contact_relationship', 'dependants', 'has_other_loans'],
  address: ['address_type', 'barangay', 'city', 'province', 'resident_type', 'street', 'years_at_address', 'zipcode'],
  bankDetails: ['account_name', 'account_number', 'account_type', 'bank'],
};
const employmentInformation = {
  employee_id: 'SB-3321', employment_type: 'REGULAR', job_level: 'SUPERVISOR', job_title: 'ACCOUNTANT', date_hired: '2021-02-01', gross_monthly_salary: '35000',
};

describe('which fields start filled, per journey type', () => {
  it('covers every journey with form steps', () => {
    expect(journeyTypes.filter((t) => formStepsOf(t).length > 0)).toEqual(['newLoan', 'reloan', 'refinance', 'ewaActivation', 'quickLoanActivation']);
  });

  it('newLoan, first application: the profile’s name, birth date and gender; the rest is asked', async () => {
    const { api, app } = await open('new-borrower', 'LOAN', 'newLoan');
    expect(await startFilled(api, app.id, 'newLoan')).toEqual({
      personalDetails: profileFields, professionalDetails: [], additionalDetails: [], address: [], bankDetails: [],
    });
  });

  it('newLoan after /employment-information: the professional details are the employment details just given', async () => {
    const { api, app } = await open('new-borrower', 'LOAN', 'newLoan');
    await api(employment.updateEmployment, { body: { answers: employmentInformation } });
    expect((await startFilled(api, app.id, 'newLoan')).professionalDetails).toEqual(work);
    const read = await api(loans.getApplicationStep, { params: { applicationId: app.id, step: 'professional-details' } });
    expect(read.prefill).toMatchObject({ employee_id: 'SB-3321', job_level: 'SUPERVISOR', gross_monthly_salary: '35,000' });
  });

  it('reloan: every step from the last application (its address and additional details too), the profile on top', async () => {
    const { api, app } = await open('reloan-eligible', 'LOAN', 'reloan');
    expect(await startFilled(api, app.id, 'reloan')).toEqual(earlierLoan);
    // The new application answers with the same, so its forms open without reading each step.
    expect(Object.keys(app.prefill ?? {}).sort()).toEqual(['additional-details', 'address', 'bank-details', 'personal-details', 'professional-details']);
    expect(app.prefill?.address).toEqual((await api(loans.getApplicationStep, { params: { applicationId: app.id, step: 'address' } })).prefill);
  });

  it('refinance: the same', async () => {
    const { api, app } = await open('refinance-eligible', 'LOAN', 'refinance');
    expect(await startFilled(api, app.id, 'refinance')).toEqual(earlierLoan);
  });

  it('ewaActivation: the profile, and the employment details where given (pay cycle is asked)', async () => {
    const { api, app } = await open('ewa-eligible', 'EWA', 'ewaActivation');
    expect(await startFilled(api, app.id, 'ewaActivation')).toEqual({ personalDetails: profileFields, professionalDetails: [], additionalDetails: [], address: [] });
    await api(employment.updateEmployment, { body: { answers: employmentInformation } });
    expect((await startFilled(api, app.id, 'ewaActivation')).professionalDetails).toEqual(work);
  });

  it('quickLoanActivation: the profile’s personal details', async () => {
    const { api, app } = await open('quick-loan-eligible', 'QUICK_LOAN', 'quickLoanActivation');
    expect(await startFilled(api, app.id, 'quickLoanActivation')).toEqual({ personalDetails: profileFields, professionalDetails: [] });
  });
});

describe('nothing the borrower gave is overwritten', () => {
  it('saved answers win: a step saved once reads back its answers, no prefill', async () => {
    const { api, app } = await open('reloan-eligible', 'LOAN', 'reloan');
    const before = await api(loans.getApplicationStep, { params: { applicationId: app.id, step: 'additional-details' } });
    await api(loans.saveApplicationStep, {
      params: { applicationId: app.id, step: 'additional-details' },
      body: { answers: { ...before.prefill, dependants: '0', contact_name: 'Ana Cruz' } },
    });
    const read = await api(loans.getApplicationStep, { params: { applicationId: app.id, step: 'additional-details' } });
    expect(read.prefill).toBeUndefined();
    expect(formStart(null, read)).toMatchObject({ dependants: '0', contact_name: 'Ana Cruz' });
  });

  it('drafts win: what was typed is the form’s start, whatever is saved or prefilled', () => {
    const saved = { answers: {}, version: 0, prefill: { first_name: 'Maria', last_name: 'Santos' } };
    expect(formStart({ first_name: 'Typed', last_name: '' }, saved)).toEqual({ first_name: 'Typed', last_name: '' });
    expect(formStart(null, saved)).toEqual({ first_name: 'Maria', last_name: 'Santos' });
    expect(formStart(null, { answers: { first_name: 'Saved' }, version: 2, prefill: { first_name: 'Maria' } })).toEqual({ first_name: 'Saved' });
    expect(formStart(null, undefined)).toEqual({});
  });

  it('another employer’s work details are not offered: after a company change only the new employment counts', async () => {
    const persona = createPersona(h.sandbox.ctx, 'reloan-eligible');
    h.sandbox.ctx.db.prepare("UPDATE applications SET company_id = 'cmp-bayani-steel' WHERE user_id = ?").run(persona.userId);
    const api = asPersona(persona.userId);
    const app = await api(loans.createApplication, { body: { product_type: 'LOAN', application_type: 'RE_LOAN' } });
    const filled = await startFilled(api, app.id, 'reloan');
    expect(filled.professionalDetails).toEqual([]);
    expect(filled.address).toEqual(earlierLoan.address);
  });
});

describe('job title and salary as the platform checks them (W3-C item 7)', () => {
  it('takes a listed title, or a title typed after Other; Other alone asks for the title', async () => {
    const { api } = await open('new-borrower', 'LOAN', 'newLoan');
    const listed = await api(employment.updateEmployment, { body: { answers: { ...employmentInformation, job_title: 'BANK_TELLER' } } });
    expect(listed.details).toMatchObject({ job_title: 'BANK_TELLER', gross_monthly_salary: '35,000' });
    const typed = await api(employment.updateEmployment, { body: { answers: { ...employmentInformation, job_title: 'Fish vendor' } } });
    expect(typed.details.job_title).toBe('Fish vendor');
    const refused = await api(employment.updateEmployment, { body: { answers: { ...employmentInformation, job_title: 'OTHERS' } } }).catch((e: unknown) => e as { fields?: Record<string, string> });
    expect((refused as { fields?: Record<string, string> }).fields).toEqual({ job_title: 'Please fill in your job title.' });
  });
});
