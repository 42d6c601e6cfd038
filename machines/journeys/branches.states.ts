import { stepMeta, type StepId } from './steps';
import type { JourneyContext } from './journey-types';
import type { JourneyStateConfig, JourneyStates } from './journey.setup';
import { pricingTail } from './offer-flows';

/**
 * The journey's branch pages with calls side by side (parallel states): promissory-note signing and GoTyme linking.
 * Split from journey.machine.ts (charts stay under ~300 lines); the factory places them.
 */
type Ctx = { context: JourneyContext };
const failTo = (target: string) => ({
  target,
  actions: { type: 'storeError' as const, params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
});

/**
 * Promissory notes: read (editing) -> a code is sent -> /verify-pn-otp (the shared OTP chart, id 'otp') -> saving
 * (finalize PENDING -> FINAL, then submit). Cancelling the code returns to the note; a failed send can be retried.
 */
export function signingStates(editing: NonNullable<JourneyStateConfig['on']>, step: string): JourneyStates {
  const codeFailed = `${step}.codeFailed`;
  return {
    // A note already signed with these terms is not signed again: Continue submits it as it is.
    editing: { on: { ...editing, 'step.submit': [{ guard: 'noteSigned', target: 'saving' }, { target: 'requestingCode' }] } },
    // The code is sent and the number it goes to read side by side (two calls, neither waits for the other).
    requestingCode: {
      tags: ['saving'],
      type: 'parallel',
      entry: 'clearSigningCode',
      onDone: 'signing',
      states: {
        code: {
          initial: 'sending',
          states: {
            sending: {
              invoke: {
                id: 'signingCode',
                src: 'requestSigningCode',
                onDone: { target: 'sent', actions: { type: 'storeSigningCode', params: ({ event }) => ({ sent: event.output }) } },
                onError: failTo(codeFailed),
              },
            },
            sent: { type: 'final' },
          },
        },
        phone: {
          initial: 'reading',
          states: {
            reading: {
              invoke: {
                id: 'readPhone',
                src: 'readPhone',
                onDone: { target: 'read', actions: { type: 'storeSigningPhone', params: ({ event }) => ({ phone: event.output }) } },
                onError: failTo(codeFailed),
              },
            },
            read: { type: 'final' },
          },
        },
      },
    },
    codeFailed: { tags: ['error'], on: { ...editing, 'step.submit': 'requestingCode', 'step.retry': 'requestingCode' } },
    signing: {
      meta: { route: '/verify-pn-otp', screen: 'verify-pn-otp', title: 'Sign your promissory notes', page: 'Verify PN OTP', primaryAction: 'Verify' },
      invoke: {
        id: 'otp',
        src: 'otp',
        input: ({ context }: Ctx) => ({ purpose: 'pn' as const, ...(context.signing ?? { sentAt: 0, destination: '' }) }),
        onDone: [{ guard: { type: 'otpVerified', params: ({ event }) => ({ output: event.output }) }, target: 'saving' }, { target: 'editing' }],
      },
    },
  };
}

/**
 * Account number -> GoTyme sends a code (again on request) -> account number and code verified together (then any
 * offers are priced again: the link waives the bank fee). A refusal is /gotyme-linking-failed, whose "Try again" returns
 * to the form.
 */
export function gotymeStates(ref: (s: StepId) => string, afterBank: StepId): JourneyStateConfig {
  const back = { 'step.back': ref('bankDetails') };
  const keepDraft = { type: 'storeDraft' as const, params: { step: 'gotymeLinking' as const } };
  const sendCode = { 'gotyme.sendCode': { target: 'sendingCode', actions: keepDraft } };
  return {
    meta: stepMeta('gotymeLinking'),
    initial: 'editing',
    on: { 'draft.update': { actions: keepDraft } },
    states: {
      editing: { on: { ...sendCode, 'step.submit': { target: 'saving', actions: keepDraft }, ...back } },
      // GoTyme sends its code and the number it goes to is read side by side (two calls, neither waits).
      sendingCode: {
        tags: ['saving'],
        type: 'parallel',
        entry: 'clearGotymeCode',
        onDone: 'editing',
        states: {
          code: {
            initial: 'sending',
            states: {
              sending: {
                invoke: {
                  id: 'gotymeCode',
                  src: 'requestGotymeCode',
                  input: ({ context }: Ctx) => ({ accountNumber: String(context.drafts.gotymeLinking?.account_number ?? '') }),
                  onDone: { target: 'sent', actions: { type: 'storeGotymeCode', params: ({ event }) => ({ sent: event.output }) } },
                  onError: failTo(`${ref('gotymeLinking')}.codeFailed`),
                },
              },
              sent: { type: 'final' },
            },
          },
          phone: {
            initial: 'reading',
            states: {
              reading: {
                invoke: {
                  id: 'readPhone',
                  src: 'readPhone',
                  onDone: { target: 'read', actions: { type: 'storeGotymePhone', params: ({ event }) => ({ phone: event.output }) } },
                  onError: failTo(`${ref('gotymeLinking')}.codeFailed`),
                },
              },
              read: { type: 'final' },
            },
          },
        },
      },
      codeFailed: { tags: ['error'], on: { ...sendCode, 'step.retry': 'sendingCode', ...back } },
      saving: {
        tags: ['saving'],
        invoke: {
          id: 'verifyGotymeAccount',
          src: 'verifyGotymeAccount',
          input: ({ context }: Ctx) => {
            const values = context.drafts.gotymeLinking ?? {};
            return { accountNumber: String(values.account_number ?? ''), code: String(values.code ?? '') };
          },
          onDone: { target: 'readingOffers', actions: { type: 'stageLinked', params: ({ event }) => ({ account: event.output }) } },
          onError: failTo('failed'),
        },
      },
      ...pricingTail([{ target: ref(afterBank), actions: 'commit' }], 'failed'),
      failed: {
        tags: ['error'],
        meta: { route: '/gotyme-linking-failed', screen: 'gotyme-linking-failed', title: 'We could not link your GoTyme account', page: 'GoTyme Linking Failed', primaryAction: 'Try again' },
        on: { 'step.retry': 'editing', ...back },
      },
    },
  };
}
