import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createActor, waitFor } from 'xstate';
import { createSandbox, type Sandbox } from '../../../sandbox/app';
import { createPersona, type Persona } from '../../../sandbox/backoffice/personas';
import { createApiClient } from '~/api/client';
import { providePaymentMachine } from '~/payment/payment-actors';
import { PENDING_PAYMENT_KEY } from '~/payment/pending-payment';

/**
 * The payment chart with its real edge (src/payment) against the sandbox in-process: the recovery contract,
 * the provider page's decision, the callback. Only the bearer check is stubbed (the persona's user).
 */
const origin = 'http://sandbox.test';
let sandbox: Sandbox;
let persona: Persona;
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'lakbay-f4-'));
  sandbox = createSandbox({ dbPath: ':memory:', storageDir: dir, origin, tokenTtlSeconds: 3600 });
  sandbox.ctx.verifyAccessToken = () => ({ id: persona.userId, username: persona.username });
});
afterAll(() => {
  sandbox.close();
  rmSync(dir, { recursive: true, force: true });
});

function edge() {
  const store = new Map<string, string>();
  const redirects: string[] = [];
  const api = createApiClient({
    baseUrl: origin,
    getAccessToken: async () => 'token',
    fetch: (input, init) => Promise.resolve(sandbox.app.request(String(input), init as RequestInit)),
  });
  const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v), removeItem: (k: string) => void store.delete(k) };
  return { api, storage, redirects, store, machine: providePaymentMachine({ api, storage, redirect: (url) => void redirects.push(url) }) };
}

async function payPastDue(decision: 'approve' | 'decline') {
  // A fresh borrower each time: a paid amount is no longer due.
  persona = createPersona(sandbox.ctx, 'past-due');
  const e = edge();
  const actor = createActor(e.machine, { input: {} }).start();
  await waitFor(actor, (s) => s.matches({ payments: 'ready' }) || s.hasTag('error'), { timeout: 5000 });
  expect(actor.getSnapshot().context.errorMessage).toBeUndefined();
  expect(actor.getSnapshot().context.amountsDue.map((d) => d.purpose)).toContain('DEDUCTION');
  actor.send({ type: 'purpose.select', purpose: 'DEDUCTION' });
  actor.send({ type: 'payment.continue' });
  await waitFor(actor, (s) => s.matches({ paymentMode: 'choosing' }));
  actor.send({ type: 'method.select', method: 'gcash' });
  await waitFor(actor, (s) => s.matches({ paymentMode: 'choosing' }) && s.context.fee !== undefined);
  actor.send({ type: 'payment.submit' });
  await waitFor(actor, (s) => s.matches({ paymentMode: 'redirecting' }) || s.hasTag('error'));
  const url = new URL(e.redirects[0]!);
  expect(url.pathname).toMatch(/^\/sandbox\/provider\/GCH\//);
  const paymentId = e.store.get(PENDING_PAYMENT_KEY)!;
  actor.stop();

  // The borrower decides on the provider page, which sends them back to the app's callback.
  await sandbox.app.request(url.pathname, { method: 'GET' });
  const back = await sandbox.app.request(url.pathname, { method: 'POST', body: new URLSearchParams({ decision }) });
  const callback = new URL(back.headers.get('location')!);
  expect(callback.pathname).toBe('/recovery/callback');
  expect(callback.searchParams.get('payment_id')).toBe(paymentId);

  const after = createActor(e.machine, { input: { callbackPaymentId: paymentId } }).start();
  await waitFor(after, (s) => s.matches({ processing: 'successful' }) || s.matches({ processing: 'failed' }) || s.hasTag('error'));
  return { snapshot: after.getSnapshot(), store: e.store };
}

describe('payment chart against the sandbox', () => {
  it('pays a past-due amount with GCash; approved -> successful, and the pending id is forgotten', async () => {
    const { snapshot, store } = await payPastDue('approve');
    expect(snapshot.matches({ processing: 'successful' })).toBe(true);
    expect(snapshot.context.transaction?.status).toBe('SUCCESSFUL');
    expect(store.has(PENDING_PAYMENT_KEY)).toBe(false);
  });

  it('declined on the provider page -> failed', async () => {
    const { snapshot } = await payPastDue('decline');
    expect(snapshot.matches({ processing: 'failed' })).toBe(true);
    expect(snapshot.context.transaction?.status).toBe('FAILED');
  });
});
