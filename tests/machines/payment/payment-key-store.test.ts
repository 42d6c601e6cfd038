import { describe, expect, it } from 'vitest';
import {
  PAYMENT_KEY_MAX_AGE_MS,
  PENDING_PAYMENT_IDEMPOTENCY_KEY,
  PENDING_PAYMENT_KEY,
  paymentKeyStore,
  readPendingPaymentId,
} from '~/payment/pending-payment';
import type { PaymentRequest } from '@machines/payment/payment-types';

/**
 * The idempotency key of a payment (src/payment/pending-payment.ts), case by case: which stored keys are reused,
 * which are not, and what a storage that refuses writes or holds rubbish does. Written for the mutation run
 * (issue W3-G): each case below fails on a change of one condition in the store.
 */
const request: PaymentRequest = { loanId: 'L-1', purpose: 'DEDUCTION', method: 'gcash', amount: 150_000 };

function memory() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}
const counter = () => {
  let n = 0;
  return () => `key-${++n}`;
};

describe('payment idempotency keys', () => {
  it('the storage keys are the documented ones', () => {
    expect(PENDING_PAYMENT_KEY).toBe('lakbay.pendingPaymentId');
    expect(PENDING_PAYMENT_IDEMPOTENCY_KEY).toBe('lakbay.pendingPaymentKey');
    expect(PAYMENT_KEY_MAX_AGE_MS).toBe(86_400_000);
  });

  it('reads the pending payment id, or undefined when none is stored', () => {
    const s = memory();
    expect(readPendingPaymentId(s)).toBeUndefined();
    s.setItem(PENDING_PAYMENT_KEY, 'pay-7');
    expect(readPendingPaymentId(s)).toBe('pay-7');
  });

  it('stores the key it makes with the payment and the time, and reuses it for the same payment', () => {
    const s = memory();
    const store = paymentKeyStore(s, counter(), () => 1_000);
    expect(store.keyFor(request)).toBe('key-1');
    expect(JSON.parse(s.map.get(PENDING_PAYMENT_IDEMPOTENCY_KEY)!)).toEqual({ key: 'key-1', ...request, createdAt: 1_000 });
    expect(store.keyFor({ ...request })).toBe('key-1');
  });

  it.each([
    ['another loan', { loanId: 'L-2' }],
    ['another purpose', { purpose: 'ADMIN' }],
    ['another method', { method: 'maya' }],
    ['another amount (one centavo more)', { amount: 150_001 }],
  ] as const)('%s is another payment: a new key, stored in place of the old one', (_, change) => {
    const s = memory();
    const store = paymentKeyStore(s, counter(), () => 1_000);
    store.keyFor(request);
    expect(store.keyFor({ ...request, ...change })).toBe('key-2');
    expect(JSON.parse(s.map.get(PENDING_PAYMENT_IDEMPOTENCY_KEY)!).key).toBe('key-2');
  });

  it('a key is reused until just under 24 hours, and not at 24 hours', () => {
    let now = 0;
    const s = memory();
    const store = paymentKeyStore(s, counter(), () => now);
    store.keyFor(request);
    now = PAYMENT_KEY_MAX_AGE_MS - 1;
    expect(store.keyFor(request)).toBe('key-1');
    now = PAYMENT_KEY_MAX_AGE_MS;
    expect(store.keyFor(request)).toBe('key-2');
  });

  it('a key stored by an earlier page (a reload) is reused by a new store over the same storage', () => {
    const s = memory();
    paymentKeyStore(s, counter(), () => 5).keyFor(request);
    const after = paymentKeyStore(s, () => 'other', () => 10);
    expect(after.keyFor(request)).toBe('key-1');
  });

  it.each([
    ['not JSON', '{'],
    ['null', 'null'],
    ['a number', '42'],
    ['no key', { loanId: 'L-1', purpose: 'DEDUCTION', method: 'gcash', amount: 150_000, createdAt: 1 }],
    ['a key that is not text', { key: 5, loanId: 'L-1', purpose: 'DEDUCTION', method: 'gcash', amount: 150_000, createdAt: 1 }],
    ['a loan that is not text', { key: 'k', loanId: 1, purpose: 'DEDUCTION', method: 'gcash', amount: 150_000, createdAt: 1 }],
    ['a purpose that is not text', { key: 'k', loanId: 'L-1', purpose: 1, method: 'gcash', amount: 150_000, createdAt: 1 }],
    ['a method that is not text', { key: 'k', loanId: 'L-1', purpose: 'DEDUCTION', method: 1, amount: 150_000, createdAt: 1 }],
    ['an amount that is not a number', { key: 'k', loanId: 'L-1', purpose: 'DEDUCTION', method: 'gcash', amount: '150000', createdAt: 1 }],
    ['a time that is not a number', { key: 'k', loanId: 'L-1', purpose: 'DEDUCTION', method: 'gcash', amount: 150_000, createdAt: '1' }],
  ])('a stored key with %s is not used: a new one is made', (_, stored) => {
    const s = memory();
    s.setItem(PENDING_PAYMENT_IDEMPOTENCY_KEY, typeof stored === 'string' ? stored : JSON.stringify(stored));
    expect(paymentKeyStore(s, () => 'fresh', () => 2).keyFor(request)).toBe('fresh');
  });

  it('a well-formed stored key for the same payment is used as it is', () => {
    const s = memory();
    s.setItem(PENDING_PAYMENT_IDEMPOTENCY_KEY, JSON.stringify({ key: 'k', ...request, createdAt: 1 }));
    expect(paymentKeyStore(s, () => 'fresh', () => 2).keyFor(request)).toBe('k');
  });

  it.each([
    ['a loan that is not text', { loanId: 1 }],
    ['a purpose that is not text', { purpose: 1 }],
    ['a method that is not text', { method: 1 }],
    ['an amount that is not a number', { amount: '150000' }],
  ])('storage stuck on a stored key with %s (writes refused): a retry in this tab still sends the key it made first', (_, broken) => {
    // The broken record is no key at all: it must not stand for "a key of another payment", which would make a new
    // key on every retry (and a second payment the platform cannot recognise as the same).
    const stuck = {
      getItem: () => JSON.stringify({ key: 'k', ...request, createdAt: 1, ...broken }),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    };
    const store = paymentKeyStore(stuck, counter(), () => 2);
    expect(store.keyFor(request)).toBe('key-1');
    expect(store.keyFor(request)).toBe('key-1');
  });

  it('storage that refuses writes still gets one key per store (kept in memory), and forget drops it', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const store = paymentKeyStore(refusing, counter(), () => 1);
    expect(store.keyFor(request)).toBe('key-1');
    expect(store.keyFor(request)).toBe('key-1');
    expect(() => store.forget()).not.toThrow();
    expect(store.keyFor(request)).toBe('key-2');
  });

  it('storage that cannot be read is treated as empty', () => {
    const unreadable = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {},
      removeItem: () => {},
    };
    expect(paymentKeyStore(unreadable, () => 'fresh', () => 1).keyFor(request)).toBe('fresh');
  });

  it('forget removes the stored key: the next payment, even the same one, gets a new key', () => {
    const s = memory();
    const store = paymentKeyStore(s, counter(), () => 1);
    store.keyFor(request);
    store.forget();
    expect(s.map.has(PENDING_PAYMENT_IDEMPOTENCY_KEY)).toBe(false);
    expect(store.keyFor(request)).toBe('key-2');
  });

  it('uses Date.now when no clock is given', () => {
    const s = memory();
    const before = Date.now();
    paymentKeyStore(s, () => 'k').keyFor(request);
    const createdAt = JSON.parse(s.map.get(PENDING_PAYMENT_IDEMPOTENCY_KEY)!).createdAt as number;
    expect(createdAt).toBeGreaterThanOrEqual(before);
    expect(createdAt).toBeLessThanOrEqual(Date.now());
  });
});
