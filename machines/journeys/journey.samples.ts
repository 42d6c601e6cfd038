import type { EventObject } from 'xstate';
import { journeys, journeyTypes, type JourneyType } from './definitions';
import { steps, type StepId } from './steps';

/**
 * Event payloads for the generated-path traversal of the journey charts (tests/paths, tests/machines/journeys):
 * every guard both ways (jumps to every step, edits from review, a save with and without a warning, documents
 * verified and failed). The serialized state keeps only what drives control flow, so the graph stays finite.
 */
const answers = { field: 'value' };
const changedTerms = { field: 'value', amount_centavos: 2_000_000, gross_monthly_salary: '30,000', bank: 'BDO' };
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
        // Changed offer terms / salary / bank: the accepted offer becomes stale (when there is one).
        { type: 'xstate.done.actor.save', output: { answers: changedTerms } },
      ],
      'xstate.done.actor.signingCode': [{ type: 'xstate.done.actor.signingCode', output: { sentAt: 0, destination: '+63 917 *** 4567' } }],
      'xstate.error.actor.signingCode': [{ type: 'xstate.error.actor.signingCode', error: { code: 'HTTP_503', message: 'Try again.', fields: {} } }],
      'xstate.done.actor.otp': [
        { type: 'xstate.done.actor.otp', output: { verified: true, result: null } },
        { type: 'xstate.done.actor.otp', output: { verified: false, cancelled: true } },
      ],
      'gotyme.sendCode': [{ type: 'gotyme.sendCode', values: { account_number: '123456789012', code_sent_for: '123456789012' } }],
      'xstate.done.actor.gotymeCode': [{ type: 'xstate.done.actor.gotymeCode', output: { sentAt: 0, expiresInSeconds: 300, destination: '+63 917 *** 4567' } }],
      'xstate.error.actor.gotymeCode': [{ type: 'xstate.error.actor.gotymeCode', error: { code: 'HTTP_429', message: 'Too many codes. Please wait a moment.', fields: {} } }],
      'promo.apply': [{ type: 'promo.apply', code: 'SCHOOL2026' }],
      'xstate.done.actor.promo': [
        { type: 'xstate.done.actor.promo', output: { code: 'SCHOOL2026', description: 'School support' } },
        // Removed: the offer has no promo any more.
        { type: 'xstate.done.actor.promo', output: null },
      ],
      'xstate.error.actor.promo': [{ type: 'xstate.error.actor.promo', error: { code: 'PROMO_INVALID', message: 'This promo code is not valid.', fields: {} } }],
      'xstate.error.actor.save': [{ type: 'xstate.error.actor.save', error: { code: 'HTTP_503', message: 'Try again.', fields: {} } }],
      'xstate.done.actor.documentVerification': [
        { type: 'xstate.done.actor.documentVerification', output: { outcome: 'verified', documents: [] } },
        { type: 'xstate.done.actor.documentVerification', output: { outcome: 'failed', documents: [] } },
      ],
    } as unknown as Record<string, EventObject[]>,
    // The document-verification child's own events are its chart's business (tested there).
    // The OTP child's own events likewise (machines/shared/otp.machine.ts has its own paths).
    skip: ['documents.complete', 'otp.change', 'otp.submit', 'otp.resend', 'otp.cancel', 'captcha.submit'],
    serialize: (snapshot: { value: unknown; status: string; context: { reached: number; returnTo: unknown; warning: unknown; answers: Record<string, unknown> } }) =>
      JSON.stringify([snapshot.value, snapshot.status, snapshot.context.reached, snapshot.context.returnTo, snapshot.context.warning !== null, 'loanOffer' in snapshot.context.answers]),
  };
}

export default Object.fromEntries(journeyTypes.map((t) => [t, samplesFor(t)]));
