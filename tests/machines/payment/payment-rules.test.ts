import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate';
import { paymentMachine, POLL_CAP, PROCESSING_TIME_LIMIT_MS } from '@machines/payment/payment.machine';
import { dueLike } from '@machines/payment/payment.setup';
import { paymentPages } from '@machines/payment/payment-pages';
import {
  failedStatuses,
  isStatusIn,
  paymentStatusTitle,
  purposeLabels,
  succeededStatuses,
  type AmountDue,
  type PaymentMethodOption,
  type TransactionStatus,
} from '@machines/payment/payment-types';
import { createSandbox, type Sandbox } from '../../../sandbox/app';
import { createPersona, type Persona } from '../../../sandbox/backoffice/personas';
import { createApiClient } from '~/api/client';
import { providePaymentMachine } from '~/payment/payment-actors';

/**
 * The payment chart's rules one by one (issue W3-G, mutation run of `payment`): the words of spec §4 it carries, the
 * polling schedule to the millisecond, the time limit, the error text, which amount due a retry pays; and its edge
 * against the in-process sandbox through the real recovery contract, counting the HTTP requests each step makes.
 */
const flush = () => new Promise((r) => setTimeout(r, 0));
const settle = async () => {
  for (let i = 0; i < 5; i += 1) await flush();
};

describe('what the chart says (spec §4)', () => {
  it('its four pages: route, screen, title, analytics page name', () => {
    // What each page shows (primaryAction, figures) is the screen tests' (tests/paths/screens.test.tsx).
    expect(Object.keys(paymentPages)).toEqual(['payments', 'paymentMode', 'recoveryCallback', 'paymentProcessing']);
    expect(paymentPages).toMatchObject({
      payments: { route: '/payments', screen: 'payments', title: 'Payments', page: 'Payments' },
      paymentMode: { route: '/payments/payment-mode', screen: 'payment-mode', title: 'Choose how to pay', page: 'Payment Mode' },
      recoveryCallback: { route: '/recovery/callback', screen: 'recovery-callback', title: 'Confirming your payment', page: 'Recovery Callback' },
      paymentProcessing: { route: '/payments/processing', screen: 'payment-processing', title: 'Payment status', page: 'Payment Processing' },
    });
  });

  it('purpose titles and the label of the amount each pays', () => {
    expect(purposeLabels).toEqual({
      RECOVERY: { title: 'Recovery', balanceLabel: 'Outstanding Balance' },
      DEDUCTION: { title: 'Past due payment', balanceLabel: 'Pending Due' },
      ADMIN: { title: 'Pre-terminate Loan', balanceLabel: 'Final Payoff Amount' },
    });
  });

  it('status titles, and which statuses end a payment', () => {
    expect(paymentStatusTitle).toEqual({
      PENDING: 'Payment Processing',
      PROCESSING: 'Payment Processing',
      SUCCESSFUL: 'Payment Successful!',
      FAILED: 'Payment Failed',
      CANCELLED: 'Payment Failed',
    });
    expect([...succeededStatuses]).toEqual(['SUCCESSFUL']);
    expect([...failedStatuses]).toEqual(['FAILED', 'CANCELLED']);
    expect(isStatusIn(failedStatuses, undefined)).toBe(false);
    expect(isStatusIn(failedStatuses, 'CANCELLED')).toBe(true);
    expect(isStatusIn(failedStatuses, 'PROCESSING')).toBe(false);
  });

  it('the amount due a payment pays is the one of the same purpose and the same loan', () => {
    const dues: AmountDue[] = [
      { purpose: 'DEDUCTION', loanId: 'L1', amount: 1 },
      { purpose: 'DEDUCTION', loanId: 'L2', amount: 2 },
      { purpose: 'ADMIN', loanId: 'L2', amount: 3 },
    ];
    expect(dueLike(dues, { purpose: 'DEDUCTION', loanId: 'L2' })?.amount).toBe(2);
    expect(dueLike(dues, { purpose: 'ADMIN', loanId: 'L1' })).toBeUndefined();
    expect(dueLike(dues, undefined)).toBeUndefined();
  });
});

