import { useQuery } from '@tanstack/react-query';
import type { FieldConfig } from '~/api/contract/form-rules';
import type { LookupType } from '~/api/contract/form-options';
import {
  banksQuery,
  barangaysQuery,
  citiesQuery,
  countriesQuery,
  loanPurposesQuery,
  lookupQuery,
  purposeOptions,
  provincesQuery,
  zipcodesQuery,
} from '~/journeys/form-options';

export interface FieldOption {
  value: string;
  label: string;
}

type Values = Record<string, string>;

/** The query behind a field's option list; geographic lists follow the field they depend on (the cascade). */
function optionsQuery(field: FieldConfig, values: Values) {
  const parent = field.depends_on ? (values[field.depends_on] ?? '') : '';
  const source = field.options_source;
  if (!source) return null;
  if (source.startsWith('lookup:')) return lookupQuery(source.slice(7) as LookupType);
  switch (source) {
    case 'countries':
      return countriesQuery();
    case 'provinces':
      return provincesQuery();
    case 'cities':
      return citiesQuery(parent);
    case 'barangays':
      return barangaysQuery(parent);
    case 'zipcodes':
      return zipcodesQuery(parent);
    default:
      return null;
  }
}

export function useFieldOptions(field: FieldConfig, values: Values): { options: FieldOption[]; loading: boolean; failed: boolean; refetch: () => void } {
  const base = optionsQuery(field, values);
  const isBanks = field.options_source === 'banks';
  const isPurposes = field.options_source === 'loan-purposes';
  const generic = useQuery({
    ...(base ?? { queryKey: ['formOptions', 'none'], queryFn: async () => [] }),
    enabled: base !== null && (base.enabled ?? true) !== false,
  } as ReturnType<typeof provincesQuery>);
  const banks = useQuery({ ...banksQuery(), enabled: isBanks });
  const purposes = useQuery({ ...loanPurposesQuery(), enabled: isPurposes });
  if (field.options) return { options: field.options.map((o) => ({ value: o.code, label: o.label })), loading: false, failed: false, refetch: () => undefined };
  if (isBanks) {
    return { options: (banks.data ?? []).map((b) => ({ value: b.code, label: b.label })), loading: banks.isLoading, failed: banks.isError, refetch: () => void banks.refetch() };
  }
  if (isPurposes) {
    return { options: purposeOptions(purposes.data ?? []), loading: purposes.isLoading, failed: purposes.isError, refetch: () => void purposes.refetch() };
  }
  return {
    options: (generic.data ?? []).map((o) => ({ value: o.code, label: o.label })),
    loading: generic.isLoading,
    failed: generic.isError,
    refetch: () => void generic.refetch(),
  };
}

/** Fields that must be cleared when `name` changes (directly or through a chain: province -> city -> barangay). */
export function dependants(fields: readonly FieldConfig[], name: string): string[] {
  const out: string[] = [];
  const walk = (n: string) => {
    for (const f of fields) {
      if (f.depends_on === n && !out.includes(f.name)) {
        out.push(f.name);
        walk(f.name);
      }
    }
  };
  walk(name);
  return out;
}

/**
 * The answer to fill in by itself: a dependent pick list (SELECT, e.g. the zip code of the chosen city) whose
 * parent is answered and that has exactly one choice, while the field is still empty. It stays editable, and the
 * cascade clears it when the parent changes, after which the new parent's list decides again. Null = leave it.
 */
export function onlyChoice(field: FieldConfig, options: readonly FieldOption[], value: string, parentValue: string): string | null {
  if (field.kind !== 'SELECT' || !field.depends_on || parentValue === '' || value !== '') return null;
  return options.length === 1 ? options[0]!.value : null;
}
