/**
 * The onboarding chart's pages (machines/onboarding/onboarding-pages.ts): each route (spec §2, what links and the router use), screen,
 * title (the heading and document title), analytics page name and main button, as the spec and the designers
 * wrote them.
 */
import { describe, expect, it } from 'vitest';
import { onboardingPages } from '@machines/onboarding/onboarding-pages';

describe('the onboarding pages', () => {
  it('keep their routes, screens, titles and page names', () => {
    expect(onboardingPages).toEqual({
      personalDetails: {
        route: '/onboarding/personal-details',
        screen: 'onboarding-details',
        title: 'Tell us about yourself',
        page: 'Onboarding Personal Details',
        primaryAction: 'Continue',
      },
      criticalDetails: {
        route: '/onboarding/critical-details',
        screen: 'onboarding-details',
        title: 'A few more details',
        page: 'Onboarding Critical Details',
        primaryAction: 'Continue',
      },
      employmentStatus: {
        route: '/employment-status',
        screen: 'employment-status',
        title: 'Confirm your employment',
        page: 'Employment Status',
        primaryAction: 'Yes, I still work there',
      },
      employmentInformation: {
        route: '/employment-information',
        screen: 'employment-information',
        title: 'Update your employment details',
        page: 'Employment Information',
        primaryAction: 'Continue',
      },
      employmentStatusSuccess: {
        route: '/employment-status-success',
        screen: 'employment-status-success',
        title: 'Employment confirmed',
        page: 'Employment Status Success',
        primaryAction: 'Continue',
      },
    });
  });
});
