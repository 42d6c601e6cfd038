import type { StateMeta } from '../shared/meta';

/** The insurance chart's pages (spec §2), apart from the chart so the app chart knows their routes without it. */
export const insurancePages = {
  personalDetails: { route: '/insurance/personal-details', screen: 'insurance-personal-details', title: 'Your details for insurance', page: 'Insurance Personal Details', primaryAction: 'Continue' },
  beneficiary: { route: '/insurance/beneficiary', screen: 'insurance-beneficiary', title: 'Your beneficiaries', page: 'Insurance Beneficiary', primaryAction: 'Continue' },
  employment: { route: '/insurance/employment', screen: 'insurance-employment', title: 'Your employment', page: 'Insurance Employment', primaryAction: 'Continue' },
  success: { route: '/insurance/insurance-success', screen: 'insurance-success', title: 'Insurance application sent', page: 'Insurance Success', primaryAction: 'Back to home' },
} as const satisfies Record<string, StateMeta>;
export type InsurancePage = keyof typeof insurancePages;

/** Why the borrower is on this step and not the one they asked for (a later step whose earlier ones are unsaved). */
export function earlierStepNotice(asked: 'beneficiary' | 'employment', landed: InsurancePage): string {
  const later = asked === 'beneficiary' ? 'Your beneficiaries come' : 'Your employment details come';
  return landed === 'beneficiary'
    ? `${later} after your beneficiaries. Your personal details are saved: name your beneficiaries first.`
    : `${later} after your personal details, which are not saved yet. Start here: each step is saved when you continue.`;
}
