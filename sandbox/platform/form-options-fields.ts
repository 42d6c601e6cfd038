import type { FormJourney, FormStep } from '../../src/api/contract/form-options';
import type { FieldConfig, Option } from '../../src/api/contract/form-rules';
import { MOBILE_NUMBER_MESSAGE } from '../rules/identifiers';

/**
 * Form field configuration per journey and step, as the platform would serve it. Field-level rules are not in
 * the spec; these are the sandbox's (docs/decisions.md). Answers are strings; dates YYYY-MM-DD.
 */
const NAME = { max_length: 50, pattern: "^[\\p{L} .'-]+$", pattern_message: 'Please use letters only.' } as const;
const opts = (...codes: [string, string][]): Option[] => codes.map(([code, label]) => ({ code, label }));
const yesNo = opts(['YES', 'Yes'], ['NO', 'No']);
const relationships = opts(
  ['PARTNER', 'Partner'], ['HUSBAND', 'Husband'], ['WIFE', 'Wife'], ['FATHER', 'Father'], ['MOTHER', 'Mother'],
  ['BROTHER', 'Brother'], ['SISTER', 'Sister'], ['DAUGHTER', 'Daughter'], ['SON', 'Son'], ['RELATIVE', 'Relative'],
  ['COLLEAGUE', 'Colleague'], ['CLOSE_FRIEND', 'Close friend'], ['OTHERS', 'Others'],
);
// Typed as at sign-up (0917 123 4567, +63 917…); checked and stored as +639XXXXXXXXX (form-rules normaliseValue).
const mobile = { format: 'MOBILE', pattern: '^\\+639\\d{9}$', pattern_message: MOBILE_NUMBER_MESSAGE } as const;
/** The province and city of birth are Philippine lists: asked only of those born in the Philippines (W3-C item 10). */
const bornHere = { field: 'birth_country', equals: 'PHL', because: 'of those born in the Philippines' };

const personal: FieldConfig[] = [
  { name: 'first_name', label: 'First name', kind: 'INPUT', required: true, ...NAME },
  { name: 'middle_name', label: 'Middle name', kind: 'INPUT', required: false, ...NAME },
  { name: 'last_name', label: 'Last name', kind: 'INPUT', required: true, ...NAME },
  { name: 'name_suffix', label: 'Suffix', kind: 'SELECT', required: false, options_source: 'lookup:NAME_SUFFIX' },
  { name: 'gender', label: 'Gender', kind: 'RADIO', required: true, options: opts(['MALE', 'Male'], ['FEMALE', 'Female']) },
  { name: 'birth_date', label: 'Date of birth', kind: 'DATE', required: true, min_age: 18, max_age: 65 },
  { name: 'birth_country', label: 'Country of birth', kind: 'AUTO_COMPLETE', required: true, options_source: 'countries' },
  { name: 'birth_province', label: 'Province of birth', kind: 'AUTO_COMPLETE', required: false, options_source: 'provinces', applies_when: bornHere },
  { name: 'birth_city', label: 'City of birth', kind: 'AUTO_COMPLETE', required: false, options_source: 'cities', depends_on: 'birth_province', applies_when: bornHere },
  { name: 'marital_status', label: 'Marital status', kind: 'SELECT', required: true, options_source: 'lookup:MARITIAL_STATUS' },
  { name: 'education', label: 'Educational attainment', kind: 'SELECT', required: true, options_source: 'lookup:EDUCATION_TYPE' },
  { name: 'nationality', label: 'Nationality', kind: 'SELECT', required: true, options_source: 'lookup:NATIONALITY' },
];

export const professional: FieldConfig[] = [
  { name: 'employee_id', label: 'Employee ID', kind: 'INPUT', required: true, max_length: 30, pattern: '^[A-Za-z0-9-]+$', pattern_message: 'Use letters, digits and dashes only.' },
  { name: 'employment_type', label: 'Employment type', kind: 'SELECT', required: true, options_source: 'lookup:EMPLOYMENT_TYPE' },
  { name: 'job_level', label: 'Job level', kind: 'SELECT', required: true, options_source: 'lookup:JOB_LEVEL' },
  {
    name: 'job_title', label: 'Job title', kind: 'AUTO_COMPLETE', required: true, options_source: 'lookup:JOB_TITLE',
    // No list of titles is complete: "Other" asks the title, and the typed title is the answer.
    other: { code: 'OTHERS', label: 'Your job title', max_length: 60, pattern: "^[\\p{L}\\p{N} .,'&()/-]+$", pattern_message: 'Please use letters, numbers and simple punctuation only.' },
  },
  { name: 'date_hired', label: 'Date hired', kind: 'DATE', required: true, not_future: true },
  { name: 'gross_monthly_salary', label: 'Gross monthly salary', kind: 'INPUT', format: 'AMOUNT', required: true, max_length: 13, pattern: '^\\d{1,3}(,?\\d{3})*(\\.\\d{1,2})?$', pattern_message: 'Enter an amount, e.g. 25,000.' },
  { name: 'income_type', label: 'Source of income', kind: 'SELECT', required: true, options_source: 'lookup:INCOME_TYPE' },
];

