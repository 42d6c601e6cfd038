import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createActor, waitFor, type Actor } from 'xstate';
import { createSandbox, type Sandbox } from '../../../sandbox/app';
import { createPersona, type Persona } from '../../../sandbox/backoffice/personas';
import { createApiClient } from '~/api/client';
import { providePaymentMachine } from '~/payment/payment-actors';
import { PENDING_PAYMENT_IDEMPOTENCY_KEY, PENDING_PAYMENT_KEY } from '~/payment/pending-payment';
import type { PaymentMethodCode } from '@machines/payment/payment-types';

/**
 * A payment is made once (docs/decisions.md): the payment chart with its real edge against the in-process sandbox.
 * A submit whose answer is lost on the way back, retried (or retried after a reload), sends the same Idempotency-Key
 * and gets the payment already made; a new payment after a failed one gets a new key. And the sandbox's side:
 * the same key with another body is refused.
 */
const origin = 'http://sandbox.test';
const SUBMIT = '/api/v1/recovery/payments';
let sandbox: Sandbox;
let persona: Persona;
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'lakbay-pay-idem-'));
  sandbox = createSandbox({ dbPath: ':memory:', storageDir: dir, origin, tokenTtlSeconds: 3600 });
  sandbox.ctx.verifyAccessToken = () => ({ id: persona.userId, username: persona.username });
});
afterAll(() => {
  sandbox.close();
  rmSync(dir, { recursive: true, force: true });
});

type Store = Map<string, string>;

/** The app's edge over `store` (the browser's localStorage); `dropAnswers` submits reach the sandbox, their answers are lost. */
function edge(store: Store, opts: { dropAnswers?: number } = {}) {
  let toDrop = opts.dropAnswers ?? 0;
  const submitKeys: string[] = [];
  const redirects: string[] = [];
  const api = createApiClient({
    baseUrl: origin,
    getAccessToken: async () => 'token',
    fetch: async (input, init) => {
      const res = await sandbox.app.request(String(input), init as RequestInit);
      if (init?.method === 'POST' && new URL(String(input)).pathname === SUBMIT) {
        submitKeys.push(new Headers(init.headers).get('idempotency-key') ?? '');
        if (toDrop > 0) {
          toDrop -= 1;
          throw new TypeError('Failed to fetch');
        }
      }
      return res;
    },
  });
  const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v), removeItem: (k: string) => void store.delete(k) };
  return { submitKeys, redirects, machine: providePaymentMachine({ api, storage, redirect: (url) => void redirects.push(url) }) };
}

type PaymentActor = Actor<ReturnType<typeof edge>['machine']>;

/** From /payments to "Pay" pressed with `method`: returns once the submit was answered (redirecting) or failed. */
async function submit(actor: PaymentActor, method: PaymentMethodCode = 'gcash') {
  await waitFor(actor, (s) => s.matches({ payments: 'ready' }) || s.hasTag('error'), { timeout: 5000 });
  actor.send({ type: 'purpose.select', purpose: 'DEDUCTION' });
  actor.send({ type: 'payment.continue' });
  await waitFor(actor, (s) => s.matches({ paymentMode: 'choosing' }));
  actor.send({ type: 'method.select', method });
  await waitFor(actor, (s) => s.matches({ paymentMode: 'choosing' }) && s.context.fee !== undefined);
  actor.send({ type: 'payment.submit' });
  await waitFor(actor, (s) => s.matches({ paymentMode: 'redirecting' }) || s.hasTag('error'));
}

const paymentsOf = (loanId: string) =>
  sandbox.ctx.db.prepare('SELECT id, status, amount FROM payments WHERE loan_id = ? ORDER BY created_at').all(loanId) as { id: string; status: string; amount: number }[];
const chargesOf = (loanId: string) =>
  sandbox.ctx.db.prepare("SELECT amount FROM loan_transactions WHERE loan_id = ? AND type = 'PAYMENT'").pluck().all(loanId) as number[];

/** The borrower decides on the provider's page; the app opens at the callback. */
async function decide(e: ReturnType<typeof edge>, redirect: string, decision: 'approve' | 'decline') {
  const url = new URL(redirect);
  await sandbox.app.request(url.pathname, { method: 'POST', body: new URLSearchParams({ decision }) });
  const paymentId = url.pathname.split('/').pop()!;
  const after = createActor(e.machine, { input: { callbackPaymentId: paymentId } }).start();
  await waitFor(after, (s) => s.matches({ processing: 'successful' }) || s.matches({ processing: 'failed' }) || s.hasTag('error'), { timeout: 5000 });
  return after;
}

