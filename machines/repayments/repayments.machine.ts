import { and, assign, setup } from 'xstate';
import { termsProblem } from './refinance-rules';
import type {
  LoanSchedule,
  LoanSummary,
  RefinanceKind,
  RepaymentsContext,
  RepaymentsEvent,
  RepaymentsInput,
  Transaction,
} from './repayments-types';
import { isRunning, sourceLoan } from './source-loan';
import { calculator, storeError, withOverview } from './repayments-states';
import { repaymentsPages } from './repayments-pages';
import { repaymentsActors } from './repayments-edge';

export { repaymentsActors } from './repayments-edge';

/**
 * Repayments: loan details (status in words, remittance, transactions with a sort), the schedule, past products,
 * and refinancing — the notification, then the refinance or recovery refinance calculator, which creates the
 * application and hands over to the refinance journey (output `{ next: 'journey' }`; the app chart starts it).
 * Every call that fails lands in an `error` state with `loan.retry`.
 */
export type { RepaymentsContext, RepaymentsEvent, RepaymentsInput, RepaymentsOutput } from './repayments-types';
export { sourceLoan } from './source-loan';

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Something went wrong on our side. Please try again.';

/** The loan details opens on when none was asked for: a running loan, else the latest. */
const defaultLoanId = (loans: LoanSummary[]) =>
  (loans.find(isRunning) ?? [...loans].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0])?.id;

