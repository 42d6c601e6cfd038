import { QueryClient } from '@tanstack/react-query';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise, waitFor, type AnyActorLogic } from 'xstate';
import type { LoanAccount } from '~/api/contract/loans';
import { api } from '~/api/queries/api';
import { loanProductsQuery } from '~/api/queries/loans';
import { countriesQuery } from '~/api/queries/form-options';
import { loanScheduleQuery, loansQuery, loanViewQuery, remittanceQuery, transactionsQuery } from '~/repayments/loan-queries';
import { provideRepaymentsMachine, toLoanSummary } from '~/repayments/repayments-actors';
import { inProcessSandbox } from '../../support/in-process-sandbox';

/**
 * The repayments edge (src/repayments: its query keys and its calls) against the sandbox platform in this process,
 * through the real contract: what went on the wire, what the cache answers without the platform, and what the chart
 * is handed. A client whose reads stay fresh makes every cache answer visible as a request not sent.
 */
const platform = inProcessSandbox();

/** Every AbortSignal the app handed to fetch, in order. */
const signals: Array<AbortSignal | null | undefined> = [];
/** While set, requests wait for it before they reach the platform (a slow network). */
let network: Promise<void> | null = null;
beforeAll(() => {
  const sandboxFetch = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    signals.push(init?.signal);
    if (network) await network;
    return sandboxFetch(input, init);
  });
});

const freshClient = () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
const gets = () => platform.requests.filter((r) => r.method === 'GET').map((r) => r.path);
const actorsOf = (queryClient: QueryClient, newIdempotencyKey = () => 'session-1') =>
  provideRepaymentsMachine({ queryClient, api, newIdempotencyKey }).implementations.actors as Record<string, AnyActorLogic>;
const run = (logic: AnyActorLogic, input?: unknown) => toPromise(createActor(logic, { input } as never).start());

/** The five reads of the repayment screens for one loan. */
const readAll = async (queryClient: QueryClient, loanId: string) => {
  await queryClient.fetchQuery(loansQuery());
  await queryClient.fetchQuery(loanViewQuery(loanId));
  await queryClient.fetchQuery(loanScheduleQuery(loanId));
  await queryClient.fetchQuery(transactionsQuery(loanId, 'desc'));
  await queryClient.fetchQuery(remittanceQuery(loanId));
};

describe('repayment reads and their cache', () => {
  it('home\'s list of loans and the repayment screens\' are one cache entry: read once', async () => {
    platform.signIn('refinance-eligible');
    const queryClient = freshClient();
    await queryClient.fetchQuery(loanProductsQuery());
    const loans = await queryClient.fetchQuery(loansQuery());
    expect(gets()).toEqual(['/api/v1/loans']);
    expect(loans.data.map((l) => l.id)).toEqual([platform.persona.loanId]);
  });

  it('two loans\' views are kept apart: the second loan is read, not answered with the first', async () => {
    const queryClient = freshClient();
    const first = platform.signIn('refinance-eligible').loanId!;
    expect((await queryClient.fetchQuery(loanViewQuery(first))).loan.id).toBe(first);
    const second = platform.signIn('reloan-eligible').loanId!;
    expect((await queryClient.fetchQuery(loanViewQuery(second))).loan.id).toBe(second);
    expect(gets()).toEqual([`/api/v1/loans/${first}`, `/api/v1/loans/${second}`]);
  });

  it('each order of the transactions is read with its sort and kept apart; asked again, the cache answers', async () => {
    const loanId = platform.signIn('refinance-eligible').loanId!;
    const queryClient = freshClient();
    await queryClient.fetchQuery(transactionsQuery(loanId, 'asc'));
    await queryClient.fetchQuery(transactionsQuery(loanId, 'desc'));
    await queryClient.fetchQuery(transactionsQuery(loanId, 'asc'));
    const sorts = platform.requests.map((r) => r.query.sort);
    expect(sorts).toEqual(['asc', 'desc']);
    const asc = queryClient.getQueryData(transactionsQuery(loanId, 'asc').queryKey)!.transactions.map((t) => t.occurred_at);
    const desc = queryClient.getQueryData(transactionsQuery(loanId, 'desc').queryKey)!.transactions.map((t) => t.occurred_at);
    expect(asc.length).toBeGreaterThan(1);
    expect(desc).toEqual([...asc].reverse());
  });

  it('a list of loans the borrower leaves is cut off on the wire', async () => {
    platform.signIn('refinance-eligible');
    const queryClient = freshClient();
    signals.length = 0;
    let answer = () => {};
    network = new Promise<void>((resolve) => (answer = resolve));
    const reading = queryClient.fetchQuery(loansQuery()).catch((e: unknown) => e);
    await vi.waitFor(() => expect(signals).toHaveLength(1));
    expect(signals[0]?.aborted).toBe(false);
    await queryClient.cancelQueries({ queryKey: loansQuery().queryKey });
    expect(signals[0]?.aborted).toBe(true);
    network = null;
    answer();
    await reading;
  });

  it('creating a refinance makes every loan read fetch again, and leaves the rest of the cache alone', async () => {
    const loanId = platform.signIn('refinance-eligible').loanId!;
    const queryClient = freshClient();
    await queryClient.fetchQuery(countriesQuery());
    await readAll(queryClient, loanId);
    expect(platform.requests).toHaveLength(6);
    await readAll(queryClient, loanId);
    expect(platform.requests).toHaveLength(6);
    const owed = toLoanSummary((await queryClient.fetchQuery(loansQuery())).data[0]!).payoff;
    await run(actorsOf(queryClient).createRefinance!, { kind: 'REFINANCE', sourceLoanId: loanId, amount: owed + 2_000_000, tenureMonths: 24, cycle: '1 Month' });
    platform.clear();
    await readAll(queryClient, loanId);
    await queryClient.fetchQuery(countriesQuery());
    // Read again: the list, the loan, its schedule, its transactions, its remittance; the countries list is not.
    const loan = `/api/v1/loans/${loanId}`;
    expect(gets()).toEqual(['/api/v1/loans', loan, `${loan}/schedule`, `${loan}/transactions`, `${loan}/remittance`]);
  });
});

