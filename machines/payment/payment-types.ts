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
  /** How the fee is worked out, in words ('₱15.00 fee', '1.5% fee, at least ₱10.00'); the exact fee is fetched. */
  feeNote?: string | undefined;
}

export const paymentStatuses = ['PENDING', 'PROCESSING', 'SUCCESSFUL', 'FAILED', 'CANCELLED'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];
/** Spec §4 "Payment status display": the statuses that end a payment, by outcome; the rest are still processing. */
export const succeededStatuses = ['SUCCESSFUL'] as const satisfies readonly PaymentStatus[];
export const failedStatuses = ['FAILED', 'CANCELLED'] as const satisfies readonly PaymentStatus[];
export const isStatusIn = (list: readonly PaymentStatus[], status: PaymentStatus | undefined) =>
  status !== undefined && list.includes(status);

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

/** A payment as the platform reports it: what it pays (purpose, loan, amount without the fee) and how. */
export interface TransactionStatus {
  paymentId: string;
  status: PaymentStatus;
  purpose: PaymentPurpose;
  loanId: string;
  amount: number;
  method: PaymentMethodCode;
  /** The method's fee and what was charged in all (amount + fee), as the platform reports them. */
  fee?: number | undefined;
  total?: number | undefined;
}

/** The payment chart's input, context and events (machines/payment/payment.machine.ts). */
export interface PaymentInput {
  loanId?: string | undefined;
  /** A payment the borrower left while it was processing (read from storage at the edge). */
  pendingPaymentId?: string | undefined;
  /** Set when the app opens at /recovery/callback?payment_id=... after the provider's page. */
  callbackPaymentId?: string | undefined;
}

export interface PaymentContext {
  /** How this chart was entered; decides the first page. */
  arrival: 'fresh' | 'callback' | 'resume';
  loanId: string | undefined;
  amountsDue: AmountDue[];
  /** The amount due being paid (its purpose, loan and amount): chosen once, so every call sends the same amount. */
  due: AmountDue | undefined;
  methods: PaymentMethodOption[];
  method: PaymentMethodCode | undefined;
  /** Fee of the chosen method; undefined until fetched and whenever the method changes. */
  fee: number | undefined;
  paymentId: string | undefined;
  redirectUrl: string | undefined;
  transaction: TransactionStatus | undefined;
  /** Waits so far, capped at 4 (the backoff stops growing there; keeps the chart finite). */
  pollCount: number;
  showError: boolean;
  errorMessage: string | undefined;
}

export type PaymentEvent =
  | { type: 'purpose.select'; purpose: PaymentPurpose }
  | { type: 'payment.continue' }
  | { type: 'method.select'; method: PaymentMethodCode }
  | { type: 'payment.submit' }
  | { type: 'payment.back' }
  | { type: 'payment.retry' }
  | { type: 'payment.refresh' }
  /** The router: an address of this chart was asked for (a deep link, back/forward). */
  | { type: 'nav.request'; path: string }
  | { type: 'payment.tryAgain' }
  | { type: 'payment.finish' }
  | { type: 'payment.callback'; paymentId: string };
