import { and } from 'xstate';
import type { StateMeta } from '../shared/meta';
import type { LoanSummary, RefinanceKind, RefinanceTerms, RepaymentsContext } from './repayments-types';
import { sourceLoan } from './source-loan';

/** State configs the repayments chart repeats (refers to its actions, guards and actors by name only). */

/** A failed call's message, for the chart's storeError action. */
export const storeError = { type: 'storeError', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) } as const;

/**
 * Every page first makes sure the overview (loans, refinance eligibility) is there, then takes the first of `ways`
 * (each guarded by hasOverview, so none is taken while it loads).
 * Tagged 'overview' so a screen can show the wait or the failure (with `loan.retry`) the same way everywhere.
 */
export function withOverview<const W extends readonly object[]>(ways: W) {
  return {
    overview: {
      tags: ['overview'],
      // Checked on entry and after every step inside: a page reached from another page passes straight through.
      always: ways,
      initial: 'loading',
      states: {
        // Two platform calls, one after the other: the loans, then which refinance the platform allows now.
        loading: {
          tags: ['loading'],
          entry: 'clearError',
          invoke: {
            id: 'loadLoans',
            src: 'loadLoans',
            onDone: { target: 'eligibility', actions: { type: 'storeLoans', params: ({ event }: { event: { output: LoanSummary[] } }) => ({ loans: event.output }) } },
            onError: { target: 'error', actions: storeError },
          },
        },
        eligibility: {
          tags: ['loading'],
          invoke: {
            id: 'loadRefinanceKind',
            src: 'loadRefinanceKind',
            onDone: { actions: { type: 'storeOverview', params: ({ event }: { event: { output: RefinanceKind | null } }) => ({ refinance: event.output }) } },
            onError: { target: 'error', actions: storeError },
          },
        },
        error: { tags: ['error'], on: { 'loan.retry': 'loading' } },
      },
    },
  } as const;
}

/** Both calculators: terms in, the application created, hand-over out. A failed create keeps the terms. */
export function calculator(kind: RefinanceKind, stateMeta: StateMeta) {
  // Terms the rules refuse stay on the calculator with the reason (refinance-rules.ts); the screen words it.
  const submit = [
    { guard: { type: 'validTerms', params: { kind } }, target: 'creating', actions: 'storeTerms' },
    { actions: { type: 'storeTermsProblem', params: { kind } } },
  ] as const;
  const draft = { actions: { type: 'storeDraftTerms', params: { kind } } } as const;
  return {
    meta: stateMeta,
    initial: 'overview',
    on: { 'step.back': 'refinanceNotification' },
    states: {
      ...withOverview([
        { guard: and(['hasOverview', { type: 'allows', params: { kind } }]), target: `#repayments.${kind === 'REFINANCE' ? 'refinanceCalculator' : 'recoveryRefinanceCalculator'}.editing` },
        { guard: 'hasOverview', target: '#repayments.loanDetails' },
      ]),
      editing: { on: { 'refinance.submit': submit, 'refinance.draft': draft } },
      creating: {
        tags: ['saving'],
        entry: 'clearError',
        invoke: {
          id: `create${kind === 'REFINANCE' ? 'Refinance' : 'RecoveryRefinance'}`,
          src: 'createRefinance',
          input: ({ context }: { context: RepaymentsContext }) => ({
            kind,
            sourceLoanId: sourceLoan(context)!.id,
            ...(context.terms as RefinanceTerms),
          }),
          onDone: { target: '#repayments.done', actions: { type: 'storeHandover', params: ({ event }: { event: { output: { applicationId: string } } }) => event.output } },
          onError: { target: 'error', actions: storeError },
        },
      },
      error: { tags: ['error'], on: { 'refinance.submit': submit, 'refinance.draft': draft, 'loan.retry': 'creating' } },
    },
  } as const;
}

