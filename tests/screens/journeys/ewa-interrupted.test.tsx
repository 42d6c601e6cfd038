// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor, type AnyActorRef } from 'xstate';
import { createSandbox, type Sandbox } from '../../../sandbox/app';
import { createPersona, type Persona } from '../../../sandbox/backoffice/personas';
import { setAccessTokenSource } from '~/api/queries/api';
import { ChartProvider } from '~/app/use-chart';
import { provideJourneyCharts } from '~/app/provide-journeys';
import EwaWithdrawalScreen from '~/journeys/screens/ewa-withdrawal/ewa-withdrawal.screen';

/**
 * Issue W3-B item 8: an EWA withdrawal interrupted after its application was created (the submit's connection
 * dropped). While it exists the platform's balance answers 409 EWA_NOT_ACTIVE. The journey chart with its real actors
 * against the sandbox in-process; only the bearer check is stubbed and one call dropped.
 */
afterEach(cleanup);
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

let sandbox: Sandbox;
let persona: Persona;
let dir: string;
/** Drop the next call whose method and path match (a lost connection: fetch rejects). */
let dropNext: ((url: string, init?: RequestInit) => boolean) | null = null;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'lakbay-ewa-interrupted-'));
  sandbox = createSandbox({ dbPath: ':memory:', storageDir: dir, origin: 'http://sandbox.test', tokenTtlSeconds: 3600 });
  sandbox.ctx.verifyAccessToken = () => ({ id: persona.userId, username: persona.username });
  setAccessTokenSource(async () => 'token');
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    if (dropNext?.(String(input), init)) {
      dropNext = null;
      return Promise.reject(new TypeError('Failed to fetch'));
    }
    return Promise.resolve(sandbox.app.request(String(input), init));
  });
});
afterAll(() => {
  vi.unstubAllGlobals();
  sandbox.close();
  rmSync(dir, { recursive: true, force: true });
});

const ewaApplications = (userId: string) =>
  sandbox.ctx.db.prepare("SELECT status, loan_amount_centavos FROM applications WHERE user_id = ? AND application_type = 'EWA'").all(userId) as Array<{ status: string; loan_amount_centavos: number }>;

function open() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const actor = createActor(provideJourneyCharts({ queryClient }).ewaWithdrawalJourney, { input: { type: 'ewaWithdrawal', applicationId: null } }).start() as AnyActorRef;
  render(
    <QueryClientProvider client={queryClient}>
      <ChartProvider actor={actor}>
        <EwaWithdrawalScreen />
      </ChartProvider>
    </QueryClientProvider>,
  );
  return actor;
}

describe('EWA withdrawal interrupted after the application was created', () => {
  it('shows one error that is true, keeps the amount, and "Try again" sends the same withdrawal', async () => {
    persona = createPersona(sandbox.ctx, 'ewa-active');
    const actor = open();
    const amount = await screen.findByLabelText('How much do you want to withdraw?', {}, { timeout: 8000 });
    fireEvent.change(amount, { target: { value: '3000' } });
    dropNext = (url, init) => init?.method === 'PATCH' && /\/applications\/[^/]+\/status$/.test(url);
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await waitFor(actor, (s) => JSON.stringify(s.value) === JSON.stringify({ ewaWithdrawal: 'error' }), { timeout: 8000 });
    expect(ewaApplications(persona.userId)).toEqual([{ status: 'INITIALIZED', loan_amount_centavos: 300_000 }]);

    const alert = await screen.findByText('Your withdrawal of ₱3,000.00 was started but could not be sent for approval.', {}, { timeout: 8000 });
    // The balance now answers 409 (the started withdrawal exists): no second error, and nothing false.
    await vi.waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(1), { timeout: 8000 });
    expect(screen.getByRole('alert')).toContainElement(alert);
    expect(screen.queryByText(/Nothing was withdrawn/)).toBeNull();
    expect(screen.queryByText(/Your answers are kept/)).toBeNull();
    expect(screen.getByLabelText('How much do you want to withdraw?')).toHaveProperty('value', '3,000');
    expect(screen.getByRole('link', { name: 'See its status' })).toHaveProperty('hash', '#history-EWA');
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveProperty('pathname', '/home');

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(actor, (s) => s.value === 'ewaWithdrawalSuccess', { timeout: 8000 });
    // The same withdrawal was sent (no second application), and the platform approved it.
    expect(ewaApplications(persona.userId)).toEqual([{ status: 'APPROVED', loan_amount_centavos: 300_000 }]);
  });
});
