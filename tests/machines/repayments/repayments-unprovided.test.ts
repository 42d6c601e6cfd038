/**
 * The repayments chart used without its effects (src/repayments supplies them with .provide()): each call names itself
 * in its error, and the chart still builds and starts, landing on loan details' retry with the loans call's message.
 * The chart is imported inside the tests on purpose: a chart configuration that cannot be built then fails a test here.
 */
import { describe, expect, it } from 'vitest';
import { createActor, toPromise, waitFor, type AnyActorLogic } from 'xstate';

describe('the repayments chart without its effects', () => {
  it.each(['loadLoans', 'loadRefinanceKind', 'loadLoanView', 'loadRemittance', 'loadTransactions', 'loadSchedule', 'createRefinance'])(
    '%s names itself',
    async (name) => {
      const { repaymentsMachine } = await import('@machines/repayments/repayments.machine');
      const logic = (repaymentsMachine.implementations.actors as Record<string, AnyActorLogic>)[name]!;
      await expect(toPromise(createActor(logic, { input: { loanId: 'L1', sort: 'desc' } }).start())).rejects.toThrow(`${name} not provided`);
    },
  );

  it('builds, starts on loan details and shows the missing loans call as its error, with a retry', async () => {
    const { repaymentsMachine } = await import('@machines/repayments/repayments.machine');
    const actor = createActor(repaymentsMachine, { input: {} }).start();
    await waitFor(actor, (s) => s.hasTag('error'), { timeout: 2000 });
    expect(actor.getSnapshot().matches({ loanDetails: { overview: 'error' } })).toBe(true);
    expect(actor.getSnapshot().context.errorMessage).toBe('loadLoans not provided');
    actor.send({ type: 'loan.retry' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    actor.stop();
  });
});
