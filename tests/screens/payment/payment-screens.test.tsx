// @vitest-environment jsdom
import './dom-shims';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, fromPromise, SimulatedClock, type AnyActorRef } from 'xstate';
import type { ComponentType } from 'react';
import { paymentMachine, type PaymentInput } from '@machines/payment/payment.machine';
import type { AmountDue, PaymentMethodOption, TransactionStatus } from '@machines/payment/payment-types';
import { ChartProvider } from '~/app/use-chart';
import PaymentsScreen from '~/payment/screens/payments/payments.screen';
import PaymentModeScreen from '~/payment/screens/payment-mode/payment-mode.screen';
import PaymentProcessingScreen from '~/payment/screens/payment-processing/payment-processing.screen';
import RecoveryCallbackScreen from '~/payment/screens/recovery-callback/recovery-callback.screen';

const screens: Record<string, ComponentType> = {
  payments: PaymentsScreen,
  'payment-mode': PaymentModeScreen,
  'payment-processing': PaymentProcessingScreen,
  'recovery-callback': RecoveryCallbackScreen,
};

/** Renders whichever payment screen the chart's current route names, as the router would. */
function Routed({ actor }: { actor: AnyActorRef }) {
  const meta = Object.values(actor.getSnapshot().getMeta() as Record<string, { screen?: string }>).find((m) => m.screen);
  const Screen = screens[meta?.screen ?? ''];
  return Screen ? <Screen /> : null;
}

function setup(input: PaymentInput, opts: { statuses?: TransactionStatus['status'][]; dues?: AmountDue[]; failFee?: boolean; charged?: Pick<TransactionStatus, 'amount' | 'fee' | 'total'> } = {}) {
  const clock = new SimulatedClock();
  const redirects: string[] = [];
  let polls = 0;
  const statuses = opts.statuses ?? ['SUCCESSFUL'];
  const actor = createActor(
    paymentMachine.provide({
      actors: {
        loadAmountsDue: fromPromise(
          async (): Promise<AmountDue[]> =>
            opts.dues ?? [
              { purpose: 'DEDUCTION', loanId: 'L1', amount: 150_000 },
              { purpose: 'ADMIN', loanId: 'L1', amount: 1_234_567 },
              { purpose: 'RECOVERY', loanId: 'L2', amount: 5_000_000 },
            ],
        ),
        loadPaymentMethods: fromPromise(
          async (): Promise<PaymentMethodOption[]> => [
            { code: 'gcash', name: 'GCash', providerCode: 'GCH', feeNote: '₱15.00 fee' },
            { code: 'maya', name: 'Maya', providerCode: 'PMY', feeNote: '₱20.00 fee' },
          ],
        ),
        fetchMethodFee: fromPromise(async ({ input }) => {
          if (opts.failFee) throw new Error('We could not get the fee for this method.');
          return input.method === 'gcash' ? 1500 : 2000;
        }),
        submitPayment: fromPromise(async () => ({ paymentId: 'P1', redirectUrl: '/sandbox/provider/GCH/P1' })),
        fetchTransactionStatus: fromPromise(async (): Promise<TransactionStatus> => ({
          paymentId: 'P1',
          status: statuses[Math.min(polls++, statuses.length - 1)]!,
          purpose: 'DEDUCTION',
          loanId: 'L1',
          amount: 150_000,
          method: 'gcash',
          ...opts.charged,
        })),
      },
      actions: { redirectToProvider: (_, p) => void redirects.push(p.url), persistPaymentId: () => {}, forgetPaymentId: () => {} },
    }),
    { input, clock },
  ).start();
  const view = render(
    <ChartProvider actor={actor}>
      <Routed actor={actor} />
    </ChartProvider>,
  );
  actor.subscribe(() =>
    view.rerender(
      <ChartProvider actor={actor}>
        <Routed actor={actor} />
      </ChartProvider>,
    ),
  );
  return { actor, clock, redirects };
}

afterEach(cleanup);

