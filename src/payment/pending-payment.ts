import type { PaymentRequest } from '@machines/payment/payment-types';

/** Where the id of a payment in flight is kept, so a borrower who leaves and comes back sees the same payment. */
export const PENDING_PAYMENT_KEY = 'lakbay.pendingPaymentId';

export const readPendingPaymentId = (storage: Pick<Storage, 'getItem'>): string | undefined => storage.getItem(PENDING_PAYMENT_KEY) ?? undefined;

/**
 * Where the idempotency key of the payment the borrower started is kept, beside the pending payment id: every
 * submit of the same payment (a retry after a lost answer, a reload) sends the same key, so the platform answers
 * with the payment it already made instead of making a second one (docs/decisions.md, "A payment is made once").
 */
export const PENDING_PAYMENT_IDEMPOTENCY_KEY = 'lakbay.pendingPaymentKey';

/** A key is not reused after this long: a payment started and abandoned long ago is not the one paid today. */
export const PAYMENT_KEY_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export interface StoredPaymentKey extends PaymentRequest {
  key: string;
  /** When the key was made (ms since epoch). */
  createdAt: number;
}

type KeyStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const samePayment = (a: PaymentRequest, b: PaymentRequest) =>
  a.loanId === b.loanId && a.purpose === b.purpose && a.method === b.method && a.amount === b.amount;

function readStored(storage: KeyStorage): StoredPaymentKey | undefined {
  try {
    const raw = storage.getItem(PENDING_PAYMENT_IDEMPOTENCY_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : undefined;
    // Stryker disable next-line ConditionalExpression,LogicalOperator: equivalent: a non-object is refused by the field checks below anyway (null throws there, caught); this also skips the killable '→ true'
    if (!parsed || typeof parsed !== 'object') return undefined;
    const s = parsed as Partial<StoredPaymentKey>;
    if (typeof s.key !== 'string' || typeof s.loanId !== 'string' || typeof s.purpose !== 'string' || typeof s.method !== 'string') return undefined;
    if (typeof s.amount !== 'number' || typeof s.createdAt !== 'number') return undefined;
    return s as StoredPaymentKey;
  } catch {
    return undefined;
  }
}

/**
 * The idempotency key of `request`: the stored one when it is for the same loan, purpose, method and amount and is
 * recent, else a new one, stored in its place (a different amount or method is a different payment). Storage that
 * refuses writes (private browsing) still gets one key per edge: the last one is kept in memory too.
 */
export function paymentKeyStore(storage: KeyStorage, newKey: () => string, now: () => number = Date.now) {
  let inMemory: StoredPaymentKey | undefined;
  return {
    keyFor(request: PaymentRequest): string {
      const stored = readStored(storage) ?? inMemory;
      if (stored && samePayment(stored, request) && now() - stored.createdAt < PAYMENT_KEY_MAX_AGE_MS) return stored.key;
      const fresh: StoredPaymentKey = { key: newKey(), loanId: request.loanId, purpose: request.purpose, method: request.method, amount: request.amount, createdAt: now() };
      inMemory = fresh;
      try {
        storage.setItem(PENDING_PAYMENT_IDEMPOTENCY_KEY, JSON.stringify(fresh));
      } catch {
        // Kept in memory only: retries in this tab still reuse it.
      }
      return fresh.key;
    },
    /** The payment ended (successful, failed, cancelled): the next payment gets a new key. */
    forget(): void {
      inMemory = undefined;
      try {
        storage.removeItem(PENDING_PAYMENT_IDEMPOTENCY_KEY);
      } catch {
        // Nothing stored.
      }
    },
  };
}
