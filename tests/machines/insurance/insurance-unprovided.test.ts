/** The insurance chart used without its effects: each call says which one is missing and where it is supplied. */
import { describe, expect, it } from 'vitest';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';

describe('the insurance chart without its effects', () => {
  it.each(['loadInsurance', 'savePersonalDetails', 'saveBeneficiaries', 'submitInsurance'])('%s names itself', async (name) => {
    const { insuranceMachine } = await import('@machines/insurance/insurance.machine');
    const logic = (insuranceMachine.implementations.actors as Record<string, AnyActorLogic>)[name]!;
    await expect(toPromise(createActor(logic, { input: {} }).start())).rejects.toThrow(`${name} is supplied with .provide() (src/insurance/insurance-actors.ts)`);
  });

  it('the read failing that way is shown as the step error, in those words', async () => {
    const { insuranceMachine } = await import('@machines/insurance/insurance.machine');
    const actor = createActor(insuranceMachine, { input: {} }).start();
    await new Promise((r) => setTimeout(r, 5));
    expect(actor.getSnapshot().value).toBe('loadFailed');
    expect(actor.getSnapshot().context.error).toEqual({ code: 'UNKNOWN', message: 'loadInsurance is supplied with .provide() (src/insurance/insurance-actors.ts)', fields: {} });
  });
});
