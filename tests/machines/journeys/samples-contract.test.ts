import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import type { Endpoint } from '~/api/endpoint';
import { finalizeContract, generateContract } from '~/api/contract/documents';
import { approveOffer, createApplication, getApplication, listApplications, patchApplicationStatus, saveApplicationStep, setLoanPurpose } from '~/api/contract/loans';
import { generateOffers, listCampaigns, listOffers } from '~/api/contract/offers';
import { applyPromo, removePromo } from '~/api/contract/promo';
import { verifyDigitalBankAccount } from '~/api/contract/user';
import { submitCancellationSurvey } from '~/api/contract/surveys';
import { journeyOutcomes, type JourneyActorOutputs } from '@machines/journeys/journey.samples';

/**
 * The outputs the generated paths feed the journey charts are answers the platform could give: each platform call's
 * samples parse with the response schema of the endpoint its actor calls (src/journeys/journey-actors.ts), so the
 * paths never walk a branch on an answer the contract rules out.
 */
const endpointOf: Partial<Record<keyof JourneyActorOutputs, Endpoint>> = {
  createApplication,
  setLoanPurpose,
  saveFormStep: saveApplicationStep,
  verifyGotymeAccount: verifyDigitalBankAccount,
  readOffers: listOffers,
  generateOffers,
  acceptOffer: approveOffer,
  readApplicationStatus: getApplication,
  submitForReview: patchApplicationStatus,
  generateNote: generateContract,
  finalizeNote: finalizeContract,
  applyPromo,
  removePromo,
  cancelApplication: patchApplicationStatus,
  submitCancellationSurvey,
  listApplications,
  readCampaigns: listCampaigns,
};

describe('journey samples against the lending contract', () => {
  it.each(Object.entries(endpointOf))('%s: every sample output is a response the contract allows', (actor, endpoint) => {
    const done = (journeyOutcomes[actor as keyof JourneyActorOutputs]?.done ?? []) as unknown[];
    expect(done.length, `${actor} has samples`).toBeGreaterThan(0);
    for (const output of done) {
      const parsed = v.safeParse(endpoint!.response, output);
      expect(parsed.issues?.map((i) => `${v.getDotPath(i) ?? ''}: ${i.message}`) ?? [], `${actor} ${JSON.stringify(output)}`).toEqual([]);
    }
  });
});
