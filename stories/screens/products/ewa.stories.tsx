/**
 * EWA and insta-funds pages in the states a designer needs: the product description (activatable), ineligible
 * with its reason, insta-funds; after activation the withdrawal page (balance loading, could not load with Try
 * again, filled with the history, no history yet, field errors) and the withdrawal's status. The EWA chart picks
 * the page from the account summary; the withdrawal is a journey step reading the balance and applications
 * queries, held here in the cache.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { QueryClient } from '@tanstack/react-query';
import { expect, within } from 'storybook/test';
import { ewaPages } from '@machines/ewa/ewa-pages';
import { ewaAccounts } from '@machines/ewa/ewa.samples';
import type { EwaBalance } from '~/api/contract/ewa';
import type { Application } from '~/api/contract/loans';
import { applicationsQuery, ewaBalanceQuery } from '~/api/queries/ewa';
import { holdFetch } from '../../charts/seeded-screen';
import { pressAndExpectSummary } from '../journey/plays';
import { ProductStory } from './product-story';

const meta = {
  title: 'Screens/EWA',
  component: ProductStory,
  parameters: { layout: 'fullscreen' },
  beforeEach: holdFetch,
} satisfies Meta<typeof ProductStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (route: string, account: (typeof ewaAccounts)[keyof typeof ewaAccounts]) => ({ inputs: [{ route, account }] });
const seesHeading = (name: string) => async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await expect(await within(canvasElement).findByRole('heading', { level: 1, name }, { timeout: 15_000 })).toBeVisible();
};

export const Description: Story = {
  name: 'Product description: what it is, fees, repayment (activatable)',
  args: { chart: 'ewa', at: 'ewa.ewaDescription', samples: page(ewaPages.ewaDescription.route, ewaAccounts.activatable) },
  play: seesHeading(ewaPages.ewaDescription.title),
};
export const DescriptionNotYet: Story = {
  name: 'Product description: offered, not eligible yet (application in progress)',
  args: { chart: 'ewa', at: 'ewa.ewaDescription', samples: page(ewaPages.ewaDescription.route, ewaAccounts.ongoing) },
  play: seesHeading(ewaPages.ewaDescription.title),
};
export const Ineligible: Story = {
  name: 'Ineligible: not offered by the company',
  args: { chart: 'ewa', at: 'ewa.ewaIneligible', samples: page(ewaPages.ewaIneligible.route, ewaAccounts.notOffered) },
  play: seesHeading(ewaPages.ewaIneligible.title),
};
export const InstaFunds: Story = {
  name: 'Insta-funds: description, activatable',
  args: { chart: 'ewa', at: 'ewa.instaFunds', samples: page(ewaPages.instaFunds.route, ewaAccounts.activatable) },
  play: seesHeading(ewaPages.instaFunds.title),
};
export const InstaFundsNotOffered: Story = {
  name: 'Insta-funds: not offered (no start)',
  args: { chart: 'ewa', at: 'ewa.instaFunds', samples: page(ewaPages.instaFunds.route, ewaAccounts.notOffered) },
  play: seesHeading(ewaPages.instaFunds.title),
};

// After activation: the withdrawal step of the ewaWithdrawal journey.
const balance: EwaBalance = {
  earned_centavos: 1_200_000, withdrawn_centavos: 200_000, available_centavos: 400_000, min_withdrawal_centavos: 50_000, fee_centavos: 5_000, next_payday: '2026-11-30',
};
const withdrawal = (over: Partial<Application>): Application => ({
  id: 'app-ewa-1', user_id: 'u1', company_id: 'c1', product_type: 'EWA', application_type: 'EWA', status: 'APPROVED', journey_step: 'submitted',
  loan_amount_centavos: 200_000, tenure_months: null, repayment_cycle: null, loan_purpose: null, missing_selfie: false, source_loan_id: null,
  cancellation_reason: null, completed_steps: [], created_at: '2026-11-20T02:00:00Z', updated_at: '2026-11-20T02:00:00Z', ...over,
});
const history = [withdrawal({}), withdrawal({ id: 'app-ewa-2', status: 'TIER_1_REVIEW', loan_amount_centavos: 100_000, created_at: '2026-11-24T02:00:00Z' })];
const held = (data: { balance?: EwaBalance; applications?: Application[] }) => (client: QueryClient) => {
  if (data.balance) client.setQueryData(ewaBalanceQuery().queryKey, data.balance);
  if (data.applications) client.setQueryData(applicationsQuery().queryKey, { data: data.applications });
};
const failed = (client: QueryClient) => {
  // The read failed: an errored query the screen does not fetch again on mount (its "Try again" does).
  const { queryKey } = ewaBalanceQuery();
  client.setQueryDefaults(queryKey, { retry: false, retryOnMount: false });
  client.getQueryCache().build(client, { queryKey }).setState({ status: 'error', error: new Error('Service unavailable'), fetchStatus: 'idle' });
  client.setQueryData(applicationsQuery().queryKey, { data: history });
};
const journey = { type: 'ewaWithdrawal', applicationId: null, answers: {}, drafts: {}, startAt: 'ewaWithdrawal' };
const withdraw = { inputs: [journey] };
const cacheFilled = held({ balance, applications: history });

export const WithdrawalLoading: Story = {
  name: 'Withdrawal: loading the earned wages',
  args: { chart: 'ewaWithdrawal', at: 'ewaWithdrawal.ewaWithdrawal', samples: withdraw },
};
export const WithdrawalBalanceFailed: Story = {
  name: 'Withdrawal: earned wages could not load, Try again',
  args: { chart: 'ewaWithdrawal', at: 'ewaWithdrawal.ewaWithdrawal', samples: withdraw, cache: failed },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('We could not load your earned wages.', {}, { timeout: 15_000 })).toBeVisible();
  },
};
export const WithdrawalFilled: Story = {
  name: 'Withdrawal: available now, with the history',
  args: { chart: 'ewaWithdrawal', at: 'ewaWithdrawal.ewaWithdrawal', samples: withdraw, cache: cacheFilled },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Available now: ₱4,000.00', {}, { timeout: 15_000 })).toBeVisible();
  },
};
export const WithdrawalNoHistory: Story = {
  name: 'Withdrawal: first withdrawal (empty history)',
  args: { chart: 'ewaWithdrawal', at: 'ewaWithdrawal.ewaWithdrawal', samples: withdraw, cache: held({ balance, applications: [] }) },
};
export const WithdrawalFieldErrors: Story = {
  name: 'Withdrawal: field errors',
  args: { chart: 'ewaWithdrawal', at: 'ewaWithdrawal.ewaWithdrawal', samples: withdraw, cache: cacheFilled },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByLabelText('Available now: ₱4,000.00', {}, { timeout: 15_000 });
    await pressAndExpectSummary(canvasElement, /^(Withdraw|Continue)/, 1);
  },
};
export const WithdrawalStatus: Story = {
  name: 'Withdrawal status',
  args: { chart: 'ewaWithdrawal', at: 'ewaWithdrawal.ewaWithdrawalSuccess', cache: cacheFilled },
};
