/**
 * The spec's external links a visitor agrees to on /register (spec §2 "External links": terms of use, privacy
 * policy). The spec names them without addresses; these are the product site's pages (docs/decisions.md 2026-11-26).
 */
export const legalLinks = {
  termsOfUse: 'https://www.lakbay.ph/terms-of-use',
  privacyPolicy: 'https://www.lakbay.ph/privacy-policy',
} as const;
