import { errorCode, fromContext, outputOf, str, type ChartRule } from './chart-map';

/**
 * Rules for the engage chart (machines/engage): Fintelligence, GoTyme from /gotyme, referrals. Never a token: the
 * hand-off's events carry none of their output into a property. GoTyme's code sent / linked come from the shared
 * rules on requestGotymeCode / verifyGotymeAccount (chart-rules-steps.ts).
 */
export const engageRules: readonly ChartRule[] = [
  // The learning platform took the hand-off: the borrower is on their way into Fintelligence.
  { on: 'done:exchangeLearningHandoff', machine: 'engage', emit: 'fintelligence_opened' },
  { on: '*', to: 'engage.ssoFailed', machine: 'engage', when: (i) => i.context.ssoFailure !== null, emit: 'fintelligence_sso_failed', props: (i) => ({ reason: fromContext('ssoFailure')(i) }) },
  { on: 'gotyme.link', machine: 'engage', emit: 'gotyme_linking_started' },
  { on: 'error:verifyGotymeAccount', machine: 'engage', emit: 'gotyme_linking_failed', props: (i) => ({ error_code: errorCode(i) }) },
  { on: 'referral.shared', machine: 'engage', targetless: true, emit: 'referral_shared', props: (i) => ({ channel: str(i.event.channel) }) },
  { on: 'referral.copied', machine: 'engage', targetless: true, emit: 'referral_link_copied' },
  { on: 'done:validateReferralCode', machine: 'engage', emit: 'referral_code_validated', props: (i) => ({ valid: outputOf(i).valid === true }) },
];
