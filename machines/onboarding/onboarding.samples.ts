import type { ChartSamplesOf } from '../shared/chart-samples';
import type { onboardingActors } from './onboarding.machine';
import type { OnboardingContext, OnboardingEvent, OnboardingInput } from './onboarding-types';

/**
 * Samples for the generated paths (tests/paths) of the onboarding chart: every way in, answers saved, a save
 * refused field by field, and every call failing.
 */
const company = { id: 'cmp-sinag-bank', name: 'Sinag Bank' };
const fieldErrors = Object.assign(new Error('Some fields need your attention.'), { code: 'VALIDATION', fields: { tin: 'Enter your 9- or 12-digit TIN, digits only.' } });
const down = Object.assign(new Error('Service unavailable'), { code: 'HTTP_503' });

const samples: ChartSamplesOf<OnboardingEvent, typeof onboardingActors, OnboardingInput, OnboardingContext> = {
  inputs: [
    { start: 'personalDetails', company },
    { start: 'criticalDetails', company },
    { start: 'employmentStatus', company },
    { start: 'employmentInformation', company },
  ],
  events: {
    'step.submit': [{ type: 'step.submit', values: { tin: '123456789' } }],
    'draft.update': [{ type: 'draft.update', values: { tin: '12345' } }],
  },
  outcomes: {
    saveDetails: { done: [{ tin: '123456789' }], error: [fieldErrors, down] },
    recordFlowState: { done: [{ onboarding: 'SUBMITTED' }], error: [down] },
    confirmEmployment: { done: [undefined], error: [down] },
    updateEmployment: { done: [undefined], error: [fieldErrors, down] },
  },
  // Only what guards read: where it started; drafts and messages never decide a transition.
  serialize: (s) => JSON.stringify([s.value, s.status, s.context.start, s.context.next]),
};

export default { onboarding: samples };
