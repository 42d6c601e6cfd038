import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import { ApiError } from '~/api/errors';
import { stepAnswersQuery } from '~/api/queries/loans';
import type { Offer } from '~/api/contract/offers';
import { createJourneyActors } from '~/journeys/journey-actors';
import { offerListQuery } from '~/journeys/offer-queries';
import { inProcessSandbox, type WireRequest } from '../support/in-process-sandbox';

/**
 * The journeys' platform calls, one actor each (the charts decide their order: tests/machines/journeys), against the
 * sandbox platform in this process (tests/support/in-process-sandbox.ts): what is checked is what went on the wire
 * (method, path, body, Idempotency-Key), what the app made of the answer through the contract's parsing (the actor's
 * output, the cache the screens read) and what the platform then holds.
 */
const platform = inProcessSandbox();

const run = <L extends AnyActorLogic>(logic: L, input: unknown) => toPromise(createActor(logic, { input } as never).start());
const actorsWith = (queryClient = new QueryClient()) => ({ queryClient, actors: createJourneyActors({ queryClient }) });
const appPath = (id: string, rest = '') => `/api/v1/applications/${id}${rest}`;
/** The one request sent, as the platform saw it. */
const sent = (request: Partial<WireRequest>) => expect.objectContaining(request) as WireRequest;
const applicationsOf = (userId: string) => platform.ctx.db.prepare('SELECT id FROM applications WHERE user_id = ? ORDER BY created_at DESC').pluck().all(userId) as string[];
const applicationRow = (id: string) =>
  platform.ctx.db.prepare('SELECT status, loan_purpose, loan_amount_centavos, tenure_months FROM applications WHERE id = ?').get(id) as {
    status: string;
    loan_purpose: string | null;
    loan_amount_centavos: number;
    tenure_months: number;
  };
const storedOffers = (id: string) =>
  platform.ctx.db.prepare('SELECT id, tenure_months, principal, selected FROM offers WHERE application_id = ? ORDER BY position').all(id) as Array<{ id: string; tenure_months: number; principal: number; selected: number }>;
const shownOffers = (queryClient: QueryClient, id: string) => queryClient.getQueryData<{ offers: Offer[] }>(offerListQuery(id).queryKey)?.offers;

/** A first-time borrower whose application has every form saved (salary ₱40,000, bank BDO), not priced yet. */
const atLoanOffer = () => platform.signIn('new-borrower', { at: 'loanOffer' }).applicationId!;
const calculator = { amount_centavos: 10_000_000, tenure_months: 12, repayment_cycle: '1 Month' };
/** The same application with its offers priced, through the journey's own pricing call. */
async function pricedAtLoanOffer(queryClient: QueryClient) {
  const id = atLoanOffer();
  await run(createJourneyActors({ queryClient }).generateOffers, { applicationId: id, requested: { ...calculator, amount_centavos: 2_000_000 }, salary: '40,000', bank: 'OTHER' });
  platform.clear();
  return id;
}

