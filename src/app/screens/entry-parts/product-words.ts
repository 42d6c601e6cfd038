import type { ProductAction, ProductId, ProductsNotice, UnavailableReason } from '@machines/app/products';
import type { JourneyType } from '@machines/journeys/definitions';

/** Home and product selection put the products of machines/app/products.ts in these words. */
export const productText: Record<ProductId, { name: string; about: string }> = {
  loan: { name: 'Salary loan', about: 'Borrow against your salary, repaid by payroll deduction.' },
  ewa: { name: 'Earned wage access', about: 'Get part of the salary you have already earned before payday.' },
  quickLoan: { name: 'Insta-funds', about: 'A small, quick loan for when you need cash fast.' },
  insurance: { name: 'Insurance', about: 'Cover for you and the people who depend on you, through your employer.' },
  fintelligence: { name: 'Fintelligence', about: 'Free courses on budgeting, saving and borrowing well.' },
  gotyme: { name: 'GoTyme Bank', about: 'Have your loan paid out to a GoTyme Bank account and pay no bank transfer fee (your offer shows it waived, released to GoTyme).' },
};

/** Start buttons: home's short words, and product selection's "Apply for …" (one product per card). */
export const startLabels: Record<'home' | 'selection', Partial<Record<JourneyType, string>>> = {
  home: { newLoan: 'Apply for a salary loan', reloan: 'Reloan', refinance: 'Refinance your loan', ewaActivation: 'Activate earned wage access' },
  selection: { newLoan: 'Apply for salary loan', reloan: 'Apply for reloan', refinance: 'Apply for refinance', ewaActivation: 'Activate earned wage access' },
};

/** Links to a product's own page. */
export function openLabel(id: ProductId, action: Extract<ProductAction, { kind: 'open' }>): string {
  if (action.purpose === 'about') return `About ${productText[id].name.toLowerCase()}`;
  switch (id) {
    case 'ewa':
      return 'Use earned wage access';
    case 'quickLoan':
      return 'See insta-funds';
    case 'insurance':
      return 'Get insured';
    case 'fintelligence':
      return 'Start learning';
    case 'gotyme':
      return 'Open or link a GoTyme account';
    default:
      return `Open ${productText[id].name.toLowerCase()}`;
  }
}

/** Why an offered product cannot be taken now, and what the borrower can do about it. */
export const unavailableText: Record<UnavailableReason, { why: string; whatToDo: string }> = {
  CONTINUE_APPLICATION: {
    why: 'You have an application in progress.',
    whatToDo: 'Finish it first: choose Continue application to pick up where you left off.',
  },
  APPLICATION_IN_REVIEW: {
    why: 'Your application is in review.',
    whatToDo: 'We will let you know by SMS and email as soon as it is decided. You can apply again after that.',
  },
  ONGOING_APPLICATION: {
    why: 'You already have an application for this.',
    whatToDo: 'Wait until it is decided, or contact us if you want to cancel it.',
  },
  LOAN_BEING_DISBURSED: {
    why: 'Your approved loan is on its way to your bank account.',
    whatToDo: 'You can apply again once it has arrived.',
  },
  ACTIVE_LOAN: {
    why: 'You are still repaying your current loan.',
    whatToDo: 'Keep up your repayments: a reloan or refinance opens once you have repaid more of it.',
  },
  NOT_ELIGIBLE: {
    why: 'You cannot apply for this right now.',
    whatToDo: 'It depends on your employer’s arrangement with us and on your loan history. Contact us if you think this is wrong.',
  },
};

/** Said once, instead of a product list, when the company offers nothing the borrower can apply for. */
export function noticeText(notice: Exclude<ProductsNotice, null>, companyName: string | undefined): { title: string; why: string; whatToDo: string } {
  const company = companyName ?? 'Your company';
  switch (notice) {
    case 'COMPANY_INACTIVE':
      return {
        title: `${company} is not accepting new applications right now`,
        why: 'Your employer’s arrangement with Lakbay is on hold, so nothing new can be applied for through it. Loans you already have and their payments are not affected.',
        whatToDo: 'If you have moved to another employer, choose Change company. Otherwise we will let you know by SMS and email when applications open again.',
      };
    case 'NO_PRODUCTS':
      return {
        title: `${company} does not offer any products through Lakbay yet`,
        why: 'Which products you can apply for depends on your employer’s arrangement with us.',
        whatToDo: 'Ask your HR team about Lakbay, or choose Change company if you have moved to another employer.',
      };
    case 'NO_COMPANY':
      return {
        title: 'Choose your company',
        why: 'Your products depend on the company you work for.',
        whatToDo: 'Choose Change company to find your employer.',
      };
  }
}
