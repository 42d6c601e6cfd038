import { employmentStart, onboardingStart } from '../onboarding/onboarding-rules';
import type { OnboardingInput } from '../onboarding/onboarding-types';
import { appSetup, type AppContext } from './app.setup';

/** Where the onboarding chart starts: onboarding first, then the employment check the eligibility asks for. */
const onboardingInput = (context: AppContext): OnboardingInput => {
  const account = context.account;
  const company = account?.company ? { id: account.company.id, name: account.company.name } : null;
  return { start: onboardingStart(account?.flowStates) ?? employmentStart(account?.eligibility) ?? 'employmentStatus', company };
};

/**
 * Onboarding and the employment check (machines/onboarding), before products: a state of `app.signedIn`
 * entered from `routing` (guards needsOnboarding / needsEmploymentCheck). Done, the account is loaded again and
 * routing decides; "I no longer work there" goes to the company selector.
 */
export const onboarding = appSetup.createStateConfig({
  invoke: {
    id: 'onboarding',
    src: 'onboarding',
    input: ({ context }) => onboardingInput(context),
    onDone: [
      { guard: { type: 'changesCompany', params: ({ event }) => ({ output: event.output }) }, target: 'companySelector' },
      { target: 'loading' },
    ],
  },
});