describe('a payment is made once', () => {
  it('the answer of the submit is lost; the retry sends the same key, one payment exists and the ledger shows one charge', async () => {
    persona = createPersona(sandbox.ctx, 'past-due');
    const store: Store = new Map();
    const e = edge(store, { dropAnswers: 1 });
    const actor = createActor(e.machine, { input: {} }).start();
    await submit(actor);
    expect(actor.getSnapshot().matches({ paymentMode: 'submitError' })).toBe(true);
    const loanId = actor.getSnapshot().context.due!.loanId;
    // The platform made the payment; the app never heard of it.
    expect(paymentsOf(loanId)).toHaveLength(1);
    expect(store.has(PENDING_PAYMENT_KEY)).toBe(false);

    actor.send({ type: 'payment.retry' });
    await waitFor(actor, (s) => s.matches({ paymentMode: 'redirecting' }) || s.hasTag('error'));
    expect(actor.getSnapshot().matches({ paymentMode: 'redirecting' })).toBe(true);
    expect(e.submitKeys).toHaveLength(2);
    expect(e.submitKeys[1]).toBe(e.submitKeys[0]);
    const payments = paymentsOf(loanId);
    expect(payments).toHaveLength(1);
    expect(store.get(PENDING_PAYMENT_KEY)).toBe(payments[0]!.id);
    actor.stop();

    const after = await decide(e, e.redirects[0]!, 'approve');
    expect(after.getSnapshot().matches({ processing: 'successful' })).toBe(true);
    expect(paymentsOf(loanId).map((p) => p.status)).toEqual(['SUCCESSFUL']);
    expect(chargesOf(loanId)).toEqual([payments[0]!.amount]);
    // The payment ended: its id and its key are forgotten.
    expect(store.has(PENDING_PAYMENT_KEY)).toBe(false);
    expect(store.has(PENDING_PAYMENT_IDEMPOTENCY_KEY)).toBe(false);
  });

  it('after a reload (a new actor and edge, the same storage) paying the same amount again reuses the key', async () => {
    persona = createPersona(sandbox.ctx, 'past-due');
    const store: Store = new Map();
    const first = edge(store, { dropAnswers: 1 });
    const before = createActor(first.machine, { input: {} }).start();
    await submit(before);
    expect(before.getSnapshot().matches({ paymentMode: 'submitError' })).toBe(true);
    const loanId = before.getSnapshot().context.due!.loanId;
    before.stop();
    expect(JSON.parse(store.get(PENDING_PAYMENT_IDEMPOTENCY_KEY)!)).toMatchObject({ key: first.submitKeys[0], loanId, purpose: 'DEDUCTION', method: 'gcash' });

    const reloaded = edge(store);
    const actor = createActor(reloaded.machine, { input: {} }).start();
    await submit(actor);
    expect(actor.getSnapshot().matches({ paymentMode: 'redirecting' })).toBe(true);
    expect(reloaded.submitKeys).toEqual(first.submitKeys);
    const payments = paymentsOf(loanId);
    expect(payments).toHaveLength(1);
    expect(reloaded.redirects[0]).toContain(payments[0]!.id);
    actor.stop();
  });

  it('another method is another payment: a new key', async () => {
    persona = createPersona(sandbox.ctx, 'past-due');
    const store: Store = new Map();
    const e = edge(store, { dropAnswers: 1 });
    const actor = createActor(e.machine, { input: {} }).start();
    await submit(actor, 'gcash');
    expect(actor.getSnapshot().matches({ paymentMode: 'submitError' })).toBe(true);
    actor.send({ type: 'method.select', method: 'maya' });
    await waitFor(actor, (s) => s.matches({ paymentMode: 'choosing' }) && s.context.fee !== undefined);
    actor.send({ type: 'payment.submit' });
    await waitFor(actor, (s) => s.matches({ paymentMode: 'redirecting' }) || s.hasTag('error'));
    expect(actor.getSnapshot().matches({ paymentMode: 'redirecting' })).toBe(true);
    expect(e.submitKeys).toHaveLength(2);
    expect(e.submitKeys[1]).not.toBe(e.submitKeys[0]);
    expect(JSON.parse(store.get(PENDING_PAYMENT_IDEMPOTENCY_KEY)!)).toMatchObject({ key: e.submitKeys[1], method: 'maya' });
    actor.stop();
  });

  it('a new payment after a failed one uses a new key', async () => {
    persona = createPersona(sandbox.ctx, 'past-due');
    const store: Store = new Map();
    const e = edge(store);
    const actor = createActor(e.machine, { input: {} }).start();
    await submit(actor);
    const loanId = actor.getSnapshot().context.due!.loanId;
    actor.stop();

    const after = await decide(e, e.redirects[0]!, 'decline');
    expect(after.getSnapshot().matches({ processing: 'failed' })).toBe(true);
    expect(store.has(PENDING_PAYMENT_IDEMPOTENCY_KEY)).toBe(false);
    after.send({ type: 'payment.tryAgain' });
    await waitFor(after, (s) => s.matches({ paymentMode: 'choosing' }) && s.context.fee !== undefined, { timeout: 5000 });
    after.send({ type: 'payment.submit' });
    await waitFor(after, (s) => s.matches({ paymentMode: 'redirecting' }) || s.hasTag('error'));
    expect(after.getSnapshot().matches({ paymentMode: 'redirecting' })).toBe(true);
    expect(e.submitKeys).toHaveLength(2);
    expect(e.submitKeys[1]).not.toBe(e.submitKeys[0]);
    expect(paymentsOf(loanId).map((p) => p.status)).toEqual(['FAILED', 'PENDING']);
    after.stop();
  });
});