describe('purpose', () => {
  it('an application made at the calculator (refinance) gets the purpose saved on it', async () => {
    const id = platform.signIn('refinance-eligible', { at: 'refinanceCalculator' }).applicationId!;
    const { actors } = actorsWith();
    const app = await run(actors.setLoanPurpose, { applicationId: id, loanPurpose: 'MEDICAL' });
    expect(platform.requests).toEqual([sent({ method: 'PUT', path: appPath(id, '/loan-purpose'), body: { loan_purpose: 'MEDICAL' }, status: 200 })]);
    expect(app).toMatchObject({ id, application_type: 'REFINANCE', status: 'INITIALIZED' });
    expect(applicationRow(id).loan_purpose).toBe('MEDICAL');
  });

  it('a purpose the platform does not list is refused with its field message (400 VALIDATION), nothing saved', async () => {
    const id = platform.signIn('refinance-eligible', { at: 'refinanceCalculator' }).applicationId!;
    const before = applicationRow(id).loan_purpose;
    const refused = run(actorsWith().actors.setLoanPurpose, { applicationId: id, loanPurpose: 'HOLIDAY_IN_BORACAY' });
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ httpStatus: 400, code: 'VALIDATION', fields: { loan_purpose: 'Choose a loan purpose.' } });
    expect(applicationRow(id).loan_purpose).toBe(before);
  });

  it('without an application yet, it is created with the calculator terms and the purpose, once per key', async () => {
    const persona = platform.signIn('refinance-eligible');
    // The loan to refinance came with an application of its own.
    const earlier = applicationsOf(persona.userId);
    const { actors, queryClient } = actorsWith();
    const terms = { amount_centavos: '3000000', tenure_months: '12', repayment_cycle: '1 Month' };
    const input = { journeyType: 'refinance', applicationType: 'REFINANCE', calculator: terms, loanPurpose: 'MEDICAL', idempotencyKey: 'create-refinance-1' };
    const created = await run(actors.createApplication, input);
    // The amount goes in centavos, the tenure as a number: what the contract's body schema gives.
    expect(platform.requests).toEqual([
      sent({
        method: 'POST',
        path: '/api/v1/applications',
        idempotencyKey: 'create-refinance-1',
        body: { product_type: 'LOAN', application_type: 'REFINANCE', loan_amount_centavos: 3_000_000, tenure_months: 12, repayment_cycle: '1 Month', loan_purpose: 'MEDICAL' },
        status: 200,
      }),
    ]);
    expect(applicationsOf(persona.userId)).toEqual([created.id, ...earlier]);
    expect(created).toMatchObject({ status: 'INITIALIZED', application_type: 'REFINANCE', loan_amount_centavos: 3_000_000, tenure_months: 12 });
    expect(applicationRow(created.id)).toMatchObject({ loan_purpose: 'MEDICAL', loan_amount_centavos: 3_000_000, tenure_months: 12 });
    // Its forms open without a read: nothing is saved on a new application (version 0).
    expect(queryClient.getQueryData(stepAnswersQuery(created.id, 'personal-details').queryKey)).toMatchObject({ answers: {}, version: 0 });
    // The same submit again (a double tap, a retry after a lost answer): the same key, the same application.
    await expect(run(actors.createApplication, input)).resolves.toMatchObject({ id: created.id });
    expect(platform.requests.map((r) => r.idempotencyKey)).toEqual(['create-refinance-1', 'create-refinance-1']);
    expect(applicationsOf(persona.userId)).toEqual([created.id, ...earlier]);
  });

  it('a tenure the contract does not know is refused before anything is sent', async () => {
    const persona = platform.signIn('new-borrower');
    const input = { journeyType: 'newLoan', applicationType: 'NEW_LOAN', calculator: { amount_centavos: '3000000', tenure_months: '7', repayment_cycle: '1 Month' }, loanPurpose: 'MEDICAL', idempotencyKey: 'create-newLoan-7' };
    await expect(run(actorsWith().actors.createApplication, input)).rejects.toThrow('Choose a tenure.');
    expect(platform.requests).toEqual([]);
    expect(applicationsOf(persona.userId)).toEqual([]);
  });

  it('a borrower the platform does not let refinance: 409 NOT_ELIGIBLE reaches the chart as an ApiError, no application made', async () => {
    const persona = platform.signIn('new-borrower');
    const input = { journeyType: 'refinance', applicationType: 'REFINANCE', calculator: { amount_centavos: '3000000', tenure_months: '12', repayment_cycle: '1 Month' }, loanPurpose: 'MEDICAL', idempotencyKey: 'create-refinance-2' };
    const refused = run(actorsWith().actors.createApplication, input);
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ httpStatus: 409, code: 'NOT_ELIGIBLE' });
    expect(platform.requests).toEqual([sent({ method: 'POST', path: '/api/v1/applications', status: 409 })]);
    expect(applicationsOf(persona.userId)).toEqual([]);
  });
});

