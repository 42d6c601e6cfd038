import { useCallback, useRef, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { Button, ErrorSummary } from '~/ui';
import { applies, buildStepSchema, type FieldConfig } from '~/api/contract/form-rules';
import * as s from '~/ui/page-styles/page-styles.css';
// Pending (eslint.config.js pendingCrossings): the email checks move here once the journey work on them has landed.
import { checkableEmail, EmailFacts, EmailSanityDialog, emailFields, pendingEmailPrompt, type EmailFactsLike } from './email-check';
import { FieldInput, fieldId } from './field-input';
import { dependants } from './use-field-options';

type Values = Record<string, string>;

/**
 * A form drawn from the platform's field config (spec §3 field kinds): the loan journeys' form steps, onboarding's
 * and the employment check's. Validates with the same rules the sandbox checks saves with (buildStepSchema); every
 * change goes to `onDraft`, so the chart keeps what was typed through reloads and failed saves.
 */
export function StepForm({
  fields,
  initial,
  serverErrors,
  saving,
  onDraft,
  onSubmit,
  onGotyme,
  emailFacts = null,
  onEmailCheck,
}: {
  fields: readonly FieldConfig[];
  initial: Values;
  serverErrors: Record<string, string>;
  saving: boolean;
  onDraft: (values: Values) => void;
  onSubmit: (values: Values) => void;
  onGotyme?: (() => void) | undefined;
  /** What the chart's unique check said of the address last left (journeys); none where the chart has no check. */
  emailFacts?: EmailFactsLike | null;
  /** The borrower left an email field holding a valid address: the chart checks it. */
  onEmailCheck?: ((email: string) => void) | undefined;
}) {
  const [values, setValuesState] = useState<Values>(initial);
  // The latest answers, also between renders: a field filling itself in (one zip code) and a typed change in the
  // same tick must not overwrite each other.
  const latest = useRef(values);
  const setValues = (next: Values) => {
    latest.current = next;
    setValuesState(next);
  };
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Email addresses the borrower confirmed as typed in the sanity prompt (lower-cased).
  const [confirmed, setConfirmed] = useState<ReadonlySet<string>>(new Set());
  const [prompt, setPrompt] = useState<ReturnType<typeof pendingEmailPrompt>>(null);
  const schema = buildStepSchema(fields);
  const shown = { ...serverErrors, ...errors };

  const change = useCallback(
    (name: string, value: string) => {
      const next = { ...latest.current, [name]: value };
      for (const d of dependants(fields, name)) next[d] = '';
      latest.current = next;
      setValuesState(next);
      setErrors((shownErrors) => {
        if (!shownErrors[name]) return shownErrors;
        const { [name]: _, ...rest } = shownErrors;
        return rest;
      });
      onDraft(next);
    },
    [fields, onDraft],
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const result = v.safeParse(schema, values);
    if (!result.success) {
      const found: Record<string, string> = {};
      for (const issue of result.issues) {
        const key = v.getDotPath(issue) ?? '';
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    const typo = pendingEmailPrompt(fields, values, confirmed);
    if (typo) return setPrompt(typo);
    onSubmit(result.output as Values);
  };
  const resolvePrompt = (use: 'suggestion' | 'typed') => {
    if (!prompt) return;
    const chosen = use === 'suggestion' ? prompt.suggestion : prompt.typed;
    const next = { ...values, [prompt.field]: chosen };
    const nextConfirmed = new Set(confirmed).add(chosen.toLowerCase());
    setValues(next);
    setConfirmed(nextConfirmed);
    setPrompt(null);
    onDraft(next);
    const again = pendingEmailPrompt(fields, next, nextConfirmed);
    const parsed = v.safeParse(schema, next);
    if (again) setPrompt(again);
    else if (parsed.success) onSubmit(parsed.output as Values);
  };
  const emailNames = new Set(emailFields(fields).map((f) => f.name));
  const leftEmail = (typed: string) => {
    const email = checkableEmail(typed);
    if (email && email !== emailFacts?.email) onEmailCheck?.(email);
  };

  const summary = fields.filter((f) => shown[f.name]).map((f) => ({ fieldId: fieldId(f.name), message: shown[f.name] }));
  return (
    <form className={s.stack} onSubmit={submit} noValidate>
      {summary.length > 0 ? <ErrorSummary errors={summary} /> : null}
      {fields.filter((field) => applies(field, values)).map((field) => (
        <div key={field.name} onBlur={emailNames.has(field.name) && onEmailCheck ? () => leftEmail(values[field.name] ?? '') : undefined}>
          <FieldInput field={field} values={values} error={shown[field.name]} onChange={change} />
          {emailNames.has(field.name) && emailFacts && emailFacts.email === checkableEmail(values[field.name] ?? '') ? <EmailFacts facts={emailFacts} /> : null}
        </div>
      ))}
      <EmailSanityDialog prompt={prompt} onUseSuggestion={() => resolvePrompt('suggestion')} onKeep={() => resolvePrompt('typed')} onClose={() => setPrompt(null)} />
      <div className={s.actions}>
        <Button type="submit" loading={saving} fullWidth>
          Continue
        </Button>
        {onGotyme ? (
          <Button type="button" variant="secondary" onClick={onGotyme} fullWidth>
            Link a GoTyme account instead
          </Button>
        ) : null}
      </div>
    </form>
  );
}
