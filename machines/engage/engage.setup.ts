import { assign, fromPromise, setup } from 'xstate';
import { gotymeCodeLogic } from '../journeys/gotyme';
import type { LinkedAccountLike, VerifyGotymeInput } from '../journeys/journey-types';
import { engagePages } from './engage-pages';
import {
  campaignNotFound,
  firstEligibleCampaign,
  messageOf,
  productUnavailable,
  referralCodeMessage,
  referralCodePattern,
  referralInvalidMessage,
  ssoFailureReason,
  type EngageContext,
  type EngageEvent,
  type EngageInput,
  type EngageOutput,
  type LearningHandoff,
  type LinkedBankAccount,
  type ReferralCheck,
  type ReferralInfo,
  type VersaryInfo,
} from './engage-types';

/** Stands in for an effect supplied with .provide() at the edge (src/engage/engage-actors.ts). */
const supplied = <Output, Input = void>(name: string) =>
  fromPromise<Output, Input>(async () => {
    throw new Error(`'${name}' is supplied with .provide() (src/engage)`);
  });

const fintelligenceRoutes: readonly string[] = [
  engagePages.fintelligence.route,
  engagePages.fintelligenceDisabled.route,
  engagePages.learnworldsSso.route,
  engagePages.fintelligenceSsoFailed.route,
];

export const engageActors = {
  /** The platform signs a one-time hand-off token for the learning platform (POST /api/v1/fintelligence/sso). */
  requestLearningHandoff: supplied<LearningHandoff>('requestLearningHandoff'),
  /** The learning platform takes the token (in a POST body) and names the one-time page to open. */
  exchangeLearningHandoff: supplied<{ redirectUrl: string }, LearningHandoff>('exchangeLearningHandoff'),
  /** Leaves the app for the learning platform's page (never resolves: the page unloads). */
  openLearningPage: supplied<void, { url: string }>('openLearningPage'),
  loadLinkedAccount: supplied<LinkedBankAccount | null>('loadLinkedAccount'),
  /** The same GoTyme linking calls as the loan journey's disbursement step (src/journeys/journey-actors.ts). */
  requestGotymeCode: gotymeCodeLogic,
  /** The borrower's mobile number as the profile holds it (read beside the code being sent), masked for the screen. */
  readPhone: supplied<{ destination: string }>('readPhone'),
  verifyGotymeAccount: supplied<LinkedAccountLike, VerifyGotymeInput>('verifyGotymeAccount'),
  loadReferralInfo: supplied<ReferralInfo>('loadReferralInfo'),
  validateReferralCode: supplied<ReferralCheck, { code: string }>('validateReferralCode'),
  claimReferralCode: supplied<ReferralInfo, { code: string }>('claimReferralCode'),
  /** The themed promotion behind /{product}-versary-special (GET /api/v1/campaigns/versary/{product}). */
  loadVersary: supplied<VersaryInfo, { product: string }>('loadVersary'),
};

/** Types, effects, delays, guards and actions of the engage chart (engage.machine.ts holds its states). */
export const engageSetup = setup({
  types: {
    context: {} as EngageContext,
    events: {} as EngageEvent,
    input: {} as EngageInput,
    output: {} as EngageOutput,
    tags: {} as 'loading' | 'saving' | 'error',
  },
  actors: engageActors,
  delays: {
    /** The hand-off (both calls) must be done within this, or the failed page says it timed out. */
    ssoTimeout: 10_000,
  },
  guards: {
    routeIs: ({ context }, route: string) => context.route === route,
    fintelligenceWithoutProduct: ({ context }) => fintelligenceRoutes.includes(context.route) && !context.hasFintelligence,
    productUnavailable: ({ event }) => productUnavailable((event as { error?: unknown }).error),
    codeLooksValid: ({ event }) => event.type === 'referral.enterCode' && referralCodePattern.test(event.code.trim()),
    codeValid: (_, check: ReferralCheck) => check.valid,
    canEnterCode: ({ context }) => context.referral?.canEnterCode === true,
    versaryLive: (_, versary: VersaryInfo) => versary.status === 'LIVE',
    campaignNotFound: ({ event }) => campaignNotFound((event as { error?: unknown }).error),
    canApply: ({ context }) => firstEligibleCampaign(context.versary) !== undefined,
  },
  actions: {
    storeRoute: assign({
      route: ({ event }) => (event.type === 'nav.request' ? event.path : engagePages.fintelligence.route),
      routeParams: ({ event }) => (event.type === 'nav.request' ? { ...event.params } : {}),
      versary: null,
    }),
    storeVersary: assign((_, versary: VersaryInfo) => ({ versary, error: null })),
    startWithCampaign: assign(({ context }) => ({
      start: { next: 'journey' as const, journeyTypes: context.versary?.journeyTypes ?? [], campaignCode: firstEligibleCampaign(context.versary)?.code ?? '' },
    })),
    storeSsoFailure: assign({ ssoFailure: ({ event }) => ssoFailureReason((event as { error?: unknown }).error) }),
    ssoTimedOut: assign({ ssoFailure: 'timeout' as const }),
    clearSsoFailure: assign({ ssoFailure: null }),
    holdHandoff: assign((_, handoff: LearningHandoff) => ({ handoff })),
    dropHandoff: assign({ handoff: null }),
    holdLearningUrl: assign((_, answer: { redirectUrl: string }) => ({ learningUrl: answer.redirectUrl })),
    dropLearningUrl: assign({ learningUrl: null }),
    storeLinked: assign((_, linked: LinkedBankAccount | null) => ({ linked, error: null })),
    storeNewLink: assign((_, account: LinkedAccountLike) => ({
      linked: { maskedAccountNumber: account.masked_account_number, linkedAt: '' },
      gotymeCode: null,
      error: null,
    })),
    storeAccountNumber: assign({
      accountNumber: ({ context, event }) => (event.type === 'gotyme.sendCode' || event.type === 'gotyme.submit' ? event.accountNumber.trim() : context.accountNumber),
      error: null,
    }),
    storePhone: assign((_, phone: { destination: string }) => ({ phoneDestination: phone.destination })),
    storeCodeSent: assign(({ context }) => ({ gotymeCode: { accountNumber: context.accountNumber, destination: context.phoneDestination ?? '' }, error: null })),
    storeError: assign({ error: ({ event }) => messageOf((event as { error?: unknown }).error) }),
    clearError: assign({ error: null }),
    storeReferral: assign((_, referral: ReferralInfo) => ({ referral, error: null })),
    storeCodeInput: assign(({ event }) => {
      if (event.type !== 'referral.enterCode') return {};
      const code = event.code.trim();
      return { codeInput: code, codeError: referralCodePattern.test(code) ? null : referralCodeMessage, referredByName: null };
    }),
    codeRefused: assign({ codeError: referralInvalidMessage }),
    codeFailed: assign({ codeError: ({ event }) => messageOf((event as { error?: unknown }).error) }),
    storeReferrer: assign((_, check: ReferralCheck) => ({ referredByName: check.referrerFirstName })),
    noteShared: assign({ notice: ({ event }) => (event.type === 'referral.shared' ? ('shared' as const) : null) }),
    noteCopied: assign({ notice: 'copied' as const }),
    codeClaimed: assign((_, referral: ReferralInfo) => ({ referral, codeError: null, codeInput: '' })),
  },
});
