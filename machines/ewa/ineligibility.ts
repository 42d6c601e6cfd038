/**
 * Why a product is not available, in the borrower's words, with what to do about it. The platform's reasons are
 * machine-readable (sandbox/platform/loans-eligibility.ts); anything unknown gets the general answer.
 */
export interface IneligibleReason {
  /** What is the matter. */
  message: string;
  /** What the borrower can do next. */
  next: string;
}

export type ProductName = 'earned wage access' | 'insta-funds';

export function ineligibleReason(reason: string | null | undefined, product: ProductName): IneligibleReason {
  switch (reason) {
    case 'NO_COMPANY':
      return { message: 'You have not chosen your company yet.', next: `Choose your company, then check ${product} again.` };
    case 'COMPANY_INACTIVE':
      return { message: 'Your company is not accepting applications right now.', next: 'Please check again later, or contact us if you think this is a mistake.' };
    case 'PRODUCT_NOT_OFFERED':
      return { message: `Your company does not offer ${product}.`, next: 'You can still see the other products your company offers from home.' };
    case 'ONGOING_APPLICATION':
      return { message: 'You already have an application in progress.', next: 'Finish it or wait for its result, then try again.' };
    default:
      return { message: `You are not eligible for ${product} right now.`, next: 'Please check again later, or contact us if you think this is a mistake.' };
  }
}
