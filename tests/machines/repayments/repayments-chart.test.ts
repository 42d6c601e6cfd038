import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { repaymentsMachine } from '@machines/repayments/repayments.machine';
import type { CreateRefinanceInput, LoanSummary, Overview, RepaymentsInput, SortOrder, Transaction } from '@machines/repayments/repayments-types';
import { closedLoan, details, goodTerms, overviews, runningLoan, schedule } from '@machines/repayments/repayments.samples';

/**
 * The repayments chart page by page, with fake effects that record what each call was asked: after every event,
 * which page (state) the borrower is on, the tags the screens read (loading: skeleton; error: message and retry),
 * the calls made, and what the chart hands back when it ends. The chart is imported above (see docs/qa.md).
 */

type Name = 'loadLoans' | 'loadLoanView' | 'loadRemittance' | 'loadTransactions' | 'loadSchedule' | 'createRefinance';

const older: Transaction = { id: 'T1', type: 'PAYROLL_DEDUCTION', amount: 169_850, occurredAt: '2026-02-15T00:00:00Z', description: '' };
const newer: Transaction = { id: 'T2', type: 'PAYROLL_DEDUCTION', amount: 169_850, occurredAt: '2026-03-01T00:00:00Z', description: '' };
/** What the platform answers per order: newest first, or oldest first. */
const listed: Record<SortOrder, Transaction[]> = { desc: [newer, older], asc: [older, newer] };

interface Fakes {
  overview?: Overview;
  /** How many calls of each fail before one succeeds. */
  fail?: Partial<Record<Name, number>>;
  /** The error a failing call rejects with (default: an Error with a message naming the call). */
  failWith?: unknown;
  /** Transactions reads in this order wait until the test lets them go (`release`). */
  holdSort?: SortOrder;
  /** The first sort (the transactions read after loan details' own) fails. */
  failSortOnce?: boolean;
}

function start(input: RepaymentsInput, fakes: Fakes = {}) {
  const calls: Array<{ name: Name; input: unknown }> = [];
  const left: Partial<Record<Name, number>> = { ...fakes.fail };
  const held: Array<() => void> = [];
  const call = async <T>(name: Name, input: unknown, answer: () => T): Promise<T> => {
    calls.push({ name, input });
    if ((left[name] ?? 0) > 0) {
      left[name]! -= 1;
      throw fakes.failWith ?? new Error(`${name} failed on the platform.`);
    }
    return answer();
  };
  const overview = fakes.overview ?? overviews.refinance;
  const machine = repaymentsMachine.provide({
    actors: {
      loadLoans: fromPromise(async () => call('loadLoans', undefined, () => overview.loans)),
      loadRefinanceKind: fromPromise(async () => overview.refinance),
      loadLoanView: fromPromise(async ({ input }) =>
        call('loadLoanView', input, () => ({ loan: { ...runningLoan, id: input.loanId }, companyName: details.companyName, paid: details.paid, installment: details.installment })),
      ),
      loadRemittance: fromPromise(async ({ input }) => call('loadRemittance', input, () => details.remittance)),
      loadTransactions: fromPromise(async ({ input }) => {
        if (input.sort === fakes.holdSort && calls.some((c) => c.name === 'loadTransactions')) {
          calls.push({ name: 'loadTransactions', input });
          await new Promise<void>((resolve) => held.push(resolve));
          return listed[input.sort];
        }
        const n = calls.filter((c) => c.name === 'loadTransactions').length;
        if (fakes.failSortOnce && n === 1) {
          calls.push({ name: 'loadTransactions', input });
          throw new Error('loadTransactions failed on the platform.');
        }
        return call('loadTransactions', input, () => listed[input.sort]);
      }),
      loadSchedule: fromPromise(async ({ input }) => call('loadSchedule', input, () => schedule)),
      createRefinance: fromPromise(async ({ input }: { input: CreateRefinanceInput }) => call('createRefinance', input, () => ({ applicationId: 'A7' }))),
    },
  });
  const actor = createActor(machine, { input }).start();
  const made = (name: Name) => calls.filter((c) => c.name === name).map((c) => c.input);
  const release = () => held.splice(0).forEach((go) => go());
  return { actor, calls, made, release };
}

