import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { fieldConfigSchema } from './form-rules';
import { nfc } from './text';

/**
 * Insurance (spec §7 "Insurance: get, put"): an employer benefit the borrower enrols in with personal details,
 * beneficiaries and employment. GET returns the enrolments (insuranceList, insuranceLatest), the draft being
 * filled in, and the form as the platform configures it (fields of the personal and employment steps, the
 * beneficiary rules). PUT saves one step of the draft; saving employment submits it.
 */
export const relations = ['PARENT', 'CHILD', 'SPOUSE', 'SIBLING'] as const;
export type Relation = (typeof relations)[number];
export const relationLabels: Record<Relation, string> = { PARENT: 'Parent', CHILD: 'Child', SPOUSE: 'Spouse', SIBLING: 'Sibling' };

const text = (label: string, max = 80) =>
  v.pipe(v.string(`Please fill in ${label.toLowerCase()}.`), v.transform(nfc), v.trim(), v.minLength(1, `Please fill in ${label.toLowerCase()}.`), v.maxLength(max, `${label} must be at most ${max} characters.`));

export const beneficiarySchema = v.object({
  full_name: text('Full name'),
  relation: v.picklist(relations, 'Choose a relation.'),
  birth_date: v.pipe(v.string('Please enter a valid date.'), v.isoDate('Please enter a valid date.')),
  /** Whole percent of the benefit; present when the platform asks for shares (beneficiary rules). */
  share_percent: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100))),
});
export type Beneficiary = v.InferOutput<typeof beneficiarySchema>;

export const beneficiaryRulesSchema = v.object({
  min: v.number(),
  max: v.number(),
  /** Each beneficiary gets a whole-percent share and the shares add up to 100. */
  shares_required: v.boolean(),
});
export type BeneficiaryRules = v.InferOutput<typeof beneficiaryRulesSchema>;

export const insuranceFormSchema = v.object({
  personal_details: v.array(fieldConfigSchema),
  beneficiaries: beneficiaryRulesSchema,
  employment: v.array(fieldConfigSchema),
});
export type InsuranceForm = v.InferOutput<typeof insuranceFormSchema>;

const answers = v.record(v.string(), v.string());

export const insurancePolicySchema = v.object({
  id: v.string(),
  /** DRAFT while the borrower fills it in; PENDING once submitted, until the insurer confirms it (ACTIVE). */
  status: v.picklist(['DRAFT', 'PENDING', 'ACTIVE']),
  personal_details: answers,
  beneficiaries: v.array(beneficiarySchema),
  employment: answers,
  employer_name: v.string(),
  position: v.string(),
  created_at: v.string(),
});
export type InsurancePolicy = v.InferOutput<typeof insurancePolicySchema>;

export const getInsurance = endpoint({
  group: 'insurance',
  method: 'GET',
  path: '/api/v1/insurance',
  response: v.object({
    /** Submitted enrolments, newest first (insuranceList); `latest` is the first (insuranceLatest). */
    data: v.array(insurancePolicySchema),
    latest: v.nullable(insurancePolicySchema),
    draft: v.nullable(insurancePolicySchema),
    /** Whether the borrower's company offers insurance (cst_data.has_insurance). */
    offered: v.boolean(),
    form: insuranceFormSchema,
  }),
});

export const insuranceSteps = ['personal-details', 'beneficiary', 'employment'] as const;
export type InsuranceStep = (typeof insuranceSteps)[number];

export const putInsurance = endpoint({
  group: 'insurance',
  method: 'PUT',
  path: '/api/v1/insurance',
  body: v.variant('step', [
    v.object({ step: v.literal('personal-details'), answers }),
    v.object({
      step: v.literal('beneficiary'),
      beneficiaries: v.pipe(v.array(beneficiarySchema), v.minLength(1, 'Add at least one beneficiary.'), v.maxLength(4, 'Add at most 4 beneficiaries.')),
    }),
    // Saving employment submits the enrolment (personal details and beneficiaries must be saved already).
    v.object({ step: v.literal('employment'), answers }),
  ], 'Unknown insurance step.'),
  response: insurancePolicySchema,
});
