/**
 * Home, the borrower's dashboard, in the states a borrower meets: the app chart seeded at `app.signedIn.home`
 * (shortest generated path, with the account summary each story names as the answer of loadAccount) and the
 * query cache holding the profile, loans, schedule and payment dues under the app's own query keys. Product
 * selection beside it, from the same account summaries.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { expect, within } from 'storybook/test';
import { loanProductsQuery } from '~/api/queries/loans';
import { profileQuery } from '~/api/queries/profile';
import type { LoanAccount } from '~/api/contract/loans';
import type { Profile } from '~/api/contract/user';
import type { ScheduleEntryDto } from '~/api/contract/transactions';
import { paymentDuesQuery } from '~/app/screens/home/home-queries';
import { loanScheduleQuery } from '~/repayments/loan-queries';
import { disabledEligibility, type AccountSummary, type CompanySummary, type EligibilityFlag } from '@machines/journeys/entry';
import type { ChartSamples } from '../../../tests/paths/graph';
import { chartById, holdFetch } from '../../charts/seeded-screen';
import { ChartScreen, seedChart } from '../journey/chart-story';

const sinagBank: CompanySummary = {
  id: 'cmp-sinag-bank', name: 'Sinag Bank Corporation', statusCode: 'ACTIVE', hasLoanProduct: true, hasEwaProduct: true,
  hasQuickLoanProduct: false, hasFintelligenceProduct: true, hasInsuranceProduct: true, isCompanyActive: true,
};
const on = (...types: string[]): EligibilityFlag => ({ disabled: false, reason: null, application_types: types });
const off = (reason: string): EligibilityFlag => ({ disabled: true, reason, application_types: [] });
const account = (over: Partial<AccountSummary> = {}): AccountSummary => ({
  company: sinagBank,
  eligibility: { loan: on('NEW_LOAN'), ewa: on('EWA_ACTIVATION'), quickLoan: off('PRODUCT_NOT_OFFERED') },
  ongoing: null,
  resume: null,
  ...over,
});

const profile: Profile = {
  user_id: 'u1', username: '+639171234567', login_type: 'PHONE', phone_number: '+639171234567', is_phone_number_confirmed: true,
  email: null, personal_email: null, is_personal_email_verified: false, first_name: 'Maria', middle_name: null, last_name: 'Santos',
  birth_date: '1992-08-14', gender: 'FEMALE', company_id: 'cmp-sinag-bank', flow_states: {}, digital_bank: null, created_at: '2026-01-05T02:00:00Z',
};
const loan = (over: Partial<LoanAccount> = {}): LoanAccount => ({
  id: 'loan-1', application_id: 'app-1', product_type: 'LOAN', status_code: 300, principal_centavos: 3_000_000,
  outstanding_balance_centavos: 2_940_000, interest_rate: 2.5, tenure_months: 12, repayment_cycle: '1 Semi Month',
  disbursed_at: '2026-09-01T02:00:00Z', delinquency_state: null, days_past_due: 0, created_at: '2026-08-28T02:00:00Z', ...over,
});
const schedule: ScheduleEntryDto[] = [
  { number: 1, due_date: '2026-09-15', amount_centavos: 147_500, principal_centavos: 125_000, interest_centavos: 22_500, paid_centavos: 147_500, status: 'COMPLETED' },
  { number: 2, due_date: '2026-09-30', amount_centavos: 147_500, principal_centavos: 125_000, interest_centavos: 22_500, paid_centavos: 0, status: 'UPCOMING' },
];

interface Data {
  loans?: LoanAccount[];
  dues?: Array<{ loan_id: string; purpose: 'RECOVERY' | 'DEDUCTION' | 'ADMIN'; amount_centavos: number }>;
}

function cache(data: Data) {
  return (client: QueryClient) => {
    client.setQueryData(profileQuery().queryKey, profile);
    client.setQueryData(loanProductsQuery().queryKey, { data: data.loans ?? [] });
    for (const l of data.loans ?? []) {
      client.setQueryData(loanScheduleQuery(l.id).queryKey, {
        loan_id: l.id, principal_centavos: l.principal_centavos, monthly_interest_percent: 2.5, tenure_months: 12,
        repayment_cycle: '1 Semi Month', collection_mode: 'BILLING', schedule,
      });
    }
    client.setQueryData(paymentDuesQuery().queryKey, { dues: data.dues ?? [], user_email: null, deposit_amount_centavos: 0 });
  };
}

/** What a borrower reads first in a story: a heading (found by name). */
const seesHeading = (name: string | RegExp) => async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await expect(await within(canvasElement).findByRole('heading', { name }, { timeout: 15_000 })).toBeVisible();
};

/** The app chart at `at`, after signing in with this account summary (and `then`: e.g. leaving a journey for home). */
function seedApp(summary: AccountSummary, at: string) {
  const { machine, samples } = chartById('app');
  const loaded = 'xstate.done.actor.0.app.signedIn.loading';
  // Only this account, and no page requests: the shortest path is sign-in, then this account loaded (a deep link
  // among the samples, e.g. to a product the company lacks, would otherwise take part).
  const own: ChartSamples = { ...samples, events: { ...samples.events, 'nav.request': [], [loaded]: [{ type: loaded, output: summary } as never] } };
  return seedChart(machine, own, { at, expectState: at });
}