type Actor = ReturnType<typeof start>['actor'];
const settle = (actor: Actor) => waitFor(actor, (s) => !s.hasTag('loading') && !s.hasTag('saving'), { timeout: 2000 });
const tagsOf = (actor: Actor) => [...actor.getSnapshot().tags].sort();
const ids = (ts: Transaction[] | undefined) => ts?.map((t) => t.id);

describe('loan details: ways out', () => {
  it('back from loan details ends the chart for home', async () => {
    const { actor } = start({ route: '/loan-details' });
    await settle(actor);
    expect(actor.getSnapshot().matches({ loanDetails: 'ready' })).toBe(true);
    actor.send({ type: 'step.back' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ next: 'home' });
  });

  it('"past products" opens the past products page, which lists the closed loan', async () => {
    const { actor } = start({ route: '/loan-details' });
    await settle(actor);
    actor.send({ type: 'pastProducts.open' });
    expect(actor.getSnapshot().matches({ pastProducts: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context.overview?.loans.map((l) => l.id)).toEqual([runningLoan.id, closedLoan.id]);
  });

  it('a failed read of the loan shows the error with a retry; the retry reads all four again', async () => {
    const { actor, made } = start({ route: '/loan-details' }, { fail: { loadLoanView: 1 } });
    await waitFor(actor, (s) => s.matches({ loanDetails: 'error' }), { timeout: 2000 });
    expect(tagsOf(actor)).toEqual(['error']);
    expect(actor.getSnapshot().context.errorMessage).toBe('loadLoanView failed on the platform.');
    actor.send({ type: 'loan.retry' });
    expect(actor.getSnapshot().matches({ loanDetails: 'loading' })).toBe(true);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(actor.getSnapshot().hasTag('error')).toBe(false);
    await settle(actor);
    expect(actor.getSnapshot().matches({ loanDetails: 'ready' })).toBe(true);
    expect(made('loadLoanView')).toEqual([{ loanId: 'L1' }, { loanId: 'L1' }]);
    expect(made('loadRemittance')).toEqual([{ loanId: 'L1' }, { loanId: 'L1' }]);
    expect(actor.getSnapshot().context.errorMessage).toBeNull();
  });

  it('a failure that says nothing is shown in the platform-down words', async () => {
    const { actor } = start({ route: '/loan-details' }, { fail: { loadLoans: 1 }, failWith: new Error('') });
    await waitFor(actor, (s) => s.hasTag('error'), { timeout: 2000 });
    expect(actor.getSnapshot().matches({ loanDetails: { overview: 'error' } })).toBe(true);
    expect(actor.getSnapshot().context.errorMessage).toBe('Something went wrong on our side. Please try again.');
  });

  it('while loan details load, its four reads are in flight side by side, each under its own name', async () => {
    const { actor } = start({ route: '/loan-details' });
    await waitFor(actor, (s) => s.matches({ loanDetails: 'loading' }), { timeout: 2000 });
    expect(Object.keys(actor.getSnapshot().children).sort()).toEqual(['loadDetailsSchedule', 'loadDetailsTransactions', 'loadLoanView', 'loadRemittance']);
    await settle(actor);
  });
});

describe('loan details: which loan it opens on', () => {
  const at = (id: string, statusCode: LoanSummary['statusCode'], createdAt: string): LoanSummary => ({ ...runningLoan, id, statusCode, createdAt });

  it('a running loan, even when a closed one was taken out later', async () => {
    const loans = [at('P9', 600, '2026-06-01T00:00:00Z'), at('R1', 300, '2026-01-01T00:00:00Z')];
    const { actor, made } = start({}, { overview: { loans, refinance: null } });
    await settle(actor);
    expect(actor.getSnapshot().context.loanId).toBe('R1');
    expect(made('loadLoanView')).toEqual([{ loanId: 'R1' }]);
  });

  it('with no loan running, the one taken out last', async () => {
    const loans = [at('P1', 600, '2025-01-01T00:00:00Z'), at('P3', 700, '2026-05-01T00:00:00Z'), at('P2', 601, '2025-09-01T00:00:00Z')];
    const { actor, made } = start({}, { overview: { loans, refinance: null } });
    await settle(actor);
    expect(actor.getSnapshot().context.loanId).toBe('P3');
    expect(made('loadLoanView')).toEqual([{ loanId: 'P3' }]);
  });
});

describe('transactions: sorting', () => {
  it('sorting shows the skeleton under its own read, then the list in the new order', async () => {
    const { actor, made } = start({}, { holdSort: 'asc' });
    await settle(actor);
    expect(ids(actor.getSnapshot().context.details?.transactions)).toEqual(['T2', 'T1']);
    actor.send({ type: 'transactions.sort', sort: 'asc' });
    expect(actor.getSnapshot().matches({ loanDetails: 'sorting' })).toBe(true);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(Object.keys(actor.getSnapshot().children)).toEqual(['loadTransactions']);
    expect(made('loadTransactions')).toEqual([{ loanId: 'L1', sort: 'desc' }, { loanId: 'L1', sort: 'asc' }]);
  });

  it('the new order replaces the list on screen', async () => {
    const { actor } = start({});
    await settle(actor);
    actor.send({ type: 'transactions.sort', sort: 'asc' });
    await settle(actor);
    expect(actor.getSnapshot().matches({ loanDetails: 'ready' })).toBe(true);
    expect(ids(actor.getSnapshot().context.details?.transactions)).toEqual(['T1', 'T2']);
  });

  it('sorting again while a sort is read restarts the read with the order asked last; the earlier answer is dropped', async () => {
    const { actor, made, release } = start({}, { holdSort: 'asc' });
    await settle(actor);
    actor.send({ type: 'transactions.sort', sort: 'asc' });
    actor.send({ type: 'transactions.sort', sort: 'desc' });
    expect(made('loadTransactions')).toEqual([
      { loanId: 'L1', sort: 'desc' },
      { loanId: 'L1', sort: 'asc' },
      { loanId: 'L1', sort: 'desc' },
    ]);
    await settle(actor);
    expect(actor.getSnapshot().matches({ loanDetails: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context.sort).toBe('desc');
    expect(ids(actor.getSnapshot().context.details?.transactions)).toEqual(['T2', 'T1']);
    release();
    await new Promise((r) => setTimeout(r, 10));
    expect(ids(actor.getSnapshot().context.details?.transactions)).toEqual(['T2', 'T1']);
  });

  it('a failed sort shows the error; choosing an order from there reads again in that order', async () => {
    const { actor, made } = start({}, { failSortOnce: true });
    await settle(actor);
    actor.send({ type: 'transactions.sort', sort: 'asc' });
    await waitFor(actor, (x) => x.matches({ loanDetails: 'sortError' }), { timeout: 2000 });
    expect(tagsOf(actor)).toEqual(['error']);
    expect(actor.getSnapshot().context.errorMessage).toBe('loadTransactions failed on the platform.');
    // The list on screen stays.
    expect(ids(actor.getSnapshot().context.details?.transactions)).toEqual(['T2', 'T1']);
    actor.send({ type: 'transactions.sort', sort: 'desc' });
    expect(actor.getSnapshot().matches({ loanDetails: 'sorting' })).toBe(true);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await settle(actor);
    expect(actor.getSnapshot().matches({ loanDetails: 'ready' })).toBe(true);
    expect(made('loadTransactions')).toEqual([
      { loanId: 'L1', sort: 'desc' },
      { loanId: 'L1', sort: 'asc' },
      { loanId: 'L1', sort: 'desc' },
    ]);
    expect(actor.getSnapshot().context.sort).toBe('desc');
  });
});

describe('schedule', () => {
  it('opens from loan details; back returns to loan details, which reads its loan again', async () => {
    const { actor, made } = start({ route: '/loan-details' });
    await settle(actor);
    actor.send({ type: 'schedule.open' });
    await settle(actor);
    expect(actor.getSnapshot().matches({ loanSchedule: 'ready' })).toBe(true);
    actor.send({ type: 'step.back' });
    expect(actor.getSnapshot().matches('loanDetails')).toBe(true);
    expect(actor.getSnapshot().status).toBe('active');
    // Loan details' own read (the collection mode), the schedule page's, loan details' again (the edge's cache
    // answers the repeats without the platform: repayments-queries.test.ts).
    expect(made('loadSchedule')).toEqual([{ loanId: 'L1' }, { loanId: 'L1' }, { loanId: 'L1' }]);
    await settle(actor);
    expect(actor.getSnapshot().matches({ loanDetails: 'ready' })).toBe(true);
  });

  it('opened from its link: tagged loading while read, under the read\'s own name', async () => {
    const { actor } = start({ route: '/loan-schedule' });
    await waitFor(actor, (s) => s.matches({ loanSchedule: 'loading' }), { timeout: 2000 });
    expect(tagsOf(actor)).toEqual(['loading']);
    expect(Object.keys(actor.getSnapshot().children)).toEqual(['loadSchedule']);
    await settle(actor);
    expect(actor.getSnapshot().matches({ loanSchedule: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context.schedule).toEqual(schedule);
  });

  it('a failed read of the schedule shows its message with a retry, which reads it again', async () => {
    const { actor, made } = start({ route: '/loan-schedule' }, { fail: { loadSchedule: 1 } });
    await waitFor(actor, (s) => !s.hasTag('loading'), { timeout: 2000 });
    expect(actor.getSnapshot().matches({ loanSchedule: 'error' })).toBe(true);
    expect(tagsOf(actor)).toEqual(['error']);
    expect(actor.getSnapshot().context.errorMessage).toBe('loadSchedule failed on the platform.');
    actor.send({ type: 'loan.retry' });
    expect(actor.getSnapshot().matches({ loanSchedule: 'loading' })).toBe(true);
    expect(tagsOf(actor)).toEqual(['loading']);
    await settle(actor);
    expect(actor.getSnapshot().matches({ loanSchedule: 'ready' })).toBe(true);
    expect(made('loadSchedule')).toEqual([{ loanId: 'L1' }, { loanId: 'L1' }]);
    expect(actor.getSnapshot().context.errorMessage).toBeNull();
  });

  it('"payments" from the schedule ends the chart for payments', async () => {
    const { actor } = start({ route: '/loan-schedule' });
    await settle(actor);
    actor.send({ type: 'payments.open' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ next: 'payments' });
  });
});

describe('past products and the refinance notification', () => {
  it('past products opened from its link, then a past loan chosen, opens that loan\'s details', async () => {
    const { actor, made } = start({ route: '/past-products' });
    await settle(actor);
    expect(actor.getSnapshot().matches({ pastProducts: 'ready' })).toBe(true);
    actor.send({ type: 'loan.select', loanId: closedLoan.id });
    await settle(actor);
    expect(actor.getSnapshot().matches({ loanDetails: 'ready' })).toBe(true);
    expect(made('loadLoanView')).toEqual([{ loanId: closedLoan.id }]);
  });

  it('back from the refinance notification returns to loan details', async () => {
    const { actor } = start({ route: '/refinance-notification' });
    await settle(actor);
    expect(actor.getSnapshot().matches({ refinanceNotification: 'ready' })).toBe(true);
    actor.send({ type: 'step.back' });
    expect(actor.getSnapshot().matches('loanDetails')).toBe(true);
    await settle(actor);
    expect(actor.getSnapshot().matches({ loanDetails: 'ready' })).toBe(true);
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('no refinance offered from loan details when no loan is running, though the platform allows one', async () => {
    const { actor } = start({}, { overview: overviews.pastOnly });
    await settle(actor);
    expect(actor.getSnapshot().matches({ loanDetails: 'ready' })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'refinance.open' })).toBe(false);
    actor.send({ type: 'refinance.open' });
    expect(actor.getSnapshot().matches({ loanDetails: 'ready' })).toBe(true);
  });
});

describe('refinance calculators', () => {
  it('the recovery calculator\'s link opens it for a past-due borrower', async () => {
    const { actor } = start({ route: '/recovery-refinance-calculator' }, { overview: overviews.recovery });
    await settle(actor);
    expect(actor.getSnapshot().matches({ recoveryRefinanceCalculator: 'editing' })).toBe(true);
  });

  it('terms as typed: taken ones are marked valid, refused ones not', async () => {
    // Running loan's payoff ₱16,400.00: a refinance must be at least ₱17,400.00 (payoff + ₱1,000.00).
    const { actor } = start({ route: '/refinance-calculator' });
    await settle(actor);
    const typed = { amount: 1_740_000, tenureMonths: 12, cycle: '1 Month' } as const;
    actor.send({ type: 'refinance.draft', terms: typed });
    expect(actor.getSnapshot().context.draft).toEqual({ terms: typed, valid: true });
    actor.send({ type: 'refinance.draft', terms: { ...typed, amount: 1_739_999 } });
    expect(actor.getSnapshot().context.draft).toEqual({ terms: { ...typed, amount: 1_739_999 }, valid: false });
    expect(actor.getSnapshot().matches({ refinanceCalculator: 'editing' })).toBe(true);
  });

  it('refused terms stay on the calculator with the reason', async () => {
    const { actor, made } = start({ route: '/refinance-calculator' });
    await settle(actor);
    actor.send({ type: 'refinance.submit', terms: { amount: 1_739_999, tenureMonths: 12, cycle: '1 Month' } });
    expect(actor.getSnapshot().matches({ refinanceCalculator: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.termsProblem).toBe('tooLow');
    actor.send({ type: 'refinance.submit', terms: { amount: 15_000_001, tenureMonths: 12, cycle: '1 Month' } });
    expect(actor.getSnapshot().context.termsProblem).toBe('tooHigh');
    actor.send({ type: 'refinance.submit', terms: { amount: 5_000_000, tenureMonths: 7, cycle: '1 Month' } });
    expect(actor.getSnapshot().context.termsProblem).toBe('tenure');
    expect(made('createRefinance')).toEqual([]);
  });

  it('a refinance replaces the running loan on screen, not the first one listed', async () => {
    const second: LoanSummary = { ...runningLoan, id: 'L2', payoff: 1_000_000 };
    const { actor, made } = start({ route: '/refinance-calculator', loanId: 'L2' }, { overview: { loans: [runningLoan, second], refinance: 'REFINANCE' } });
    await settle(actor);
    actor.send({ type: 'refinance.submit', terms: goodTerms });
    await waitFor(actor, (s) => s.status === 'done', { timeout: 2000 });
    expect(made('createRefinance')).toEqual([{ kind: 'REFINANCE', sourceLoanId: 'L2', ...goodTerms }]);
  });

  it('a refinance asked for on a closed loan replaces the first running loan', async () => {
    const second: LoanSummary = { ...runningLoan, id: 'L2' };
    const { actor, made } = start(
      { route: '/refinance-calculator', loanId: closedLoan.id },
      { overview: { loans: [closedLoan, runningLoan, second], refinance: 'REFINANCE' } },
    );
    await settle(actor);
    actor.send({ type: 'refinance.submit', terms: goodTerms });
    await waitFor(actor, (s) => s.status === 'done', { timeout: 2000 });
    expect(made('createRefinance')).toEqual([{ kind: 'REFINANCE', sourceLoanId: runningLoan.id, ...goodTerms }]);
  });
});
