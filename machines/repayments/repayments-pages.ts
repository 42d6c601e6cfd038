import type { StateMeta } from '../shared/meta';

/** The chart's pages, apart from the chart so the app chart can know their routes without loading it. */
export const repaymentsPages = {
  loanDetails: { route: '/loan-details', screen: 'loan-details', title: 'Loan details', page: 'Loan Details' },
  loanSchedule: { route: '/loan-schedule', screen: 'loan-schedule', title: 'Loan schedule', page: 'Loan Schedule' },
  pastProducts: { route: '/past-products', screen: 'past-products', title: 'Past products', page: 'Past Products' },
  refinanceNotification: { route: '/refinance-notification', screen: 'refinance-notification', title: 'You can refinance your loan', page: 'Refinance Notification' },
  refinanceCalculator: { route: '/refinance-calculator', screen: 'refinance-calculator', title: 'Refinance calculator', page: 'Refinance Calculator' },
  recoveryRefinanceCalculator: { route: '/recovery-refinance-calculator', screen: 'recovery-refinance-calculator', title: 'Recovery refinance calculator', page: 'Recovery Refinance Calculator' },
} as const satisfies Record<string, StateMeta>;