describe('pricing offers', () => {
  it('prices from the calculator, the salary as typed and the bank, and the offer screen shows the new list', async () => {
    const id = atLoanOffer();
    const { actors, queryClient } = actorsWith();
    const priced = await run(actors.generateOffers, { applicationId: id, requested: { ...calculator, campaign_code: 'CALAMITY_1' }, salary: '60,000', bank: 'GOTYME' });
    expect(platform.requests).toEqual([
      sent({ method: 'POST', path: appPath(id, '/offers/generate'), body: { ...calculator, gross_monthly_salary_centavos: 6_000_000, campaign_code: 'CALAMITY_1', disbursement_bank: 'GOTYME' }, status: 200 }),
    ]);
    // The calamity loan lends at most a fifth of the salary: ₱12,000.00 on every tenure, 12 months chosen as asked.
    const stored = storedOffers(id);
    expect(stored.length).toBeGreaterThan(1);
    expect(stored.every((o) => o.principal === 1_200_000)).toBe(true);
    expect(shownOffers(queryClient, id)?.map((o) => o.id)).toEqual(stored.map((o) => o.id));
    expect(shownOffers(queryClient, id)?.find((o) => o.selected)?.tenure_months).toBe(12);
    expect(priced).toEqual({ offers: shownOffers(queryClient, id) });
  });

  it('resumed without the journey answers: the application, the saved salary and the saved bank decide', async () => {
    const id = atLoanOffer();
    // The bank saved is GoTyme (the persona's is BDO).
    platform.ctx.db.prepare("UPDATE application_steps SET answers = json_set(answers, '$.bank', 'GO_TYME_BANK') WHERE application_id = ? AND step = 'bank-details'").run(id);
    // The pricing chart with the real calls: each part the journey lacks is one read, then the pricing.
    await run(actorsWith().actors.priceOffers, { applicationId: id, requested: undefined, salary: undefined, bank: undefined });
    expect(platform.calls()).toEqual([`GET ${appPath(id)}`, `GET ${appPath(id, '/steps/professional-details')}`, `GET ${appPath(id, '/steps/bank-details')}`, `POST ${appPath(id, '/offers/generate')}`]);
    // The application's ₱25,000.00 over 12 months semi-monthly (the saved point's calculator), the saved ₱40,000 salary.
    expect(platform.requests.at(-1)!.body).toEqual({ amount_centavos: 2_500_000, tenure_months: 12, repayment_cycle: '1 Semi Month', gross_monthly_salary_centavos: 4_000_000, disbursement_bank: 'GOTYME' });
    expect(storedOffers(id).every((o) => o.principal === 2_500_000)).toBe(true);
  });

  it('the save before the offer step sends the first pricing terms (one call); the offers it answers with go where the offer screen reads them', async () => {
    platform.signIn('new-borrower');
    const { actors, queryClient } = actorsWith();
    const terms = { amount_centavos: '10000000', tenure_months: '12', repayment_cycle: '1 Month' };
    const app = await run(actors.createApplication, { journeyType: 'newLoan', applicationType: 'NEW_LOAN', calculator: terms, loanPurpose: 'MEDICAL', idempotencyKey: 'create-newLoan-1' });
    const id = app.id as string;
    platform.clear();
    const bank = { bank: 'BDO', account_type: 'SAVINGS', account_name: 'Maria Santos', account_number: '001234567890' };
    const firstPricing = { requested: calculator, salary: '40,000', bank: 'OTHER' };
    // The version comes from this tab's cache (the application was made here): no call.
    await expect(run(actors.readStepVersion, { applicationId: id, serverStep: 'bank-details' })).resolves.toEqual({ answers: {}, version: 0, readHere: true });
    expect(platform.requests).toEqual([]);
    const saved = await run(actors.saveFormStep, { applicationId: id, serverStep: 'bank-details', values: bank, version: 0, firstPricing });
    expect(platform.requests).toEqual([
      sent({
        method: 'PUT',
        path: appPath(id, '/steps/bank-details'),
        body: { answers: bank, version: 0, offer_terms: { ...calculator, gross_monthly_salary_centavos: 4_000_000, disbursement_bank: 'OTHER' } },
        status: 200,
      }),
    ]);
    expect(saved).toMatchObject({ step: 'bank-details', version: 1, has_offers: true });
    // Twice the ₱40,000 salary is lent at most: ₱80,000.00, the offers the offer screen shows.
    expect(shownOffers(queryClient, id)?.map((o) => o.id)).toEqual(storedOffers(id).map((o) => o.id));
    expect(shownOffers(queryClient, id)?.every((o) => o.principal_centavos === 8_000_000)).toBe(true);
    // The save is the version the next save is based on, still without a call.
    await expect(run(actors.readStepVersion, { applicationId: id, serverStep: 'bank-details' })).resolves.toMatchObject({ version: 1, readHere: true });
    // Without the salary (a resumed journey), no terms: the offer step prices them, reading what it lacks.
    platform.clear();
    await run(actors.saveFormStep, { applicationId: id, serverStep: 'bank-details', values: bank, version: 1, firstPricing: { ...firstPricing, salary: undefined } });
    expect(platform.requests).toEqual([sent({ method: 'PUT', path: appPath(id, '/steps/bank-details'), status: 200 })]);
    expect(platform.requests[0]!.body).toEqual({ answers: bank, version: 1 });
  });

  it('a save over answers saved elsewhere since (an older version) is refused: 409 STALE_ANSWERS, the newer answers kept', async () => {
    const id = atLoanOffer();
    const { actors } = actorsWith();
    const saved = await run(actors.readSavedAnswers, { applicationId: id, serverStep: 'bank-details' });
    const refused = run(actors.saveFormStep, { applicationId: id, serverStep: 'bank-details', values: { ...saved.answers, account_name: 'Someone Else' }, version: (saved.version ?? 1) - 1 });
    await expect(refused).rejects.toMatchObject({ httpStatus: 409, code: 'STALE_ANSWERS' });
    expect(platform.calls()).toEqual([`GET ${appPath(id, '/steps/bank-details')}`, `PUT ${appPath(id, '/steps/bank-details')}`]);
    await expect(run(actors.readSavedAnswers, { applicationId: id, serverStep: 'bank-details' })).resolves.toEqual(saved);
  });

  it('reading the offers puts them where the offer screen reads them', async () => {
    const id = platform.signIn('resume-offer-accepted').applicationId!;
    const { actors, queryClient } = actorsWith();
    const list = await run(actors.readOffers, { applicationId: id });
    expect(platform.calls()).toEqual([`GET ${appPath(id, '/offers')}`]);
    expect(list.offers.map((o) => o.id)).toEqual(storedOffers(id).map((o) => o.id));
    expect(shownOffers(queryClient, id)).toEqual(list.offers);
  });
});

