import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { FieldConfig } from '~/api/contract/form-rules';
import type { FormJourney, FormStep, LookupType } from '~/api/contract/form-options';
import { stepAnswersQuery } from '~/api/queries/loans';
import { journeyCode, journeys, type JourneyType } from '@machines/journeys/definitions';
import { steps, type StepId } from '@machines/journeys/steps';
import { prefetchedDocumentsQuery } from '~/api/queries/documents';
import { preloadScreen } from '~/ui/platform/screen-preload';
import { banksQuery, countriesQuery, fieldConfigQuery, loanPurposesQuery, lookupQuery, provincesQuery } from '~/api/queries/form-options';

/**
 * A form's saved answers, once read or saved in this tab, are not read again when the form opens: the save checks
 * versions (another tab's or device's newer answers come back as 409 STALE_ANSWERS and are shown). They stay cached
 * for half an hour unobserved, so a borrower slow on one form still opens the next without a call. (They counted as
 * fresh for a minute: a borrower who took longer read the next form's answers again as it opened.)
 */
export const SAVED_ANSWERS_CACHE = { staleTime: Infinity, gcTime: 30 * 60_000 } as const;

/** The step after `step` in the journey's order (the chart may branch, e.g. to GoTyme; then nothing was guessed). */
export function nextStepOf(type: JourneyType, step: StepId): StepId | null {
  const order = journeys[type].steps as readonly StepId[];
  const at = order.indexOf(step);
  return at >= 0 ? (order[at + 1] ?? null) : null;
}

/** The option lists a form's fields read before the borrower has chosen anything (not the dependent cascades). */
function optionQueries(fields: readonly FieldConfig[]) {
  const out = [];
  for (const field of fields) {
    const source = field.options_source;
    if (field.options || !source || field.depends_on) continue;
    if (source.startsWith('lookup:')) out.push(lookupQuery(source.slice(7) as LookupType));
    else if (source === 'countries') out.push(countriesQuery());
    else if (source === 'provinces') out.push(provincesQuery());
    else if (source === 'banks') out.push(banksQuery());
    else if (source === 'loan-purposes') out.push(loanPurposesQuery());
  }
  return out;
}

/**
 * Fetches what the next step needs while the borrower fills this one (issue W2-F, "steps without waiting"): its
 * screen's chunk; the loan purposes, or the application's documents, for the steps that list them; for a form its
 * field config (cached for the session: never read again per step), its option lists and its saved answers.
 * Continue then costs the save alone before the next step paints. Reads only, into the same cache the next screen
 * reads; the chart still decides where Continue goes.
 */
export function prefetchNextStep(client: QueryClient, { type, step, applicationId }: { type: JourneyType; step: StepId; applicationId: string | null }): void {
  const next = nextStepOf(type, step);
  if (!next) return;
  void preloadScreen(steps[next].screen)
    // The form screen warms its field components up (once per tab) for the first form's render.
    .then((m) => (m as { warmUpFields?: () => void }).warmUpFields?.())
    .catch(() => undefined);
  // The loan purpose step lists the purposes: read while the borrower is at the calculator, it paints with no call.
  if (steps[next].kind === 'purpose') void client.prefetchQuery(loanPurposesQuery());
  // Document verification lists the documents before its upload shows (read once, by the upload chart).
  if (steps[next].kind === 'documents' && applicationId) void client.prefetchQuery(prefetchedDocumentsQuery(applicationId));
  if (steps[next].kind !== 'form') return;
  const serverStep = steps[next].serverStep as FormStep;
  const config = fieldConfigQuery(journeyCode[type] as FormJourney, serverStep);
  void client
    .fetchQuery(config)
    .then((read) => Promise.all(optionQueries(read.fields).map((q) => client.prefetchQuery(q as ReturnType<typeof provincesQuery>))))
    .catch(() => undefined);
  if (applicationId) void client.prefetchQuery({ ...stepAnswersQuery(applicationId, serverStep), ...SAVED_ANSWERS_CACHE });
}

/**
 * A journey screen's hook: prefetches the next step once the current one has painted, at idle, while `enabled`
 * (the screen decides: not while it still loads what it shows, nor when Continue does not lead to the next step).
 * A borrower who continues before that idle moment (`saving`) has it fetched at once, beside the save, not after it.
 */
export function usePrefetchNextStep({ type, step, applicationId, enabled, saving = false }: { type: JourneyType; step: StepId; applicationId: string | null; enabled: boolean; saving?: boolean }): void {
  const client = useQueryClient();
  const done = useRef<string | null>(null);
  useEffect(() => {
    const key = `${type}/${step}/${applicationId}`;
    if (!enabled || done.current === key) return;
    const run = () => {
      done.current = key;
      prefetchNextStep(client, { type, step, applicationId });
    };
    if (saving) return run();
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(run, { timeout: 1000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(run, 200);
    return () => clearTimeout(id);
  }, [client, type, step, applicationId, enabled, saving]);
}
