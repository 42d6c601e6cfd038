import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { fieldConfigSchema, optionSchema } from './form-rules';

/** Configuration lookup types of spec §3 (the platform's own spelling, MARITIAL_STATUS included). */
export const lookupTypes = [
  'EDUCATION_TYPE',
  'MARITIAL_STATUS',
  'JOB_LEVEL',
  'EMPLOYMENT_TYPE',
  'RESIDENT_TYPE',
  'INCOME_TYPE',
  'NATIONALITY',
  'JOB_TITLE',
  'NAME_SUFFIX',
] as const;
export type LookupType = (typeof lookupTypes)[number];

/** Journeys with form steps (application types) and the steps whose fields come from the platform. */
export const formJourneys = ['NEW_LOAN', 'RE_LOAN', 'REFINANCE', 'EWA_ACTIVATION'] as const;
export type FormJourney = (typeof formJourneys)[number];
export const formSteps = ['personal-details', 'professional-details', 'additional-details', 'address', 'bank-details'] as const;
export type FormStep = (typeof formSteps)[number];

const optionsResponse = v.object({ options: v.array(optionSchema) });
const codeQuery = (name: string) => v.pipe(v.string(`Choose a ${name} first.`), v.regex(/^\d{9,10}$/, `Unknown ${name}.`));

/** Reference data is public (no token): the same lists serve registration and every journey. */
export const getLookup = endpoint({
  group: 'formOptions',
  method: 'GET',
  path: '/api/v1/form-options/lookups/:type',
  auth: false,
  response: v.object({ type: v.picklist(lookupTypes), options: v.array(optionSchema) }),
});

export const listCountries = endpoint({
  group: 'formOptions', method: 'GET', path: '/api/v1/form-options/countries', auth: false, response: optionsResponse,
});

export const listLoanPurposes = endpoint({
  group: 'formOptions',
  method: 'GET',
  path: '/api/v1/form-options/loan-purposes',
  auth: false,
  response: v.object({
    categories: v.array(v.object({ code: v.string(), label: v.string(), purposes: v.array(optionSchema) })),
  }),
});

export const bankSchema = v.object({
  code: v.string(),
  label: v.string(),
  /** Digits an account number has at this bank (min..max). */
  account_number_min: v.number(),
  account_number_max: v.number(),
  is_digital_bank: v.boolean(),
});
export type Bank = v.InferOutput<typeof bankSchema>;

export const listBanks = endpoint({
  group: 'formOptions', method: 'GET', path: '/api/v1/form-options/banks', auth: false,
  response: v.object({ options: v.array(bankSchema) }),
});

/** Provinces (PSGC codes), Metro Manila included as one entry. */
export const listProvinces = endpoint({
  group: 'formOptions', method: 'GET', path: '/api/v1/form-options/provinces', auth: false, response: optionsResponse,
});

export const listCities = endpoint({
  group: 'formOptions', method: 'GET', path: '/api/v1/form-options/cities', auth: false,
  query: v.object({ province: codeQuery('province') }),
  response: optionsResponse,
});

export const listBarangays = endpoint({
  group: 'formOptions', method: 'GET', path: '/api/v1/form-options/barangays', auth: false,
  query: v.object({ city: codeQuery('city') }),
  response: optionsResponse,
});

/** Zip codes of a city or municipality: code = the 4-digit zip, label = the postal area. */
export const listZipcodes = endpoint({
  group: 'formOptions', method: 'GET', path: '/api/v1/form-options/zipcodes', auth: false,
  query: v.object({ city: codeQuery('city') }),
  response: optionsResponse,
});

export const getFormFieldConfig = endpoint({
  group: 'formOptions',
  method: 'GET',
  path: '/api/v1/form-options/field-config',
  auth: false,
  query: v.object({
    journey: v.picklist(formJourneys, 'Unknown journey.'),
    step: v.picklist(formSteps, 'Unknown step.'),
  }),
  response: v.object({
    journey: v.picklist(formJourneys),
    step: v.picklist(formSteps),
    fields: v.array(fieldConfigSchema),
  }),
});