const pathOf = (path: string) => path.split(/[?#]/)[0] ?? path;
const detailsFailed = { target: '#repayments.loanDetails.error', actions: storeError } as const;
const loanOf = ({ context }: { context: RepaymentsContext }) => ({ loanId: context.loanId! });

export const repaymentsMachine = setup({
  types: {
    input: {} as RepaymentsInput,
    context: {} as RepaymentsContext,
    events: {} as RepaymentsEvent,
    output: {} as RepaymentsContext['exit'],
    tags: {} as 'loading' | 'error' | 'saving' | 'overview',
  },
  actors: repaymentsActors,
  actions: {
    // Stryker disable next-line StringLiteral: equivalent: storeEntry runs only on nav.request (the root's `on`), so the other branch is never taken
    storeEntry: assign({ entry: ({ event }) => (event.type === 'nav.request' ? pathOf(event.path) : '/loan-details') }),
    storeLoans: assign((_, params: { loans: LoanSummary[] }) => ({ loans: params.loans })),
    storeOverview: assign(({ context }, params: { refinance: RefinanceKind | null }) => {
      const loans = context.loans ?? [];
      const known = loans.some((l) => l.id === context.loanId);
      return { overview: { loans, refinance: params.refinance }, loanId: known ? context.loanId : defaultLoanId(loans), errorMessage: null };
    }),
    /** Loan details, once its four reads are in. */
    storeDetails: assign(({ context: { view, remittance, schedule, transactions } }) => ({
      details: view && remittance && schedule && transactions ? { ...view, remittance, collectionMode: schedule.collectionMode, transactions } : null,
    })),
    storeTransactions: assign(({ context }, params: { transactions: Transaction[] }) => ({
      details: context.details && { ...context.details, transactions: params.transactions },
    })),
    storeSchedule: assign((_, params: { schedule: LoanSchedule }) => ({ schedule: params.schedule })),
    storeSort: assign({ sort: ({ context, event }) => (event.type === 'transactions.sort' ? event.sort : context.sort) }),
    selectLoan: assign(({ context, event }) =>
      event.type === 'loan.select' ? { loanId: event.loanId, view: null, remittance: null, transactions: null, details: null, schedule: null } : { loanId: context.loanId },
    ),
    storeTerms: assign(({ context, event }) => (event.type === 'refinance.submit' ? { terms: event.terms, termsProblem: null } : { terms: context.terms })),
    /** Why the terms submitted are refused (the guard validTerms said no). */
    storeTermsProblem: assign(({ context, event }, params: { kind: RefinanceKind }) => {
      const loan = sourceLoan(context);
      return event.type === 'refinance.submit' ? { termsProblem: loan ? termsProblem(params.kind, loan.payoff, event.terms, loan.refinanceLimits?.[params.kind]) : 'amount' } : {};
    }),
    /** The terms as typed and whether they would be taken: the screen shows an estimate only for those. */
    storeDraftTerms: assign(({ context, event }, params: { kind: RefinanceKind }) => {
      const loan = sourceLoan(context);
      if (event.type !== 'refinance.draft') return {};
      return { draft: { terms: event.terms, valid: loan !== undefined && termsProblem(params.kind, loan.payoff, event.terms, loan.refinanceLimits?.[params.kind]) === null } };
    }),
    storeError: assign((_, params: { error: unknown }) => ({ errorMessage: messageOf(params.error) })),
    clearError: assign({ errorMessage: null }),
    // Stryker disable next-line ObjectLiteral: equivalent: exit starts as { next: 'home' } and every other exit ends the chart, so exitHome never finds it changed
    exitHome: assign({ exit: { next: 'home' } as const }),
    exitPayments: assign({ exit: { next: 'payments' } as const }),
    storeHandover: assign({
      exit: ({ context }, { applicationId }: { applicationId: string }) => {
        const t = context.terms!;
        return {
          next: 'journey' as const,
          // The refinance journey goes on from the purpose: the calculator's answers are already the application's.
          journey: {
            type: 'refinance' as const,
            applicationId,
            startAt: 'loanPurpose' as const,
            answers: { refinanceCalculator: { amount_centavos: t.amount, tenure_months: t.tenureMonths, repayment_cycle: t.cycle } },
          },
        };
      },
    }),
  },
  guards: {
    hasOverview: ({ context }) => context.overview !== null,
    hasLoan: ({ context }) => context.loanId !== undefined,
    canRefinance: ({ context }) => context.overview?.refinance != null && sourceLoan(context) !== undefined,
    isRecovery: ({ context }) => context.overview?.refinance === 'RECOVERY_REFINANCE',
    wants: ({ context }, params: { route: string }) => context.entry === params.route,
    /** A calculator is used only when the platform allows that kind of refinance now and a loan runs. */
    allows: ({ context }, params: { kind: RefinanceKind }) =>
      context.overview?.refinance === params.kind && sourceLoan(context) !== undefined,
    validTerms: ({ context, event }, params: { kind: RefinanceKind }) => {
      const loan = sourceLoan(context);
      return event.type === 'refinance.submit' && loan !== undefined && termsProblem(params.kind, loan.payoff, event.terms, loan.refinanceLimits?.[params.kind]) === null;
    },
  },
}).createMachine({
  id: 'repayments',
  context: ({ input }) => ({
    // Stryker disable next-line StringLiteral: equivalent: only routing reads entry, and '' matches no page, so it opens loan details as '/loan-details' does
    entry: pathOf(input.route ?? '/loan-details'),
    loans: null,
    overview: null,
    loanId: input.loanId,
    view: null,
    remittance: null,
    transactions: null,
    details: null,
    sort: 'desc',
    schedule: null,
    terms: null,
    draft: null,
    termsProblem: null,
    errorMessage: null,
    exit: { next: 'home' },
  }),
  // Straight onto a page (the router waits for one); each page loads the overview it needs inside itself.
  initial: 'routing',
  output: ({ context }) => context.exit,
  on: {
    // The router sends this when the borrower asks for one of this chart's pages (link, back/forward, typed URL).
    'nav.request': { target: '.routing', actions: 'storeEntry' },
  },
  states: {
    routing: {
      always: [
        { guard: { type: 'wants', params: { route: '/loan-schedule' } }, target: 'loanSchedule' },
        { guard: { type: 'wants', params: { route: '/past-products' } }, target: 'pastProducts' },
        { guard: { type: 'wants', params: { route: '/refinance-notification' } }, target: 'refinanceNotification' },
        { guard: { type: 'wants', params: { route: '/refinance-calculator' } }, target: 'refinanceCalculator' },
        { guard: { type: 'wants', params: { route: '/recovery-refinance-calculator' } }, target: 'recoveryRefinanceCalculator' },
        { target: 'loanDetails' },
      ],
    },
    loanDetails: {
      meta: repaymentsPages.loanDetails,
      initial: 'overview',
      on: {
        'step.back': { target: 'done', actions: 'exitHome' },
        'payments.open': { target: 'done', actions: 'exitPayments' },
        'schedule.open': 'loanSchedule',
        'pastProducts.open': 'pastProducts',
        'refinance.open': { guard: 'canRefinance', target: 'refinanceNotification' },
      },
      states: {
        ...withOverview([
          { guard: and(['hasOverview', 'hasLoan']), target: '#repayments.loanDetails.loading' },
          { guard: 'hasOverview', target: '#repayments.loanDetails.empty' },
        ]),
        empty: {},
        // Four reads side by side (one after the other they cost four round trips before the page on a slow phone,
        // issue W3-D); the page is put together once all are in. A failure at any of them stops the others and
        // offers the retry from the start.
        loading: {
          tags: ['loading'],
          entry: 'clearError',
          type: 'parallel',
          states: {
            view: {
              initial: 'reading',
              states: {
                reading: { invoke: { id: 'loadLoanView', src: 'loadLoanView', input: loanOf, onDone: { target: 'read', actions: assign({ view: ({ event }) => event.output }) }, onError: detailsFailed } },
                read: { type: 'final' },
              },
            },
            remittance: {
              initial: 'reading',
              states: {
                reading: { invoke: { id: 'loadRemittance', src: 'loadRemittance', input: loanOf, onDone: { target: 'read', actions: assign({ remittance: ({ event }) => event.output }) }, onError: detailsFailed } },
                read: { type: 'final' },
              },
            },
            // The collection mode is the schedule's; the schedule page then finds it read already.
            collection: {
              initial: 'reading',
              states: {
                reading: { invoke: { id: 'loadDetailsSchedule', src: 'loadSchedule', input: loanOf, onDone: { target: 'read', actions: { type: 'storeSchedule', params: ({ event }) => ({ schedule: event.output }) } }, onError: detailsFailed } },
                read: { type: 'final' },
              },
            },
            transactions: {
              initial: 'reading',
              states: {
                reading: { invoke: { id: 'loadDetailsTransactions', src: 'loadTransactions', input: ({ context }) => ({ loanId: context.loanId!, sort: context.sort }), onDone: { target: 'read', actions: assign({ transactions: ({ event }) => event.output }) }, onError: detailsFailed } },
                read: { type: 'final' },
              },
            },
          },
          onDone: { target: 'ready', actions: 'storeDetails' },
        },
        error: { tags: ['error'], on: { 'loan.retry': 'loading' } },
        ready: { on: { 'transactions.sort': { target: 'sorting', actions: 'storeSort' } } },
        // The list on screen stays while the other order loads; a failure keeps it and offers a retry.
        sorting: {
          tags: ['loading'],
          entry: 'clearError',
          invoke: {
            id: 'loadTransactions',
            src: 'loadTransactions',
            input: ({ context }) => ({ loanId: context.loanId!, sort: context.sort }),
            onDone: { target: 'ready', actions: { type: 'storeTransactions', params: ({ event }) => ({ transactions: event.output }) } },
            onError: { target: 'sortError', actions: storeError },
          },
          on: { 'transactions.sort': { target: 'sorting', reenter: true, actions: 'storeSort' } },
        },
        sortError: {
          tags: ['error'],
          on: { 'loan.retry': 'sorting', 'transactions.sort': { target: 'sorting', actions: 'storeSort' } },
        },
      },
    },
    loanSchedule: {
      meta: repaymentsPages.loanSchedule,
      initial: 'overview',
      on: { 'step.back': 'loanDetails', 'payments.open': { target: 'done', actions: 'exitPayments' } },
      states: {
        ...withOverview([
          { guard: and(['hasOverview', 'hasLoan']), target: '#repayments.loanSchedule.loading' },
          { guard: 'hasOverview', target: '#repayments.loanSchedule.empty' },
        ]),
        empty: {},
        loading: {
          tags: ['loading'],
          entry: 'clearError',
          invoke: {
            id: 'loadSchedule',
            src: 'loadSchedule',
            input: ({ context }) => ({ loanId: context.loanId! }),
            onDone: { target: 'ready', actions: { type: 'storeSchedule', params: ({ event }) => ({ schedule: event.output }) } },
            onError: { target: 'error', actions: storeError },
          },
        },
        error: { tags: ['error'], on: { 'loan.retry': 'loading' } },
        ready: {},
      },
    },
    pastProducts: {
      meta: repaymentsPages.pastProducts,
      initial: 'overview',
      states: { ...withOverview([{ guard: 'hasOverview', target: '#repayments.pastProducts.ready' }]), ready: {} },
      on: {
        'loan.select': { target: 'loanDetails', actions: 'selectLoan' },
        'step.back': { target: 'done', actions: 'exitHome' },
      },
    },
    refinanceNotification: {
      meta: repaymentsPages.refinanceNotification,
      initial: 'overview',
      states: {
        // Only when the platform allows a refinance now; otherwise the borrower lands on loan details.
        ...withOverview([
          { guard: and(['hasOverview', 'canRefinance']), target: '#repayments.refinanceNotification.ready' },
          { guard: 'hasOverview', target: '#repayments.loanDetails' },
        ]),
        ready: {
          on: { 'refinance.start': [{ guard: 'isRecovery', target: '#repayments.recoveryRefinanceCalculator' }, { target: '#repayments.refinanceCalculator' }] },
        },
      },
      on: { 'step.back': 'loanDetails' },
    },
    refinanceCalculator: calculator('REFINANCE', repaymentsPages.refinanceCalculator),
    recoveryRefinanceCalculator: calculator(
      'RECOVERY_REFINANCE',
      repaymentsPages.recoveryRefinanceCalculator,
    ),
    done: { type: 'final' },
  },
});

export type RepaymentsMachine = typeof repaymentsMachine;
