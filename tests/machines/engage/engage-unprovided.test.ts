/** The engage chart used without its effects: each call says which one is missing and where it is supplied. */
import { describe, expect, it } from 'vitest';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';

describe('the engage chart without its effects', () => {
  it.each(['requestLearningHandoff', 'exchangeLearningHandoff', 'openLearningPage', 'loadLinkedAccount', 'readPhone', 'verifyGotymeAccount', 'loadReferralInfo', 'validateReferralCode', 'claimReferralCode', 'loadVersary'])(
    '%s names itself',
    async (name) => {
      const { engageMachine } = await import('@machines/engage/engage.machine');
      const logic = (engageMachine.implementations.actors as Record<string, AnyActorLogic>)[name]!;
      await expect(toPromise(createActor(logic, { input: {} }).start())).rejects.toThrow(`'${name}' is supplied with .provide() (src/engage)`);
    },
  );
});
