import type { StateMeta } from '../shared/meta';

/** The chart's pages, apart from the chart so the app chart can know their routes without loading it. */
export const repaymentsPages = {
  loanDetails: { route: '/loan-details', screen: 'loan-details', title: 'Loan details', page: 'Loan Details', primaryAction: 'Pay now', figures: ['details.loan.principal', 'details.installment', 'details.paid', 'details.loan.outstanding'] },
  loanSchedule: { route: '/loan-schedule', screen: 'loan-schedule', title: 'Loan schedule', page: 'Loan Schedule', primaryAction: 'Pay now', figures: ['schedule.principal', 'schedule.entries.0.amount', 'schedule.entries.0.paid'] },
  pastProducts: { route: '/past-products', screen: 'past-products', title: 'Past products', page: 'Past Products', figures: ['overview.loans.1.principal'] },
  refinanceNotification: { route: '/refinance-notification', screen: 'refinance-notification', title: 'You can refinance your loan', page: 'Refinance Notification', primaryAction: 'Calculate my refinance', figures: ['overview.loans.0.outstanding', 'overview.loans.0.payoff'] },
  refinanceCalculator: { route: '/refinance-calculator', screen: 'refinance-calculator', title: 'Refinance calculator', page: 'Refinance Calculator', primaryAction: 'Continue' },
  recoveryRefinanceCalculator: { route: '/recovery-refinance-calculator', screen: 'recovery-refinance-calculator', title: 'Recovery refinance calculator', page: 'Recovery Refinance Calculator', primaryAction: 'Continue' },
} as const satisfies Record<string, StateMeta>;
