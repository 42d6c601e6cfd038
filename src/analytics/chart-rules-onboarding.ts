import { onboardingPages } from '@machines/onboarding/onboarding-pages';
import type { ChartRule } from './chart-map';

/** Rules for the onboarding chart (machines/onboarding): a step is submitted once its flow state is recorded. */
const machine = 'onboarding';
export const onboardingRules: readonly ChartRule[] = [
  { on: 'done:recordFlowState', machine, when: (i) => i.fromPage === onboardingPages.personalDetails.page, emit: 'onboarding_personal_details_submitted' },
  { on: 'done:recordFlowState', machine, when: (i) => i.fromPage === onboardingPages.criticalDetails.page, emit: 'onboarding_critical_details_submitted' },
  { on: 'employment.confirm', machine, emit: 'employment_status_submitted', props: () => ({ employment_status: 'EMPLOYED' }) },
  { on: 'employment.update', machine, emit: 'employment_status_submitted', props: () => ({ employment_status: 'DETAILS_CHANGED' }) },
  { on: 'employment.changed', machine, emit: 'employment_status_submitted', props: () => ({ employment_status: 'CHANGED_COMPANY' }) },
  { on: 'done:updateEmployment', machine, emit: 'employment_information_submitted' },
];
