import type { StateMeta } from '../shared/meta';
import { steps } from '../journeys/steps';

/** The EWA and insta-funds pages (spec §2 "EWA and quick funds"), apart from the chart so the app chart knows their routes. */
export const ewaPages = {
  ewaDescription: { route: '/ewa/product-description', screen: 'ewa-product-description', title: 'Earned wage access', page: 'EWA Product Description', primaryAction: 'Activate earned wage access' },
  ewaIneligible: { route: '/ewa/ineligible', screen: 'ewa-ineligible', title: 'Earned wage access is not available to you yet', page: 'EWA Ineligible', primaryAction: 'Go to home' },
  instaFunds: { route: '/insta-funds/product-description', screen: 'insta-funds-product-description', title: 'Insta-funds', page: 'Insta Funds Product Description', primaryAction: 'Activate insta-funds' },
} as const satisfies Record<string, StateMeta>;

/**
 * The routes this chart decides: its pages, and /ewa/withdraw opened while no withdrawal journey runs (a bookmark, a
 * reload after leaving it), which an activated borrower reaches through the chart's routing (issue W3-B item 8).
 */
export const ewaRoutes: ReadonlySet<string> = new Set([...Object.values(ewaPages).map((p) => p.route), steps.ewaWithdrawal.route]);
