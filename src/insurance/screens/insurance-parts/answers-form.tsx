import { useCallback, useRef, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { Button, ErrorSummary } from '~/ui';
import { buildStepSchema, type FieldConfig } from '~/api/contract/form-rules';
import { FieldInput, fieldId } from '~/ui/forms/field-input';
import { dependants } from '~/ui/forms/use-field-options';
import * as s from '~/ui/page-styles/page-styles.css';

type Values = Record<string, string>;

/**
 * A server-driven step (fields and rules from the platform's insurance form config), drawn with the journey forms'
 * field components and checked with the same rule builder the sandbox uses. Every change goes to the chart as a
 * draft, so a failed save or a step back loses nothing.
 */
export function AnswersForm({
  fields,
  initial,
  serverErrors,
  saving,
  onDraft,
  onSubmit,
}: {
  fields: readonly FieldConfig[];
  initial: Values;
  serverErrors: Record<string, string>;
  saving: boolean;
  onDraft: (values: Values) => void;
  onSubmit: (values: Values) => void;
}) {
  const [values, setValues] = useState<Values>(initial);
  const latest = useRef(values);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const shown = { ...serverErrors, ...errors };

  const change = useCallback(
    (name: string, value: string) => {
      const next = { ...latest.current, [name]: value };
      for (const d of dependants(fields, name)) next[d] = '';
      latest.current = next;
      setValues(next);
      setErrors((current) => {
        if (!current[name]) return current;
        const { [name]: _, ...rest } = current;
        return rest;
      });
      onDraft(next);
    },
    [fields, onDraft],
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const result = v.safeParse(buildStepSchema(fields), values);
    if (!result.success) {
      const found: Record<string, string> = {};
      for (const issue of result.issues) found[v.getDotPath(issue) ?? ''] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    onSubmit(result.output as Values);
  };

  const summary = fields.filter((f) => shown[f.name]).map((f) => ({ fieldId: fieldId(f.name), message: shown[f.name] }));
  return (
    <form className={s.stack} onSubmit={submit} noValidate>
      {summary.length > 0 ? <ErrorSummary errors={summary} /> : null}
      {fields.map((field) => (
        <FieldInput key={field.name} field={field} values={values} error={shown[field.name]} onChange={change} />
      ))}
      <div className={s.actions}>
        <Button type="submit" loading={saving} fullWidth>
          Continue
        </Button>
      </div>
    </form>
  );
}
