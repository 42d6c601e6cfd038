/**
 * Engage pages (machines/engage) in the states a designer needs: referral (loading, error with retry, filled,
 * already referred, a friend's code refused, checking it), Fintelligence (start, disabled, single sign-on under
 * way, failed), GoTyme (loading, error, not linked, linked) and the themed promotion pages (loading, error, live,
 * unavailable).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { engagePages } from '@machines/engage/engage-pages';
import { sampleReferral, sampleVersary } from '@machines/engage/engage.samples';
import type { ChartSamples } from '../../../tests/paths/graph';
import { holdFetch } from '../../charts/seeded-screen';
import { ProductStory } from './product-story';

const meta = {
  title: 'Screens/Engage',
  component: ProductStory,
  parameters: { layout: 'fullscreen' },
  beforeEach: holdFetch,
} satisfies Meta<typeof ProductStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const on = (route: string, over: Partial<ChartSamples> = {}): Partial<ChartSamples> => ({ inputs: [{ route, hasFintelligence: true }], ...over });
const down = new Error('Service unavailable');
const sees = (role: 'heading' | 'alert' | 'status', name?: string | RegExp) => async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await expect(await within(canvasElement).findByRole(role, name ? { name } : {}, { timeout: 15_000 })).toBeVisible();
};
const seesText = (text: string | RegExp) => async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await expect((await within(canvasElement).findAllByText(text, {}, { timeout: 15_000 }))[0]).toBeVisible();
};

// Referral
const referral = engagePages.referral.route;
export const ReferralLoading: Story = {
  name: 'Referral: loading',
  args: { chart: 'engage', at: 'engage.referral.loading', samples: on(referral) },
};
export const ReferralLoadFailed: Story = {
  name: 'Referral: could not load, Try again',
  args: { chart: 'engage', at: 'engage.referral.loadFailed', samples: on(referral, { outcomes: { loadReferralInfo: { error: [down] } } }) },
  play: sees('alert'),
};
export const ReferralFilled: Story = {
  name: 'Referral: code, rewards, share links, a friend’s code field',
  args: { chart: 'engage', at: 'engage.referral.ready', samples: on(referral, { outcomes: { loadReferralInfo: { done: [sampleReferral] } } }) },
  play: seesText(sampleReferral.code),
};
export const ReferralAlreadyReferred: Story = {
  name: 'Referral: joined with a friend’s code',
  args: { chart: 'engage', at: 'engage.referral.ready', samples: on(referral, { outcomes: { loadReferralInfo: { done: [{ ...sampleReferral, canEnterCode: false, referredBy: 'FRIEND88' }] } } }) },
  play: seesText(/FRIEND88/),
};
export const ReferralCodeFormat: Story = {
  name: 'Referral: a friend’s code malformed (field error)',
  args: {
    chart: 'engage', at: 'engage.referral.ready', then: [{ type: 'referral.enterCode', code: 'no!' }],
    samples: on(referral, { outcomes: { loadReferralInfo: { done: [sampleReferral] } } }),
  },
  play: seesText('Referral codes have 6 to 12 letters or digits.'),
};
export const ReferralValidating: Story = {
  name: 'Referral: checking a friend’s code',
  args: { chart: 'engage', at: 'engage.referral.validating', samples: on(referral, { outcomes: { loadReferralInfo: { done: [sampleReferral] } } }) },
};

// Fintelligence
export const Fintelligence: Story = {
  name: 'Fintelligence: what it is, Start',
  args: { chart: 'engage', at: 'engage.fintelligence', samples: on(engagePages.fintelligence.route) },
  play: sees('heading', 'Fintelligence'),
};
export const FintelligenceDisabled: Story = {
  name: 'Fintelligence: not offered by the company',
  args: { chart: 'engage', at: 'engage.fintelligenceDisabled', samples: { inputs: [{ route: engagePages.fintelligence.route, hasFintelligence: false }] } },
  play: sees('heading', 'Fintelligence is not available'),
};
export const LearnworldsSso: Story = {
  name: 'Fintelligence: single sign-on under way (/learnworlds/sso)',
  args: { chart: 'engage', at: 'engage.sso.requesting', samples: on(engagePages.fintelligence.route) },
};
export const FintelligenceSsoFailed: Story = {
  name: 'Fintelligence: sign-on failed, Try again',
  args: { chart: 'engage', at: 'engage.ssoFailed', samples: on(engagePages.fintelligence.route) },
  play: sees('heading'),
};

// GoTyme
const gotyme = engagePages.gotyme.route;
export const GotymeLoading: Story = {
  name: 'GoTyme: loading',
  args: { chart: 'engage', at: 'engage.gotyme.loading', samples: on(gotyme) },
};
export const GotymeLoadFailed: Story = {
  name: 'GoTyme: could not load, Try again',
  args: { chart: 'engage', at: 'engage.gotyme.loadFailed', samples: on(gotyme, { outcomes: { loadLinkedAccount: { error: [down] } } }) },
  play: sees('alert'),
};
export const GotymeNotLinked: Story = {
  name: 'GoTyme: what linking gives, Link or open an account',
  args: { chart: 'engage', at: 'engage.gotyme.ready', samples: on(gotyme, { outcomes: { loadLinkedAccount: { done: [null] } } }) },
  play: sees('heading', 'GoTyme Bank'),
};
export const GotymeLinked: Story = {
  name: 'GoTyme: an account linked',
  args: { chart: 'engage', at: 'engage.gotyme.ready', samples: on(gotyme, { outcomes: { loadLinkedAccount: { done: [{ maskedAccountNumber: '********9012', linkedAt: '2026-11-25T10:00:00.000Z' }] } } }) },
  play: seesText(/9012/),
};

// Themed promotions (/{product}-versary-special)
const versary = (over: Partial<ChartSamples> = {}): Partial<ChartSamples> => ({
  inputs: [{ route: engagePages.versarySpecial.route, params: { product: 'loan' }, hasFintelligence: false }],
  ...over,
});
export const VersaryLoading: Story = {
  name: 'Versary special: loading',
  args: { chart: 'engage', at: 'engage.versary.loading', samples: versary() },
};
export const VersaryLoadFailed: Story = {
  name: 'Versary special: could not load, Try again',
  args: { chart: 'engage', at: 'engage.versary.loadFailed', samples: versary({ outcomes: { loadVersary: { done: [sampleVersary], error: [down] } } }) },
  play: sees('alert'),
};
export const VersaryLive: Story = {
  name: 'Versary special: live campaign, Apply',
  args: { chart: 'engage', at: 'engage.versary.ready', samples: versary({ outcomes: { loadVersary: { done: [sampleVersary] } } }) },
  play: sees('heading', sampleVersary.name),
};
export const VersaryUnavailable: Story = {
  name: 'Versary special: ended or unknown',
  args: {
    chart: 'engage', at: 'engage.versary.unavailable',
    samples: versary({ outcomes: { loadVersary: { done: [{ ...sampleVersary, status: 'ENDED', endsOn: '2025-11-30' }] } } }),
  },
  play: sees('heading'),
};
