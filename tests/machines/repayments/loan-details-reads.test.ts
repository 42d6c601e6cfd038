import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { repaymentsMachine } from '@machines/repayments/repayments.machine';
import { details, overviews, schedule } from '@machines/repayments/repayments.samples';

/**
 * Loan details' four reads (the loan's view, its remittance, the schedule for the collection mode, the transactions)
 * go out side by side, not one after the other (issue W3-D: in series they cost four round trips before the page
 * on a slow phone); the page is put together once all are in; a failure at any of them shows the retry, and the
 * retry reads all four again.
 */
function start({ failRemittance = 0 } = {}) {
  const started: string[] = [];
  const answers = new Map<string, () => void>();
  let remittanceFailures = failRemittance;
  // Each read waits until the test answers it, so what has started before any answer is visible.
  const held = <T, I>(name: string, value: () => T) =>
    fromPromise<T, I>(
      () =>
        new Promise<T>((resolve, reject) => {
          started.push(name);
          answers.set(name, () => {
            if (name === 'remittance' && remittanceFailures-- > 0) reject(new Error('Loan details are unavailable right now.'));
            else resolve(value());
          });
        }),
    );
  const machine = repaymentsMachine.provide({
    actors: {
      loadLoans: fromPromise(async () => overviews.refinance.loans),
      loadRefinanceKind: fromPromise(async () => overviews.refinance.refinance),
      loadLoanView: held('view', () => ({ loan: details.loan, companyName: details.companyName, paid: details.paid, installment: details.installment })),
      loadRemittance: held('remittance', () => details.remittance),
      loadSchedule: held('schedule', () => schedule),
      loadTransactions: held('transactions', () => details.transactions),
    },
  });
  const actor = createActor(machine, { input: { route: '/loan-details', loanId: details.loan.id } }).start();
  const answer = (...names: string[]) => names.forEach((n) => answers.get(n)!());
  return { actor, started, answer };
}

const reads = ['view', 'remittance', 'schedule', 'transactions'];

describe('loan details reads', () => {
  it('starts all four before any has answered, and shows the page only once all are in', async () => {
    const { actor, started, answer } = start();
    await waitFor(actor, () => started.length === 4);
    expect([...started].sort()).toEqual([...reads].sort());
    answer('transactions', 'view', 'schedule');
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(actor.getSnapshot().context.details).toBeNull();
    answer('remittance');
    const ready = await waitFor(actor, (s) => s.matches({ loanDetails: 'ready' }));
    expect(ready.context.details).toMatchObject({
      loan: { id: details.loan.id },
      remittance: details.remittance,
      collectionMode: schedule.collectionMode,
      transactions: details.transactions,
    });
  });

  it('a failed read shows the retry (the page is not put together from the others); the retry reads all four again', async () => {
    const { actor, started, answer } = start({ failRemittance: 1 });
    await waitFor(actor, () => started.length === 4);
    answer('remittance');
    const failed = await waitFor(actor, (s) => s.matches({ loanDetails: 'error' }));
    expect(failed.context.errorMessage).toBe('Loan details are unavailable right now.');
    expect(failed.context.details).toBeNull();
    actor.send({ type: 'loan.retry' });
    await waitFor(actor, () => started.length === 8);
    expect(started.slice(4).sort()).toEqual([...reads].sort());
    answer(...reads);
    await waitFor(actor, (s) => s.matches({ loanDetails: 'ready' }));
  });
});
