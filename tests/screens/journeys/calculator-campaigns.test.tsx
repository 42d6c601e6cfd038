// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createSandbox, type Sandbox } from '../../../sandbox/app';
import { createPersona, PERSONA_GROSS_SALARY, type PersonaKind } from '../../../sandbox/backoffice/personas';
import { setAccessTokenSource } from '~/api/queries/api';
import { ChartProvider } from '~/app/use-chart';
import { journeyMachines } from '@machines/journeys/journey.machine';
import { fakePlatform } from '../../machines/journeys/fake-platform';
import type { JourneyInput } from '@machines/journeys/journey-types';
import LoanCalculatorScreen from '~/journeys/screens/loan-calculator/loan-calculator.screen';
import { createJourneyActors } from '~/journeys/journey-actors';

/**
 * The calculator's loan types as a borrower sees them, against the real sandbox in-process (its campaign table is
 * the domain's, its salary answers the ones an earlier application saved): the chart's look-ups go through the app's
 * own journey actors. Only the bearer check is stubbed.
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
  dir = mkdtempSync(join(tmpdir(), 'lakbay-calc-'));
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

function open(kind: PersonaKind, input: JourneyInput) {
  userId = createPersona(sandbox.ctx, kind).userId;
  const platform = fakePlatform();
  const saves = platform.calls;
  // The calculator's look-ups are the app's own (against the sandbox); the saves are the fake platform's.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const { listApplications, readSavedSalary, readCampaigns } = createJourneyActors({ queryClient: client });
  const actors = { ...platform.actors, listApplications, readSavedSalary, readCampaigns };
  const actor = createActor(journeyMachines[input.type].provide({ actors: actors as never }), { input }).start();
  render(
    <QueryClientProvider client={client}>
      <ChartProvider actor={actor}>
        <LoanCalculatorScreen />
      </ChartProvider>
    </QueryClientProvider>,
  );
  return { actor, saves };
}
const typeAmount = (text: string) => fireEvent.change(screen.getByLabelText('How much do you need?'), { target: { value: text } });
const stepOf = (value: unknown) => (typeof value === 'string' ? value : Object.keys(value as object)[0]);

describe('salary-capped campaigns at the calculator', () => {
  it('a reloan borrower whose salary an earlier application saved sees Calamity 1 with its exact cap, and is held to it', async () => {
    expect(PERSONA_GROSS_SALARY).toBe('40,000');
    const { actor, saves } = open('reloan-eligible', { type: 'reloan', applicationId: null });
    const calamity = await screen.findByRole('radio', {
      name: 'Calamity relief loan — 0% a month, up to ₱8,000.00 (20% of your gross monthly salary of ₱40,000.00), ₱100.00 service fee, 3, 6, 9 or 12 months',
    }, { timeout: 10_000 });
    // Calamity 2 is Calamity 1 for 6 months only: nothing more to choose, so it is not listed beside it.
    expect(screen.queryByRole('radio', { name: /^Calamity relief loan — 0% a month, up to ₱8,000\.00 .*, 6 months$/ })).toBeNull();
    // Not a first-time borrower: the first-time promo is not offered.
    expect(screen.queryByRole('radio', { name: /Anniversary 1/ })).toBeNull();

    fireEvent.click(calamity);
    typeAmount('10,000');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findAllByText('The largest loan for this promo is ₱8,000.00: 20% of your gross monthly salary of ₱40,000.00.')).not.toHaveLength(0);
    expect(saves).toEqual([]);

    typeAmount('8,000');
    expect(screen.getByText(/About ₱666\.67 per instalment, 12 instalments/)).toBeTruthy();
    expect(screen.getByText('Service fee ₱100.00, taken from the amount you receive.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(actor, (s) => stepOf(s.value) === 'loanPurpose');
    expect(actor.getSnapshot().context.answers.reloanCalculator).toEqual({ amount_centavos: 800_000, tenure_months: 12, repayment_cycle: '1 Month', campaign_code: 'CALAMITY_1' });
  });

  it('a new borrower (salary not known yet) sees Calamity 1 with its rule; the offer applies the exact cap later', async () => {
    open('new-borrower', { type: 'newLoan', applicationId: null });
    const calamity = await screen.findByRole('radio', { name: 'Calamity relief loan — 0% a month, up to 20% of your gross monthly salary, ₱100.00 service fee, 3, 6, 9 or 12 months' }, { timeout: 10_000 });
    expect(screen.getByRole('radio', { name: 'First-loan anniversary special — 1% a month, up to ₱30,000.00, 5% service fee, 3 or 6 months' })).toBeTruthy();
    // Every loan type names its service fee, and no two read the same.
    const types = within(screen.getByRole('group', { name: 'Loan type' })).getAllByRole('radio');
    const read = types.map((r) => document.querySelector(`label[for="${r.id}"]`)?.textContent ?? '');
    expect(read).toHaveLength(7);
    expect(read.every((n) => / service fee/.test(n)), read.join(' | ')).toBe(true);
    expect(new Set(read).size).toBe(read.length);
    fireEvent.click(calamity);
    typeAmount('15,000');
    expect(
      screen.getByText(
        'Calamity relief loan lends up to 20% of your gross monthly salary. Your offer shows the exact amount once you have entered your salary in professional details.',
      ),
    ).toBeTruthy();
  });

  it('back at the calculator after saving professional details, the cap follows the salary just saved', async () => {
    const { saves } = open('new-borrower', {
      type: 'newLoan',
      applicationId: 'app-1',
      startAt: 'loanCalculator',
      reached: 9,
      answers: {
        loanCalculator: { amount_centavos: 800_000, tenure_months: 12, repayment_cycle: '1 Month', campaign_code: 'CALAMITY_1' },
        professionalDetails: { gross_monthly_salary: '25,000' },
      },
    });
    const calamity = await screen.findByRole('radio', { name: /^Calamity relief loan — 0% a month, up to ₱5,000\.00 \(20% of your gross monthly salary of ₱25,000\.00\), ₱100\.00 service fee, 3, 6, 9 or 12 months$/ }, { timeout: 10_000 });
    expect((calamity as HTMLElement).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findAllByText('The largest loan for this promo is ₱5,000.00: 20% of your gross monthly salary of ₱25,000.00.')).not.toHaveLength(0);
    expect(saves).toEqual([]);
  });

  it('a salary too small for the promo says so, and the loan is priced as a regular one', async () => {
    const { actor } = open('new-borrower', {
      type: 'newLoan',
      applicationId: 'app-1',
      startAt: 'loanCalculator',
      reached: 9,
      answers: {
        loanCalculator: { amount_centavos: 300_000, tenure_months: 12, repayment_cycle: '1 Month', campaign_code: 'CALAMITY_1' },
        professionalDetails: { gross_monthly_salary: '4,000' },
      },
    });
    expect(
      await screen.findByText(
        'Calamity relief loan is not available to you: 20% of your gross monthly salary of ₱4,000.00 is less than the smallest loan (₱1,000.00). Your estimate is for a regular salary loan unless you choose another loan type.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /^Calamity relief loan — 0% a month/ })).toBeNull();
    expect(screen.getByRole('radio', { name: 'Salary loan — 2.99% a month, 5% service fee' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(actor, (s) => stepOf(s.value) !== 'loanCalculator', { timeout: 3000 });
    expect(actor.getSnapshot().context.answers.loanCalculator).toEqual({ amount_centavos: 300_000, tenure_months: 12, repayment_cycle: '1 Month' });
  });

  it('while the loan types load, only the amount is shown (nothing moves under a tap); what was typed stays', async () => {
    // The campaigns answer is held until released: the fields below the amount wait for it.
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
      if (String(input).includes('campaigns')) await held;
      return sandbox.app.request(String(input), init);
    });
    try {
      open('new-borrower', { type: 'newLoan', applicationId: null });
      expect(await screen.findByRole('status', {}, { timeout: 10_000 })).toHaveProperty('textContent', 'Checking the loan types open to you…');
      expect(screen.queryByRole('combobox', { name: 'Loan tenure' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
      typeAmount('20,000');
      release();
      expect(await screen.findByRole('group', { name: 'Loan type' }, { timeout: 10_000 })).toBeTruthy();
      expect(screen.getByRole('combobox', { name: 'Loan tenure' })).toBeTruthy();
      expect(screen.queryByText('Checking the loan types open to you…')).toBeNull();
      expect(screen.getByLabelText('How much do you need?')).toHaveProperty('value', '20,000');
    } finally {
      vi.stubGlobal('fetch', (input: string, init?: RequestInit) => Promise.resolve(sandbox.app.request(String(input), init)));
    }
  });
});
