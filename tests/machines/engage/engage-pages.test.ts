/**
 * The engage chart's pages (machines/engage/engage-pages.ts): each route (spec §2, what links and the router use), screen,
 * title (the heading and document title), analytics page name and main button, as the spec and the designers
 * wrote them.
 */
import { describe, expect, it } from 'vitest';
import { engagePages } from '@machines/engage/engage-pages';

describe('the engage pages', () => {
  it('keep their routes, screens, titles and page names', () => {
    expect(engagePages).toEqual({
      fintelligence: {
        route: '/fintelligence',
        screen: 'fintelligence',
        title: 'Fintelligence',
        page: 'Fintelligence',
        primaryAction: 'Start learning',
      },
      fintelligenceDisabled: {
        route: '/fintelligence-disabled',
        screen: 'fintelligence-disabled',
        title: 'Fintelligence is not available',
        page: 'Fintelligence Disabled',
        primaryAction: 'Back to home',
      },
      learnworldsSso: {
        route: '/learnworlds/sso',
        screen: 'learnworlds-sso',
        title: 'Opening Fintelligence',
        page: 'Learnworlds SSO',
      },
      fintelligenceSsoFailed: {
        route: '/fintelligence-sso-failed',
        screen: 'fintelligence-sso-failed',
        title: 'We could not open Fintelligence',
        page: 'Fintelligence SSO Failed',
        primaryAction: 'Try again',
      },
      gotyme: {
        route: '/gotyme',
        screen: 'gotyme',
        title: 'GoTyme Bank',
        page: 'GoTyme',
        primaryAction: 'Link your GoTyme account',
      },
      referral: {
        route: '/referral',
        screen: 'referral',
        title: 'Refer a friend',
        page: 'Referral',
        primaryAction: 'Copy link',
        figures: ['referral.referrerRewardCentavos', 'referral.friendRewardCentavos'],
      },
      versarySpecial: {
        route: '/{$product}-versary-special',
        screen: 'versary-special',
        title: 'Versary special',
        page: 'Versary Special',
        figures: ['versary.campaigns.0.maxAmountCentavos'],
      },
    });
  });
});
