import type { StateMeta } from '../shared/meta';

/** The chart's pages, apart from the chart so the app chart can know their routes without loading it. */
export const paymentPages = {
  payments: { route: '/payments', screen: 'payments', title: 'Payments', page: 'Payments', primaryAction: 'Continue', figures: ['amountsDue.0.amount'] },
  paymentMode: { route: '/payments/payment-mode', screen: 'payment-mode', title: 'Choose how to pay', page: 'Payment Mode', figures: ['due.amount'] },
  recoveryCallback: { route: '/recovery/callback', screen: 'recovery-callback', title: 'Confirming your payment', page: 'Recovery Callback' },
  paymentProcessing: { route: '/payments/processing', screen: 'payment-processing', title: 'Payment status', page: 'Payment Processing', figures: ['transaction.amount', 'transaction.fee', 'transaction.total'] },
} as const satisfies Record<string, StateMeta>;
