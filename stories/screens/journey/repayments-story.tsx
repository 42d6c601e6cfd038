/**
 * The refinance and recovery refinance calculators in their states, for stories: the repayments chart (not a
 * journey chart) seeded with chart-story.tsx — the shortest path to the calculator from the page's own route, with
 * the overview (the borrower's loans and which refinance the platform allows) recorded from the sandbox's
 * refinance-eligible and past-due personas and mapped as the app's loadLoans and loadRefinanceKind map them — then the borrower's
 * Continue and the platform's answer.
 */
import { useCallback } from 'react';
import type { AnyEventObject } from 'xstate';
import { loans } from '~/api/contract';
import { ApiError } from '~/api/errors';
import { refinanceKindOf, toLoanSummary } from '~/repayments/repayments-actors';
import { repaymentsMachine, sourceLoan } from '@machines/repayments/repayments.machine';
import repaymentsSamples from '@machines/repayments/repayments.samples';
import type { Overview, RefinanceKind, RefinanceTerms, RepaymentCycle } from '@machines/repayments/repayments-types';
import type { ChartSamples } from '../../../tests/paths/graph';
import { ChartScreen, seedChart } from './chart-story';
import { recorded, recordedInput, refused } from './fixtures';

/** The two calculators: their route, state, the invoke that creates the application, and the fixtures' prefix. */
export const calculators = {
  refinance: {
    kind: 'REFINANCE',
    route: '/refinance-calculator',
    state: 'repayments.refinanceCalculator',
    create: 'createRefinance',
  },
  recoveryRefinance: {
    kind: 'RECOVERY_REFINANCE',
    route: '/recovery-refinance-calculator',
    state: 'repayments.recoveryRefinanceCalculator',
    create: 'createRecoveryRefinance',
  },
} as const satisfies Record<string, { kind: RefinanceKind; route: string; state: string; create: string }>;
export type Calculator = keyof typeof calculators;

/** The chart's overview from the recorded loans and eligibility (src/repayments/repayments-actors.ts loadLoans, loadRefinanceKind). */
export function recordedOverview(calculator: Calculator): Overview {
  const accounts = recorded(loans.listLoanProducts, `${calculator}.loans`).data;
  const flag = recorded(loans.getEligibleApplications, `${calculator}.eligibility`).computedProductEligibility.loan;
  return {
    loans: accounts.filter((l) => l.product_type === 'LOAN').map(toLoanSummary),
    refinance: refinanceKindOf(flag.application_types, flag.disabled),
  };
}

/** The loan the refinance pays off (the chart's own choice). */
export const sourceLoanOf = (calculator: Calculator) =>
  sourceLoan({ overview: recordedOverview(calculator), loanId: undefined })!;

/** The terms the platform took when the recorded borrower made this refinance application. */
export function recordedTerms(calculator: Calculator): RefinanceTerms {
  const { body } = recordedInput(`${calculator}.created`) as {
    body: { loan_amount_centavos: number; tenure_months: number; repayment_cycle: RepaymentCycle };
  };
  return { amount: body.loan_amount_centavos, tenureMonths: body.tenure_months, cycle: body.repayment_cycle };
}

/** Continue with these terms (the calculator sends them once they pass the chart's rule). */
export const submitTerms = (terms: RefinanceTerms): AnyEventObject => ({ type: 'refinance.submit', terms });
/** The create refused as the recorded call was (an ApiError, as the app's client throws it). */
export const createRefused = (calculator: Calculator): AnyEventObject => ({
  type: `xstate.error.actor.${calculators[calculator].create}`,
  error: new ApiError(refused(`${calculator}.unavailable`)),
});

export interface RepaymentsStoryArgs {
  calculator: Calculator;
  /** Events after the calculator is shown, in order. */
  then?: AnyEventObject[];
  expectState: string;
}

export function seedRepayments({ calculator, then, expectState }: RepaymentsStoryArgs) {
  const c = calculators[calculator];
  const base = repaymentsSamples.repayments;
  const { loans, refinance } = recordedOverview(calculator);
  const samples: ChartSamples = {
    ...(base as ChartSamples),
    inputs: [{ route: c.route }],
    outcomes: { ...base.outcomes, loadLoans: { done: [loans] }, loadRefinanceKind: { done: [refinance] } },
  };
  return seedChart(repaymentsMachine, samples, { at: `${c.state}.editing`, then, expectState });
}

export function RepaymentsStory(args: RepaymentsStoryArgs) {
  const seed = useCallback(() => seedRepayments(args), [args]);
  return <ChartScreen seed={seed} />;
}
