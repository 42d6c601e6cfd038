/**
 * The onboarding chart used without its effects: each call says which one is missing and where it is supplied. The
 * chart is imported inside the tests, so a chart that fails to build fails them (the other onboarding test files import
 * it at their top, which a mutation run counts as "no test ran": see tests/machines/payment/payment-chart-builds.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';

const company = { id: 'cmp-sinag-bank', name: 'Sinag Bank' };
const settled = { timeout: 2000 };

describe('the onboarding chart without its effects', () => {
  it('a call not supplied says which one and where it is supplied (src/onboarding)', async () => {
    const { onboardingMachine } = await import('@machines/onboarding/onboarding.machine');
    const cases = [
      ['personalDetails', { type: 'step.submit', values: {} }, 'saveDetails'],
      ['employmentStatus', { type: 'employment.confirm' }, 'confirmEmployment'],
      ['employmentInformation', { type: 'step.submit', values: {} }, 'updateEmployment'],
    ] as const;
    for (const [where, event, name] of cases) {
      const actor = createActor(onboardingMachine, { input: { start: where, company } }).start();
      actor.send(event);
      await waitFor(actor, (s) => s.context.error !== null, settled);
      expect(actor.getSnapshot().context.error?.message).toBe(`'${name}' is supplied with .provide() (src/onboarding)`);
    }
    const recording = onboardingMachine.provide({ actors: { saveDetails: fromPromise(async () => ({})) } });
    const actor = createActor(recording, { input: { start: 'personalDetails', company } }).start();
    actor.send({ type: 'step.submit', values: {} });
    await waitFor(actor, (s) => s.context.error !== null, settled);
    expect(actor.getSnapshot().context.error?.message).toBe("'recordFlowState' is supplied with .provide() (src/onboarding)");
  });
});
