import * as v from 'valibot';
import { fromPromise } from 'xstate';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '~/api/client';
import { createApplication, type LoanAccount } from '~/api/contract/loans';
import { tenureMonths } from '~/domain/loan-math';
import type { ProductTransaction } from '~/api/contract/transactions';
import { eligibilityQuery } from '~/api/queries/loans';
import { loanScheduleQuery, loansQuery, loanViewQuery, remittanceQuery, transactionsQuery } from './loan-queries';
import { refinanceLimits } from '~/domain/refinance';
import { repaymentsMachine } from '@machines/repayments/repayments.machine';
import type {
  CreateRefinanceInput,
  LoanView,
  Remittance,
  LoanSchedule,
  LoanSummary,
  RefinanceKind,
  Transaction,
} from '@machines/repayments/repayments-types';

/** Wire loan account -> the chart's loan summary. A refinance is bounded by what pays the loan off today. */
export function toLoanSummary(l: LoanAccount): LoanSummary {
  // A platform that does not say yet is read as the balance (a loan with no interest left to waive).
  const payoff = l.payoff_centavos ?? l.outstanding_balance_centavos;
  return {
    id: l.id,
    statusCode: l.status_code,
    principal: l.principal_centavos,
    outstanding: l.outstanding_balance_centavos,
    payoff,
    tenureMonths: l.tenure_months,
    cycle: l.repayment_cycle,
    monthlyInterestPercent: l.interest_rate,
    disbursedAt: l.disbursed_at,
    createdAt: l.created_at,
    daysPastDue: l.days_past_due,
    refinanceLimits: { REFINANCE: refinanceLimits('REFINANCE', payoff), RECOVERY_REFINANCE: refinanceLimits('RECOVERY_REFINANCE', payoff) },
  };
}

export const toTransaction = (t: ProductTransaction): Transaction => ({
  id: t.id,
  type: t.type,
  amount: t.amount_centavos,
  occurredAt: t.occurred_at,
  description: t.description,
});

/** Recovery refinance first: a borrower past due is offered the recovery route even if a plain one is listed too. */
export function refinanceKindOf(types: readonly string[], disabled: boolean): RefinanceKind | null {
  if (disabled) return null;
  if (types.includes('RECOVERY_REFINANCE')) return 'RECOVERY_REFINANCE';
  if (types.includes('REFINANCE')) return 'REFINANCE';
  return null;
}

export interface RepaymentsEdge {
  queryClient: QueryClient;
  api: ApiClient;
  newIdempotencyKey?: () => string;
}

/**
 * The repayments chart with its effects. Reads go through the shared query cache (src/repayments/loan-queries.ts),
 * so the schedule read for loan details is not fetched again on the schedule page; the create invalidates 'loans'.
 */
export function provideRepaymentsMachine({ queryClient, api, newIdempotencyKey = () => crypto.randomUUID() }: RepaymentsEdge) {
  // Same terms, same key (within this app session): a retry after a lost answer gets the application already made.
  const session = newIdempotencyKey();
  const schedule = async (loanId: string): Promise<LoanSchedule> => {
    const s = await queryClient.fetchQuery(loanScheduleQuery(loanId));
    return {
      principal: s.principal_centavos,
      tenureMonths: s.tenure_months,
      cycle: s.repayment_cycle,
      collectionMode: s.collection_mode,
      entries: s.schedule.map((e) => ({ number: e.number, dueDate: e.due_date, amount: e.amount_centavos, paid: e.paid_centavos, status: e.status })),
    };
  };
  const transactions = async (loanId: string, sort: 'asc' | 'desc') =>
    (await queryClient.fetchQuery(transactionsQuery(loanId, sort))).transactions.map(toTransaction);

  return repaymentsMachine.provide({
    actors: {
      loadLoans: fromPromise(async (): Promise<LoanSummary[]> => {
        const loans = await queryClient.fetchQuery({ ...loansQuery(), staleTime: 0 });
        return loans.data.filter((l) => l.product_type === 'LOAN').map(toLoanSummary);
      }),
      loadRefinanceKind: fromPromise(async (): Promise<RefinanceKind | null> => {
        const flag = (await queryClient.fetchQuery(eligibilityQuery())).computedProductEligibility.loan;
        return refinanceKindOf(flag.application_types, flag.disabled);
      }),
      loadLoanView: fromPromise(async ({ input }): Promise<LoanView> => {
        const view = await queryClient.fetchQuery(loanViewQuery(input.loanId));
        return { loan: toLoanSummary(view.loan), companyName: view.company_name, paid: view.paid_amount_centavos, installment: view.installment_amount_centavos };
      }),
      loadRemittance: fromPromise(async ({ input }): Promise<Remittance> => {
        const r = await queryClient.fetchQuery(remittanceQuery(input.loanId));
        return { status: r.remittance_status, lastRemittedAt: r.last_remitted_at };
      }),
      loadTransactions: fromPromise(({ input }) => transactions(input.loanId, input.sort)),
      loadSchedule: fromPromise(({ input }) => schedule(input.loanId)),
      createRefinance: fromPromise(async ({ input }: { input: CreateRefinanceInput }) => {
        const app = await api(createApplication, {
          body: {
            product_type: 'LOAN',
            application_type: input.kind,
            loan_amount_centavos: input.amount,
            // The chart's rules already allow only the offered tenures; parsing says so to the compiler, and fails loudly if not.
            tenure_months: v.parse(v.picklist(tenureMonths), input.tenureMonths),
            repayment_cycle: input.cycle,
            source_loan_id: input.sourceLoanId,
          },
          idempotencyKey: `${input.kind}-${input.sourceLoanId}-${input.amount}-${input.tenureMonths}-${input.cycle}-${session}`,
        });
        await queryClient.invalidateQueries({ queryKey: ['loans'] });
        return { applicationId: app.id };
      }),
    },
  });
}
