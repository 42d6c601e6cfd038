import { describe, expect, it } from 'vitest';
import { createActor, waitFor, type AnyActorRef } from 'xstate';
import { QueryClient } from '@tanstack/react-query';
import { inProcessSandbox } from '../support/in-process-sandbox';
import { provideJourneyCharts } from '~/app/provide-journeys';
import { offerListQuery } from '~/journeys/offer-queries';
import { journeys } from '@machines/journeys/definitions';
import type { JourneyContext, JourneyInput } from '@machines/journeys/journey-types';
import type { Offer } from '~/api/contract/offers';

/**
 * The offer a borrower accepts is the one the application takes and the note is written from (issue W3-A items 2
 * and 3): the journey charts with their real actors (src/journeys/journey-actors.ts) against the sandbox in-process
 * (tests/support/in-process-sandbox.ts). Only the bearer check is stubbed. What is checked is what the borrower reads:
 * the offers review shows (the cache the screens read), the note's lines, the application's amount and tenure.
 */
const platform = inProcessSandbox();

type Snapshot = { value: unknown; context: JourneyContext; hasTag: (t: string) => boolean };
const stepOf = (value: unknown) => (typeof value === 'string' ? value : Object.keys(value as object)[0]);
const at = (s: { value: unknown }, step: string, state: string) => JSON.stringify(s.value) === JSON.stringify({ [step]: state });
const applicationOf = (userId: string) => platform.ctx.db.prepare('SELECT id FROM applications WHERE user_id = ? ORDER BY created_at DESC').pluck().get(userId) as string;
const applicationRow = (id: string) =>
  platform.ctx.db.prepare('SELECT status, loan_amount_centavos, tenure_months FROM applications WHERE id = ?').get(id) as { status: string; loan_amount_centavos: number; tenure_months: number };
const reviewIndex = journeys.newLoan.steps.indexOf('reviewDetails');

function journey(input: JourneyInput, queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  const logic = provideJourneyCharts({ queryClient })[`${input.type}Journey`];
  const actor = createActor(logic, { input }).start() as AnyActorRef;
  const snap = () => actor.getSnapshot() as Snapshot;
  const until = (f: (s: Snapshot) => boolean) => waitFor(actor, (s) => f(s as Snapshot) || (s as Snapshot).hasTag('error'), { timeout: 8000 }).then(() => snap());
  const shownOffers = (id: string) => queryClient.getQueryData<{ offers: Offer[] }>(offerListQuery(id).queryKey)?.offers ?? [];
  return { actor, snap, until, shownOffers, queryClient };
}

describe('pending borrower approval: the offer chosen is the offer approved', () => {
  it('"Choose this offer" on 6 months, then "Accept offer": the application and the note say 6 months', async () => {
    const persona = platform.signIn('pending-borrower-approval');
    const id = applicationOf(persona.userId);
    const j = journey({ type: 'pendingApproval', applicationId: id });
    const offerShown = await j.until((s) => at(s, 'acceptOffer', 'editing'));
    const six = offerShown.context.offers?.offers.find((o) => o.tenure_months === 6);
    expect(six, 'a 6-month offer is listed').toBeDefined();
    expect(six!.selected).toBe(false);
    j.actor.send({ type: 'step.submit', values: { offer_id: six!.id } });
    const notes = await j.until((s) => at(s, 'promissoryNotes', 'editing'));
    expect(notes.context.error).toBeNull();
    // Accepted, not yet approved: the note for 6 months is to be signed first (signing approves the loan).
    expect(applicationRow(id)).toMatchObject({ status: 'PENDING_BORROWER_APPROVAL', tenure_months: 6 });
    const body = notes.context.note?.body ?? [];
    expect(body.some((line) => /for 6 months/.test(line))).toBe(true);
    expect(body.some((line) => /for 12 months/.test(line))).toBe(false);
    expect(j.shownOffers(id).find((o) => o.selected)?.tenure_months).toBe(6);
  });
});

/** A borrower who accepted the offer on their application (priced from its terms), then reloaded at review. */
async function acceptedThenReloadedAtReview(amountAsked: number) {
  const persona = platform.signIn('new-borrower', { at: 'loanOffer' });
  const id = applicationOf(persona.userId);
  platform.ctx.db.prepare('UPDATE applications SET loan_amount_centavos = ? WHERE id = ?').run(amountAsked, id);
  const first = journey({ type: 'newLoan', applicationId: id, applicationStatus: 'INITIALIZED', startAt: 'loanOffer', reached: journeys.newLoan.steps.indexOf('loanOffer') });
  const offer = await first.until((s) => at(s, 'loanOffer', 'editing'));
  const best = offer.context.offers!.offers.find((o) => o.selected)!;
  first.actor.send({ type: 'step.submit', values: { offer_id: best.id } });
  await first.until((s) => stepOf(s.value) === 'documentVerification');
  first.actor.stop();
  expect(applicationRow(id)).toMatchObject({ status: 'OFFER_ACCEPTED', loan_amount_centavos: amountAsked });
  // The reload: the journey resumes at review without the answers it was priced from.
  const j = journey({ type: 'newLoan', applicationId: id, applicationStatus: 'OFFER_ACCEPTED', startAt: 'reviewDetails', reached: reviewIndex });
  await j.until((s) => at(s, 'reviewDetails', 'editing'));
  return { id, j };
}

