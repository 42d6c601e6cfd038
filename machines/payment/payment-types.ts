/**
 * What the payment chart knows about the platform, in its own words. The edge (src/payment) maps the recovery
 * and transactions contracts onto these shapes, so the chart does not change when a wire field is renamed.
 * Amounts are integer centavos (src/domain/money).
 */
export const paymentPurposes = ['RECOVERY', 'DEDUCTION', 'ADMIN'] as const;
export type PaymentPurpose = (typeof paymentPurposes)[number];

/** Spec §4 "Payment purposes": the purpose's title and the label of the amount it pays. */
export const purposeLabels: Record<PaymentPurpose, { title: string; balanceLabel: string }> = {
  RECOVERY: { title: 'Recovery', balanceLabel: 'Outstanding Balance' },
  DEDUCTION: { title: 'Past due payment', balanceLabel: 'Pending Due' },
  ADMIN: { title: 'Pre-terminate Loan', balanceLabel: 'Final Payoff Amount' },
};

export const paymentMethodCodes = ['gcash', 'maya', 'gotyme'] as const;
export type PaymentMethodCode = (typeof paymentMethodCodes)[number];

export interface AmountDue {
  purpose: PaymentPurpose;
  loanId: string;
  amount: number;
}

export interface PaymentMethodOption {
  code: PaymentMethodCode;
  name: string;
  /** Provider code of spec §3: GCH, PMY, GTME. */
  providerCode: string;
}

export const paymentStatuses = ['PENDING', 'PROCESSING', 'SUCCESSFUL', 'FAILED', 'CANCELLED'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** Spec §4 "Payment status display". */
export const paymentStatusTitle: Record<PaymentStatus, string> = {
  PENDING: 'Payment Processing',
  PROCESSING: 'Payment Processing',
  SUCCESSFUL: 'Payment Successful!',
  FAILED: 'Payment Failed',
  CANCELLED: 'Payment Failed',
};

export interface PaymentRequest {
  purpose: PaymentPurpose;
  loanId: string;
  amount: number;
  method: PaymentMethodCode;
}

export interface SubmittedPayment {
  paymentId: string;
  /** The provider's authorisation page (spec: paymentAuthLink.redirect_url). */
  redirectUrl: string;
}

export interface TransactionStatus {
  paymentId: string;
  status: PaymentStatus;
  amount?: number | undefined;
  method?: PaymentMethodCode | undefined;
}
