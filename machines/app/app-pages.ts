import type { StateMeta } from '../shared/meta';

/** Entry pages owned by the app chart. `as const` keeps paths literal for the typed-route test. */
export const appPages = {
  home: { route: '/home', screen: 'home', title: 'Home', page: 'Home' },
  productSelection: { route: '/product-selection', screen: 'product-selection', title: 'Choose a product', page: 'Product Selection' },
  companySelector: { route: '/company-selector', screen: 'company-selector', title: 'Find your company', page: 'Company Selector' },
  companySelectorSuccess: { route: '/company-selector/success', screen: 'company-selector-success', title: 'Company selected', page: 'Company Selector Success', primaryAction: 'Continue' },
  companySelectorFeedback: { route: '/company-selector/feedback', screen: 'company-selector-feedback', title: "Can't find your company?", page: 'Company Selector Feedback', primaryAction: 'Send' },
  companySelectorFeedbackLatter: { route: '/company-selector/feedback/latter', screen: 'company-selector-feedback-latter', title: 'Thank you', page: 'Company Selector Feedback Latter', primaryAction: 'Back to the company list' },
  companyDeclaration: { route: '/company-declaration', screen: 'company-declaration', title: 'Confirm your employer', page: 'Company Declaration', primaryAction: 'Yes, I work there' },
  companyDeclarationFeedback: { route: '/company-declaration/feedback', screen: 'company-declaration-feedback', title: 'Tell us about your employer', page: 'Company Declaration Feedback', primaryAction: 'Send and choose again' },
} as const satisfies Record<string, StateMeta>;
export type AppPage = keyof typeof appPages;