describe('a loan changed from review is priced again, accepted, and signed as changed', () => {
  it('₱20,000 -> ₱25,000 after a reload: the loan box, the application and the note say ₱25,000.00', async () => {
    const { id, j } = await acceptedThenReloadedAtReview(2_000_000);
    j.actor.send({ type: 'review.edit', step: 'loanCalculator' });
    // The calculator's fields (and Continue) show once it has looked up the salary and the loan types.
    await j.until((s) => !s.hasTag('lookup'));
    j.actor.send({ type: 'step.submit', values: { amount_centavos: 2_500_000, tenure_months: 12, repayment_cycle: '1 Semi Month' } });
    const review = await j.until((s) => at(s, 'reviewDetails', 'editing'));
    expect(review.context.error).toBeNull();
    expect(review.context.repriced).toBe(true);
    const chosen = j.shownOffers(id).find((o) => o.selected);
    expect(chosen?.principal_centavos).toBe(2_500_000);
    expect(review.context.answers.loanOffer).toEqual({ offer_id: chosen?.id });
    expect(applicationRow(id)).toMatchObject({ loan_amount_centavos: 2_500_000, tenure_months: 12 });
    j.actor.send({ type: 'step.submit', values: { confirmed: true } });
    const notes = await j.until((s) => at(s, 'promissoryNotes', 'editing'));
    expect(notes.context.note?.body).toContain('Loan amount: ₱25,000.00');
    expect(notes.context.repriced).toBe(false);
  });

  it('asked above the salary cap: the offer, the application and the note take what the platform gives', async () => {
    const { id, j } = await acceptedThenReloadedAtReview(2_000_000);
    j.actor.send({ type: 'review.edit', step: 'loanCalculator' });
    // The calculator's fields (and Continue) show once it has looked up the salary and the loan types.
    await j.until((s) => !s.hasTag('lookup'));
    // The persona's gross monthly salary is ₱40,000: at most twice that is lent.
    j.actor.send({ type: 'step.submit', values: { amount_centavos: 10_000_000, tenure_months: 12, repayment_cycle: '1 Semi Month' } });
    const review = await j.until((s) => at(s, 'reviewDetails', 'editing'));
    expect(review.context.repriced).toBe(true);
    expect(j.shownOffers(id).find((o) => o.selected)?.principal_centavos).toBe(8_000_000);
    expect(applicationRow(id).loan_amount_centavos).toBe(8_000_000);
  });

  it('the calculator saved unchanged from review keeps the offer chosen: nothing is priced or accepted again', async () => {
    const { id, j } = await acceptedThenReloadedAtReview(2_000_000);
    const before = j.shownOffers(id).length ? j.shownOffers(id) : (await j.queryClient.fetchQuery(offerListQuery(id))).offers;
    j.actor.send({ type: 'review.edit', step: 'loanCalculator' });
    // The calculator's fields (and Continue) show once it has looked up the salary and the loan types.
    await j.until((s) => !s.hasTag('lookup'));
    j.actor.send({ type: 'step.submit', values: { amount_centavos: 2_000_000, tenure_months: 12, repayment_cycle: '1 Semi Month' } });
    const review = await j.until((s) => at(s, 'reviewDetails', 'editing'));
    expect(review.context.repriced).toBe(false);
    expect((await j.queryClient.fetchQuery({ ...offerListQuery(id), staleTime: 0 })).offers.map((o) => o.id)).toEqual(before.map((o) => o.id));
  });
});

describe('no note without its figures', () => {
  it('resumed at OFFER_ACCEPTED without an accepted offer: no note is generated, the borrower is sent back to the offer', async () => {
    const persona = platform.signIn('resume-offer-accepted');
    const id = applicationOf(persona.userId);
    // OFFER_ACCEPTED with no offer accepted (a persona may come with one): the application's offers are gone.
    platform.ctx.db.prepare('DELETE FROM offers WHERE application_id = ?').run(id);
    const notesIndex = journeys.newLoan.steps.indexOf('promissoryNotes');
    const j = journey({ type: 'newLoan', applicationId: id, applicationStatus: 'OFFER_ACCEPTED', startAt: 'promissoryNotes', reached: notesIndex });
    const s = await j.until((x) => at(x, 'promissoryNotes', 'noOffer') || at(x, 'promissoryNotes', 'editing'));
    expect(s.value).toEqual({ promissoryNotes: 'noOffer' });
    expect(s.context.note).toBeNull();
    expect(platform.ctx.db.prepare('SELECT COUNT(*) FROM contracts WHERE application_id = ?').pluck().get(id)).toBe(0);
    // "Back to your offer": the offer step prices the application's offers; the one accepted is on the note.
    j.actor.send({ type: 'step.back' });
    const offer = await j.until((x) => at(x, 'loanOffer', 'editing'));
    expect(offer.context.offers?.offers.length).toBeGreaterThan(0);
  });
});
