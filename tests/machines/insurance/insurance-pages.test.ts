/**
 * The insurance chart's pages (machines/insurance/insurance-pages.ts): each route (spec §2, what links and the router use), screen,
 * title (the heading and document title), analytics page name and main button, as the spec and the designers
 * wrote them.
 */
import { describe, expect, it } from 'vitest';
import { earlierStepNotice, insurancePages } from '@machines/insurance/insurance-pages';

describe('the insurance pages', () => {
  it('keep their routes, screens, titles and page names', () => {
    expect(insurancePages).toEqual({
      personalDetails: {
        route: '/insurance/personal-details',
        screen: 'insurance-personal-details',
        title: 'Your details for insurance',
        page: 'Insurance Personal Details',
        primaryAction: 'Continue',
      },
      beneficiary: {
        route: '/insurance/beneficiary',
        screen: 'insurance-beneficiary',
        title: 'Your beneficiaries',
        page: 'Insurance Beneficiary',
        primaryAction: 'Continue',
      },
      employment: {
        route: '/insurance/employment',
        screen: 'insurance-employment',
        title: 'Your employment',
        page: 'Insurance Employment',
        primaryAction: 'Continue',
      },
      success: {
        route: '/insurance/insurance-success',
        screen: 'insurance-success',
        title: 'Insurance application sent',
        page: 'Insurance Success',
        primaryAction: 'Back to home',
      },
    });
  });

  it('say why the borrower is on an earlier step than the one asked for', () => {
    expect(earlierStepNotice('employment', 'beneficiary')).toBe(
      'Your employment details come after your beneficiaries. Your personal details are saved: name your beneficiaries first.',
    );
    expect(earlierStepNotice('employment', 'personalDetails')).toBe(
      'Your employment details come after your personal details, which are not saved yet. Start here: each step is saved when you continue.',
    );
    expect(earlierStepNotice('beneficiary', 'personalDetails')).toBe(
      'Your beneficiaries come after your personal details, which are not saved yet. Start here: each step is saved when you continue.',
    );
  });
});
