import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employment, loans, user } from '../../src/api/contract';
import { createPersona } from '../../sandbox/backoffice/personas';
import { issueTokens } from '../../sandbox/cognito/tokens';
import { findAccountById } from '../../sandbox/cognito/accounts';
import { createApiClient } from '../../src/api/client';
import { onboardingStart, employmentStart } from '../../machines/onboarding/onboarding-rules';
import { failure, startPlatform, type PlatformHarness } from './platform-harness';

let h: PlatformHarness;
beforeAll(async () => {
  h = await startPlatform();
});
afterAll(() => h.close());

const persona = async (kind: 'onboarding-pending' | 'employment-unconfirmed') => {
  const p = createPersona(h.sandbox.ctx, kind);
  const token = (await issueTokens(h.sandbox.ctx, findAccountById(h.sandbox.ctx, p.userId)!)).AccessToken;
  return createApiClient({ baseUrl: h.origin, getAccessToken: async () => token });
};

describe('onboarding (user call group)', () => {
  it('serves each step its fields; without a step, the registration fields', async () => {
    const personal = await h.anonymous(user.getRegistrationFieldConfig, { query: { step: 'personal-details' } });
    expect(personal.fields.map((f) => f.name)).toEqual(['first_name', 'middle_name', 'last_name', 'gender', 'birth_date']);
    const critical = await h.anonymous(user.getRegistrationFieldConfig, { query: { step: 'critical-details' } });
    expect(critical.fields.map((f) => f.name)).toEqual(['tin', 'marital_status', 'nationality']);
    expect((await h.anonymous(user.getRegistrationFieldConfig, { query: {} })).fields.map((f) => f.name)).toContain('company_id');
  });

  it('the persona has onboarding not done; saving and recording each step resumes on the next, then done', async () => {
    const api = await persona('onboarding-pending');
    expect(onboardingStart((await api(user.getProfile, {})).flow_states)).toBe('personalDetails');
    const bad = await failure(api(user.saveOnboardingDetails, { params: { step: 'personal-details' }, body: { answers: { first_name: 'Maria', last_name: 'S4ntos', gender: 'FEMALE', birth_date: '1990-04-12' } } }));
    expect(bad.fields).toEqual({ last_name: 'Please use letters only.' });
    const saved = await api(user.saveOnboardingDetails, { params: { step: 'personal-details' }, body: { answers: { first_name: ' Maria ', last_name: 'Santos', gender: 'FEMALE', birth_date: '1990-04-12', stray: 'x' } } });
    expect(saved.answers).toEqual({ first_name: 'Maria', middle_name: '', last_name: 'Santos', gender: 'FEMALE', birth_date: '1990-04-12' });
    expect((await api(user.getProfile, {})).first_name).toBe('Maria');
    const states = (await api(user.updateFlowState, { body: { flow: 'onboarding_personal_details', state: 'SUBMITTED' } })).flow_states;
    expect(onboardingStart(states)).toBe('criticalDetails');
    expect((await api(user.getOnboardingDetails, { params: { step: 'personal-details' } })).answers.last_name).toBe('Santos');
    const refused = await failure(api(user.saveOnboardingDetails, { params: { step: 'critical-details' }, body: { answers: { tin: '12', marital_status: 'NOPE', nationality: 'FILIPINO' } } }));
    expect(refused.fields).toEqual({ tin: 'Enter your 9- or 12-digit TIN, digits only.', marital_status: 'Please choose a valid marital status.' });
    await api(user.saveOnboardingDetails, { params: { step: 'critical-details' }, body: { answers: { tin: '123456789', marital_status: 'SINGLE', nationality: 'FILIPINO' } } });
    expect(onboardingStart((await api(user.updateFlowState, { body: { flow: 'onboarding', state: 'SUBMITTED' } })).flow_states)).toBeNull();
  });

  it('a fault on the user group fails the save', async () => {
    const api = await persona('onboarding-pending');
    h.sandbox.ctx.db.prepare("INSERT INTO faults (call_group, kind, http_status, remaining) VALUES ('user', 'status', 503, 1)").run();
    expect((await failure(api(user.saveOnboardingDetails, { params: { step: 'critical-details' }, body: { answers: {} } }))).httpStatus).toBe(503);
  });
});

describe('employment (employment call group)', () => {
  it('unconfirmed employment disables every product with its reason until confirmed', async () => {
    const api = await persona('employment-unconfirmed');
    const before = (await api(loans.getEligibleApplications, {})).computedProductEligibility;
    expect(before.loan).toEqual({ disabled: true, reason: 'EMPLOYMENT_UNCONFIRMED', application_types: [] });
    expect(employmentStart(before)).toBe('employmentStatus');
    const record = await api(employment.getEmployment, {});
    expect(record).toMatchObject({ company_id: 'cmp-sinag-bank', status: 'UNCONFIRMED', details: { employee_id: 'EMP-20418' } });
    expect((await failure(api(employment.confirmEmployment, { body: { company_id: 'cmp-other' } }))).code).toBe('COMPANY_CHANGED');
    expect((await api(employment.confirmEmployment, { body: { company_id: 'cmp-sinag-bank' } })).status).toBe('CONFIRMED');
    const after = (await api(loans.getEligibleApplications, {})).computedProductEligibility;
    expect(after.loan.disabled).toBe(false);
    expect(employmentStart(after)).toBeNull();
  });

  it('a company change asks for the employment details, validated field by field', async () => {
    const b = await h.borrower();
    await b.api(user.updateProfile, { body: { company_id: 'cmp-sinag-bank' } });
    expect((await b.api(employment.getEmployment, {})).status).toBe('CONFIRMED');
    await b.api(user.updateProfile, { body: { company_id: 'cmp-bayani-steel' } });
    const eligibility = (await b.api(loans.getEligibleApplications, {})).computedProductEligibility;
    expect(employmentStart(eligibility)).toBe('employmentInformation');
    const e = await failure(b.api(employment.updateEmployment, { body: { answers: { employee_id: 'E-1' } } }));
    expect(Object.keys(e.fields)).toEqual(expect.arrayContaining(['employment_type', 'job_level', 'job_title', 'date_hired', 'gross_monthly_salary']));
    const answers = { employee_id: 'E-1', employment_type: 'REGULAR', job_level: 'SUPERVISOR', job_title: 'ENGINEER', date_hired: '2024-01-15', gross_monthly_salary: '55,000' };
    const saved = await b.api(employment.updateEmployment, { body: { answers } });
    expect(saved).toMatchObject({ status: 'CONFIRMED', company_id: 'cmp-bayani-steel', details: answers });
    expect(employmentStart((await b.api(loans.getEligibleApplications, {})).computedProductEligibility)).toBeNull();
  });
});
