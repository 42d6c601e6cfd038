import type { EventObject } from 'xstate';
import { journeys, journeyTypes, type JourneyType } from './definitions';
import { steps, type StepId } from './steps';

/**
 * Event payloads for the generated-path traversal of the journey charts (tests/paths, tests/machines/journeys):
 * every guard both ways (jumps to every step, edits from review, a save with and without a warning, documents
 * verified and failed). The serialized state keeps only what drives control flow, so the graph stays finite.
 */
const answers = { field: 'value' };
const stepIds = Object.keys(steps) as StepId[];

function samplesFor(type: JourneyType) {
  return {
    input: { type, applicationId: 'app-1' },
    events: {
      'step.submit': [{ type: 'step.submit', values: answers }],
      'draft.update': [{ type: 'draft.update', values: answers }],
      'nav.request': stepIds.filter((s) => (journeys[type].steps as readonly StepId[]).includes(s)).map((step) => ({ type: 'nav.request', step })),
      'review.edit': stepIds.map((step) => ({ type: 'review.edit', step })),
      'xstate.done.actor.save': [
        { type: 'xstate.done.actor.save', output: { answers } },
        { type: 'xstate.done.actor.save', output: { answers, warning: 'Your employer changed your pay cycle.' } },
      ],
      'xstate.error.actor.save': [{ type: 'xstate.error.actor.save', error: { code: 'HTTP_503', message: 'Try again.', fields: {} } }],
      'xstate.done.actor.documentVerification': [
        { type: 'xstate.done.actor.documentVerification', output: { outcome: 'verified', documents: [] } },
        { type: 'xstate.done.actor.documentVerification', output: { outcome: 'failed', documents: [] } },
      ],
    } as unknown as Record<string, EventObject[]>,
    // The document-verification child's own events are its chart's business (tested there).
    skip: ['documents.complete'],
    serialize: (snapshot: { value: unknown; status: string; context: { reached: number; returnTo: unknown; warning: unknown } }) =>
      JSON.stringify([snapshot.value, snapshot.status, snapshot.context.reached, snapshot.context.returnTo, snapshot.context.warning !== null]),
  };
}

export default Object.fromEntries(journeyTypes.map((t) => [t, samplesFor(t)]));