function HomeStory({ summary, data, at = 'app.signedIn.home' }: { summary: AccountSummary; data: Data; at?: string }) {
  const seed = useCallback(() => seedApp(summary, at), [summary, at]);
  const fill = useCallback((c: QueryClient) => cache(data)(c), [data]);
  return <ChartScreen seed={seed} cache={fill} />;
}

const meta = {
  title: 'Screens/Home',
  component: HomeStory,
  parameters: { layout: 'fullscreen' },
  beforeEach: holdFetch,
} satisfies Meta<typeof HomeStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NewBorrower: Story = {
  name: 'New borrower: the company’s products',
  args: { summary: account(), data: {} },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Apply for a salary loan' }, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Get insured' })).toHaveAttribute('href', '/insurance/personal-details');
    await expect(canvas.queryByRole('heading', { name: 'Insta-funds' })).toBeNull();
  },
};

export const OnTrack: Story = {
  name: 'A running loan, on track (reloan and refinance open)',
  args: { summary: account({ eligibility: { ...account().eligibility, loan: on('RE_LOAN', 'REFINANCE') } }), data: { loans: [loan()] } },
};

export const PastDue: Story = {
  name: 'Past due: warning, Pay now',
  play: async ({ canvasElement }) => {
    const warning = await within(canvasElement).findByRole('region', { name: 'Your salary loan is 21 days past due' }, { timeout: 15_000 });
    await expect(warning).toHaveTextContent('Pay the past-due amount of ₱2,950.00 now');
    await expect(within(warning).getByRole('button', { name: 'Pay now' })).toBeVisible();
  },
  args: {
    summary: account({ eligibility: { ...account().eligibility, loan: on('RECOVERY_REFINANCE') } }),
    data: {
      loans: [loan({ outstanding_balance_centavos: 2_400_000, delinquency_state: 'DELINQUENT', days_past_due: 21 })],
      dues: [{ loan_id: 'loan-1', purpose: 'DEDUCTION', amount_centavos: 295_000 }, { loan_id: 'loan-1', purpose: 'RECOVERY', amount_centavos: 2_400_000 }],
    },
  },
};

export const RepayingTooLittleYet: Story = {
  name: 'A new loan, nothing more to apply for yet',
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('You are still repaying your current loan.', {}, { timeout: 15_000 })).toBeVisible();
  },
  args: { summary: account({ eligibility: { ...account().eligibility, loan: off('ACTIVE_LOAN') } }), data: { loans: [loan({ outstanding_balance_centavos: 3_540_000 })] } },
};

export const InReview: Story = {
  name: 'Application in review',
  play: async ({ canvasElement }) => {
    await seesHeading('Your application is in review')({ canvasElement });
    await expect(within(canvasElement).getByText('In review: our first check')).toBeVisible();
  },
  args: {
    summary: account({
      eligibility: { ...account().eligibility, loan: off('ONGOING_APPLICATION') },
      ongoing: { id: 'app-2', status: 'TIER_1_REVIEW', applicationType: 'NEW_LOAN' },
    }),
    data: {},
  },
};

export const BeingDisbursed: Story = {
  name: 'Approved loan on its way',
  args: {
    summary: account({ eligibility: { ...account().eligibility, loan: off('LOAN_BEING_DISBURSED') } }),
    data: { loans: [loan({ status_code: 100, disbursed_at: null, outstanding_balance_centavos: 3_900_000 })] },
  },
};

export const NoProducts: Story = {
  name: 'Company without a product',
  play: seesHeading('Tala Hardware Trading does not offer any products through Lakbay yet'),
  args: {
    summary: account({
      company: { ...sinagBank, id: 'cmp-tala-hardware', name: 'Tala Hardware Trading', hasLoanProduct: false, hasEwaProduct: false, hasInsuranceProduct: false, hasFintelligenceProduct: false },
      eligibility: { loan: off('PRODUCT_NOT_OFFERED'), ewa: off('PRODUCT_NOT_OFFERED'), quickLoan: off('PRODUCT_NOT_OFFERED') },
    }),
    data: {},
  },
};

export const InactiveCompany: Story = {
  name: 'Inactive company',
  play: seesHeading('Sinag Foods Corp. is not accepting new applications right now'),
  args: {
    summary: account({
      company: { ...sinagBank, id: 'cmp-sinag-foods', name: 'Sinag Foods Corp.', statusCode: 'INACTIVE', isCompanyActive: false },
      eligibility: { loan: off('COMPANY_INACTIVE'), ewa: off('COMPANY_INACTIVE'), quickLoan: off('COMPANY_INACTIVE') },
    }),
    data: {},
  },
};

export const DefaultEligibility: Story = {
  name: 'Product selection: eligibility not given (all disabled)',
  args: { summary: account({ eligibility: disabledEligibility() }), data: {}, at: 'app.signedIn.productSelection' },
};

export const SelectionActiveLoan: Story = {
  name: 'Product selection: a running loan, EWA activated',
  args: {
    summary: account({ eligibility: { loan: off('ACTIVE_LOAN'), ewa: on('EWA'), quickLoan: off('PRODUCT_NOT_OFFERED') } }),
    data: { loans: [loan()] },
    at: 'app.signedIn.productSelection',
  },
};
