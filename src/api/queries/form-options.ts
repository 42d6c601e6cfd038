import { queryOptions } from '@tanstack/react-query';
import {
  getFormFieldConfig,
  getLookup,
  listBanks,
  listBarangays,
  listCities,
  listCountries,
  listLoanPurposes,
  listProvinces,
  listZipcodes,
  type FormJourney,
  type FormStep,
  type LookupType,
} from '../contract/form-options';
import { api } from './api';

/** Reference data changes rarely: cache it for the session. */
const reference = { staleTime: 60 * 60_000, gcTime: 60 * 60_000 } as const;

export const fieldConfigQuery = (journey: FormJourney, step: FormStep) =>
  queryOptions({
    queryKey: ['formOptions', 'fieldConfig', journey, step],
    queryFn: ({ signal }) => api(getFormFieldConfig, { query: { journey, step }, signal }),
    ...reference,
  });

export const lookupQuery = (type: LookupType) =>
  queryOptions({
    queryKey: ['formOptions', 'lookup', type],
    queryFn: ({ signal }) => api(getLookup, { params: { type }, signal }).then((r) => r.options),
    ...reference,
  });

export const countriesQuery = () =>
  queryOptions({ queryKey: ['formOptions', 'countries'], queryFn: ({ signal }) => api(listCountries, { signal }).then((r) => r.options), ...reference });
export const provincesQuery = () =>
  queryOptions({ queryKey: ['formOptions', 'provinces'], queryFn: ({ signal }) => api(listProvinces, { signal }).then((r) => r.options), ...reference });
export const citiesQuery = (province: string) =>
  queryOptions({
    queryKey: ['formOptions', 'cities', province],
    queryFn: ({ signal }) => api(listCities, { query: { province }, signal }).then((r) => r.options),
    enabled: province !== '',
    ...reference,
  });
export const barangaysQuery = (city: string) =>
  queryOptions({
    queryKey: ['formOptions', 'barangays', city],
    queryFn: ({ signal }) => api(listBarangays, { query: { city }, signal }).then((r) => r.options),
    enabled: city !== '',
    ...reference,
  });
export const zipcodesQuery = (city: string) =>
  queryOptions({
    queryKey: ['formOptions', 'zipcodes', city],
    queryFn: ({ signal }) => api(listZipcodes, { query: { city }, signal }).then((r) => r.options),
    enabled: city !== '',
    ...reference,
  });
export const banksQuery = () =>
  queryOptions({ queryKey: ['formOptions', 'banks'], queryFn: ({ signal }) => api(listBanks, { signal }).then((r) => r.options), ...reference });
export const loanPurposesQuery = () =>
  queryOptions({ queryKey: ['formOptions', 'loanPurposes'], queryFn: ({ signal }) => api(listLoanPurposes, { signal }).then((r) => r.categories), ...reference });

const isOthers = (label: string) => /^others?$/i.test(label.trim());

/**
 * The loan purposes as one pick list, each named with its category: the purpose step, forms and review agree. A
 * catch-all category ("Others") is not named beside its purposes, and its catch-all purpose reads "Something else"
 * (never "Others (Others)").
 */
export const purposeOptions = (categories: readonly { label: string; purposes: readonly { code: string; label: string }[] }[]) =>
  categories.flatMap((c) =>
    c.purposes.map((p) => {
      const name = isOthers(p.label) ? 'Something else' : p.label;
      return { value: p.code, label: isOthers(c.label) || name === c.label ? name : `${name} (${c.label})` };
    }),
  );
