// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ComponentType } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor, type AnyActorRef } from 'xstate';
import { createSandbox, type Sandbox } from '../../../sandbox/app';
import { createPersona, type Persona } from '../../../sandbox/backoffice/personas';
import { setAccessTokenSource } from '~/api/queries/api';
import { ChartProvider } from '~/app/use-chart';
import { provideJourneyCharts } from '~/app/provide-journeys';
import { journeys } from '@machines/journeys/definitions';
import type { JourneyInput } from '@machines/journeys/journey-types';
import ReviewDetailsScreen from '~/journeys/screens/review-details/review-details.screen';
import PromissoryNotesScreen from '~/journeys/screens/promissory-notes/promissory-notes.screen';

/**
 * What the borrower reads when the offer changes under them (issue W3-A items 2 and 3): review after the loan was
 * changed there, the notes page without an accepted offer. The journey chart with its real actors against the sandbox
 * in-process (only the bearer check is stubbed).
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
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'lakbay-offer-screen-'));
  sandbox = createSandbox({ dbPath: ':memory:', storageDir: dir, origin: 'http://sandbox.test', tokenTtlSeconds: 3600 });
  sandbox.ctx.verifyAccessToken = () => ({ id: persona.userId, username: persona.username });
  setAccessTokenSource(async () => 'token');
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => Promise.resolve(sandbox.app.request(String(input), init)));
});
afterAll(() => {
  vi.unstubAllGlobals();
  sandbox.close();
  rmSync(dir, { recursive: true, force: true });
});

const at = (s: { value: unknown }, step: string, state: string) => JSON.stringify(s.value) === JSON.stringify({ [step]: state });
const applicationOf = (userId: string) => sandbox.ctx.db.prepare('SELECT id FROM applications WHERE user_id = ? ORDER BY created_at DESC').pluck().get(userId) as string;
const order = journeys.newLoan.steps;

function open(input: JourneyInput, Screen: ComponentType) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const actor = createActor(provideJourneyCharts({ queryClient })[`${input.type}Journey`], { input }).start() as AnyActorRef;
  render(
    <QueryClientProvider client={queryClient}>
      <ChartProvider actor={actor}>
        <Screen />
      </ChartProvider>
    </QueryClientProvider>,
  );
  return actor;
}

describe('review after the loan was changed there', () => {
  it('says the offer changed, with the new figures, and why it is less than asked; the loan box shows the same', async () => {
    persona = createPersona(sandbox.ctx, 'new-borrower', { at: 'loanOffer' });
    const id = applicationOf(persona.userId);
    // The offer accepted on the offer step (priced from the application's ₱25,000.00), then a reload at review.
    const first = open({ type: 'newLoan', applicationId: id, applicationStatus: 'INITIALIZED', startAt: 'loanOffer', reached: order.indexOf('loanOffer') }, () => null);
    await waitFor(first, (s) => at(s, 'loanOffer', 'editing'), { timeout: 8000 });
    const best = (first.getSnapshot().context.offers.offers as Array<{ id: string; selected: boolean }>).find((o) => o.selected)!;
    first.send({ type: 'step.submit', values: { offer_id: best.id } });
    await waitFor(first, (s) => !s.hasTag('saving'), { timeout: 8000 });
    first.stop();
    cleanup();

    const actor = open({ type: 'newLoan', applicationId: id, applicationStatus: 'OFFER_ACCEPTED', startAt: 'reviewDetails', reached: order.indexOf('reviewDetails') }, ReviewDetailsScreen);
    expect(screen.queryByRole('heading', { name: 'Your offer has changed' })).toBeNull();
    // The persona earns ₱40,000.00 a month: at most ₱80,000.00 is lent.
    actor.send({ type: 'review.edit', step: 'loanCalculator' });
    // The calculator looks up the salary and loan types before Continue shows.
    await waitFor(actor, (s) => !s.hasTag('lookup'), { timeout: 8000 });
    actor.send({ type: 'step.submit', values: { amount_centavos: 10_000_000, tenure_months: 12, repayment_cycle: '1 Semi Month' } });
    await waitFor(actor, (s) => at(s, 'reviewDetails', 'editing'), { timeout: 8000 });
    const notice = (await screen.findByRole('heading', { name: 'Your offer has changed' })).closest('section')!;
    expect(within(notice).getByText(/You changed your loan, so we priced your offer again\. Your loan is now ₱80,000\.00 over 12 months/)).toBeTruthy();
    expect(await within(notice).findByText('You asked for ₱100,000.00. We can lend you ₱80,000.00.')).toBeTruthy();
    expect(within(notice).getByText('A loan can be at most twice your gross monthly salary.')).toBeTruthy();
    const loanBox = screen.getByRole('heading', { name: /^Your loan:/ }).closest('section')!;
    expect(within(loanBox).getByText('Loan amount ₱80,000.00')).toBeTruthy();
  });
});

describe('the notes page without an accepted offer', () => {
  it('says so, offers no signing, and "Back to your offer" opens the offer step', async () => {
    persona = createPersona(sandbox.ctx, 'resume-offer-accepted');
    const id = applicationOf(persona.userId);
    // OFFER_ACCEPTED with no offer accepted (a persona may come with one): the application's offers are gone.
    sandbox.ctx.db.prepare('DELETE FROM offers WHERE application_id = ?').run(id);
    const actor = open({ type: 'newLoan', applicationId: id, applicationStatus: 'OFFER_ACCEPTED', startAt: 'promissoryNotes', reached: order.indexOf('promissoryNotes') }, PromissoryNotesScreen);
    expect(await screen.findByText('There is no accepted offer for this application yet.', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByText('The loan terms will appear here once an offer is accepted.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign and submit' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back to your offer' }));
    await waitFor(actor, (s) => at(s, 'loanOffer', 'editing'), { timeout: 8000 });
  });
});
