/** The account chart used without its effects: each call says which one is missing and where it is supplied. */
import { describe, expect, it } from 'vitest';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';

describe('the account chart without its effects', () => {
  it.each(['loadProfile', 'generateEmailOtp', 'updatePersonalEmail', 'requestMobileOtp', 'requestPhoneChangeOtp'])('%s names itself', async (name) => {
    const { accountMachine } = await import('@machines/account/account.machine');
    const logic = (accountMachine.implementations.actors as Record<string, AnyActorLogic>)[name]!;
    await expect(toPromise(createActor(logic, { input: {} }).start())).rejects.toThrow(`${name} is supplied with .provide() (src/auth)`);
  });
});