describe('payment screens', () => {
  it('lists each purpose with its spec label and balance label, then pays with GCash', async () => {
    const user = userEvent.setup();
    const { redirects } = setup({});
    expect(await screen.findByText('Past due payment')).toBeInTheDocument();
    expect(screen.getByText(/Pending Due: ₱1,500\.00/)).toBeInTheDocument();
    expect(screen.getByText('Pre-terminate Loan')).toBeInTheDocument();
    expect(screen.getByText(/Final Payoff Amount: ₱12,345\.67/)).toBeInTheDocument();
    expect(screen.getByText('Recovery')).toBeInTheDocument();
    expect(screen.getByText(/Outstanding Balance: ₱50,000\.00/)).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Past due payment/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('radio', { name: /GCash/ }));
    expect(await screen.findByRole('button', { name: 'Pay ₱1,515.00' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Maya/ }));
    expect(await screen.findByRole('button', { name: 'Pay ₱1,520.00' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Pay/ }));
    await waitFor(() => expect(redirects).toEqual(['/sandbox/provider/GCH/P1']));
  });

  it('a failed fee call shows the error with a retry, and the method stays chosen', async () => {
    const user = userEvent.setup();
    setup({}, { dues: [{ purpose: 'DEDUCTION', loanId: 'L1', amount: 150_000 }], failFee: true });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('radio', { name: /GCash/ }));
    expect(await screen.findByText('We could not get the fee for this method.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /GCash/ })).toBeChecked();
  });

  it('after the provider approves: Payment Successful!', async () => {
    setup({ callbackPaymentId: 'P1' }, { statuses: ['SUCCESSFUL'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeInTheDocument();
  });

  it('W3-C item 3: the success page reads the amount paid, the fee and the total charged', async () => {
    setup({ callbackPaymentId: 'P1' }, { statuses: ['SUCCESSFUL'], charged: { amount: 450_000, fee: 6_750, total: 456_750 } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeInTheDocument();
    const paid = screen.getByLabelText('Your payment');
    expect(paid.textContent).toBe('Amount paid to your loan₱4,500.00Payment fee₱67.50Total charged₱4,567.50');
    expect(screen.queryByText('Amount: ₱4,500.00')).toBeNull();
  });

  it('W3-C item 3: a declined payment does not call its figures paid or charged', async () => {
    setup({ callbackPaymentId: 'P1' }, { statuses: ['FAILED'], charged: { amount: 450_000, fee: 6_750, total: 456_750 } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Failed' })).toBeInTheDocument();
    expect(screen.getByLabelText('Your payment').textContent).toBe('Amount to your loan₱4,500.00Payment fee₱67.50Total₱4,567.50');
  });

  it('W3-C item 3: each purpose keeps the spec labels and says in one sentence what it is and why the figures differ', async () => {
    setup({}, {
      dues: [
        { purpose: 'RECOVERY', loanId: 'L1', amount: 2_600_000 },
        { purpose: 'DEDUCTION', loanId: 'L1', amount: 450_000 },
        { purpose: 'ADMIN', loanId: 'L1', amount: 2_000_000 },
      ],
    });
    expect(await screen.findByText('Recovery')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Recovery/ })).toHaveAccessibleName(
      'Recovery Outstanding Balance: ₱26,000.00 Your payroll deductions for this loan stopped, so you pay it yourself. This is everything left to repay, including the interest of instalments not yet due. Paying the loan off today instead costs less: that interest is then waived.',
    );
    expect(screen.getByRole('radio', { name: /Past due payment/ })).toHaveAccessibleName(
      'Past due payment Pending Due: ₱4,500.00 The instalments your payroll did not deduct, due now. Paying them brings your loan back on track; the rest stays on your schedule.',
    );
    expect(screen.getByRole('radio', { name: /Pre-terminate Loan/ })).toHaveAccessibleName(
      'Pre-terminate Loan Final Payoff Amount: ₱20,000.00 Pay off your loan today and close it. It is ₱6,000.00 less than the Outstanding Balance because the interest of instalments not yet due is waived.',
    );
  });

  it('a declined payment: Payment Failed, with a way to try again', async () => {
    setup({ callbackPaymentId: 'P1' }, { statuses: ['FAILED'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Failed' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('a provider that never answers: Payment Processing, then a clear message at the time limit', async () => {
    const { clock } = setup({ callbackPaymentId: 'P1' }, { statuses: ['PROCESSING'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Processing' })).toBeInTheDocument();
    // While waiting: when the wait ends, and a way out (issue W3-B item 5).
    expect(await screen.findByText(/This page updates by itself until .+; then you can check again or pay another way\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toBeInTheDocument();
    await act(async () => {
      for (let i = 0; i < 121; i += 1) {
        clock.increment(1000);
        await Promise.resolve();
      }
    });
    expect(await screen.findByText(/The provider has not confirmed your payment yet/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Payment Processing');
    expect(screen.getByRole('button', { name: 'Check again' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay another way' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toBeInTheDocument();
  });

  it('a payment left pending does not hide what is due: /payments lists it and offers its status', async () => {
    setup({ pendingPaymentId: 'P1' }, { statuses: ['PROCESSING'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payments' })).toBeInTheDocument();
    expect(await screen.findByText(/A payment you started is waiting for the provider/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'See its status' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });
});
