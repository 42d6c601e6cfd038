import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { repaymentsMachine } from '@machines/repayments/repayments.machine';
import type { CreateRefinanceInput, Overview, RepaymentsInput, SortOrder } from '@machines/repayments/repayments-types';
import { closedLoan, details, goodTerms, lowTerms, overviews, runningLoan, schedule } from '@machines/repayments/repayments.samples';

interface Fakes {
  overview?: Overview;
  failOverview?: number;
  failDetails?: number;
  failSort?: number;
  failCreate?: number;
}

/** The chart with fake effects that record their inputs; `fail*` = how many calls fail before one succeeds. */
function start(input: RepaymentsInput, fakes: Fakes = {}) {
  const calls = { overview: 0, details: [] as Array<{ loanId: string }>, sorts: [] as SortOrder[], schedule: [] as string[], create: [] as CreateRefinanceInput[] };
  const left = { overview: fakes.failOverview ?? 0, details: fakes.failDetails ?? 0, sort: fakes.failSort ?? 0, create: fakes.failCreate ?? 0 };
  const maybeFail = (k: keyof typeof left, message: string) => {
    if (left[k]-- > 0) throw new Error(message);
  };
  const machine = repaymentsMachine.provide({
    actors: {
      loadLoans: fromPromise(async () => {
        calls.overview++;
        maybeFail('overview', 'We could not reach the lending platform.');
        return (fakes.overview ?? overviews.refinance).loans;
      }),
      loadRefinanceKind: fromPromise(async () => (fakes.overview ?? overviews.refinance).refinance),
      loadLoanView: fromPromise(async ({ input }) => {
        calls.details.push(input);
        maybeFail('details', 'Loan details are unavailable right now.');
        return { ...details, loan: { ...details.loan, id: input.loanId } };
      }),
      loadRemittance: fromPromise(async () => details.remittance),
      loadTransactions: fromPromise(async ({ input }) => {
        calls.sorts.push(input.sort);
        // The first read is loan details' own (newest first); failSort fails the sorts after it.
        if (calls.sorts.length > 1) maybeFail('sort', 'Transactions are unavailable right now.');
        return [...details.transactions].reverse();
      }),
      loadSchedule: fromPromise(async ({ input }) => {
        calls.schedule.push(input.loanId);
        return schedule;
      }),
      createRefinance: fromPromise(async ({ input }) => {
        calls.create.push(input);
        maybeFail('create', 'You already have an application in progress.');
        return { applicationId: 'A42' };
      }),
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, calls };
}

const settle = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (s) => !s.hasTag('loading') && !s.hasTag('saving'));

describe('repayments chart', () => {
  it('opens loan details on the running loan and sorts its transactions', async () => {
    const { actor, calls } = start({ route: '/loan-details' });
    await settle(actor);
    expect(actor.getSnapshot().matches({ loanDetails: 'ready' })).toBe(true);
    expect(calls.details).toEqual([{ loanId: runningLoan.id }]);
    actor.send({ type: 'transactions.sort', sort: 'asc' });
    expect(actor.getSnapshot().matches({ loanDetails: 'sorting' })).toBe(true);
    await settle(actor);
    expect(calls.sorts).toEqual(['desc', 'asc']);
    expect(actor.getSnapshot().context.sort).toBe('asc');
    expect(actor.getSnapshot().context.details?.transactions.map((t) => t.id)).toEqual([...details.transactions].reverse().map((t) => t.id));
  });

  it('a failed sort keeps the list and retries in the chosen order', async () => {
    const { actor, calls } = start({}, { failSort: 1 });
    await settle(actor);
    actor.send({ type: 'transactions.sort', sort: 'asc' });
    await settle(actor);
    const s = actor.getSnapshot();
    expect(s.matches({ loanDetails: 'sortError' })).toBe(true);
    expect(s.context.errorMessage).toBe('Transactions are unavailable right now.');
    expect(s.context.details?.transactions).toHaveLength(details.transactions.length);
    actor.send({ type: 'loan.retry' });
    await settle(actor);
    expect(actor.getSnapshot().matches({ loanDetails: 'ready' })).toBe(true);
    expect(calls.sorts).toEqual(['desc', 'asc', 'asc']);
  });

  it('failed loads show a message and retry', async () => {
    const { actor } = start({}, { failOverview: 1, failDetails: 1 });
    await waitFor(actor, (s) => s.matches({ loanDetails: { overview: 'error' } }));
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context.errorMessage).toBe('We could not reach the lending platform.');
    actor.send({ type: 'loan.retry' });
    await waitFor(actor, (s) => s.matches({ loanDetails: 'error' }));
    expect(actor.getSnapshot().context.errorMessage).toBe('Loan details are unavailable right now.');
    actor.send({ type: 'loan.retry' });
    await waitFor(actor, (s) => s.matches({ loanDetails: 'ready' }));
    expect(actor.getSnapshot().context.errorMessage).toBeNull();
  });

  it('opens the loan asked for in the URL, the schedule, and past products', async () => {
    const { actor, calls } = start({ route: '/loan-schedule', loanId: closedLoan.id });
    await settle(actor);
    expect(actor.getSnapshot().matches({ loanSchedule: 'ready' })).toBe(true);
    expect(calls.schedule).toEqual([closedLoan.id]);
    actor.send({ type: 'step.back' });
    await settle(actor);
    expect(calls.details.at(-1)?.loanId).toBe(closedLoan.id);
    actor.send({ type: 'nav.request', path: '/past-products' });
    expect(actor.getSnapshot().matches('pastProducts')).toBe(true);
    actor.send({ type: 'loan.select', loanId: runningLoan.id });
    await settle(actor);
    expect(calls.details.at(-1)?.loanId).toBe(runningLoan.id);
    // The borrower's loans are fetched once; moving between pages reuses them.
    expect(calls.overview).toBe(1);
  });

  it('a borrower without loans sees the empty loan details', async () => {
    const { actor } = start({ route: '/loan-schedule' }, { overview: overviews.empty });
    await settle(actor);
    expect(actor.getSnapshot().matches({ loanSchedule: 'empty' })).toBe(true);
    actor.send({ type: 'step.back' });
    expect(actor.getSnapshot().matches({ loanDetails: 'empty' })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'refinance.open' })).toBe(false);
  });

  it('leaves for payments or home with the matching output', async () => {
    const pay = start({});
    await settle(pay.actor);
    pay.actor.send({ type: 'payments.open' });
    expect(pay.actor.getSnapshot().status).toBe('done');
    expect(pay.actor.getSnapshot().output).toEqual({ next: 'payments' });
    const home = start({ route: '/past-products' });
    await settle(home.actor);
    home.actor.send({ type: 'step.back' });
    expect(home.actor.getSnapshot().output).toEqual({ next: 'home' });
  });

  it('refinance: notification, calculator, invalid terms refused, application created, journey handed over', async () => {
    const { actor, calls } = start({}, { failCreate: 1 });
    await settle(actor);
    actor.send({ type: 'refinance.open' });
    expect(actor.getSnapshot().matches('refinanceNotification')).toBe(true);
    actor.send({ type: 'refinance.start' });
    expect(actor.getSnapshot().matches({ refinanceCalculator: 'editing' })).toBe(true);
    actor.send({ type: 'refinance.submit', terms: lowTerms });
    expect(actor.getSnapshot().matches({ refinanceCalculator: 'editing' })).toBe(true);
    actor.send({ type: 'refinance.submit', terms: goodTerms });
    await waitFor(actor, (s) => s.matches({ refinanceCalculator: 'error' }));
    expect(actor.getSnapshot().context.errorMessage).toBe('You already have an application in progress.');
    expect(actor.getSnapshot().context.terms).toEqual(goodTerms);
    actor.send({ type: 'loan.retry' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls.create).toEqual([
      { kind: 'REFINANCE', sourceLoanId: runningLoan.id, ...goodTerms },
      { kind: 'REFINANCE', sourceLoanId: runningLoan.id, ...goodTerms },
    ]);
    expect(actor.getSnapshot().output).toEqual({
      next: 'journey',
      journey: {
        type: 'refinance',
        applicationId: 'A42',
        startAt: 'loanPurpose',
        answers: { refinanceCalculator: { amount_centavos: goodTerms.amount, tenure_months: goodTerms.tenureMonths, repayment_cycle: goodTerms.cycle } },
      },
    });
  });

  it('a past-due borrower is taken to the recovery refinance calculator', async () => {
    const { actor, calls } = start({ route: '/refinance-notification' }, { overview: overviews.recovery });
    await settle(actor);
    expect(actor.getSnapshot().matches('refinanceNotification')).toBe(true);
    actor.send({ type: 'refinance.start' });
    expect(actor.getSnapshot().matches({ recoveryRefinanceCalculator: 'editing' })).toBe(true);
    // Covering only what is owed is enough for a recovery refinance.
    actor.send({ type: 'refinance.submit', terms: { ...goodTerms, amount: runningLoan.outstanding } });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls.create[0]?.kind).toBe('RECOVERY_REFINANCE');
  });

  it('refinance pages the borrower may not use now fall back to loan details', async () => {
    for (const [route, overview] of [
      ['/refinance-calculator', overviews.recovery],
      ['/recovery-refinance-calculator', overviews.refinance],
      ['/refinance-notification', overviews.none],
      ['/refinance-calculator', overviews.pastOnly],
    ] as const) {
      const { actor } = start({ route }, { overview });
      await settle(actor);
      expect(actor.getSnapshot().matches('loanDetails'), route).toBe(true);
      actor.stop();
    }
  });
});