describe('accepting an offer', () => {
  it('the offer chosen goes with approve-offer (one call): the cached list shows it selected without reading it again', async () => {
    const queryClient = new QueryClient();
    const id = await pricedAtLoanOffer(queryClient);
    const before = shownOffers(queryClient, id)!;
    const six = before.find((o) => o.tenure_months === 6)!;
    expect(six.selected).toBe(false);
    const app = await run(createJourneyActors({ queryClient }).acceptOffer, { applicationId: id, terms: null, offerId: six.id });
    expect(platform.requests).toEqual([sent({ method: 'POST', path: appPath(id, '/approve-offer'), body: { offer_id: six.id }, status: 200 })]);
    expect(app).toMatchObject({ id, status: 'OFFER_ACCEPTED', tenure_months: 6 });
    expect(shownOffers(queryClient, id)).toEqual(before.map((o) => ({ ...o, selected: o.id === six.id })));
    expect(applicationRow(id)).toMatchObject({ status: 'OFFER_ACCEPTED', tenure_months: 6, loan_amount_centavos: 2_000_000 });
  });

  it('an offer the platform no longer has: 404 OFFER_NOT_FOUND, nothing accepted', async () => {
    const queryClient = new QueryClient();
    const id = await pricedAtLoanOffer(queryClient);
    await expect(run(createJourneyActors({ queryClient }).acceptOffer, { applicationId: id, terms: null, offerId: 'gone' })).rejects.toMatchObject({ httpStatus: 404, code: 'OFFER_NOT_FOUND' });
    expect(applicationRow(id).status).toBe('INITIALIZED');
  });
});

