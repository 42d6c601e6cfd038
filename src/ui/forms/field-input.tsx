import { useEffect } from 'react';
import { AmountField, AutoComplete, DateField, RadioGroup, Select, TextField } from '~/ui';
import type { FieldConfig } from '~/api/contract/form-rules';
import { onlyChoice, useFieldOptions } from './use-field-options';

export const fieldId = (name: string) => `field-${name.replace(/[^a-zA-Z0-9_-]/g, '')}`;

/** One server-configured field, drawn by its kind (spec §3 form field kinds). */
export function FieldInput({
  field,
  values,
  error,
  onChange,
}: {
  field: FieldConfig;
  values: Record<string, string>;
  error: string | undefined;
  onChange: (name: string, value: string) => void;
}) {
  const { options, loading, failed, refetch } = useFieldOptions(field, values);
  const value = values[field.name] ?? '';
  const id = fieldId(field.name);
  const label = field.required ? field.label : `${field.label} (optional)`;
  const parent = field.depends_on?.replace(/_/g, ' ');
  const parentValue = field.depends_on ? (values[field.depends_on] ?? '') : '';
  const waitingFor = field.depends_on && !parentValue ? `Choose ${parent} first.` : undefined;
  // Filled in while the list is the chosen parent's (not while it loads): a city with one zip code gives it.
  const fill = loading || failed ? null : onlyChoice(field, options, value, parentValue);
  useEffect(() => {
    if (fill !== null) onChange(field.name, fill);
  }, [fill, field.name, onChange]);
  const filledIn = field.kind === 'SELECT' && parent && options.length === 1 && value === options[0]!.value ? `The only choice for this ${parent}.` : undefined;
  const hint = failed ? (
    <>
      We could not load the choices.{' '}
      <button type="button" onClick={refetch}>
        Try again
      </button>
    </>
  ) : loading ? 'Loading choices…' : (waitingFor ?? filledIn);

  switch (field.kind) {
    case 'RADIO':
      return (
        <RadioGroup id={id} legend={label} options={options} value={value} onValueChange={(v) => onChange(field.name, v)} error={error} required={field.required} />
      );
    case 'SELECT':
      return (
        <Select
          id={id}
          label={label}
          options={options}
          value={value}
          onValueChange={(v) => onChange(field.name, v)}
          placeholder={field.placeholder ?? 'Choose…'}
          error={error}
          hint={hint}
          required={field.required}
          disabled={Boolean(waitingFor)}
        />
      );
    case 'AUTO_COMPLETE': {
      // A list that cannot be complete: a value not in it is a typed title, shown as "Other" with its text field.
      const other = field.other;
      const typed = other !== undefined && value !== '' && !loading && !failed && (value === other.code || !options.some((o) => o.value === value));
      const list = (
        <AutoComplete
          id={id}
          label={label}
          options={options}
          value={typed ? other.code : value || null}
          onValueChange={(v) => onChange(field.name, v ?? '')}
          placeholder={field.placeholder ?? 'Start typing to search'}
          error={typed ? undefined : error}
          hint={hint}
          disabled={Boolean(waitingFor)}
          emptyMessage="No matches. Check the spelling."
          other={other ? { value: other.code, onUnlisted: (text) => onChange(field.name, text) } : undefined}
        />
      );
      if (!typed) return list;
      return (
        <>
          {list}
          <TextField
            id={`${id}-other`}
            label={other.label}
            value={value === other.code ? '' : value}
            // Emptied, it stays "Other" (the text field with it) until another option is chosen.
            onChange={(e) => onChange(field.name, e.target.value === '' ? other.code : e.target.value)}
            error={error}
            maxLength={other.max_length + 20}
            required={field.required}
            autoComplete="organization-title"
          />
        </>
      );
    }
    case 'DATE':
      return <DateField id={id} label={label} value={value} onChange={(e) => onChange(field.name, e.target.value)} error={error} required={field.required} />;
    case 'INPUT':
      if (field.format === 'AMOUNT') {
        return (
          <AmountField
            id={id}
            label={label}
            value={value}
            onValueChange={(text) => onChange(field.name, text)}
            error={error}
            placeholder={field.placeholder}
            maxLength={field.max_length ? field.max_length + 20 : 500}
            required={field.required}
          />
        );
      }
      return (
        <TextField
          id={id}
          label={label}
          value={value}
          onChange={(e) => onChange(field.name, e.target.value)}
          error={error}
          placeholder={field.placeholder}
          maxLength={field.max_length ? field.max_length + 20 : 500}
          required={field.required}
          autoComplete="off"
        />
      );
  }
}
