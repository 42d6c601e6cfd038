/** Where the id of a payment in flight is kept, so a borrower who leaves and comes back sees the same payment. */
export const PENDING_PAYMENT_KEY = 'lakbay.pendingPaymentId';

export const readPendingPaymentId = (storage: Pick<Storage, 'getItem'>): string | undefined => storage.getItem(PENDING_PAYMENT_KEY) ?? undefined;
