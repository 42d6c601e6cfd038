import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { fieldConfigSchema } from './form-rules';

/**
 * Employment with the selected company (spec §2 /employment-status, /employment-information). The spec names no
 * call group for it; these are the sandbox's (docs/decisions.md 2026-11-25). The platform asks through
 * eligibility: a flag disabled with reason EMPLOYMENT_UNCONFIRMED (confirm you still work there) or
 * EMPLOYMENT_DETAILS_REQUIRED (after a company change: update your employment details).
 */
export const employmentStatuses = ['CONFIRMED', 'UNCONFIRMED', 'DETAILS_REQUIRED'] as const;
export type EmploymentStatus = (typeof employmentStatuses)[number];
export const employmentReasons = { UNCONFIRMED: 'EMPLOYMENT_UNCONFIRMED', DETAILS_REQUIRED: 'EMPLOYMENT_DETAILS_REQUIRED' } as const;

export const employmentSchema = v.object({
  company_id: v.nullable(v.string()),
  status: v.picklist(employmentStatuses),
  confirmed_at: v.nullable(v.string()),
  /** The employment details last saved (employee ID, job, salary...), every value a string. */
  details: v.record(v.string(), v.string()),
  /** The fields of the employment information form (server-driven, as the journey forms). */
  fields: v.array(fieldConfigSchema),
});
export type Employment = v.InferOutput<typeof employmentSchema>;

export const getEmployment = endpoint({ group: 'employment', method: 'GET', path: '/api/v1/employment', response: employmentSchema });

/** The borrower still works for the company on their profile (it must be that one: a stale page is refused). */
export const confirmEmployment = endpoint({
  group: 'employment', method: 'POST', path: '/api/v1/employment/confirm',
  body: v.object({ company_id: v.pipe(v.string('Choose your company first.'), v.minLength(1, 'Choose your company first.')) }),
  response: employmentSchema,
});

/** New employment details, validated with the form's fields (400 with field messages); confirms employment. */
export const updateEmployment = endpoint({
  group: 'employment', method: 'PUT', path: '/api/v1/employment',
  body: v.object({ answers: v.record(v.string(), v.pipe(v.string(), v.maxLength(200, 'That answer is too long.'))) }),
  response: employmentSchema,
});
