import { assign, fromPromise, setup } from 'xstate';
import type { SessionUser } from '../auth/types';
import { disabledEligibility, type AccountSummary, type CompanySummary } from '../journeys/entry';
import type { ResumableApplication } from '../journeys/resume';
import { planJourney, type JourneyPlan, type SnapshotVerdict } from '../journeys/snapshot';

/**
 * Loading the signed-in borrower's account, one platform call per state: the profile, the product eligibility and
 * the ongoing application at once, then the employer's company (when the profile names one), then what this tab
 * kept (the journey snapshot, a payment left processing) and the resume plan (machines/journeys/snapshot.ts). The
 * app chart invokes it as `loadAccount` on every sign-in and reload; its output is the account summary. A failed call
 * is not handled here: it reaches the app chart as this chart's failure, with the call's error ("Try again").
 */
export interface ProfileLike {
  companyId: string | null;
  flowStates: Readonly<Record<string, string>>;
}
export type EligibilityLike = AccountSummary['eligibility'] | null;
export interface OngoingLike {
  application: (ResumableApplication & { application_type: string }) | null;
}
/** What this tab kept for the borrower (src/app/app-effects.ts reads it): no platform call. */
export interface TabKept {
  snapshot: SnapshotVerdict;
  pendingPaymentId: string | undefined;
}

interface AccountLoadingContext {
  user: SessionUser;
  profile: ProfileLike | null;
  eligibility: EligibilityLike;
  ongoing: OngoingLike | null;
  company: CompanySummary | null;
  kept: TabKept | null;
  plan: JourneyPlan | null;
}

const edge = <Output, Input>(name: string) =>
  fromPromise<Output, Input>(async () => {
    throw new Error(`${name} is supplied with .provide()`);
  });

/** The account summary the app chart routes by, from what was read. */
export function accountSummary(c: Pick<AccountLoadingContext, 'profile' | 'eligibility' | 'ongoing' | 'company' | 'kept' | 'plan'>): AccountSummary {
  const app = c.ongoing?.application ?? null;
  const plan = c.plan;
  return {
    company: c.company,
    eligibility: c.eligibility ?? disabledEligibility(),
    ongoing: app ? { id: app.id, status: app.status, applicationType: app.application_type } : null,
    resume: plan?.journey ?? null,
    pendingPaymentId: c.kept?.pendingPaymentId,
    flowStates: c.profile?.flowStates,
    ...(plan && (plan.detail !== undefined || plan.migratedFrom !== undefined)
      ? { resumeNote: { discarded: plan.discarded, detail: plan.detail, migratedFrom: plan.migratedFrom } }
      : {}),
  };
}

export const accountLoadingMachine = setup({
  types: { input: {} as { user: SessionUser }, context: {} as AccountLoadingContext, output: {} as AccountSummary },
  actors: {
    readProfile: edge<ProfileLike, void>('readProfile'),
    readEligibility: edge<EligibilityLike, void>('readEligibility'),
    readOngoing: edge<OngoingLike, void>('readOngoing'),
    readCompany: edge<CompanySummary, { companyId: string }>('readCompany'),
    readTabKept: edge<TabKept, { userId: string }>('readTabKept'),
  },
  guards: {
    namesCompany: ({ context }) => context.profile?.companyId != null,
    /** The plan set a saved journey aside for a reason other than there being none. */
    discardsSnapshot: ({ context }) => context.plan?.discarded != null && context.plan.discarded !== 'missing',
  },
  actions: {
    /** A saved journey that no longer fits is removed, so it cannot come back after the next status change. */
    forgetSnapshot: (_, _params: { userId: string }) => {},
  },
}).createMachine({
  id: 'accountLoading',
  context: ({ input }) => ({ user: input.user, profile: null, eligibility: null, ongoing: null, company: null, kept: null, plan: null }),
  initial: 'reading',
  states: {
    reading: {
      type: 'parallel',
      // Side by side: each region reads, stores, and ends; all three read, the next state follows.
      states: {
        profile: {
          initial: 'reading',
          states: {
            reading: { invoke: { src: 'readProfile', onDone: { target: 'read', actions: assign({ profile: ({ event }) => event.output }) } } },
            read: { type: 'final' },
          },
        },
        eligibility: {
          initial: 'reading',
          states: {
            reading: { invoke: { src: 'readEligibility', onDone: { target: 'read', actions: assign({ eligibility: ({ event }) => event.output }) } } },
            read: { type: 'final' },
          },
        },
        ongoing: {
          initial: 'reading',
          states: {
            reading: { invoke: { src: 'readOngoing', onDone: { target: 'read', actions: assign({ ongoing: ({ event }) => event.output }) } } },
            read: { type: 'final' },
          },
        },
      },
      onDone: [{ guard: 'namesCompany', target: 'readingCompany' }, { target: 'readingTab' }],
    },
    readingCompany: {
      invoke: {
        src: 'readCompany',
        input: ({ context }) => ({ companyId: context.profile?.companyId ?? '' }),
        onDone: { target: 'readingTab', actions: assign({ company: ({ event }) => event.output }) },
      },
    },
    // Keyed by username: always known, on restore too (src/app/journey-store.ts uses the same).
    readingTab: {
      invoke: {
        src: 'readTabKept',
        input: ({ context }) => ({ userId: context.user.username }),
        onDone: {
          target: 'planned',
          actions: assign(({ context, event }) => ({
            kept: event.output,
            plan: planJourney({ application: context.ongoing?.application ?? null, snapshot: event.output.snapshot }),
          })),
        },
      },
    },
    planned: {
      always: [
        { guard: 'discardsSnapshot', target: 'loaded', actions: { type: 'forgetSnapshot', params: ({ context }) => ({ userId: context.user.username }) } },
        { target: 'loaded' },
      ],
    },
    loaded: { type: 'final' },
  },
  output: ({ context }) => accountSummary(context),
});