describe('promo', () => {
  it('applying a code returns it and reads every offer again (the code re-prices them all)', async () => {
    const queryClient = new QueryClient();
    const id = await pricedAtLoanOffer(queryClient);
    const applied = await run(createJourneyActors({ queryClient }).applyPromo, { applicationId: id, code: 'WELCOME100' });
    expect(platform.requests).toEqual([sent({ method: 'POST', path: appPath(id, '/promo'), body: { promo_code: 'WELCOME100' }, status: 200 })]);
    expect(applied).toMatchObject({ promo: { code: 'WELCOME100', first_time_borrowers_only: true }, offer: { promo_code: 'WELCOME100', selected: true } });
    expect(queryClient.getQueryState(offerListQuery(id).queryKey)?.isInvalidated).toBe(true);
  });

  it('a code that has ended: 409 PROMO_EXPIRED with the field message, the offers as they were', async () => {
    const queryClient = new QueryClient();
    const id = await pricedAtLoanOffer(queryClient);
    const refused = run(createJourneyActors({ queryClient }).applyPromo, { applicationId: id, code: 'PAYDAY2020' });
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ httpStatus: 409, code: 'PROMO_EXPIRED', fields: { promo_code: 'This promo code has ended. You can continue without it.' } });
    expect(queryClient.getQueryState(offerListQuery(id).queryKey)?.isInvalidated).toBe(false);
  });

  it('removing the code reads every offer again too', async () => {
    const queryClient = new QueryClient();
    const id = await pricedAtLoanOffer(queryClient);
    const actors = createJourneyActors({ queryClient });
    await run(actors.applyPromo, { applicationId: id, code: 'WELCOME100' });
    // The offer screen read them again after the code: the list it shows is fresh.
    await queryClient.fetchQuery(offerListQuery(id));
    expect(queryClient.getQueryState(offerListQuery(id).queryKey)?.isInvalidated).toBe(false);
    platform.clear();
    const removed = await run(actors.removePromo, { applicationId: id });
    expect(platform.requests).toEqual([sent({ method: 'DELETE', path: appPath(id, '/promo'), body: undefined, status: 200 })]);
    expect(removed).toMatchObject({ offer: { promo_code: null } });
    expect(queryClient.getQueryState(offerListQuery(id).queryKey)?.isInvalidated).toBe(true);
  });
});

describe('promissory note', () => {
  it('is generated in one call, with no probe for "no note yet" (that answered 404 on every first visit)', async () => {
    const id = platform.signIn('resume-offer-accepted').applicationId!;
    const note = await run(actorsWith().actors.generateNote, { applicationId: id });
    expect(platform.requests).toEqual([sent({ method: 'POST', path: appPath(id, '/contract'), body: undefined, status: 200 })]);
    expect(note).toMatchObject({ application_id: id, promissory_note_status: 'PENDING', finalized_at: null });
    expect(note.body.some((line: string) => /Loan amount: ₱/.test(line))).toBe(true);
  });

  it('a note already signed (409 CONTRACT_FINAL): the refusal reaches the chart, which reads the note back (one call each)', async () => {
    const id = platform.signIn('resume-offer-accepted').applicationId!;
    const { actors } = actorsWith();
    const pending = await run(actors.generateNote, { applicationId: id });
    await run(actors.finalizeNote, { applicationId: id, contractId: pending.contract_id });
    platform.clear();
    const refused = run(actors.generateNote, { applicationId: id });
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ httpStatus: 409, code: 'CONTRACT_FINAL' });
    await expect(run(actors.readNote, { applicationId: id })).resolves.toMatchObject({ contract_id: pending.contract_id, promissory_note_status: 'FINAL', body: pending.body });
    expect(platform.calls()).toEqual([`POST ${appPath(id, '/contract')}`, `GET ${appPath(id, '/contract')}`]);
  });

  it('signing is idempotent per note: the key names the note signed', async () => {
    const id = platform.signIn('resume-offer-accepted').applicationId!;
    const { actors } = actorsWith();
    const pending = await run(actors.generateNote, { applicationId: id });
    platform.clear();
    await expect(run(actors.finalizeNote, { applicationId: id, contractId: pending.contract_id })).resolves.toMatchObject({ promissory_note_status: 'FINAL' });
    expect(platform.requests).toEqual([sent({ method: 'POST', path: appPath(id, '/contract/finalize'), idempotencyKey: `finalize-${pending.contract_id}`, status: 200 })]);
  });

  it('any other refusal fails the step (the chart shows Try again)', async () => {
    const id = platform.signIn('resume-offer-accepted').applicationId!;
    // The gateway in front of the platform answers 503 once (the back office's fault for the documents calls).
    platform.fail('documents', 503);
    const refused = run(actorsWith().actors.generateNote, { applicationId: id });
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ httpStatus: 503, code: 'HTTP_503', retryAfter: 5 });
    expect(platform.requests).toEqual([sent({ method: 'POST', path: appPath(id, '/contract'), status: 503 })]);
  });

  it('an answer the contract does not parse is refused as MALFORMED_RESPONSE, not handed to the chart as a note', async () => {
    const id = platform.signIn('resume-offer-accepted').applicationId!;
    platform.fail('documents', 'malformed');
    await expect(run(actorsWith().actors.generateNote, { applicationId: id })).rejects.toMatchObject({ code: 'MALFORMED_RESPONSE' });
    expect(platform.calls()).toEqual([`POST ${appPath(id, '/contract')}`]);
  });
});
