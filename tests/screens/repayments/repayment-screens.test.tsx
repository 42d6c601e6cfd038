// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, fromPromise, type AnyActorRef } from 'xstate';
import { useSyncExternalStore, type ComponentType } from 'react';
import { repaymentsMachine } from '@machines/repayments/repayments.machine';
import type { LoanStatusCode, Overview, RepaymentsInput, Transaction } from '@machines/repayments/repayments-types';
import { closedLoan, details, overviews, runningLoan, schedule } from '@machines/repayments/repayments.samples';
import { ChartProvider } from '~/app/use-chart';
import LoanDetailsScreen from '~/repayments/screens/loan-details/loan-details.screen';
import LoanScheduleScreen from '~/repayments/screens/loan-schedule/loan-schedule.screen';
import PastProductsScreen from '~/repayments/screens/past-products/past-products.screen';
import RefinanceNotificationScreen from '~/repayments/screens/refinance-notification/refinance-notification.screen';
import RefinanceCalculatorScreen from '~/repayments/screens/refinance-calculator/refinance-calculator.screen';
import RecoveryRefinanceCalculatorScreen from '~/repayments/screens/recovery-refinance-calculator/recovery-refinance-calculator.screen';

// jsdom lacks ResizeObserver, which Radix's radio group measures with; a no-op is enough for behaviour tests.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
afterEach(cleanup);

const screens: Record<string, ComponentType> = {
  'loan-details': LoanDetailsScreen,
  'loan-schedule': LoanScheduleScreen,
  'past-products': PastProductsScreen,
  'refinance-notification': RefinanceNotificationScreen,
  'refinance-calculator': RefinanceCalculatorScreen,
  'recovery-refinance-calculator': RecoveryRefinanceCalculatorScreen,
};

/** Renders whichever screen the chart's current route names, keyed by state as the router does. */
function Routed({ actor }: { actor: AnyActorRef }) {
  const snap = useSyncExternalStore(
    (cb) => {
      const sub = actor.subscribe(cb);
      return () => sub.unsubscribe();
    },
    () => actor.getSnapshot(),
  );
  const entry = Object.entries(snap.getMeta() as Record<string, { screen?: string }>).find(([, m]) => m.screen);
  const Screen = screens[entry?.[1].screen ?? ''];
  if (!Screen) return <p>left: {JSON.stringify(snap.output)}</p>;
  return (
    <ChartProvider actor={actor}>
      <Screen key={entry![0]} />
    </ChartProvider>
  );
}

const asc: Transaction[] = [
  { id: 'T1', type: 'PAYROLL_DEDUCTION', amount: 169_850, occurredAt: '2026-01-15T00:00:00Z', description: '' },
  { id: 'T2', type: 'PAYMENT_REFUND', amount: 5_000, occurredAt: '2026-02-01T00:00:00Z', description: '' },
  { id: 'T3', type: 'REFINANCE_PAYMENT', amount: 300_000, occurredAt: '2026-03-01T00:00:00Z', description: '' },
];

