import * as v from 'valibot';
import { endpoint } from '../endpoint';

export const relations = ['PARENT', 'CHILD', 'SPOUSE', 'SIBLING'] as const;

const text = (label: string, max = 80) =>
  v.pipe(v.string(`Please fill in ${label.toLowerCase()}.`), v.trim(), v.minLength(1, `Please fill in ${label.toLowerCase()}.`), v.maxLength(max, `${label} must be at most ${max} characters.`));

export const beneficiarySchema = v.object({
  full_name: text('Full name'),
  relation: v.picklist(relations, 'Choose a relation.'),
  birth_date: v.pipe(v.string('Please enter a valid date.'), v.isoDate('Please enter a valid date.')),
});

export const insurancePolicySchema = v.object({
  id: v.string(),
  status: v.picklist(['ACTIVE', 'PENDING']),
  beneficiaries: v.array(beneficiarySchema),
  employer_name: v.string(),
  position: v.string(),
  created_at: v.string(),
});
export type InsurancePolicy = v.InferOutput<typeof insurancePolicySchema>;

export const getInsurance = endpoint({
  group: 'insurance', method: 'GET', path: '/api/v1/insurance',
  response: v.object({ data: v.array(insurancePolicySchema), latest: v.nullable(insurancePolicySchema) }),
});

export const putInsurance = endpoint({
  group: 'insurance',
  method: 'PUT',
  path: '/api/v1/insurance',
  body: v.object({
    beneficiaries: v.pipe(v.array(beneficiarySchema), v.minLength(1, 'Add at least one beneficiary.'), v.maxLength(4, 'Add at most 4 beneficiaries.')),
    employer_name: text('Employer name'),
    position: text('Position'),
  }),
  response: insurancePolicySchema,
});
