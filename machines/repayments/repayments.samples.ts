import type { ChartSamplesOf } from '../shared/chart-samples';
import type { repaymentsActors } from './repayments.machine';
import type { LoanDetails, LoanSchedule, LoanSummary, Overview, RefinanceTerms, RepaymentsContext, RepaymentsEvent, RepaymentsInput } from './repayments-types';

/**
 * Event payloads for the generated-path traversal of the repayments chart (tests/paths) and its machine tests:
 * overviews with a running loan (plain, recovery, no refinance), with only a past loan and with none; every page
 * request; valid and invalid refinance terms.
 */
export const runningLoan: LoanSummary = {
  id: 'L1', statusCode: 300, principal: 3_000_000, outstanding: 2_000_000, payoff: 1_640_000, tenureMonths: 12, cycle: '1 Semi Month',
  monthlyInterestPercent: 2.99, disbursedAt: '2026-01-10T00:00:00Z', createdAt: '2026-01-01T00:00:00Z', daysPastDue: 0,
};
export const closedLoan: LoanSummary = { ...runningLoan, id: 'L0', statusCode: 600, outstanding: 0, payoff: 0, createdAt: '2025-01-01T00:00:00Z' };

export const overviews: Record<'refinance' | 'recovery' | 'none' | 'pastOnly' | 'empty', Overview> = {
  refinance: { loans: [runningLoan, closedLoan], refinance: 'REFINANCE' },
  recovery: { loans: [{ ...runningLoan, daysPastDue: 21 }], refinance: 'RECOVERY_REFINANCE' },
  none: { loans: [runningLoan], refinance: null },
  pastOnly: { loans: [closedLoan], refinance: 'REFINANCE' },
  empty: { loans: [], refinance: null },
};

export const details: LoanDetails = {
  loan: runningLoan, companyName: 'Sinag Bank', paid: 1_200_000, installment: 169_850, collectionMode: 'DEBIT_ORDER',
  remittance: { status: 'PARTIAL', lastRemittedAt: null },
  transactions: [{ id: 'T1', type: 'PAYROLL_DEDUCTION', amount: 169_850, occurredAt: '2026-02-15T00:00:00Z', description: '' }],
};

export const schedule: LoanSchedule = {
  principal: 3_000_000, tenureMonths: 12, cycle: '1 Semi Month', collectionMode: 'DEBIT_ORDER',
  entries: [{ number: 1, dueDate: '2026-01-15', amount: 169_850, paid: 169_850, status: 'COMPLETED' }],
};

export const goodTerms: RefinanceTerms = { amount: 5_000_000, tenureMonths: 24, cycle: '1 Month' };
/** Below the running loan's balance: refused by both calculators. */
export const lowTerms: RefinanceTerms = { amount: 150_000, tenureMonths: 12, cycle: '1 Month' };

const boom = new Error('Network down');
const routes = ['/loan-details', '/loan-schedule', '/past-products', '/refinance-notification', '/refinance-calculator', '/recovery-refinance-calculator'];

export const repaymentsSamples: ChartSamplesOf<RepaymentsEvent, typeof repaymentsActors, RepaymentsInput, RepaymentsContext> = {
  inputs: [{ route: '/loan-details' }, { route: '/refinance-calculator', loanId: 'L1' }],
  events: {
    'nav.request': routes.map((path) => ({ type: 'nav.request', path }) as const),
    'transactions.sort': [{ type: 'transactions.sort', sort: 'asc' }],
    'loan.select': [{ type: 'loan.select', loanId: 'L0' }],
    'refinance.submit': [goodTerms, lowTerms].map((terms) => ({ type: 'refinance.submit', terms }) as const),
    'refinance.draft': [goodTerms, lowTerms].map((terms) => ({ type: 'refinance.draft', terms }) as const),
  },
  outcomes: {
    // The overviews' loans and refinance kinds, read by two calls: every combination the guards tell apart.
    loadLoans: { done: [...new Set(Object.values(overviews).map((o) => o.loans))], error: [boom] },
    loadRefinanceKind: { done: ['REFINANCE', 'RECOVERY_REFINANCE', null], error: [boom] },
    loadLoanView: { done: [{ loan: details.loan, companyName: details.companyName, paid: details.paid, installment: details.installment }], error: [boom] },
    loadRemittance: { done: [details.remittance], error: [boom] },
    loadTransactions: { done: [details.transactions], error: [boom] },
    loadSchedule: { done: [schedule], error: [boom] },
    createRefinance: { done: [{ applicationId: 'A9' }], error: [boom] },
  },
  // Only what guards read: a finite state space with the same 100% coverage.
  serialize: (s) =>
    JSON.stringify([
      s.value, s.status, s.context.overview?.refinance ?? null, s.context.overview?.loans.length ?? -1, s.context.loans?.length ?? -1, s.context.loanId ?? null,
    ]),
};

export default { repayments: repaymentsSamples };
