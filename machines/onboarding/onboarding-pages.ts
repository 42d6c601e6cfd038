import type { StateMeta } from '../shared/meta';

/** Onboarding and employment pages (spec §2 "Onboarding"), apart from the chart so the app chart knows their routes. */
export const onboardingPages = {
  personalDetails: { route: '/onboarding/personal-details', screen: 'onboarding-details', title: 'Tell us about yourself', page: 'Onboarding Personal Details', primaryAction: 'Continue' },
  criticalDetails: { route: '/onboarding/critical-details', screen: 'onboarding-details', title: 'A few more details', page: 'Onboarding Critical Details', primaryAction: 'Continue' },
  employmentStatus: { route: '/employment-status', screen: 'employment-status', title: 'Confirm your employment', page: 'Employment Status', primaryAction: 'Yes, I still work there' },
  employmentInformation: { route: '/employment-information', screen: 'employment-information', title: 'Update your employment details', page: 'Employment Information', primaryAction: 'Continue' },
  employmentStatusSuccess: { route: '/employment-status-success', screen: 'employment-status-success', title: 'Employment confirmed', page: 'Employment Status Success', primaryAction: 'Continue' },
} as const satisfies Record<string, StateMeta>;
export type OnboardingPage = keyof typeof onboardingPages;