function setup(input: RepaymentsInput, opts: { overview?: Overview; status?: LoanStatusCode; failDetails?: boolean; failCreate?: boolean; failOverview?: boolean } = {}) {
  let overviewFailures = opts.failOverview ? 1 : 0;
  let detailFailures = opts.failDetails ? 1 : 0;
  let createFailures = opts.failCreate ? 1 : 0;
  const created: Array<{ amount: number }> = [];
  const machine = repaymentsMachine.provide({
    actors: {
      loadLoans: fromPromise(async () => {
        if (overviewFailures-- > 0) throw new Error('We could not reach the lending platform.');
        return (opts.overview ?? overviews.refinance).loans;
      }),
      loadRefinanceKind: fromPromise(async () => (opts.overview ?? overviews.refinance).refinance),
      loadLoanView: fromPromise(async ({ input: i }) => {
        if (detailFailures-- > 0) throw new Error('Loan details are unavailable right now.');
        const loan = (opts.overview ?? overviews.refinance).loans.find((l) => l.id === i.loanId) ?? runningLoan;
        return { ...details, loan: { ...loan, statusCode: opts.status ?? loan.statusCode } };
      }),
      loadRemittance: fromPromise(async () => details.remittance),
      loadTransactions: fromPromise(async ({ input: i }) => (i.sort === 'asc' ? asc : [...asc].reverse())),
      loadSchedule: fromPromise(async () => ({
        ...schedule,
        entries: (['COMPLETED', 'PROCESSING', 'REQUESTED', 'UPCOMING'] as const).map((status, n) => ({
          number: n + 1, dueDate: `2026-0${n + 1}-15`, amount: 169_850, paid: status === 'COMPLETED' ? 169_850 : 0, status,
        })),
      })),
      createRefinance: fromPromise(async ({ input: i }) => {
        created.push(i as { amount: number });
        if (createFailures-- > 0) throw new Error('You already have an application in progress.');
        return { applicationId: 'A42' };
      }),
    },
  });
  const actor = createActor(machine, { input }).start();
  render(<Routed actor={actor} />);
  return { actor, created, user: userEvent.setup() };
}

const rowTypes = () => screen.getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[1]?.textContent);

describe('loan details', () => {
  it('shows the loan in words, its collection mode and remittance, and sorts transactions', async () => {
    const { user } = setup({ route: '/loan-details' });
    expect(await screen.findByText('Active')).toBeTruthy();
    expect(screen.getByText('Debit order (taken from your bank account)')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Partial');
    expect(screen.getByText('12 months')).toBeTruthy();
    expect(screen.getByText('1 Semi Month')).toBeTruthy();
    expect(rowTypes()).toEqual(['Refinance payment', 'Payment refund', 'Payroll deduction']);
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect([...(sort as HTMLSelectElement).options].map((o) => o.text)).toEqual(['Date Descending', 'Date Ascending']);
    await user.selectOptions(sort, 'Date Ascending');
    await waitFor(() => expect(rowTypes()).toEqual(['Payroll deduction', 'Payment refund', 'Refinance payment']));
    expect(screen.getByText('Sorted by Date Ascending')).toBeTruthy();
  });

  it.each([
    [100, 'To be disbursed'], [200, 'To be disbursed'], [303, 'Transfer in progress'], [304, 'Transfer on hold'],
    [400, 'Client rejected'], [500, 'Client withdrawn'], [600, 'Closed, obligations met'], [601, 'Closed with write-off'],
    [602, 'Closed, rescheduled'], [700, 'Overpaid'],
  ] as const)('status code %i reads "%s"', async (status, words) => {
    setup({}, { status });
    expect(await screen.findByText(words)).toBeTruthy();
  });

  it('a failed load says so and the retry shows the loan', async () => {
    const { user } = setup({}, { failDetails: true });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Loan details are unavailable right now.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Active')).toBeTruthy();
  });

  it.each(['/loan-details', '/past-products', '/refinance-calculator'])('%s: loans that fail to load are explained and retried', async (route) => {
    const { user } = setup({ route }, { failOverview: true });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not reach the lending platform.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getByRole('heading', { level: 1 }).textContent).not.toBe('');
  });

  it('Pay now leaves for the payments chart', async () => {
    const { user, actor } = setup({});
    await user.click(await screen.findByRole('button', { name: 'Pay now' }));
    expect(actor.getSnapshot().output).toEqual({ next: 'payments' });
  });
});

