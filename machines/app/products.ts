import type { JourneyType } from '../journeys/definitions';
import { startableJourneys, type AccountSummary, type EligibilityFlag } from '../journeys/entry';

/**
 * Which products a borrower sees on home and product selection, and what each lets them do (spec §3 client state:
 * hasLoanProduct, hasEwaProduct, hasQuickLoanProduct, hasFintelligenceProduct, hasInsuranceProduct,
 * isCompanyActive and computedProductEligibility, default all disabled). One pure function, so the two screens
 * cannot disagree: a product the company does not offer is not listed; one it offers but the borrower may not
 * take now is listed with the reason (a code the screens put in words, with what to do).
 */

/** Pages of products built in their own charts (reached with a `nav.request`, as a typed URL would be). */
export const productRoutes = {
  ewa: '/ewa/product-description',
  quickLoan: '/insta-funds/product-description',
  insurance: '/insurance/personal-details',
  fintelligence: '/fintelligence',
  gotyme: '/gotyme',
} as const;

export const productIds = ['loan', 'ewa', 'quickLoan', 'insurance', 'fintelligence', 'gotyme'] as const;
export type ProductId = (typeof productIds)[number];

/** What a product entry lets the borrower do: start a journey here, or open the product's own page. */
export type ProductAction =
  | { kind: 'start'; journey: JourneyType }
  | { kind: 'open'; route: (typeof productRoutes)[keyof typeof productRoutes]; purpose: 'about' | 'use' };

/**
 * Why an offered product cannot be taken now. The platform's eligibility reasons (sandbox/platform/
 * loans-eligibility.ts) plus the app's own reading of the ongoing application; `NOT_ELIGIBLE` when the platform
 * gives no reason we know (the spec's default: disabled).
 */
export const unavailableReasons = [
  'CONTINUE_APPLICATION',
  'APPLICATION_IN_REVIEW',
  'ONGOING_APPLICATION',
  'LOAN_BEING_DISBURSED',
  'ACTIVE_LOAN',
  'NOT_ELIGIBLE',
] as const;
export type UnavailableReason = (typeof unavailableReasons)[number];

export interface ProductEntry {
  id: ProductId;
  /** Actions in the order the screens show them; empty when `unavailable` is set. */
  actions: ProductAction[];
  unavailable: UnavailableReason | null;
}

/** Why nothing (or nothing new) can be offered at all: the screens explain it once instead of per product. */
export type ProductsNotice = 'NO_COMPANY' | 'COMPANY_INACTIVE' | 'NO_PRODUCTS' | null;

export interface ProductOffer {
  notice: ProductsNotice;
  products: ProductEntry[];
}

const inReview: ReadonlySet<string> = new Set(['TIER_1_REVIEW', 'TIER_2_REVIEW', 'SYSTEM_REVIEW', 'PENDING_MANAGER_APPROVAL']);
const ewaTypes: ReadonlySet<string> = new Set(['EWA', 'EWA_ACTIVATION']);
const quickLoanTypes: ReadonlySet<string> = new Set(['QUICK_LOAN', 'QUICK_LOAN_ACTIVATION']);
const loanJourneys: readonly JourneyType[] = ['newLoan', 'reloan', 'refinance'];

export type OfferInput = Pick<AccountSummary, 'company' | 'eligibility' | 'ongoing' | 'resume'>;

/** The ongoing application belongs to this product (by its application type). */
function ongoingOf(account: OfferInput, product: 'loan' | 'ewa' | 'quickLoan'): boolean {
  const type = account.ongoing?.applicationType;
  if (!type) return false;
  if (product === 'ewa') return ewaTypes.has(type);
  if (product === 'quickLoan') return quickLoanTypes.has(type);
  return !ewaTypes.has(type) && !quickLoanTypes.has(type);
}

function reasonOf(account: OfferInput, product: 'loan' | 'ewa' | 'quickLoan', flag: EligibilityFlag): UnavailableReason {
  const ongoing = ongoingOf(account, product);
  // The borrower's own application comes first: they can act on it (continue) or know when it is decided.
  if (ongoing && account.resume) return 'CONTINUE_APPLICATION';
  if (ongoing && inReview.has(account.ongoing!.status)) return 'APPLICATION_IN_REVIEW';
  if (flag.reason === 'LOAN_BEING_DISBURSED' || flag.reason === 'ACTIVE_LOAN') return flag.reason;
  if (flag.reason === 'ONGOING_APPLICATION') return account.resume ? 'CONTINUE_APPLICATION' : 'ONGOING_APPLICATION';
  // Open to the borrower, but another application waits for them: nothing new starts until it is finished.
  if (!flag.disabled && account.resume) return 'CONTINUE_APPLICATION';
  return ongoing ? 'ONGOING_APPLICATION' : 'NOT_ELIGIBLE';
}

const entry = (id: ProductId, actions: ProductAction[], unavailable: UnavailableReason | null = null): ProductEntry => ({
  id,
  actions: unavailable ? [] : actions,
  unavailable,
});

/** The products of the borrower's company, each with what the borrower may do now or why not. */
export function productOffer(account: OfferInput): ProductOffer {
  const company = account.company;
  if (!company) return { notice: 'NO_COMPANY', products: [] };
  if (!company.isCompanyActive) return { notice: 'COMPANY_INACTIVE', products: [] };
  const startable = new Set(startableJourneys(account));
  const { loan, ewa, quickLoan } = account.eligibility;
  const products: ProductEntry[] = [];

  if (company.hasLoanProduct) {
    const starts = loanJourneys.filter((j) => startable.has(j)).map((journey): ProductAction => ({ kind: 'start', journey }));
    products.push(starts.length > 0 ? entry('loan', starts) : entry('loan', [], reasonOf(account, 'loan', loan)));
  }
  if (company.hasEwaProduct) {
    const about: ProductAction = { kind: 'open', route: productRoutes.ewa, purpose: 'about' };
    if (ewa.disabled) products.push(entry('ewa', [], reasonOf(account, 'ewa', ewa)));
    // Activated already: the product's own page is where earned pay is withdrawn.
    else if (ewa.application_types.includes('EWA')) products.push(entry('ewa', [{ kind: 'open', route: productRoutes.ewa, purpose: 'use' }]));
    else if (startable.has('ewaActivation')) products.push(entry('ewa', [{ kind: 'start', journey: 'ewaActivation' }, about]));
    else products.push(entry('ewa', [], reasonOf(account, 'ewa', ewa)));
  }
  if (company.hasQuickLoanProduct) {
    products.push(
      quickLoan.disabled || account.resume
        ? entry('quickLoan', [], reasonOf(account, 'quickLoan', quickLoan))
        : entry('quickLoan', [{ kind: 'open', route: productRoutes.quickLoan, purpose: 'use' }]),
    );
  }
  // Insurance and financial education have no eligibility flag: the company offering them is enough.
  if (company.hasInsuranceProduct) products.push(entry('insurance', [{ kind: 'open', route: productRoutes.insurance, purpose: 'use' }]));
  if (company.hasFintelligenceProduct) products.push(entry('fintelligence', [{ kind: 'open', route: productRoutes.fintelligence, purpose: 'use' }]));
  if (products.length === 0) return { notice: 'NO_PRODUCTS', products };
  // The digital bank goes with the salary loan: a loan paid out to a GoTyme account has its bank fee waived.
  if (company.hasLoanProduct) products.push(entry('gotyme', [{ kind: 'open', route: productRoutes.gotyme, purpose: 'use' }]));
  return { notice: null, products };
}
