import * as v from 'valibot';
import { fromPromise } from 'xstate';
import { engageMachine } from '@machines/engage/engage.machine';
import type { LearningHandoff, LinkedBankAccount, ReferralCheck, ReferralInfo, VersaryInfo } from '@machines/engage/engage-types';
import { getVersaryCampaign } from '~/api/contract/campaigns';
import { ApiError, errorBodySchema } from '~/api/errors';
import { api } from '~/api/queries/api';
import { handoffResponseSchema, requestHandoff } from '~/api/contract/fintelligence';
import { claimReferral, getReferralInfo, validateReferral, type referralInfoSchema } from '~/api/contract/referral';
import { getProfile } from '~/api/contract/user';

type WireReferral = v.InferOutput<typeof referralInfoSchema>;

const toReferral = (r: WireReferral): ReferralInfo => ({
  code: r.code,
  shareUrl: r.share_url,
  channels: r.channels,
  referredCount: r.referred_count,
  referredBy: r.referred_by,
  referrerRewardCentavos: r.referrer_reward_centavos ?? null,
  friendRewardCentavos: r.friend_reward_centavos ?? null,
  canEnterCode: r.can_enter_code ?? false,
});

/** Only http(s) URLs on this origin or https elsewhere: the platform names the learning platform, nothing else runs. */
function safeUrl(raw: string): URL {
  const url = new URL(raw, location.origin);
  if (url.origin !== location.origin && url.protocol !== 'https:') {
    throw new ApiError({ httpStatus: 0, code: 'SSO_URL_REFUSED', message: 'Fintelligence gave an address we do not open.' });
  }
  return url;
}

/**
 * Hands the platform's one-time token to the learning platform in a POST body (never a URL, never logged) and reads
 * back the one-time page to open. Its errors become ApiErrors with the learning platform's code (TOKEN_EXPIRED, ...).
 */
async function exchangeHandoff(handoff: LearningHandoff, signal: AbortSignal): Promise<{ redirectUrl: string }> {
  // Checked before the call: an address refused is SSO_URL_REFUSED, not a network failure.
  const url = safeUrl(handoff.ssoUrl).href;
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ token: handoff.token }),
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      signal,
    });
  } catch (cause) {
    if (signal.aborted) throw cause;
    throw new ApiError({ httpStatus: 0, code: 'NETWORK', message: 'We could not reach Fintelligence. Check your connection and try again.' });
  }
  const json: unknown = await res.json().catch(() => undefined);
  if (!res.ok) {
    const body = v.safeParse(errorBodySchema, json);
    throw new ApiError({ httpStatus: res.status, code: body.success ? body.output.code : `HTTP_${res.status}`, message: body.success ? body.output.message : 'Fintelligence could not sign you in.' });
  }
  const parsed = v.safeParse(handoffResponseSchema, json);
  if (!parsed.success) throw new ApiError({ httpStatus: res.status, code: 'MALFORMED_RESPONSE', message: 'Fintelligence answered in a way we do not understand.' });
  return { redirectUrl: safeUrl(parsed.output.redirect_url).href };
}

type EngageActors = NonNullable<Parameters<typeof engageMachine.provide>[0]['actors']>;
/** GoTyme linking is the loan journey's own calls: the app composes them in (src/app/signed-in.ts), no area imports another. */
export type GotymeLinking = Pick<EngageActors, 'requestGotymeCode' | 'readPhone' | 'verifyGotymeAccount'>;

/** The engage chart's effects: one call each (src/engage), with the loan journey's GoTyme linking passed in. */
export function provideEngageMachine({ redirect, gotyme }: { redirect: (url: string) => void; gotyme: GotymeLinking }) {
  return engageMachine.provide({
    actors: {
      requestLearningHandoff: fromPromise<LearningHandoff, void>(async ({ signal }) => {
        const handoff = await api(requestHandoff, { signal });
        return { token: handoff.token, ssoUrl: handoff.sso_url };
      }),
      exchangeLearningHandoff: fromPromise<{ redirectUrl: string }, LearningHandoff>(({ input, signal }) => exchangeHandoff(input, signal)),
      openLearningPage: fromPromise<void, { url: string }>(async ({ input }) => {
        redirect(safeUrl(input.url).href);
        // The page unloads; the chart stays on "Opening Fintelligence" until then.
        await new Promise<never>(() => {});
      }),
      loadLinkedAccount: fromPromise<LinkedBankAccount | null, void>(async ({ signal }) => {
        const profile = await api(getProfile, { signal });
        const bank = profile.digital_bank;
        return bank ? { maskedAccountNumber: bank.masked_account_number, linkedAt: bank.linked_at } : null;
      }),
      requestGotymeCode: gotyme.requestGotymeCode,
      readPhone: gotyme.readPhone,
      verifyGotymeAccount: gotyme.verifyGotymeAccount,
      loadReferralInfo: fromPromise<ReferralInfo, void>(async ({ signal }) => toReferral(await api(getReferralInfo, { signal }))),
      validateReferralCode: fromPromise<ReferralCheck, { code: string }>(async ({ input }) => {
        const checked = await api(validateReferral, { body: { code: input.code } });
        return { valid: checked.valid, referrerFirstName: checked.referrer_first_name };
      }),
      claimReferralCode: fromPromise<ReferralInfo, { code: string }>(async ({ input }) => toReferral(await api(claimReferral, { body: { code: input.code } }))),
      loadVersary: fromPromise<VersaryInfo, { product: string }>(async ({ input, signal }) => {
        const c = await api(getVersaryCampaign, { params: { product: input.product }, signal });
        return {
          product: c.product, name: c.name, terms: c.terms, startsOn: c.starts_on, endsOn: c.ends_on, status: c.status, journeyTypes: c.journey_types,
          campaigns: c.campaigns.map((p) => ({
            code: p.code, name: p.name, monthlyInterestPercent: p.monthly_interest_percent, maxAmountCentavos: p.max_amount_centavos,
            maxSalaryPercent: p.max_salary_percent, tenures: p.tenures, firstTimeBorrowersOnly: p.first_time_borrowers_only, eligible: p.eligible,
          })),
        };
      }),
    },
  });
}