const ewaProfessional: FieldConfig[] = [
  ...professional.filter((f) => f.name !== 'income_type'),
  { name: 'pay_cycle', label: 'Pay cycle', kind: 'RADIO', required: true, options: opts(['1 Month', '1 Month'], ['1 Semi Month', '1 Semi Month'], ['1 Week', '1 Week'], ['2 Weeks', '2 Weeks']) },
];

const additional: FieldConfig[] = [
  { name: 'dependants', label: 'Number of dependants', kind: 'INPUT', required: true, max_length: 2, pattern: '^\\d{1,2}$', pattern_message: 'Enter a number from 0 to 99.' },
  { name: 'contact_name', label: 'Emergency contact name', kind: 'INPUT', required: true, max_length: 100, pattern: "^[\\p{L} .'-]+$", pattern_message: 'Please use letters only.' },
  { name: 'contact_relationship', label: 'Relationship', kind: 'SELECT', required: true, options: relationships },
  { name: 'contact_number', label: 'Emergency contact number', kind: 'INPUT', required: true, ...mobile },
  { name: 'has_other_loans', label: 'Other loans', kind: 'RADIO', required: true, options: yesNo },
];

const address: FieldConfig[] = [
  { name: 'address_type', label: 'Address type', kind: 'RADIO', required: true, options: opts(['PERMANENT', 'Permanent'], ['CURRENT', 'Current']) },
  { name: 'province', label: 'Province', kind: 'AUTO_COMPLETE', required: true, options_source: 'provinces' },
  { name: 'city', label: 'City or municipality', kind: 'AUTO_COMPLETE', required: true, options_source: 'cities', depends_on: 'province' },
  { name: 'barangay', label: 'Barangay', kind: 'AUTO_COMPLETE', required: true, options_source: 'barangays', depends_on: 'city' },
  { name: 'zipcode', label: 'Zip code', kind: 'SELECT', required: true, options_source: 'zipcodes', depends_on: 'city' },
  { name: 'street', label: 'House number and street', kind: 'INPUT', required: true, max_length: 120 },
  { name: 'resident_type', label: 'Residence type', kind: 'SELECT', required: true, options_source: 'lookup:RESIDENT_TYPE' },
  { name: 'years_at_address', label: 'Years at this address', kind: 'INPUT', required: true, max_length: 2, pattern: '^\\d{1,2}$', pattern_message: 'Enter a number from 0 to 99.' },
];

const bank: FieldConfig[] = [
  { name: 'bank', label: 'Bank', kind: 'SELECT', required: true, options_source: 'banks' },
  { name: 'account_type', label: 'Account type', kind: 'RADIO', required: true, options: opts(['PRIMARY', 'Payroll'], ['SAVINGS', 'Savings'], ['OTHERS', 'Other']) },
  { name: 'account_name', label: 'Account name', kind: 'INPUT', required: true, max_length: 100, pattern: "^[\\p{L} .'-]+$", pattern_message: 'Please use letters only.' },
  { name: 'account_number', label: 'Account number', kind: 'INPUT', required: true, min_length: 10, max_length: 16, pattern: '^\\d+$', pattern_message: 'Use digits only.' },
];

const loanSteps: Partial<Record<FormStep, FieldConfig[]>> = {
  'personal-details': personal,
  'professional-details': professional,
  'additional-details': additional,
  address,
  'bank-details': bank,
};

/** EWA activation has no disbursement step (wages go to the payroll account). */
const ewaSteps: Partial<Record<FormStep, FieldConfig[]>> = {
  'personal-details': personal,
  'professional-details': ewaProfessional,
  'additional-details': additional,
  address,
};

export const fieldConfig: Record<FormJourney, Partial<Record<FormStep, FieldConfig[]>>> = {
  NEW_LOAN: loanSteps,
  RE_LOAN: loanSteps,
  REFINANCE: loanSteps,
  EWA_ACTIVATION: ewaSteps,
};

export const registrationFields: FieldConfig[] = [
  { name: 'first_name', label: 'First name', kind: 'INPUT', required: true, ...NAME },
  { name: 'last_name', label: 'Last name', kind: 'INPUT', required: true, ...NAME },
  { name: 'birth_date', label: 'Date of birth', kind: 'DATE', required: true, min_age: 18, max_age: 65 },
  { name: 'company_id', label: 'Company', kind: 'AUTO_COMPLETE', required: true, options_source: 'companies' },
  { name: 'referral_code', label: 'Referral code', kind: 'INPUT', required: false, max_length: 12, pattern: '^[A-Za-z0-9]{6,12}$', pattern_message: 'Referral codes have 6 to 12 letters or digits.' },
];
