// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createSandbox, type Sandbox } from '../../../sandbox/app';
import { createPersona } from '../../../sandbox/backoffice/personas';
import { setAccessTokenSource } from '~/api/queries/api';
import { ChartProvider } from '~/app/use-chart';
import { journeyMachines } from '@machines/journeys/journey.machine';
import { fakePlatform } from '../../machines/journeys/fake-platform';
import LoanCalculatorScreen from '~/journeys/screens/loan-calculator/loan-calculator.screen';

/**
 * W3-B item 9 at the calculator: an amount typed in a form the app cannot take as typed ('25.000,00') stays in the
 * field as typed, with a message that says what to do; it is never taken as another number (it used to be 25.00).
 */
afterEach(cleanup);
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

let sandbox: Sandbox;
let dir: string;
let userId = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'lakbay-calc-amount-'));
  sandbox = createSandbox({ dbPath: ':memory:', storageDir: dir, origin: 'http://sandbox.test', tokenTtlSeconds: 3600 });
  sandbox.ctx.verifyAccessToken = () => ({ id: userId, username: 'persona' });
  setAccessTokenSource(async () => 'token');
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => Promise.resolve(sandbox.app.request(String(input), init)));
});
afterAll(() => {
  vi.unstubAllGlobals();
  sandbox.close();
  rmSync(dir, { recursive: true, force: true });
});

function open() {
  userId = createPersona(sandbox.ctx, 'new-borrower').userId;
  const platform = fakePlatform();
  const actor = createActor(journeyMachines.newLoan.provide({ actors: platform.actors as never }), { input: { type: 'newLoan', applicationId: null } }).start();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ChartProvider actor={actor}>
        <LoanCalculatorScreen />
      </ChartProvider>
    </QueryClientProvider>,
  );
  return { actor, saves: platform.calls };
}
const field = () => screen.getByLabelText('How much do you need?') as HTMLInputElement;
const typeAmount = (text: string) => fireEvent.change(field(), { target: { value: text } });
const stepOf = (value: unknown) => (typeof value === 'string' ? value : Object.keys(value as object)[0]);
const EUROPEAN = 'Use commas for thousands and a point for centavos, e.g. 25,000.00.';

describe('the loan calculator reads the amount as typed, or says why not', () => {
  it('keeps "25.000,00" as typed with the message, sends nothing, and takes "₱25,000.00" as 25,000', async () => {
    const { actor, saves } = open();
    await screen.findByRole('button', { name: 'Continue' }, { timeout: 10_000 });

    typeAmount('25.000,00');
    expect(field().value).toBe('25.000,00');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    const described = (field().getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '');
    expect(described.some((text) => text.includes(EUROPEAN))).toBe(true);
    expect(screen.getByText('Enter an amount to see your estimated repayment.')).toBeTruthy();
    expect(actor.getSnapshot().context.drafts.loanCalculator).toMatchObject({ amount_centavos: null });

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    // The summary says the same as the field, and nothing is saved.
    expect(screen.getAllByText(EUROPEAN).length).toBeGreaterThanOrEqual(2);
    expect(field().value).toBe('25.000,00');
    expect(saves).toEqual([]);
    expect(stepOf(actor.getSnapshot().value)).toBe('loanCalculator');

    typeAmount('₱25,000.00');
    expect(field().value).toBe('25,000.00');
    expect(field().getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(actor, (s) => stepOf(s.value) !== 'loanCalculator', { timeout: 3000 });
    expect(actor.getSnapshot().context.answers.loanCalculator).toMatchObject({ amount_centavos: 2_500_000 });
  });

  it.each([
    ['1e5', 'Enter the amount in numbers only, e.g. 25,000.'],
    ['-25000', 'Enter the amount without a minus sign, e.g. 25,000.'],
  ])('keeps %j as typed and says %j', async (typed, message) => {
    open();
    await screen.findByRole('button', { name: 'Continue' }, { timeout: 10_000 });
    typeAmount(typed);
    expect(field().value).toBe(typed);
    expect(screen.getByText(message)).toBeTruthy();
  });

  it('takes full-width digits (２５０００) as 25,000', async () => {
    open();
    await screen.findByRole('button', { name: 'Continue' }, { timeout: 10_000 });
    typeAmount('２５０００');
    expect(field().value).toBe('25,000');
    expect(screen.getByText(/About ₱[\d,.]+ per instalment, 12 instalments/)).toBeTruthy();
  });
});