function chart(statuses: TransactionStatus['status'][], opts: { dues?: AmountDue[] } = {}) {
  const clock = new SimulatedClock();
  const pollTimes: number[] = [];
  const machine = paymentMachine.provide({
    actors: {
      loadAmountsDue: fromPromise(async (): Promise<AmountDue[]> => opts.dues ?? [{ purpose: 'DEDUCTION', loanId: 'L1', amount: 150_000 }]),
      loadPaymentMethods: fromPromise(async (): Promise<PaymentMethodOption[]> => [{ code: 'gcash', name: 'GCash', providerCode: 'GCH' }]),
      fetchMethodFee: fromPromise(async () => 1500),
      submitPayment: fromPromise(async () => ({ paymentId: 'P2', redirectUrl: '/provider/P2' })),
      fetchTransactionStatus: fromPromise(async ({ input }): Promise<TransactionStatus> => {
        pollTimes.push(clock.now());
        const status = statuses[Math.min(pollTimes.length - 1, statuses.length - 1)]!;
        return { paymentId: input.paymentId, status, purpose: 'DEDUCTION', loanId: 'L1', amount: 150_000, method: 'gcash' };
      }),
    },
  });
  return { actor: createActor(machine, { input: { callbackPaymentId: 'P1' }, clock }), clock, pollTimes };
}

describe('the chart, to the millisecond', () => {
  it('polls after 2 s, 4 s, 8 s, then every 15 s (capped), and stops at the one-minute limit exactly', async () => {
    const { actor, clock, pollTimes } = chart(['PROCESSING']);
    actor.start();
    await flush();
    for (let t = 0; t < 59_000; t += 500) {
      clock.increment(500);
      await flush();
    }
    expect(pollTimes.map((t, i) => t - (pollTimes[i - 1] ?? t))).toEqual([0, 2_000, 4_000, 8_000, 15_000, 15_000, 15_000]); // at 0, 2, 6, 14, 29, 44, 59 s
    expect(actor.getSnapshot().context.pollCount).toBe(POLL_CAP);
    expect(POLL_CAP).toBe(4);
    expect(actor.getSnapshot().matches({ processing: 'active' })).toBe(true);
    clock.increment(PROCESSING_TIME_LIMIT_MS - clock.now() - 1);
    await flush();
    expect(actor.getSnapshot().matches({ processing: 'active' })).toBe(true);
    clock.increment(1);
    await flush();
    expect(actor.getSnapshot().matches({ processing: 'timedOut' })).toBe(true);
    expect(PROCESSING_TIME_LIMIT_MS).toBe(60_000);
    // Checking again starts the backoff over: the next wait is 2 s.
    actor.send({ type: 'payment.refresh' });
    await flush();
    expect(actor.getSnapshot().context.pollCount).toBe(1);
  });

  it("a failed call shows the call's own message, or a plain one when it has none", async () => {
    const named = createActor(
      paymentMachine.provide({ actors: { loadAmountsDue: fromPromise(async () => Promise.reject(new Error('Recovery is down'))) } }),
      { input: {} },
    ).start();
    await waitFor(named, (s) => s.hasTag('error'));
    expect(named.getSnapshot().context).toMatchObject({ showError: true, errorMessage: 'Recovery is down' });
    for (const nothing of [new Error(''), 'a string', undefined]) {
      const plain = createActor(paymentMachine.provide({ actors: { loadAmountsDue: fromPromise(async () => Promise.reject(nothing)) } }), { input: {} }).start();
      await waitFor(plain, (s) => s.hasTag('error'));
      expect(plain.getSnapshot().context.errorMessage).toBe('Something went wrong on our side. Please try again.');
      plain.send({ type: 'payment.retry' });
      expect(plain.getSnapshot().context).toMatchObject({ showError: false, errorMessage: undefined });
    }
  });

  it('one amount due is chosen for the borrower; with several, the one they pick, and nothing until then', async () => {
    const dues: AmountDue[] = [
      { purpose: 'DEDUCTION', loanId: 'L1', amount: 150_000 },
      { purpose: 'ADMIN', loanId: 'L1', amount: 900_000 },
    ];
    const actor = createActor(
      paymentMachine.provide({ actors: { loadAmountsDue: fromPromise(async () => dues) } }),
      { input: {} },
    ).start();
    await waitFor(actor, (s) => s.matches({ payments: 'ready' }));
    expect(actor.getSnapshot().context.due).toBeUndefined();
    actor.send({ type: 'payment.continue' });
    expect(actor.getSnapshot().matches({ payments: 'ready' })).toBe(true);
    actor.send({ type: 'purpose.select', purpose: 'ADMIN' });
    expect(actor.getSnapshot().context.due).toEqual(dues[1]);
    const single = createActor(paymentMachine.provide({ actors: { loadAmountsDue: fromPromise(async () => [dues[0]!]) } }), { input: {} }).start();
    await waitFor(single, (s) => s.matches({ payments: 'ready' }));
    expect(single.getSnapshot().context.due).toEqual(dues[0]);
  });

  it('how the chart was entered: fresh, back from the provider, or with a payment left pending', () => {
    const fresh = createActor(paymentMachine, { input: { loanId: 'L9' } }).getSnapshot().context;
    expect(fresh).toMatchObject({ arrival: 'fresh', loanId: 'L9', paymentId: undefined, pollCount: 0, showError: false });
    const back = createActor(paymentMachine, { input: { callbackPaymentId: 'P1', pendingPaymentId: 'P0' } }).getSnapshot().context;
    expect(back).toMatchObject({ arrival: 'callback', paymentId: 'P1' });
    const pending = createActor(paymentMachine, { input: { pendingPaymentId: 'P0' } }).getSnapshot().context;
    expect(pending).toMatchObject({ arrival: 'resume', paymentId: 'P0' });
  });

  it('/payments/processing asked for opens the pending payment; another page does not; without one it stays', async () => {
    const pending = createActor(paymentMachine.provide({ actors: { loadAmountsDue: fromPromise(async (): Promise<AmountDue[]> => []) } }), { input: { pendingPaymentId: 'P0' } }).start();
    pending.send({ type: 'nav.request', path: '/payments/payment-mode' } as never);
    expect(pending.getSnapshot().matches('payments')).toBe(true);
    pending.send({ type: 'nav.request', path: '/payments/processing' } as never);
    expect(pending.getSnapshot().matches('processing')).toBe(true);
    const none = createActor(paymentMachine.provide({ actors: { loadAmountsDue: fromPromise(async (): Promise<AmountDue[]> => []) } }), { input: {} }).start();
    none.send({ type: 'nav.request', path: '/payments/processing' } as never);
    expect(none.getSnapshot().matches('payments')).toBe(true);
    await settle();
  });
});