describe('the sandbox honours Idempotency-Key on the payment submit', () => {
  const post = (key: string, body: object) =>
    sandbox.app.request(SUBMIT, {
      method: 'POST',
      headers: { authorization: 'Bearer token', 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify(body),
    });

  it('same key and body: the same payment; same key, other body: 422 IDEMPOTENCY_KEY_REUSED; never a second payment', async () => {
    persona = createPersona(sandbox.ctx, 'past-due');
    const loanId = persona.loanId!;
    const body = { loan_id: loanId, purpose: 'DEDUCTION', method: 'gcash', amount_centavos: 100_000 };
    const first = await post('key-1', body);
    expect(first.status).toBe(200);
    const made = (await first.json()) as { payment_id: string; redirect_url: string };

    // The same request written with its fields in another order is the same request.
    const again = await post('key-1', { amount_centavos: 100_000, method: 'gcash', purpose: 'DEDUCTION', loan_id: loanId });
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replay')).toBe('true');
    expect(await again.json()).toMatchObject({ payment_id: made.payment_id, redirect_url: made.redirect_url });

    const other = await post('key-1', { ...body, amount_centavos: 200_000 });
    expect(other.status).toBe(422);
    const refused = (await other.json()) as { code: string; message: string };
    expect(refused.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(refused.message).toMatch(/Idempotency-Key/);
    expect(paymentsOf(loanId)).toHaveLength(1);

    // Without the stored answer (two submits at once: the second arrives before the first answer is kept), the
    // payment itself remembers its key.
    sandbox.ctx.db.prepare("DELETE FROM idempotency WHERE key = 'key-1'").run();
    const raced = await post('key-1', body);
    expect(raced.status).toBe(200);
    expect(((await raced.json()) as { payment_id: string }).payment_id).toBe(made.payment_id);
    const racedOther = await post('key-1', { ...body, method: 'maya' });
    expect(racedOther.status).toBe(422);
    expect(paymentsOf(loanId)).toHaveLength(1);
  });

  it('a failed first attempt is not kept as the answer: the same key runs again', async () => {
    persona = createPersona(sandbox.ctx, 'past-due');
    const loanId = persona.loanId!;
    const body = { loan_id: loanId, purpose: 'DEDUCTION', method: 'gcash', amount_centavos: 100_000 };
    // More than is due: refused, and nothing kept.
    const tooMuch = await post('key-2', { ...body, amount_centavos: 99_900_000 });
    expect(tooMuch.status).toBe(400);
    const ok = await post('key-2', body);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('idempotent-replay')).toBeNull();
    expect(paymentsOf(loanId)).toHaveLength(1);
  });
});
