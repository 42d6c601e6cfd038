/**
 * Types of the engage chart (financial education by single sign-on, the GoTyme digital bank, referrals) and the
 * pure rules its guards read.
 */

/** Why single sign-on to Fintelligence failed, as the failed page explains it. */
export type SsoFailureReason = 'refused' | 'expired' | 'timeout' | 'unavailable';

/** The platform's hand-off for the learning platform (held only in the event that carries it, never in context). */
export interface LearningHandoff {
  token: string;
  ssoUrl: string;
}

export interface LinkedBankAccount {
  maskedAccountNumber: string;
  linkedAt: string;
}

/** GoTyme's code was sent for this account number, to this masked mobile number. */
export interface GotymeCodeSent {
  accountNumber: string;
  destination: string;
}

export interface ReferralInfo {
  code: string;
  shareUrl: string;
  channels: readonly string[];
  referredCount: number;
  referredBy: string | null;
  referrerRewardCentavos: number | null;
  friendRewardCentavos: number | null;
  canEnterCode: boolean;
}

export interface ReferralCheck {
  valid: boolean;
  referrerFirstName: string | null;
}

/** A spec §9 campaign a themed promotion prices with, with this borrower's eligibility. */
export interface VersaryPricing {
  code: string;
  name: string;
  monthlyInterestPercent: number;
  /** Null when the maximum is a share of salary (maxSalaryPercent) or the regular maximum. */
  maxAmountCentavos: number | null;
  maxSalaryPercent: number | null;
  tenures: readonly number[];
  firstTimeBorrowersOnly: boolean;
  eligible: boolean;
}

/** The themed promotion behind /{product}-versary-special, as the platform describes it. */
export interface VersaryInfo {
  product: string;
  name: string;
  terms: string;
  startsOn: string;
  endsOn: string;
  status: 'LIVE' | 'UPCOMING' | 'ENDED';
  /** Journeys "Apply" may start, in order of preference (the app starts the first the borrower can). */
  journeyTypes: readonly string[];
  campaigns: readonly VersaryPricing[];
}

/** How the chart ends: back where the borrower was, or into a journey with a campaign chosen. */
export type EngageOutput = { next: 'back' } | { next: 'journey'; journeyTypes: readonly string[]; campaignCode: string };

export interface EngageInput {
  route: string;
  /** The route's parameters ('/{$product}-versary-special': { product: 'loan' }). */
  params?: Readonly<Record<string, string>> | undefined;
  /** The company offers FINTELLIGENCE (spec §3 hasFintelligenceProduct). */
  hasFintelligence: boolean;
}

export interface EngageContext {
  route: string;
  /** The parameters of the routed states' addresses (read by the router: machines/shared/meta.ts routeParamsOf). */
  routeParams: Readonly<Record<string, string>>;
  versary: VersaryInfo | null;
  /** Set when "Apply" on a promotion ends the chart into a journey. */
  start: EngageOutput | null;
  hasFintelligence: boolean;
  ssoFailure: SsoFailureReason | null;
  /** The one-use sign-on hand-off, held only while the learning platform takes it (never shown or tracked). */
  handoff: LearningHandoff | null;
  /** The learning page the exchange answered with, held while the browser goes there. */
  learningUrl: string | null;
  /** Undefined until read; null when no account is linked. */
  linked: LinkedBankAccount | null | undefined;
  gotymeCode: GotymeCodeSent | null;
  /** The masked mobile number the GoTyme code goes to, read beside it. */
  phoneDestination: string | null;
  /** The account number typed (kept when a call fails, so nothing typed is lost). */
  accountNumber: string;
  referral: ReferralInfo | null;
  /** The referral code typed, kept on a refusal. */
  codeInput: string;
  codeError: string | null;
  referredByName: string | null;
  /** What the referral page confirms: the link was copied, or shared. */
  notice: 'copied' | 'shared' | null;
  error: string | null;
}

export type EngageEvent =
  | { type: 'nav.request'; path: string; step?: string; params?: Readonly<Record<string, string>> }
  | { type: 'step.back' }
  | { type: 'fintelligence.start' }
  | { type: 'fintelligence.retry' }
  | { type: 'gotyme.link' }
  | { type: 'gotyme.sendCode'; accountNumber: string }
  | { type: 'gotyme.submit'; accountNumber: string; code: string }
  | { type: 'gotyme.cancel' }
  | { type: 'engage.retry' }
  | { type: 'referral.shared'; channel: string }
  | { type: 'referral.copied' }
  | { type: 'referral.enterCode'; code: string }
  /** "Apply" on a live promotion: the journey starts with its first campaign the borrower qualifies for. */
  | { type: 'versary.apply' };

const codeOf = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
};
const statusOf = (error: unknown): number | undefined => {
  const status = (error as { httpStatus?: unknown } | null)?.httpStatus;
  return typeof status === 'number' ? status : undefined;
};

/** The platform has no promotion at this address. */
export const campaignNotFound = (error: unknown) => codeOf(error) === 'CAMPAIGN_NOT_FOUND' || statusOf(error) === 404;

/** The promotion's first campaign this borrower qualifies for (the one "Apply" starts the journey with). */
export const firstEligibleCampaign = (versary: VersaryInfo | null): VersaryPricing | undefined => versary?.campaigns.find((c) => c.eligible);

/** The platform says the company does not offer Fintelligence (its flag changed since the account was read). */
export const productUnavailable = (error: unknown) => codeOf(error) === 'PRODUCT_NOT_AVAILABLE';

/** Turns a failed hand-off (platform or learning platform) into the reason the failed page gives. */
export function ssoFailureReason(error: unknown): SsoFailureReason {
  const code = codeOf(error);
  if (code === 'TOKEN_EXPIRED' || code === 'TOKEN_USED') return 'expired';
  if (code === 'UPSTREAM_TIMEOUT' || statusOf(error) === 504) return 'timeout';
  if (code === 'SSO_REFUSED' || statusOf(error) === 403 || statusOf(error) === 401) return 'refused';
  return 'unavailable';
}

/** Referral codes as the platform writes them: 6 to 12 letters or digits (checked before any call). */
export const referralCodePattern = /^[A-Za-z0-9]{6,12}$/;
export const referralCodeMessage = 'Referral codes have 6 to 12 letters or digits.';
export const referralInvalidMessage = 'That referral code is not valid. Check it with your friend and try again.';

export const messageOf = (error: unknown, fallback = 'Something went wrong on our side. Please try again.') =>
  error instanceof Error && error.message ? error.message : fallback;
