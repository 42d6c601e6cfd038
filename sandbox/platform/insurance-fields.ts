import type { InsuranceForm } from '../../src/api/contract/insurance';
import type { FieldConfig, Option } from '../../src/api/contract/form-rules';

/**
 * The insurance form as the platform configures it (served with GET /api/v1/insurance). Field-level rules are not
 * in the spec; these are the sandbox's, in the loan forms' style (form-options-fields.ts). Beneficiaries: one to
 * four, each with a whole-percent share, the shares adding up to 100 (docs/decisions.md, 2026-11-25).
 */
const NAME = { max_length: 50, pattern: "^[\\p{L} .'-]+$", pattern_message: 'Please use letters only.' } as const;
const opts = (...codes: [string, string][]): Option[] => codes.map(([code, label]) => ({ code, label }));

const personal: FieldConfig[] = [
  { name: 'first_name', label: 'First name', kind: 'INPUT', required: true, ...NAME },
  { name: 'middle_name', label: 'Middle name', kind: 'INPUT', required: false, ...NAME },
  { name: 'last_name', label: 'Last name', kind: 'INPUT', required: true, ...NAME },
  { name: 'gender', label: 'Gender', kind: 'RADIO', required: true, options: opts(['MALE', 'Male'], ['FEMALE', 'Female']) },
  { name: 'birth_date', label: 'Date of birth', kind: 'DATE', required: true, min_age: 18, max_age: 65 },
  {
    name: 'marital_status', label: 'Marital status', kind: 'SELECT', required: true,
    options: opts(['SINGLE', 'Single'], ['MARRIED', 'Married'], ['WIDOWED', 'Widowed'], ['SEPARATED', 'Separated']),
  },
];

const employment: FieldConfig[] = [
  { name: 'employer_name', label: 'Employer name', kind: 'INPUT', required: true, max_length: 80 },
  { name: 'position', label: 'Position', kind: 'INPUT', required: true, max_length: 80 },
  {
    name: 'employment_type', label: 'Employment type', kind: 'SELECT', required: true,
    options: opts(['REGULAR', 'Regular'], ['PROBATIONARY', 'Probationary'], ['CONTRACTUAL', 'Contractual']),
  },
  { name: 'date_hired', label: 'Date hired', kind: 'DATE', required: true, not_future: true },
];

export const insuranceForm: InsuranceForm = {
  personal_details: personal,
  beneficiaries: { min: 1, max: 4, shares_required: true },
  employment,
};
