import type { JourneyContext } from './journey-types';
import type { JourneyStateConfig, JourneyStates } from './journey.setup';

/**
 * What the calculator step looks up on entry, one platform call per state, before its fields show (the loan types
 * sit above the tenure: nothing moves under a tap). The salary: the one this journey holds, else the applications
 * are listed and the saved salary of each candidate read in the order they win (this application's, then the
 * newest earlier ones; calculator-lookup.ts) until one is usable. Then the campaigns open for that salary. A failed
 * salary read counts as not known (the campaigns come with their rules); failed campaigns leave the regular loan
 * only. The borrower may type the amount and leave meanwhile (`nav`).
 */
type Ctx = { context: JourneyContext };

export function calculatorLookup(nav: JourneyStateConfig['on']): JourneyStates {
  const checking = { tags: ['lookup' as const], on: nav };
  return {
    lookingUp: { tags: ['lookup'], entry: 'startLookup', always: [{ guard: 'salaryKnown', target: 'readingCampaigns' }, { target: 'listingApplications' }] },
    listingApplications: {
      ...checking,
      invoke: {
        id: 'listApplications',
        src: 'listApplications',
        onDone: [
          {
            guard: { type: 'hasSalaryCandidates', params: ({ event }) => ({ list: event.output }) },
            target: 'readingSalary',
            actions: { type: 'storeSalaryCandidates', params: ({ event }) => ({ list: event.output }) },
          },
          { target: 'readingCampaigns' },
        ],
        onError: 'readingCampaigns',
      },
    },
    readingSalary: {
      ...checking,
      invoke: {
        id: 'readSavedSalary',
        src: 'readSavedSalary',
        input: ({ context }: Ctx) => ({ applicationId: context.lookup?.toRead[0] ?? '' }),
        onDone: { target: 'weighingSalary', actions: { type: 'storeSalaryRead', params: ({ event }) => ({ read: event.output }) } },
        onError: 'readingCampaigns',
      },
    },
    // A usable salary wins; none, the next candidate is read (each read its own visit of `readingSalary`).
    weighingSalary: { tags: ['lookup'], always: [{ guard: 'salaryToRead', target: 'readingSalary' }, { target: 'readingCampaigns' }] },
    readingCampaigns: {
      ...checking,
      invoke: {
        id: 'readCampaigns',
        src: 'readCampaigns',
        input: ({ context }: Ctx) => ({ salary: context.lookup?.salary ?? null }),
        onDone: { target: 'editing', actions: { type: 'storeCampaigns', params: ({ event }) => ({ list: event.output }) } },
        onError: 'editing',
      },
    },
  };
}
