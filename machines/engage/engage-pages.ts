import type { StateMeta } from '../shared/meta';

/** The engage chart's pages, apart from the chart so the app chart can know their routes without loading it. */
export const engagePages = {
  fintelligence: { route: '/fintelligence', screen: 'fintelligence', title: 'Fintelligence', page: 'Fintelligence', primaryAction: 'Start learning' },
  fintelligenceDisabled: { route: '/fintelligence-disabled', screen: 'fintelligence-disabled', title: 'Fintelligence is not available', page: 'Fintelligence Disabled', primaryAction: 'Back to home' },
  learnworldsSso: { route: '/learnworlds/sso', screen: 'learnworlds-sso', title: 'Opening Fintelligence', page: 'Learnworlds SSO' },
  fintelligenceSsoFailed: { route: '/fintelligence-sso-failed', screen: 'fintelligence-sso-failed', title: 'We could not open Fintelligence', page: 'Fintelligence SSO Failed', primaryAction: 'Try again' },
  gotyme: { route: '/gotyme', screen: 'gotyme', title: 'GoTyme Bank', page: 'GoTyme', primaryAction: 'Link your GoTyme account' },
  referral: { route: '/referral', screen: 'referral', title: 'Refer a friend', page: 'Referral', primaryAction: 'Copy link', figures: ['referral.referrerRewardCentavos', 'referral.friendRewardCentavos'] },
  // Themed promotions (spec §2 /{product}-versary-special, e.g. /loan-versary-special): the product is a route
  // parameter, kept in the chart's context.routeParams. An unknown, upcoming or ended one gets its own page.
  versarySpecial: { route: '/{$product}-versary-special', screen: 'versary-special', title: 'Versary special', page: 'Versary Special', figures: ['versary.campaigns.0.maxAmountCentavos'] },
} as const satisfies Record<string, StateMeta>;
export type EngagePage = keyof typeof engagePages;
