import { useQuery } from '@tanstack/react-query';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { Button, ErrorSummary, Skeleton, Text } from '~/ui';
import { buildStepSchema, type FieldConfig } from '~/api/contract/form-rules';
import type { FormJourney, FormStep } from '~/api/contract/form-options';
import { fieldConfigQuery } from '~/journeys/form-options';
import { SAVED_ANSWERS_CACHE } from '~/journeys/prefetch-next-step';
import { stepAnswersQuery } from '~/api/queries/loans';
import { journeyCode } from '@machines/journeys/definitions';
import { steps } from '@machines/journeys/steps';
import { JourneyPage } from '../journey-parts/journey-page';
import { useJourney } from '../journey-parts/use-journey';
import * as s from '../journey-parts/journey.css';
import { FieldInput, fieldId } from './field-input';
import { dependants } from './use-field-options';
// Called by the step before the first form, once its chunk is here (src/journeys/prefetch-next-step.ts).
export { warmUpFields } from './warm-up';
import { EmailFacts, EmailSanityDialog, emailFields, pendingEmailPrompt } from './email-check';

type Values = Record<string, string>;
const asStrings = (o: Record<string, unknown> | null | undefined): Values =>
  Object.fromEntries(Object.entries(o ?? {}).filter(([, x]) => typeof x === 'string')) as Values;

/**
 * The server-driven form of personal, professional, additional, address and bank details: fields and rules come
 * from the platform's field config (the sandbox validates saves with the same rules). Every change is kept as the
 * step's draft in the chart (persisted), so a reload or a failed save loses nothing.
 */
export default function JourneyFormScreen() {
  const j = useJourney();
  const serverStep = steps[j.step].serverStep as FormStep;
  const journey = journeyCode[j.context.type] as FormJourney;
  const config = useQuery(fieldConfigQuery(journey, serverStep));
  const applicationId = j.context.applicationId;
  // Read ahead while the previous step was filled (src/journeys/prefetch-next-step.ts): not read again on opening.
  const saved = useQuery({ ...stepAnswersQuery(applicationId ?? '', serverStep), ...SAVED_ANSWERS_CACHE, enabled: Boolean(applicationId) && !j.values });

  return (
    <JourneyPage title={steps[j.step].title} onBack={() => j.send({ type: 'step.back' })} progress={j.progress} error={j.error} onRetry={() => j.send({ type: 'step.retry' })}>
      {config.isError ? (
        <div className={s.notice} role="alert">
          <Text>We could not load this form. Check your connection and try again.</Text>
          <Button variant="secondary" onClick={() => void config.refetch()}>
            Try again
          </Button>
        </div>
      ) : !config.data || (saved.isLoading && !j.values) ? (
        <Skeleton shape="block" />
      ) : (
        <StepForm
          // Answers saved in another tab replace this form's (409 STALE_ANSWERS): it is filled again with them.
          key={j.error?.code === 'STALE_ANSWERS' ? `${j.step}:newer` : j.step}
          fields={config.data.fields}
          initial={j.values ? asStrings(j.values) : asStrings(saved.data?.answers)}
          serverErrors={j.error?.fields ?? {}}
          saving={j.saving}
          onDraft={(values) => j.send({ type: 'draft.update', values })}
          onSubmit={(values) => j.send({ type: 'step.submit', values })}
          onGotyme={j.step === 'bankDetails' ? () => j.send({ type: 'bank.linkGotyme' }) : undefined}
        />
      )}
    </JourneyPage>
  );
}

export function StepForm({
  fields,
  initial,
  serverErrors,
  saving,
  onDraft,
  onSubmit,
  onGotyme,
}: {
  fields: readonly FieldConfig[];
  initial: Values;
  serverErrors: Record<string, string>;
  saving: boolean;
  onDraft: (values: Values) => void;
  onSubmit: (values: Values) => void;
  onGotyme?: (() => void) | undefined;
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

  const summary = fields.filter((f) => shown[f.name]).map((f) => ({ fieldId: fieldId(f.name), message: shown[f.name] }));
  return (
    <form className={s.stack} onSubmit={submit} noValidate>
      {summary.length > 0 ? <ErrorSummary errors={summary} /> : null}
      {fields.map((field) => (
        <div key={field.name}>
          <FieldInput field={field} values={values} error={shown[field.name]} onChange={change} />
          {emailNames.has(field.name) && values[field.name] ? <EmailFacts email={values[field.name] ?? ''} /> : null}
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
