// @vitest-environment jsdom
import './dom-shims';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import LoanDetailsScreen from '~/screens/loan-details/loan-details.screen';
import LoanScheduleScreen from '~/screens/loan-schedule/loan-schedule.screen';

const loan = {
  id: 'L1', application_id: 'A1', product_type: 'LOAN', status_code: 303, principal_centavos: 3_000_000, outstanding_balance_centavos: 1_250_050,
  interest_rate: 2.5, tenure_months: 12, repayment_cycle: '1 Semi Month', disbursed_at: '2026-01-10T00:00:00Z', delinquency_state: null,
  days_past_due: 0, created_at: '2026-01-01T00:00:00Z',
};
const application = {
  id: 'A1', user_id: 'U1', company_id: 'C1', product_type: 'LOAN', application_type: 'NEW_LOAN', status: 'APPROVED', journey_step: null,
  loan_amount_centavos: 3_000_000, tenure_months: 12, repayment_cycle: '1 Semi Month', loan_purpose: null, missing_selfie: false,
  source_loan_id: null, cancellation_reason: null, completed_steps: [], created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z',
};
const bodies: Record<string, unknown> = {
  '/api/v1/loans': { data: [loan] },
  '/api/v1/loans/L1/remittance': { loan_id: 'L1', remittance_status: 'PARTIAL', last_remitted_at: null },
  '/api/v1/loans/L1/transactions': {
    transactions: [
      { id: 'T1', loan_id: 'L1', type: 'PAYROLL_DEDUCTION', amount_centavos: 150_000, occurred_at: '2026-02-15T00:00:00Z', description: '' },
      { id: 'T2', loan_id: 'L1', type: 'PAYMENT_REFUND', amount_centavos: 5_000, occurred_at: '2026-02-01T00:00:00Z', description: '' },
    ],
  },
  '/api/v1/loans/L1/schedule': {
    loan_id: 'L1', principal_centavos: 3_000_000, monthly_interest_percent: 2.5, tenure_months: 12, repayment_cycle: '1 Semi Month', collection_mode: 'DEBIT_ORDER',
    schedule: [
      { number: 1, due_date: '2026-02-15', amount_centavos: 150_000, principal_centavos: 120_000, interest_centavos: 30_000, paid_centavos: 150_000, status: 'COMPLETED' },
      { number: 2, due_date: '2026-02-28', amount_centavos: 150_000, principal_centavos: 121_000, interest_centavos: 29_000, paid_centavos: 0, status: 'REQUESTED' },
    ],
  },
};

function mount(ui: React.ReactElement) {
  const requested: string[] = [];
  vi.stubGlobal('fetch', async (input: string) => {
    const url = new URL(input, 'http://localhost');
    requested.push(url.pathname + url.search);
    if (url.pathname === '/api/v1/loans/L1') {
      return new Response(JSON.stringify({ loan, application, company_name: 'Acme Corp', paid_amount_centavos: 0, installment_amount_centavos: 150_000 }), { status: 200 });
    }
    const body = bodies[url.pathname];
    return new Response(JSON.stringify(body ?? { code: 'NOT_FOUND', message: 'Not found' }), { status: body ? 200 : 404 });
  });
  render(<QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{ui}</QueryClientProvider>);
  return requested;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('repayment screens', () => {
  it('loan details: status code in words, balances, remittance, transactions newest first', async () => {
    const requested = mount(<LoanDetailsScreen />);
    expect(await screen.findByText('Transfer in progress')).toBeInTheDocument();
    expect(screen.getByText('₱12,500.50')).toBeInTheDocument();
    expect(await screen.findByText('Your employer remitted only part of your deductions.')).toBeInTheDocument();
    expect(await screen.findByText('Payroll deduction')).toBeInTheDocument();
    expect(screen.getByText('Refund')).toBeInTheDocument();
    expect(screen.getByText('Sorted by Date Descending')).toBeInTheDocument();
    expect(requested).toContain('/api/v1/loans/L1/transactions?sort=desc');
  });

  it('loan schedule: each instalment with its status and the collection mode', async () => {
    mount(<LoanScheduleScreen />);
    expect(await screen.findByText('Paid')).toBeInTheDocument();
    expect(screen.getByText('Requested from your employer')).toBeInTheDocument();
    expect(screen.getByText(/Debit order/)).toBeInTheDocument();
  });
});
