import { refinanceMinimum } from '~/domain/refinance';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createActor, waitFor } from 'xstate';
import { QueryClient } from '@tanstack/react-query';
import { createSandbox, type Sandbox } from '../../../sandbox/app';
import { createPersona, type Persona } from '../../../sandbox/backoffice/personas';
import { createApiClient } from '~/api/client';
import { setAccessTokenSource } from '~/api/queries/api';
import { provideRepaymentsMachine } from '~/repayments/repayments-actors';

/**
 * The repayments chart with its real edge (src/repayments) against the sandbox in-process: loans, eligibility,
 * loan view, remittance, schedule, transactions and the create of a refinance application. Only the bearer check
 * is stubbed (the persona's user); the shared app client's fetch is routed to the sandbox.
 */
const origin = 'http://sandbox.test';
let sandbox: Sandbox;
let persona: Persona;
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'lakbay-f8-'));
  sandbox = createSandbox({ dbPath: ':memory:', storageDir: dir, origin, tokenTtlSeconds: 3600 });
  sandbox.ctx.verifyAccessToken = () => ({ id: persona.userId, username: persona.username });
  setAccessTokenSource(async () => 'token');
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => Promise.resolve(sandbox.app.request(new URL(String(input), origin).href, init)));
});
afterAll(() => {
  vi.unstubAllGlobals();
  sandbox.close();
  rmSync(dir, { recursive: true, force: true });
});

function start(kind: 'refinance-eligible' | 'past-due', route: string) {
  persona = createPersona(sandbox.ctx, kind);
  const api = createApiClient({
    baseUrl: origin,
    getAccessToken: async () => 'token',
    fetch: (input, init) => Promise.resolve(sandbox.app.request(String(input), init as RequestInit)),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return createActor(provideRepaymentsMachine({ queryClient, api }), { input: { route } }).start();
}
const idle = { timeout: 5000 };
const applicationOf = (id: string) =>
  sandbox.ctx.db.prepare('SELECT application_type, source_loan_id, loan_amount_centavos FROM applications WHERE id = ?').get(id) as
    | { application_type: string; source_loan_id: string | null; loan_amount_centavos: number }
    | undefined;

describe('repayments chart against the sandbox', () => {
  it('loads the running loan, its remittance and schedule, and sorts transactions', async () => {
    const actor = start('refinance-eligible', '/loan-details');
    await waitFor(actor, (s) => s.matches({ loanDetails: 'ready' }) || s.hasTag('error'), idle);
    const { context } = actor.getSnapshot();
    expect(context.errorMessage).toBeNull();
    expect(context.overview?.refinance).toBe('REFINANCE');
    expect(context.details?.loan).toMatchObject({ id: persona.loanId, statusCode: 300 });
    expect(['BILLING', 'DEBIT_ORDER']).toContain(context.details?.collectionMode);
    expect(context.details?.remittance.status).toBe('NOT_YET_REMITTED');
    actor.send({ type: 'transactions.sort', sort: 'asc' });
    await waitFor(actor, (s) => s.matches({ loanDetails: 'ready' }) || s.hasTag('error'), idle);
    expect(actor.getSnapshot().matches({ loanDetails: 'ready' })).toBe(true);
    actor.send({ type: 'schedule.open' });
    await waitFor(actor, (s) => s.matches({ loanSchedule: 'ready' }) || s.hasTag('error'), idle);
    // 12 months repaid semi-monthly: 24 instalments.
    expect(actor.getSnapshot().context.schedule?.entries).toHaveLength(24);
    actor.stop();
  });

  it('creates a REFINANCE application on the running loan and hands over to the journey', async () => {
    const actor = start('refinance-eligible', '/refinance-calculator');
    await waitFor(actor, (s) => s.matches({ refinanceCalculator: 'editing' }) || s.hasTag('error'), idle);
    const owed = actor.getSnapshot().context.overview!.loans[0]!.outstanding;
    actor.send({ type: 'refinance.submit', terms: { amount: owed + 1_000_000, tenureMonths: 24, cycle: '1 Month' } });
    await waitFor(actor, (s) => s.status === 'done' || s.hasTag('error'), idle);
    const out = actor.getSnapshot().output;
    expect(out?.next).toBe('journey');
    const id = out?.next === 'journey' ? out.journey.applicationId! : '';
    expect(applicationOf(id)).toEqual({ application_type: 'REFINANCE', source_loan_id: persona.loanId, loan_amount_centavos: owed + 1_000_000 });
  });

  it('a past-due borrower gets a RECOVERY_REFINANCE covering what is owed and the fees', async () => {
    const actor = start('past-due', '/refinance-notification');
    await waitFor(actor, (s) => s.matches({ refinanceNotification: 'ready' }) || s.hasTag('error'), idle);
    expect(actor.getSnapshot().context.overview?.refinance).toBe('RECOVERY_REFINANCE');
    actor.send({ type: 'refinance.start' });
    const owed = actor.getSnapshot().context.overview!.loans[0]!.outstanding;
    actor.send({ type: 'refinance.submit', terms: { amount: refinanceMinimum('RECOVERY_REFINANCE', owed), tenureMonths: 36, cycle: '1 Month' } });
    await waitFor(actor, (s) => s.status === 'done' || s.hasTag('error'), idle);
    const out = actor.getSnapshot().output;
    expect(out?.next === 'journey' && applicationOf(out.journey.applicationId!)?.application_type).toBe('RECOVERY_REFINANCE');
  });
});
