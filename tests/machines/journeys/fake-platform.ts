import { createActor, fromPromise, waitFor, type AnyActorLogic } from 'xstate';
import { journeyMachines } from '@machines/journeys/journey.machine';
import type { JourneyInput } from '@machines/journeys/journey-types';
import type { JourneyActorOutputs } from '@machines/journeys/journey.samples';
import { sampleApplication, sampleOffer } from '@machines/journeys/journey.samples';
import { offerPricingMachine } from '@machines/journeys/offer-pricing.machine';

type ActorName = keyof JourneyActorOutputs;
export interface Call {
  actor: ActorName;
  input: Record<string, unknown>;
}

/**
 * A fake lending platform for the journey charts: every edge actor answers like the platform (or fails when told),
 * and records the call, so tests assert which calls a journey makes, in which order, and what it does on a failure.
 */
export function fakePlatform(options: { status?: string; offers?: (typeof sampleOffer)[]; noteStatus?: 'PENDING' | 'FINAL' | null } = {}) {
  const calls: Call[] = [];
  /** The calculator's look-ups on entry (applications, a saved salary, campaigns), recorded apart from `calls`. */
  const lookups: Call[] = [];
  const failures = new Map<ActorName, number>();
  const answers: Partial<Record<ActorName, (input: Record<string, unknown>) => unknown>> = {
    createApplication: () => ({ ...sampleApplication('INITIALIZED'), id: 'app-new' }),
    setLoanPurpose: () => sampleApplication('INITIALIZED'),
    // The version this tab read or saved (no call on the platform): the common case.
    readStepVersion: (i) => ({ step: i.serverStep, answers: {}, version: 1, readHere: true }),
    saveFormStep: (i) => ({ step: i.serverStep, answers: i.values, application: sampleApplication('INITIALIZED') }),
    readSavedAnswers: (i) => ({ step: i.serverStep, answers: { gross_monthly_salary: '30,000', bank: 'BDO' }, version: 2 }),
    verifyGotymeAccount: () => ({ linked: true, account_name: 'JUAN', masked_account_number: '********9012' }),
    readOffers: () => ({ offers: options.offers ?? [sampleOffer] }),
    generateOffers: () => ({ offers: [sampleOffer], best_offer_id: sampleOffer.id }),
    acceptOffer: () => sampleApplication('OFFER_ACCEPTED'),
    readApplicationStatus: () => sampleApplication(options.status ?? 'INITIALIZED'),
    submitForReview: () => sampleApplication('SYSTEM_REVIEW'),
    generateNote: () => ({ promissory_note_status: options.noteStatus ?? 'PENDING', body: ['I promise to pay.'] }),
    readNote: () => ({ promissory_note_status: 'FINAL', body: ['I promise to pay.'] }),
    readPhone: () => ({ destination: '+63 917 *** 4567' }),
    finalizeNote: () => ({ promissory_note_status: 'FINAL', body: ['I promise to pay.'] }),
    applyPromo: (i) => ({ promo: { code: i.code, description: 'School support' }, offer: sampleOffer }),
    removePromo: () => ({ offer: sampleOffer }),
    requestSigningCode: () => ({ sentAt: 0 }),
    requestGotymeCode: () => ({ sentAt: 0 }),
    documentVerification: () => ({ outcome: 'verified', documents: [], selfie: undefined }),
    otp: () => ({ verified: true, result: null }),
    // A first-time borrower: no application with a saved salary, no campaigns (the regular loan only).
    listApplications: () => ({ data: [] }),
    readSavedSalary: () => ({ salary: null }),
    readCampaigns: () => ({ campaigns: [] }),
  };
  const lookupActors = new Set<ActorName>(['listApplications', 'readSavedSalary', 'readCampaigns']);
  const actors = Object.fromEntries(
    (Object.keys(answers) as ActorName[]).filter((name) => name !== 'priceOffers').map((name) => [
      name,
      fromPromise(async ({ input }: { input: unknown }) => {
        const i = (input ?? {}) as Record<string, unknown>;
        const answer = answers[name]!;
        // This tab's own version comes from its cache: no platform call, so none is recorded.
        if (name === 'readStepVersion' && !failures.get(name)) {
          const read = answer(i) as { readHere?: boolean };
          if (read.readHere) return read;
        }
        (lookupActors.has(name) ? lookups : calls).push({ actor: name, input: i });
        const left = failures.get(name) ?? 0;
        if (left > 0) {
          failures.set(name, left - 1);
          throw Object.assign(new Error('Service unavailable'), { code: 'HTTP_503', fields: {} });
        }
        return answer(i);
      }),
    ]),
  ) as Record<string, AnyActorLogic>;
  // The offer pricing is a chart of its own: its calls are this platform's, recorded like the others.
  actors.priceOffers = offerPricingMachine.provide({ actors: { readApplicationStatus: actors.readApplicationStatus!, readSavedAnswers: actors.readSavedAnswers!, generateOffers: actors.generateOffers! } as never });
  return {
    calls,
    lookups,
    actors,
    /** The next `times` calls of `actor` fail with a 503. */
    fail: (actor: ActorName, times = 1) => void failures.set(actor, times),
    /** Replace an answer (e.g. GoTyme refusing a code). */
    answer: (actor: ActorName, fn: (input: Record<string, unknown>) => unknown) => void (answers[actor] = fn),
    names: () => calls.map((c) => c.actor),
  };
}

/** The calculator looked up its salary and loan types (its fields show; Continue may be pressed). */
export const lookedUp = (actor: ReturnType<typeof startJourney>['actor']) => waitFor(actor, (s) => !s.hasTag('lookup'));

export function startJourney(input: JourneyInput, platform = fakePlatform()) {
  const actor = createActor(journeyMachines[input.type].provide({ actors: platform.actors as never }), { input });
  actor.start();
  return { actor, platform };
}

export const stepOf = (value: unknown) => (typeof value === 'string' ? value : Object.keys(value as object)[0]);

/** The charts' states are built from data (their value type is a record), so tests match a step's state by value. */
export const at = (s: { value: unknown }, step: string, state: string) => JSON.stringify(s.value) === JSON.stringify({ [step]: state });
