import type { StateMeta } from './meta';

/**
 * Information pages every visitor can open, signed in or not: the auth chart shows them to visitors and the app
 * chart to borrowers (the same route owned by a state of each). Their back action is `step.back`.
 */
export const infoPages = {
  contactUs: { route: '/contact-us', screen: 'contact-us', title: 'Contact us', page: 'Contact Us' },
  appDownload: { route: '/app-download', screen: 'app-download', title: 'Get the Lakbay app', page: 'App Download' },
} as const satisfies Record<string, StateMeta>;