describe('schedule and past products', () => {
  it('lists every instalment with its status in words', async () => {
    setup({ route: '/loan-schedule' });
    // The table (420 px and wider) and the list (narrower; CSS shows one of them) say the same words.
    const table = await screen.findByRole('table', { name: 'Your instalments' });
    const list = screen.getByRole('list', { name: 'Your instalments' });
    for (const words of ['Completed', 'Processing', 'Requested from your employer', 'Upcoming']) {
      expect(within(table).getAllByText(words).length).toBeGreaterThan(0);
      expect(within(list).getAllByText(words).length).toBe(within(table).getAllByText(words).length);
    }
    expect(screen.getByText('Collection mode: Debit order (taken from your bank account)')).toBeTruthy();
  });

  it('lists closed loans and opens one', async () => {
    const { user } = setup({ route: '/past-products' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Past products' })).toBeTruthy();
    expect(screen.getByText('Status: Closed, obligations met')).toBeTruthy();
    expect(screen.queryByText('Status: Active')).toBeNull();
    await user.click(screen.getByRole('button', { name: /See details of the ₱30,000.00 loan/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Loan details' })).toBeTruthy();
    expect(await screen.findByText('Closed, obligations met')).toBeTruthy();
    expect(closedLoan.statusCode).toBe(600);
  });
});

describe('refinance', () => {
  it('notification, then the calculator: bad amounts explained, a failed create keeps the amount, retry hands over', async () => {
    const { user, actor } = setup({ route: '/refinance-notification' }, { failCreate: true });
    await user.click(await screen.findByRole('button', { name: 'Calculate my refinance' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Refinance calculator' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getAllByText('Enter the amount of your new loan.').length).toBeGreaterThan(0);
    const amount = screen.getByLabelText('New loan amount');
    // Written the European way: kept as typed, and the summary says what is wrong with it (not "enter the amount").
    await user.type(amount, '25.000,00');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((amount as HTMLInputElement).value).toBe('25.000,00');
    expect(within(screen.getByRole('alert', { name: 'There is a problem' })).getByText('Use commas for thousands and a point for centavos, e.g. 25,000.00.')).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '15000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // The refinance pays off the loan's Final Payoff Amount (₱16,400.00: the ₱20,000.00 balance less the interest not
    // yet due), not the whole balance, and leaves at least ₱1,000.00 in cash.
    expect(screen.getByText('Final Payoff Amount').nextElementSibling?.textContent).toBe('₱16,400.00');
    expect(screen.getAllByText(/Enter at least ₱17,400.00/).length).toBeGreaterThan(0);
    await user.clear(amount);
    await user.type(amount, '50000');
    // ₱50,000.00 pays off ₱16,400.00, then the 5% service fee (₱2,500.00) and the ₱25.00 bank fee: ₱31,075.00 is released.
    expect(screen.getByText('Current balance paid off ₱16,400.00')).toBeTruthy();
    expect(screen.getByText('You receive ₱31,075.00.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('You already have an application in progress.');
    expect((screen.getByLabelText('New loan amount') as HTMLInputElement).value).toBe('50,000');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(actor.getSnapshot().output).toMatchObject({ next: 'journey', journey: { type: 'refinance', applicationId: 'A42' } });
  });

  it('Try again after a failed create sends the amount the form shows now, not the one that failed', async () => {
    const { user, actor, created } = setup({ route: '/refinance-notification' }, { failCreate: true });
    await user.click(await screen.findByRole('button', { name: 'Calculate my refinance' }));
    const amount = await screen.findByLabelText('New loan amount');
    await user.type(amount, '50000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const alert = await screen.findByRole('alert');
    await user.clear(amount);
    await user.type(amount, '60000');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(created.map((c) => c.amount)).toEqual([5_000_000, 6_000_000]);
  });

  it('a past-due borrower gets the recovery calculator, where covering the balance is enough', async () => {
    const { user, actor } = setup({ route: '/loan-details' }, { overview: overviews.recovery });
    await user.click(await screen.findByRole('button', { name: 'See refinance options' }));
    await user.click(await screen.findByRole('button', { name: 'Calculate my recovery refinance' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Recovery refinance calculator' })).toBeTruthy();
    await user.type(screen.getByLabelText('New loan amount'), '20000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
  });

  it('no refinance offer on loan details when the platform does not allow one', async () => {
    setup({}, { overview: overviews.none });
    expect(await screen.findByText('Active')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'See refinance options' })).toBeNull();
  });
});