describe('the edge against the in-process sandbox (real recovery contract), counting requests', () => {
  const origin = 'http://sandbox.test';
  let sandbox: Sandbox;
  let persona: Persona;
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'lakbay-pay-rules-'));
    sandbox = createSandbox({ dbPath: ':memory:', storageDir: dir, origin, tokenTtlSeconds: 3600 });
    sandbox.ctx.verifyAccessToken = () => ({ id: persona.userId, username: persona.username });
  });
  afterAll(() => {
    sandbox.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('one request per step: the dues (only amounts above zero, for the loan asked), the methods with their fee notes, the fee', async () => {
    persona = createPersona(sandbox.ctx, 'past-due');
    const requests: string[] = [];
    const api = createApiClient({
      baseUrl: origin,
      getAccessToken: async () => 'token',
      fetch: async (input, init) => {
        const url = new URL(String(input));
        requests.push(`${init?.method ?? 'GET'} ${url.pathname}${url.search}`);
        return sandbox.app.request(String(input), init as RequestInit);
      },
    });
    const storage = { getItem: () => null, setItem: () => {}, removeItem: () => {} };
    const actor = createActor(providePaymentMachine({ api, storage, redirect: () => {} }), { input: {} }).start();
    await waitFor(actor, (s) => s.matches({ payments: 'ready' }) || s.hasTag('error'), { timeout: 5000 });
    expect(requests).toEqual(['GET /api/v1/recovery/payment-details']);
    const dues = actor.getSnapshot().context.amountsDue;
    expect(dues.length).toBeGreaterThan(0);
    expect(dues.every((d) => d.amount > 0 && d.loanId.length > 0)).toBe(true);
    actor.send({ type: 'purpose.select', purpose: 'DEDUCTION' });
    actor.send({ type: 'payment.continue' });
    await waitFor(actor, (s) => s.matches({ paymentMode: 'choosing' }), { timeout: 5000 });
    expect(requests.slice(1)).toEqual(['GET /api/v1/recovery/payment-methods']);
    const notes = actor.getSnapshot().context.methods.map((m) => [m.code, m.providerCode, m.feeNote]);
    expect(notes.length).toBeGreaterThan(0);
    for (const [, , note] of notes) expect(note).toMatch(/^(₱[\d,]+\.\d{2} fee|[\d.]+% fee, at least ₱[\d,]+\.\d{2})$/);
    const due = actor.getSnapshot().context.due!;
    actor.send({ type: 'method.select', method: 'gcash' });
    await waitFor(actor, (s) => s.matches({ paymentMode: 'choosing' }) && s.context.fee !== undefined, { timeout: 5000 });
    expect(requests.slice(2)).toEqual([`GET /api/v1/recovery/payment-methods/gcash/fee?amount_centavos=${due.amount}`]);

    // For one loan: the loan's id goes with the request.
    requests.length = 0;
    const forLoan = createActor(providePaymentMachine({ api, storage, redirect: () => {} }), { input: { loanId: due.loanId } }).start();
    await waitFor(forLoan, (s) => s.matches({ payments: 'ready' }) || s.hasTag('error'), { timeout: 5000 });
    expect(requests).toEqual([`GET /api/v1/recovery/payment-details?loan_id=${encodeURIComponent(due.loanId)}`]);
  });
});
