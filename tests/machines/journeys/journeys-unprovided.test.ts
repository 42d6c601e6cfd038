/**
 * The journey charts used without their effects: every journey type's chart builds and opens on its first step, and
 * each platform call not supplied says which one. The charts are imported inside the tests, so a chart that fails to
 * build fails them (the other journey tests import at their top, which a mutation run counts as "no test ran":
 * docs/qa.md, "Two traps with charts").
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { errorOf } from '../../support/unprovided';

async function expectEachNamesItself(actors: Record<string, unknown>, names: readonly string[]) {
  for (const name of names) expect(await errorOf(actors[name]), name).toBe(`Error: ${name} is supplied with .provide()`);
}

describe('the journey charts without their effects', () => {
  it('each journey type builds and opens on the first step of its definition', async () => {
    const { journeyMachines } = await import('@machines/journeys/journey.machine');
    const { journeys, journeyTypes } = await import('@machines/journeys/definitions');
    expect(journeyTypes.length).toBeGreaterThanOrEqual(10);
    for (const type of journeyTypes) {
      const actor = createActor(journeyMachines[type], { input: { type, applicationId: 'app-1' } }).start();
      expect(actor.getSnapshot().status, type).toBe('active');
      expect(JSON.stringify(actor.getSnapshot().value), type).toContain(journeys[type].steps[0]);
      actor.stop();
    }
  });

  it('each platform call of a journey and of its pricing names itself', async () => {
    const { journeyMachines } = await import('@machines/journeys/journey.machine');
    const { offerPricingMachine } = await import('@machines/journeys/offer-pricing.machine');
    await expectEachNamesItself(journeyMachines.newLoan.implementations.actors, [
      'createApplication', 'setLoanPurpose', 'readStepVersion', 'saveFormStep', 'readSavedAnswers', 'verifyGotymeAccount', 'readOffers',
      'acceptOffer', 'readApplicationStatus', 'submitForReview', 'generateNote', 'readNote', 'readPhone', 'checkEmail', 'finalizeNote',
      'applyPromo', 'removePromo', 'cancelApplication', 'submitCancellationSurvey', 'listApplications', 'readSavedSalary', 'readCampaigns',
    ]);
    await expectEachNamesItself(offerPricingMachine.implementations.actors, ['readApplicationStatus', 'readSavedAnswers', 'generateOffers']);
  });
});
