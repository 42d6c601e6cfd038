import type { StateMeta } from '../shared/meta';

/** The insurance chart's pages (spec §2), apart from the chart so the app chart knows their routes without it. */
export const insurancePages = {
  personalDetails: { route: '/insurance/personal-details', screen: 'insurance-personal-details', title: 'Your details for insurance', page: 'Insurance Personal Details' },
  beneficiary: { route: '/insurance/beneficiary', screen: 'insurance-beneficiary', title: 'Your beneficiaries', page: 'Insurance Beneficiary' },
  employment: { route: '/insurance/employment', screen: 'insurance-employment', title: 'Your employment', page: 'Insurance Employment' },
  success: { route: '/insurance/insurance-success', screen: 'insurance-success', title: 'Insurance application sent', page: 'Insurance Success' },
} as const satisfies Record<string, StateMeta>;
export type InsurancePage = keyof typeof insurancePages;
