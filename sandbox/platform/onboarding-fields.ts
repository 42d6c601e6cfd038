import type { OnboardingStep } from '../../src/api/contract/user';
import type { FieldConfig } from '../../src/api/contract/form-rules';
import { professional } from './form-options-fields';

/**
 * Fields of the onboarding steps and of the employment information form, as the platform would serve them
 * (the spec names the steps, not their fields: docs/decisions.md 2026-11-25).
 */
const NAME = { max_length: 50, pattern: "^[\\p{L} .'-]+$", pattern_message: 'Please use letters only.' } as const;

export const onboardingFields: Record<OnboardingStep, FieldConfig[]> = {
  'personal-details': [
    { name: 'first_name', label: 'First name', kind: 'INPUT', required: true, ...NAME },
    { name: 'middle_name', label: 'Middle name', kind: 'INPUT', required: false, ...NAME },
    { name: 'last_name', label: 'Last name', kind: 'INPUT', required: true, ...NAME },
    { name: 'gender', label: 'Gender', kind: 'RADIO', required: true, options: [{ code: 'MALE', label: 'Male' }, { code: 'FEMALE', label: 'Female' }] },
    { name: 'birth_date', label: 'Date of birth', kind: 'DATE', required: true, min_age: 18, max_age: 65 },
  ],
  'critical-details': [
    { name: 'tin', label: 'Tax identification number (TIN)', kind: 'INPUT', required: true, pattern: '^\\d{9}(\\d{3})?$', pattern_message: 'Enter your 9- or 12-digit TIN, digits only.' },
    { name: 'marital_status', label: 'Marital status', kind: 'SELECT', required: true, options_source: 'lookup:MARITIAL_STATUS' },
    { name: 'nationality', label: 'Nationality', kind: 'SELECT', required: true, options_source: 'lookup:NATIONALITY' },
  ],
};

/** Profile columns the personal details step also sets (the profile is what the rest of the platform reads). */
export const profileColumns = ['first_name', 'middle_name', 'last_name', 'gender', 'birth_date'] as const;

/** The employment information form: the professional details of a loan application, without the income type. */
export const employmentFields: FieldConfig[] = professional.filter((f) => f.name !== 'income_type');
