import type { Module, SandboxContext } from '../context';
import {
  getFormFieldConfig, getLookup, listBanks, listBarangays, listCities, listCountries, listLoanPurposes, listProvinces,
  listZipcodes, lookupTypes, type FormJourney, type FormStep, type LookupType,
} from '../../src/api/contract/form-options';
import type { FieldConfig, OptionCheck } from '../../src/api/contract/form-rules';
import { isActiveCompanyStatus } from '../../src/api/contract/company';
import { findCompany } from './company';
import { banks, countries, loanPurposeCategories, lookups } from './form-options-data';
import { fieldConfig } from './form-options-fields';
import { barangaysOf, citiesOf, provinces, zipcodesOf } from './form-options-geo';
import { HttpError } from './serve';
import { serve } from './serve';

const isLookupType = (t: string): t is LookupType => (lookupTypes as readonly string[]).includes(t);

export function stepFields(journey: FormJourney, step: FormStep): FieldConfig[] | undefined {
  return fieldConfig[journey][step];
}

/**
 * Membership of a value in a field's option list, for step saves. Dependent lists (city of the chosen
 * province, ...) are checked against the answer they depend on, so a Cebu barangay cannot be saved under Davao.
 */
export function makeOptionCheck(ctx: SandboxContext, fields: readonly FieldConfig[]): OptionCheck {
  const dependsOn = new Map(fields.map((f) => [f.options_source ?? '', f.depends_on]));
  return (source, value, answers) => {
    const parent = answers[dependsOn.get(source) ?? ''] ?? '';
    const has = (list: { code: string }[] | undefined) => !!list?.some((o) => o.code === value);
    if (source.startsWith('lookup:')) {
      const type = source.slice('lookup:'.length);
      return isLookupType(type) ? has(lookups[type]) : false;
    }
    switch (source) {
      case 'countries': return has(countries);
      case 'provinces': return has(provinces());
      case 'cities': return has(citiesOf(parent));
      case 'barangays': return has(barangaysOf(parent));
      case 'zipcodes': return has(zipcodesOf(parent));
      case 'banks': return has(banks);
      case 'loan-purposes': return loanPurposeCategories.some((c) => has(c.purposes));
      // Only a company accepting applications can be chosen.
      case 'companies': { const c = findCompany(ctx, value); return !!c && isActiveCompanyStatus(c.status_code); }
      default: return false;
    }
  };
}

const unknown = (what: string) => new HttpError(404, 'NOT_FOUND', `Unknown ${what}.`);

export const registerFormOptions: Module = (ctx) => {
  serve(ctx, getLookup, ({ params }) => {
    const type = params.type ?? '';
    if (!isLookupType(type)) throw unknown('lookup type');
    return { type, options: lookups[type] };
  });
  serve(ctx, listCountries, () => ({ options: countries }));
  serve(ctx, listLoanPurposes, () => ({ categories: loanPurposeCategories }));
  serve(ctx, listBanks, () => ({ options: banks }));
  serve(ctx, listProvinces, () => ({ options: provinces() }));
  serve(ctx, listCities, ({ query }) => ({ options: citiesOf(query.province) ?? throwError(unknown('province')) }));
  serve(ctx, listBarangays, ({ query }) => ({ options: barangaysOf(query.city) ?? throwError(unknown('city')) }));
  serve(ctx, listZipcodes, ({ query }) => ({ options: zipcodesOf(query.city) ?? throwError(unknown('city')) }));
  serve(ctx, getFormFieldConfig, ({ query }) => {
    const fields = stepFields(query.journey, query.step);
    if (!fields) throw new HttpError(404, 'NOT_FOUND', `The ${query.journey} journey has no ${query.step} step.`);
    return { journey: query.journey, step: query.step, fields };
  });
};

function throwError(e: Error): never {
  throw e;
}
