import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { appSetup } from '@machines/app/app.setup';
import { companyDeclaration, companySelector } from '@machines/app/company.states';
import type { CompanySummary } from '@machines/journeys/entry';

/** Choosing the employer (machines/app/company.states.ts): the save and the read are one call each. */
const company: CompanySummary = {
  id: 'cmp-sinag-bank', name: 'Sinag Bank', statusCode: 'ACTIVE', hasLoanProduct: true, hasEwaProduct: false, hasQuickLoanProduct: false,
  hasFintelligenceProduct: false, hasInsuranceProduct: false, isCompanyActive: true,
};
const unavailable = Object.assign(new Error('The service is unavailable. Please try again.'), { code: 'SERVICE_UNAVAILABLE' });

function selector(fail: { save?: number; read?: number } = {}) {
  const calls: string[] = [];
  let saves = 0;
  let reads = 0;
  const logic = appSetup
    .createMachine({
      id: 'app',
      context: { account: { company: null }, chosenCompanyId: null, error: null } as never,
      initial: 'signedIn',
      states: { signedIn: { initial: 'companySelector', states: { companySelector, companyDeclaration, home: {}, loading: {}, declarationFeedback: {} } } },
    })
    .provide({
      actors: {
        saveCompany: fromPromise(async ({ input }: { input: { companyId: string } }) => {
          calls.push(`save ${input.companyId}`);
          if (++saves <= (fail.save ?? 0)) throw unavailable;
        }),
        readCompany: fromPromise(async ({ input }: { input: { companyId: string } }) => {
          calls.push(`read ${input.companyId}`);
          if (++reads <= (fail.read ?? 0)) throw unavailable;
          return company;
        }),
      } as never,
    });
  const actor = createActor(logic, { input: {} as never }).start();
  return { actor, calls };
}

describe('choosing the employer', () => {
  it('saves the employer chosen, then reads its record: the success page, with the company held for home', async () => {
    const { actor, calls } = selector();
    actor.send({ type: 'company.select', companyId: 'cmp-sinag-bank' });
    await waitFor(actor, (s) => s.matches({ signedIn: { companySelector: 'success' } }));
    expect(calls).toEqual(['save cmp-sinag-bank', 'read cmp-sinag-bank']);
    expect(actor.getSnapshot().context.account?.company?.name).toBe('Sinag Bank');
  });

  it('a save that fails reads nothing and leaves the borrower on the list with the error; choosing again saves again', async () => {
    const { actor, calls } = selector({ save: 1 });
    actor.send({ type: 'company.select', companyId: 'cmp-sinag-bank' });
    await waitFor(actor, (s) => s.matches({ signedIn: { companySelector: 'choosing' } }) && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe(unavailable.message);
    expect(calls).toEqual(['save cmp-sinag-bank']);
    actor.send({ type: 'company.select', companyId: 'cmp-sinag-bank' });
    await waitFor(actor, (s) => s.matches({ signedIn: { companySelector: 'success' } }));
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('a read that fails after the save shows the error on the list; the next choice saves and reads again', async () => {
    const { actor, calls } = selector({ read: 1 });
    actor.send({ type: 'company.select', companyId: 'cmp-sinag-bank' });
    await waitFor(actor, (s) => s.matches({ signedIn: { companySelector: 'choosing' } }) && s.context.error !== null);
    expect(actor.getSnapshot().context.account?.company).toBeNull();
    actor.send({ type: 'company.select', companyId: 'cmp-sinag-bank' });
    await waitFor(actor, (s) => s.matches({ signedIn: { companySelector: 'success' } }));
    expect(calls).toEqual(['save cmp-sinag-bank', 'read cmp-sinag-bank', 'save cmp-sinag-bank', 'read cmp-sinag-bank']);
  });
});
