import { assign, fromPromise, setup } from 'xstate';
import { insurancePages, type InsurancePage } from './insurance-pages';
import type {
  Answers,
  BeneficiaryDraft,
  CoverSummary,
  InsuranceContext,
  InsuranceEvent,
  InsuranceForm,
  InsuranceInput,
  InsuranceLoaded,
  InsuranceOutput,
  StepError,
} from './insurance-types';

/**
 * Insurance enrolment (spec §2 /insurance/*): personal details, beneficiaries, employment, then success. Each step
 * is saved by its own platform call (insurance put) from the step's `saving` state; a failed save lands in the
 * step's `error` state with everything typed kept in context ("Try again" resends it). Back goes to the previous
 * step (from the first, out to home); the browser's back and forward become `nav.request`, allowed to any step
 * whose earlier steps are saved. The app chart invokes it only for a borrower whose company offers insurance.
 */
export function toStepError(error: unknown): StepError {
  const e = (error ?? {}) as { code?: unknown; message?: unknown; fields?: unknown };
  return {
    code: typeof e.code === 'string' ? e.code : 'UNKNOWN',
    message: typeof e.message === 'string' && e.message ? e.message : 'We could not save this step. Please try again.',
    fields: typeof e.fields === 'object' && e.fields !== null ? (e.fields as Record<string, string>) : {},
  };
}

const edge = <Output, Input = void>(name: string) =>
  fromPromise<Output, Input>(async () => {
    throw new Error(`${name} is supplied with .provide() (src/insurance/insurance-actors.ts)`);
  });

export const insuranceActors = {
  loadInsurance: edge<InsuranceLoaded>('loadInsurance'),
  savePersonalDetails: edge<CoverSummary, { answers: Answers }>('savePersonalDetails'),
  saveBeneficiaries: edge<CoverSummary, { beneficiaries: BeneficiaryDraft[]; rules: InsuranceForm['beneficiaries'] }>('saveBeneficiaries'),
  /** Saves employment, which submits the enrolment. */
  submitInsurance: edge<CoverSummary, { answers: Answers }>('submitInsurance'),
};

const requested = (event: InsuranceEvent, page: InsurancePage) => event.type === 'nav.request' && event.path === insurancePages[page].route;
const valuesOf = (event: InsuranceEvent): Answers | null => (event.type === 'step.submit' || event.type === 'draft.update' ? event.values : null);
const listOf = (event: InsuranceEvent): BeneficiaryDraft[] | null =>
  event.type === 'beneficiaries.submit' || event.type === 'beneficiaries.update' ? event.beneficiaries : null;

