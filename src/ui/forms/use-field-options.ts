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
} from '~/api/queries/form-options';

export interface FieldOption {
  value: string;
  label: string;
}

type Values = Record<string, string>;

const coded = (data: unknown): FieldOption[] => (data as { code: string; label: string }[]).map((o) => ({ value: o.code, label: o.label }));
const asList = (q: object) => q as QueryOptions;
type QueryOptions = ReturnType<typeof provincesQuery>;

/**
 * The query behind a field's option list and how its answer becomes options (geographic lists follow the field
 * they depend on: the cascade). Null: the field has no list to read.
 */
function optionsSource(field: FieldConfig, values: Values): { query: QueryOptions; options: (data: unknown) => FieldOption[] } | null {
  const parent = field.depends_on ? (values[field.depends_on] ?? '') : '';
  const source = field.options_source;
  if (field.options || !source) return null;
  if (source.startsWith('lookup:')) return { query: asList(lookupQuery(source.slice(7) as LookupType)), options: coded };
  switch (source) {
    case 'countries':
      return { query: asList(countriesQuery()), options: coded };
    case 'provinces':
      return { query: provincesQuery(), options: coded };
    case 'cities':
      return { query: asList(citiesQuery(parent)), options: coded };
    case 'barangays':
      return { query: asList(barangaysQuery(parent)), options: coded };
    case 'zipcodes':
      return { query: asList(zipcodesQuery(parent)), options: coded };
    case 'banks':
      return { query: asList(banksQuery()), options: coded };
    case 'loan-purposes':
      return { query: asList(loanPurposesQuery()), options: (data) => purposeOptions(data as Parameters<typeof purposeOptions>[0]) };
    default:
      return null;
  }
}

const none = { queryKey: ['formOptions', 'none'], queryFn: async () => [] } as unknown as QueryOptions;

/** A field's options: its own, or its list read through the query cache (one query observer per field: a disabled one without a list). */
export function useFieldOptions(field: FieldConfig, values: Values): { options: FieldOption[]; loading: boolean; failed: boolean; refetch: () => void } {
  const source = optionsSource(field, values);
  const list = useQuery({ ...(source?.query ?? none), enabled: source !== null && (source.query.enabled ?? true) !== false });
  if (field.options) return { options: field.options.map((o) => ({ value: o.code, label: o.label })), loading: false, failed: false, refetch: () => undefined };
  return {
    options: source && list.data ? source.options(list.data) : [],
    loading: list.isLoading,
    failed: list.isError,
    refetch: () => void list.refetch(),
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