describe('the repayments edge', () => {
  it('the chart is handed the borrower\'s salary loans only, not other products', async () => {
    const loanId = platform.signIn('refinance-eligible').loanId!;
    const cols = (platform.ctx.db.prepare('PRAGMA table_info(loan_accounts)').all() as Array<{ name: string }>).map((c) => c.name);
    const picked = cols.map((c) => (c === 'id' ? "'quick-1'" : c === 'product_type' ? "'QUICK_LOAN'" : c)).join(', ');
    platform.ctx.db.prepare(`INSERT INTO loan_accounts (${cols.join(', ')}) SELECT ${picked} FROM loan_accounts WHERE id = ?`).run(loanId);
    const queryClient = freshClient();
    const wire = await queryClient.fetchQuery(loansQuery());
    expect(wire.data.map((l) => l.product_type).sort()).toEqual(['LOAN', 'QUICK_LOAN']);
    const loans = (await run(actorsOf(queryClient).loadLoans!)) as Array<{ id: string }>;
    expect(loans.map((l) => l.id)).toEqual([loanId]);
  });

  it('a loan comes with its refinance limits by kind, fees included', () => {
    // Payoff ₱10,000.00; 5 % service fee and ₱25.00 bank fee come off the principal.
    // Refinance: at least ₱1,000.00 left: A - 1,000,000 - round(5 % A) - 2,500 >= 100,000 first holds at A = 1,160,526.
    // Recovery: nothing need be left: A - 1,000,000 - round(5 % A) - 2,500 >= 0 first holds at A = 1,055,263.
    const wire: LoanAccount = {
      id: 'L5', application_id: 'A5', product_type: 'LOAN', status_code: 300, principal_centavos: 3_000_000, outstanding_balance_centavos: 1_200_000,
      payoff_centavos: 1_000_000, interest_rate: 2.99, tenure_months: 12, repayment_cycle: '1 Month', disbursed_at: '2026-01-10T00:00:00Z',
      delinquency_state: null, days_past_due: 0, created_at: '2026-01-01T00:00:00Z',
    };
    expect(toLoanSummary(wire).refinanceLimits).toEqual({
      REFINANCE: { min: 1_160_526, max: 15_000_000 },
      RECOVERY_REFINANCE: { min: 1_055_263, max: 15_000_000 },
    });
  });

  it('the calculator refuses a refinance the fees would leave short, though it covers payoff + ₱1,000.00', async () => {
    platform.signIn('refinance-eligible');
    const queryClient = freshClient();
    const actor = createActor(provideRepaymentsMachine({ queryClient, api }), { input: { route: '/refinance-calculator' } }).start();
    await waitFor(actor, (s) => s.matches({ refinanceCalculator: 'editing' }) || s.hasTag('error'), { timeout: 5000 });
    const payoff = actor.getSnapshot().context.overview!.loans[0]!.payoff;
    actor.send({ type: 'refinance.submit', terms: { amount: payoff + 100_000, tenureMonths: 12, cycle: '1 Month' } });
    expect(actor.getSnapshot().matches({ refinanceCalculator: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.termsProblem).toBe('tooLow');
    expect(platform.requests.filter((r) => r.method === 'POST')).toEqual([]);
    actor.stop();
  });

  it('the same terms sent again carry the same idempotency key (one application); other terms another key', async () => {
    const loanId = platform.signIn('refinance-eligible').loanId!;
    const queryClient = freshClient();
    const actors = actorsOf(queryClient);
    const owed = toLoanSummary((await queryClient.fetchQuery(loansQuery())).data[0]!).payoff;
    const terms = { kind: 'REFINANCE', sourceLoanId: loanId, amount: owed + 2_000_000, tenureMonths: 24, cycle: '1 Month' };
    const first = (await run(actors.createRefinance!, terms)) as { applicationId: string };
    const again = (await run(actors.createRefinance!, terms)) as { applicationId: string };
    await run(actors.createRefinance!, { ...terms, amount: owed + 2_000_001 }).catch(() => undefined);
    await run(actors.createRefinance!, { ...terms, tenureMonths: 36 }).catch(() => undefined);
    const keys = platform.requests.filter((r) => r.method === 'POST').map((r) => r.idempotencyKey);
    expect(keys).toHaveLength(4);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(new Set([keys[0], keys[2], keys[3]]).size).toBe(3);
    expect(again.applicationId).toBe(first.applicationId);
  });
});
