import { and } from 'xstate';
import type { StateMeta } from '../shared/meta';
import type { RefinanceKind, RefinanceTerms, RepaymentsContext } from './repayments-types';
import { sourceLoan } from './source-loan';

/** State configs the repayments chart repeats (refers to its actions, guards and actors by name only). */

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
        loading: {
          tags: ['loading'],
          entry: 'clearError',
          invoke: {
            id: 'loadOverview',
            src: 'loadOverview',
            onDone: { actions: 'storeOverview' },
            onError: { target: 'error', actions: 'storeError' },
          },
        },
        error: { tags: ['error'], on: { 'loan.retry': 'loading' } },
      },
    },
  } as const;
}

/** Both calculators: terms in, the application created, hand-over out. A failed create keeps the terms. */
export function calculator(kind: RefinanceKind, stateMeta: StateMeta) {
  const submit = { guard: { type: 'validTerms', params: { kind } }, target: 'creating', actions: 'storeTerms' } as const;
  return {
    meta: stateMeta,
    initial: 'overview',
    on: { 'step.back': 'refinanceNotification' },
    states: {
      ...withOverview([
        { guard: and(['hasOverview', { type: 'allows', params: { kind } }]), target: `#repayments.${kind === 'REFINANCE' ? 'refinanceCalculator' : 'recoveryRefinanceCalculator'}.editing` },
        { guard: 'hasOverview', target: '#repayments.loanDetails' },
      ]),
      editing: { on: { 'refinance.submit': submit } },
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
          onDone: { target: '#repayments.done', actions: 'storeHandover' },
          onError: { target: 'error', actions: 'storeError' },
        },
      },
      error: { tags: ['error'], on: { 'refinance.submit': submit, 'loan.retry': 'creating' } },
    },
  } as const;
}

