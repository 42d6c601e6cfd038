import * as v from 'valibot';
import type { StateMeta } from '../shared/meta';
import { accountPages } from '../account/account-pages';
import { engagePages } from '../engage/engage-pages';
import { paymentPages } from '../payment/payment-pages';
import { repaymentsPages } from '../repayments/repayments-pages';
import { insurancePages } from '../insurance/insurance-pages';
import { surveysPages } from '../surveys/surveys-pages';

/**
 * What the router tells the charts about a URL: its path and its search parameters, parsed once by the router
 * with `navSearchSchema` (TanStack Router `validateSearch`). Charts compare paths and read typed fields; they
 * never parse URL strings.
 */

/** Platform and provider ids: short, URL-safe. Anything else is dropped, never shown or sent on. */
const id = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/));
/** A malformed value is dropped (undefined) rather than failing the page: the borrower still lands. */
const optionalId = v.fallback(v.optional(id), undefined);

export const navSearchSchema = v.pipe(
  v.object({
    /** /recovery/callback?payment_id=...: the payment provider sends the borrower back with it. */
    payment_id: optionalId,
    /** /loan-details?loan_id=...: a repayment page about one loan. */
    loan_id: optionalId,
    /** /register?referral=CODE: a friend's referral code (the router drops it from the URL once read). */
    referral: optionalId,
  }),
  v.transform(({ payment_id, loan_id, referral }) => ({ paymentId: payment_id, loanId: loan_id, ...(referral ? { referralCode: referral } : {}) })),
);
export type NavSearch = v.InferOutput<typeof navSearchSchema>;

export interface NavRequest {
  type: 'nav.request';
  /** A route path of the charts ('/loan-details'), never with a query string. */
  path: string;
  search: NavSearch;
  /** The route's parameters, for a route that has some ('/{$product}-versary-special': { product: 'loan' }). */
  params?: Readonly<Record<string, string>>;
}

const routesOf = (pages: Record<string, StateMeta>): ReadonlySet<string> => new Set(Object.values(pages).map((p) => p.route));
/** Signed-in account pages (profile, email and mobile verification) of the account chart. */
export const accountRoutes = routesOf(accountPages);
/** Payment pages; /recovery/callback is where the provider sends the borrower back. */
export const paymentRoutes = routesOf(paymentPages);
/** Repayment pages: loan details, schedule, past products, refinance notification and calculators. */
export const repaymentRoutes = routesOf(repaymentsPages);
/** Insurance enrolment pages (spec §2 /insurance/*) of the insurance chart. */
export const insuranceRoutes = routesOf(insurancePages);
/** Fintelligence (financial education by single sign-on), GoTyme and referral pages of the engage chart. */
export const engageRoutes = routesOf(engagePages);
/** Survey pages: feedback and channel performance (the cancellation survey belongs to the journey). */
export const surveyRoutes = routesOf(surveysPages);
