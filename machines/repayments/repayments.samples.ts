import type { AnyMachineSnapshot } from 'xstate';
import { refinanceBounds } from './refinance-rules';
import type { LoanSummary, Overview } from './repayments-types';

/**
 * Samples for the generated-path traversal (tests/paths) of the repayments chart: each page as a way in, an
 * overview with each refinance kind (and none, and no loans at all), terms valid and invalid, every call failing.
 */
const loan: LoanSummary = {
  id: 'L1', statusCode: 300, principal: 3_000_000, outstanding: 1_000_000, tenureMonths: 12, cycle: '1 Month',
  monthlyInterestPercent: 2, disbursedAt: '2026-01-15', createdAt: '2026-01-10', daysPastDue: 0,
};
const overviews: Overview[] = [
  { loans: [loan], refinance: 'REFINANCE' },
  { loans: [loan], refinance: 'RECOVERY_REFINANCE' },
  { loans: [loan], refinance: null },
  { loans: [], refinance: null },
];
const routes = ['/loan-details', '/loan-schedule', '/past-products', '/refinance-notification', '/refinance-calculator', '/recovery-refinance-calculator'];
const valid = { amount: refinanceBounds('REFINANCE', loan.outstanding).min, tenureMonths: 12, cycle: '1 Month' };
const boom = new Error('Service unavailable');

export default {
  repayments: {
    inputs: [{ route: '/loan-details' }, { route: '/loan-details', loanId: 'L1' }],
    events: {
      'nav.request': routes.map((path) => ({ type: 'nav.request', path })),
      'transactions.sort': [{ type: 'transactions.sort', sort: 'asc' }],
      'loan.select': [{ type: 'loan.select', loanId: 'L1' }],
      'refinance.submit': [
        { type: 'refinance.submit', terms: valid },
        { type: 'refinance.submit', terms: { ...valid, amount: 0 } },
      ],
    },
    outcomes: {
      loadOverview: { done: overviews, error: [boom] },
      loadLoanDetails: { done: [{ loan, remittance: null, transactions: [] }], error: [boom] },
      loadTransactions: { done: [[]], error: [boom] },
      loadSchedule: { done: [{ loanId: 'L1', items: [] }], error: [boom] },
      createRefinance: { done: [{ applicationId: 'R1' }], error: [boom] },
    },
    serialize: (s: AnyMachineSnapshot) =>
      JSON.stringify([
        s.value, s.status, s.context.entry, s.context.loanId, s.context.overview?.refinance, s.context.overview?.loans.length,
        s.context.errorMessage !== null, s.context.sort, s.context.terms !== null,
      ]),
  },
};