export const insuranceMachine = setup({
  types: {
    context: {} as InsuranceContext,
    events: {} as InsuranceEvent,
    input: {} as InsuranceInput,
    output: {} as InsuranceOutput,
    tags: {} as 'loading' | 'saving' | 'form' | 'error',
  },
  actors: insuranceActors,
  guards: {
    /** A deep link to a later step opens it when the platform has the steps before it. */
    opensAt: ({ context }, p: { page: 'beneficiary' | 'employment'; saved: InsuranceLoaded['saved'] }) =>
      context.route === insurancePages[p.page].route && p.saved.personal && (p.page === 'beneficiary' || p.saved.beneficiaries),
    /** A deep link to a later step whose earlier steps are not all saved: the first unsaved step, explained. */
    startsBefore: ({ context }, p: { page: 'beneficiary' | 'personalDetails'; saved: InsuranceLoaded['saved'] }) => {
      const asked = context.route === insurancePages.employment.route || context.route === insurancePages.beneficiary.route;
      return asked && (p.page === 'beneficiary' ? p.saved.personal && !p.saved.beneficiaries && context.route === insurancePages.employment.route : !p.saved.personal);
    },
    /** A later step asked for while on an earlier one it needs: stay, and say why. */
    toUnsavedLater: ({ context, event }) =>
      (requested(event, 'beneficiary') && !context.saved.personal) || (requested(event, 'employment') && !(context.saved.personal && context.saved.beneficiaries)),
    toPersonalDetails: ({ event }) => requested(event, 'personalDetails'),
    toBeneficiary: ({ context, event }) => requested(event, 'beneficiary') && context.saved.personal,
    toEmployment: ({ context, event }) => requested(event, 'employment') && context.saved.personal && context.saved.beneficiaries,
  },
  actions: {
    storeLoaded: assign(({ context }, loaded: InsuranceLoaded) => ({
      form: loaded.form,
      personal: loaded.personal,
      beneficiaries: loaded.beneficiaries,
      // The employer is usually the company the borrower chose: offered until they type another.
      employment: { ...(context.companyName ? { employer_name: context.companyName } : {}), ...loaded.employment },
      saved: loaded.saved,
      error: null,
    })),
    storePersonal: assign(({ context, event }) => ({ personal: valuesOf(event) ?? context.personal })),
    storeEmployment: assign(({ context, event }) => ({ employment: valuesOf(event) ?? context.employment })),
    storeBeneficiaries: assign(({ context, event }) => ({ beneficiaries: listOf(event) ?? context.beneficiaries })),
    clearError: assign({ error: null, askedFor: null }),
    explainFromRoute: assign(({ context }) => ({ askedFor: context.route === insurancePages.employment.route ? ('employment' as const) : ('beneficiary' as const) })),
    explainFromRequest: assign(({ event }) => ({ askedFor: requested(event, 'employment') ? ('employment' as const) : ('beneficiary' as const) })),
    storeError: assign((_, params: { error: unknown }) => ({ error: toStepError(params.error) })),
    personalSaved: assign(({ context }) => ({ saved: { ...context.saved, personal: true }, error: null, askedFor: null })),
    beneficiariesSaved: assign(({ context }) => ({ saved: { ...context.saved, beneficiaries: true }, error: null, askedFor: null })),
    // Submitted: the draft is gone on the platform, so a new enrolment starts again from personal details.
    storeCover: assign((_, cover: CoverSummary) => ({ cover, saved: { personal: false, beneficiaries: false }, error: null })),
  },
}).createMachine({
  id: 'insurance',
  context: ({ input }) => ({
    route: input?.route ?? insurancePages.personalDetails.route,
    companyName: input?.companyName ?? '',
    form: null,
    personal: {},
    beneficiaries: [],
    employment: {},
    // Stryker disable next-line BooleanLiteral: equivalent: the read replaces saved (storeLoaded) before any step is shown
    saved: { personal: false, beneficiaries: false },
    cover: null,
    error: null,
    askedFor: null,
  }),
  initial: 'loading',
  output: ({ context }) => ({ submitted: context.cover !== null }),
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadInsurance',
        onDone: [
          {
            guard: { type: 'opensAt', params: ({ event }) => ({ page: 'employment' as const, saved: event.output.saved }) },
            target: 'employment',
            actions: { type: 'storeLoaded', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'opensAt', params: ({ event }) => ({ page: 'beneficiary' as const, saved: event.output.saved }) },
            target: 'beneficiary',
            actions: { type: 'storeLoaded', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'startsBefore', params: ({ event }) => ({ page: 'beneficiary' as const, saved: event.output.saved }) },
            target: 'beneficiary',
            actions: [{ type: 'storeLoaded', params: ({ event }) => event.output }, 'explainFromRoute'],
          },
          {
            guard: { type: 'startsBefore', params: ({ event }) => ({ page: 'personalDetails' as const, saved: event.output.saved }) },
            target: 'personalDetails',
            actions: [{ type: 'storeLoaded', params: ({ event }) => event.output }, 'explainFromRoute'],
          },
          { target: 'personalDetails', actions: { type: 'storeLoaded', params: ({ event }) => event.output } },
        ],
        onError: { target: 'loadFailed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    // No page: the router's error screen offers "Try again" (app.retry).
    loadFailed: { tags: ['error'], on: { 'app.retry': { target: 'loading', actions: 'clearError' }, 'step.back': 'left' } },
    personalDetails: {
      meta: insurancePages.personalDetails,
      initial: 'editing',
      on: {
        'step.back': 'left',
        'draft.update': { actions: 'storePersonal' },
        'nav.request': [
          { guard: 'toBeneficiary', target: 'beneficiary' },
          { guard: 'toEmployment', target: 'employment' },
          { guard: 'toUnsavedLater', actions: 'explainFromRequest' },
        ],
      },
      states: {
        editing: { tags: ['form'], on: { 'step.submit': { target: 'saving', actions: 'storePersonal' } } },
        saving: {
          tags: ['saving'],
          // The save is on its way: leaving now would lose track of it.
          on: { 'step.back': {}, 'nav.request': {}, 'draft.update': {} },
          invoke: {
            src: 'savePersonalDetails',
            input: ({ context }) => ({ answers: context.personal }),
            onDone: { target: '#insurance.beneficiary', actions: 'personalSaved' },
            onError: { target: 'error', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        error: { tags: ['error', 'form'], on: { 'step.retry': 'saving', 'step.submit': { target: 'saving', actions: 'storePersonal' } } },
      },
    },
    beneficiary: {
      meta: insurancePages.beneficiary,
      initial: 'editing',
      on: {
        'step.back': { target: 'personalDetails', actions: 'clearError' },
        'beneficiaries.update': { actions: 'storeBeneficiaries' },
        'nav.request': [
          { guard: 'toPersonalDetails', target: 'personalDetails', actions: 'clearError' },
          { guard: 'toEmployment', target: 'employment' },
          { guard: 'toUnsavedLater', actions: 'explainFromRequest' },
        ],
      },
      states: {
        editing: { tags: ['form'], on: { 'beneficiaries.submit': { target: 'saving', actions: 'storeBeneficiaries' } } },
        saving: {
          tags: ['saving'],
          on: { 'step.back': {}, 'nav.request': {}, 'beneficiaries.update': {} },
          invoke: {
            src: 'saveBeneficiaries',
            input: ({ context }) => ({ beneficiaries: context.beneficiaries, rules: context.form?.beneficiaries ?? { min: 1, max: 4, shares_required: false } }),
            onDone: { target: '#insurance.employment', actions: 'beneficiariesSaved' },
            onError: { target: 'error', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        error: { tags: ['error', 'form'], on: { 'step.retry': 'saving', 'beneficiaries.submit': { target: 'saving', actions: 'storeBeneficiaries' } } },
      },
    },
    employment: {
      meta: insurancePages.employment,
      initial: 'editing',
      on: {
        'step.back': { target: 'beneficiary', actions: 'clearError' },
        'draft.update': { actions: 'storeEmployment' },
        'nav.request': [
          { guard: 'toPersonalDetails', target: 'personalDetails', actions: 'clearError' },
          { guard: 'toBeneficiary', target: 'beneficiary', actions: 'clearError' },
        ],
      },
      states: {
        editing: { tags: ['form'], on: { 'step.submit': { target: 'saving', actions: 'storeEmployment' } } },
        saving: {
          tags: ['saving'],
          on: { 'step.back': {}, 'nav.request': {}, 'draft.update': {} },
          invoke: {
            src: 'submitInsurance',
            input: ({ context }) => ({ answers: context.employment }),
            onDone: { target: '#insurance.success', actions: { type: 'storeCover', params: ({ event }) => event.output } },
            onError: { target: 'error', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        error: { tags: ['error', 'form'], on: { 'step.retry': 'saving', 'step.submit': { target: 'saving', actions: 'storeEmployment' } } },
      },
    },
    success: {
      meta: insurancePages.success,
      on: {
        'insurance.done': 'left',
        'step.back': 'left',
        'nav.request': { guard: 'toPersonalDetails', target: 'personalDetails' },
      },
    },
    left: { type: 'final' },
  },
});

export type InsuranceMachine = typeof insuranceMachine;
