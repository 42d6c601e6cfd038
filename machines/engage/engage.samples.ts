import type { ChartSamplesOf } from '../shared/chart-samples';
import type { engageActors } from './engage.machine';
import { engagePages } from './engage-pages';
import type { EngageContext, EngageEvent, EngageInput, ReferralInfo, VersaryInfo } from './engage-types';

/**
 * Samples for the generated paths (tests/paths) of the engage chart: every page as a way in, with and without the
 * Fintelligence product; every hand-off failure the failed page explains (refused, expired token, timeout, other, and
 * the product withdrawn meanwhile); GoTyme linked or not; a referral code the platform takes, refuses or no longer
 * accepts.
 */
// Themed promotions come in once, with their product parameter (below).
const routes = [...new Set(Object.values(engagePages).map((p) => p.route))].filter((r) => r !== engagePages.versarySpecial.route);
const apiError = (code: string, httpStatus: number) => Object.assign(new Error(`${code} sample`), { code, httpStatus });

export const sampleReferral: ReferralInfo = {
  code: 'LKB7Q2XP', shareUrl: 'http://localhost/register?referral=LKB7Q2XP', channels: ['WHATSAPP', 'FACEBOOK', 'TWITTER', 'VIBER', 'MESSENGER'],
  referredCount: 2, referredBy: null, referrerRewardCentavos: 30_000, friendRewardCentavos: 20_000, canEnterCode: true,
};

/** The Loan-versary promotion as the sandbox seeds it, for a first-time borrower (both anniversary rates open). */
export const sampleVersary: VersaryInfo = {
  product: 'loan', name: 'Loan-versary Special', terms: 'Celebrate our anniversary with a lower interest rate on your salary loan.',
  startsOn: '2026-11-01', endsOn: '2099-12-31', status: 'LIVE', journeyTypes: ['newLoan', 'reloan'],
  campaigns: [
    { code: 'ANNIVERSARY_1', name: 'First-loan anniversary special', monthlyInterestPercent: 1, maxAmountCentavos: 3_000_000, maxSalaryPercent: null, tenures: [3, 4, 5, 6], firstTimeBorrowersOnly: true, eligible: true },
    { code: 'ANNIVERSARY_2', name: 'Anniversary special', monthlyInterestPercent: 2.5, maxAmountCentavos: 3_000_000, maxSalaryPercent: null, tenures: [3, 4, 5, 6], firstTimeBorrowersOnly: false, eligible: true },
  ],
};

export const engageSamples: ChartSamplesOf<EngageEvent, typeof engageActors, EngageInput, EngageContext> = {
  inputs: [
    ...routes.map((route) => ({ route, hasFintelligence: true })),
    { route: engagePages.fintelligence.route, hasFintelligence: false },
    { route: engagePages.versarySpecial.route, params: { product: 'loan' }, hasFintelligence: false },
  ],
  events: {
    'nav.request': [
      { type: 'nav.request', path: engagePages.referral.route },
      { type: 'nav.request', path: engagePages.gotyme.route },
    ],
    'gotyme.sendCode': [{ type: 'gotyme.sendCode', accountNumber: '123456789012' }],
    'gotyme.submit': [{ type: 'gotyme.submit', accountNumber: '123456789012', code: '123456' }],
    'referral.shared': [{ type: 'referral.shared', channel: 'WHATSAPP' }],
    'referral.enterCode': [{ type: 'referral.enterCode', code: 'FRIEND88' }, { type: 'referral.enterCode', code: 'no!' }],
  },
  outcomes: {
    requestLearningHandoff: {
      done: [{ token: 'header.payload.signature', ssoUrl: 'http://localhost/sandbox/learning/api/sso' }],
      error: [apiError('SSO_REFUSED', 403), apiError('PRODUCT_NOT_AVAILABLE', 403), new Error('Network down')],
    },
    exchangeLearningHandoff: {
      done: [{ redirectUrl: 'http://localhost/sandbox/learning/welcome/s1' }],
      error: [apiError('TOKEN_EXPIRED', 401), apiError('UPSTREAM_TIMEOUT', 504)],
    },
    openLearningPage: { done: [], error: [new Error('Blocked')] },
    loadLinkedAccount: { done: [null, { maskedAccountNumber: '********9012', linkedAt: '2026-11-25T10:00:00.000Z' }], error: [new Error('Service unavailable')] },
    requestGotymeCode: { done: [{ sentAt: 0, expiresInSeconds: 300 }], error: [new Error('Service unavailable')] },
    readPhone: { done: [{ destination: '+63 9** *** 4567' }], error: [new Error('Service unavailable')] },
    verifyGotymeAccount: { done: [{ account_name: 'MARIA SANTOS', masked_account_number: '********9012' }], error: [apiError('ACCOUNT_NOT_FOUND', 404)] },
    loadReferralInfo: { done: [sampleReferral, { ...sampleReferral, canEnterCode: false, referredBy: 'FRIEND88' }], error: [new Error('Service unavailable')] },
    validateReferralCode: { done: [{ valid: true, referrerFirstName: 'Lito' }, { valid: false, referrerFirstName: null }], error: [apiError('HTTP_429', 429)] },
    loadVersary: {
      done: [
        sampleVersary,
        { ...sampleVersary, product: 'salary', status: 'ENDED', endsOn: '2025-11-30' },
        { ...sampleVersary, campaigns: sampleVersary.campaigns.map((c) => ({ ...c, eligible: false })) },
      ],
      error: [apiError('CAMPAIGN_NOT_FOUND', 404), new Error('Service unavailable')],
    },
    claimReferralCode: { done: [{ ...sampleReferral, canEnterCode: false, referredBy: 'FRIEND88' }], error: [apiError('REFERRAL_NOT_ACCEPTED', 409)] },
  },
};

export default { engage: engageSamples };
