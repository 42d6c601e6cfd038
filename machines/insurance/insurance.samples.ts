import type { ChartSamplesOf } from '../shared/chart-samples';
import type { insuranceActors } from './insurance.machine';
import { insurancePages } from './insurance-pages';
import type { BeneficiaryDraft, CoverSummary, InsuranceContext, InsuranceEvent, InsuranceForm, InsuranceInput, InsuranceLoaded } from './insurance-types';

/**
 * Event payloads for the generated paths of the insurance chart (tests/paths), its machine tests and its stories:
 * the form as the sandbox configures it, a fresh start and drafts saved up to each step, answers, a save refused
 * for a field, a save that failed (fault), and every page request.
 */
const opts = (...pairs: [string, string][]) => pairs.map(([code, label]) => ({ code, label }));
export const sampleForm: InsuranceForm = {
  personal_details: [
    { name: 'first_name', label: 'First name', kind: 'INPUT', required: true, max_length: 50 },
    { name: 'last_name', label: 'Last name', kind: 'INPUT', required: true, max_length: 50 },
    { name: 'gender', label: 'Gender', kind: 'RADIO', required: true, options: opts(['MALE', 'Male'], ['FEMALE', 'Female']) },
    { name: 'birth_date', label: 'Date of birth', kind: 'DATE', required: true, min_age: 18, max_age: 65 },
    { name: 'marital_status', label: 'Marital status', kind: 'SELECT', required: true, options: opts(['SINGLE', 'Single'], ['MARRIED', 'Married']) },
  ],
  beneficiaries: { min: 1, max: 4, shares_required: true },
  employment: [
    { name: 'employer_name', label: 'Employer name', kind: 'INPUT', required: true, max_length: 80 },
    { name: 'position', label: 'Position', kind: 'INPUT', required: true, max_length: 80 },
    { name: 'date_hired', label: 'Date hired', kind: 'DATE', required: true, not_future: true },
  ],
};

export const samplePersonal = { first_name: 'Maria', last_name: 'Santos', gender: 'FEMALE', birth_date: '1990-04-12', marital_status: 'MARRIED' };
export const sampleBeneficiaries: BeneficiaryDraft[] = [
  { full_name: 'Ana Santos', relation: 'CHILD', birth_date: '2012-03-04', share_percent: '60' },
  { full_name: 'Jose Santos', relation: 'SPOUSE', birth_date: '1988-01-20', share_percent: '40' },
];
export const sampleEmployment = { employer_name: 'Sinag Bank Corporation', position: 'Teller', date_hired: '2019-06-03' };

const loaded = (saved: InsuranceLoaded['saved']): InsuranceLoaded => ({
  form: sampleForm,
  personal: saved.personal ? samplePersonal : {},
  beneficiaries: saved.beneficiaries ? sampleBeneficiaries : [],
  employment: {},
  saved,
});
const cover = (status: CoverSummary['status']): CoverSummary => ({ id: 'ins-1', status, employerName: 'Sinag Bank Corporation', beneficiaries: 2 });
const fault = Object.assign(new Error('Injected fault: HTTP 503'), { code: 'HTTP_503', httpStatus: 503 });
const refused = Object.assign(new Error('Some fields need your attention.'), {
  code: 'VALIDATION', httpStatus: 400, fields: { beneficiaries: 'Shares must add up to 100%. They add up to 90% now.' },
});

const routes = Object.values(insurancePages).map((p) => p.route);

export const insuranceSamples: ChartSamplesOf<InsuranceEvent, typeof insuranceActors, InsuranceInput, InsuranceContext> = {
  inputs: [
    { companyName: 'Sinag Bank Corporation' },
    { route: insurancePages.beneficiary.route },
    { route: insurancePages.employment.route },
  ],
  events: {
    'step.submit': [{ type: 'step.submit', values: samplePersonal }],
    'draft.update': [{ type: 'draft.update', values: { first_name: 'Mari' } }],
    'beneficiaries.submit': [{ type: 'beneficiaries.submit', beneficiaries: sampleBeneficiaries }],
    'beneficiaries.update': [{ type: 'beneficiaries.update', beneficiaries: sampleBeneficiaries.slice(0, 1) }],
    'nav.request': [...routes, '/home'].map((path) => ({ type: 'nav.request', path }) as const),
  },
  outcomes: {
    loadInsurance: {
      done: [loaded({ personal: false, beneficiaries: false }), loaded({ personal: true, beneficiaries: false }), loaded({ personal: true, beneficiaries: true })],
      error: [fault],
    },
    savePersonalDetails: { done: [cover('DRAFT')], error: [fault] },
    saveBeneficiaries: { done: [cover('DRAFT')], error: [refused, fault] },
    submitInsurance: { done: [cover('PENDING')], error: [fault] },
  },
};

export default { insurance: insuranceSamples };
