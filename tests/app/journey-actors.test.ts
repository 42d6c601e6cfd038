import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import { approveOffer, createApplication, getApplication, getApplicationStep, saveApplicationStep, setLoanPurpose } from '~/api/contract/loans';
import { generateOffers, listOffers } from '~/api/contract/offers';
import { applyPromo, removePromo } from '~/api/contract/promo';
import { generateContract, getLoanContract } from '~/api/contract/documents';
import { ApiError } from '~/api/errors';

/**
 * The journeys' platform calls, one actor each (the charts decide their order: tests/machines/journeys), answered by
 * a fake API that records them.
 */
const calls: Array<{ endpoint: unknown; input: unknown }> = [];
let answer: (endpoint: unknown) => unknown = () => undefined;
vi.mock('~/api/queries/api', () => ({
  api: vi.fn(async (endpoint: unknown, input: unknown) => {
    calls.push({ endpoint, input });
    return answer(endpoint);
  }),
  setAccessTokenSource: vi.fn(),
}));

const { createJourneyActors } = await import('~/journeys/journey-actors');
const { offerListQuery } = await import('~/journeys/offer-queries');

const run = <L extends AnyActorLogic>(logic: L, input: unknown) => toPromise(createActor(logic, { input } as never).start());
const bodyOf = (endpoint: unknown) => (calls.find((c) => c.endpoint === endpoint)?.input as { body: unknown } | undefined)?.body;

beforeEach(() => {
  calls.length = 0;
  answer = () => undefined;
});

describe('purpose', () => {
  it('an application made at the calculator (refinance) gets the purpose saved on it', async () => {
    answer = () => ({ id: 'app-1', status: 'INITIALIZED' });
    const actors = createJourneyActors({ queryClient: new QueryClient() });
    await run(actors.setLoanPurpose, { applicationId: 'app-1', loanPurpose: 'MEDICAL' });
    expect(calls.map((c) => c.endpoint)).toEqual([setLoanPurpose]);
    expect(calls[0]!.input).toEqual({ params: { applicationId: 'app-1' }, body: { loan_purpose: 'MEDICAL' } });
  });

  it('without an application yet, it is created with the calculator terms and the purpose, once per key', async () => {
    answer = () => ({ id: 'app-9', status: 'INITIALIZED' });
    const actors = createJourneyActors({ queryClient: new QueryClient() });
    const calculator = { amount_centavos: '3000000', tenure_months: '12', repayment_cycle: '1 Month' };
    await expect(
      run(actors.createApplication, { journeyType: 'refinance', applicationType: 'REFINANCE', calculator, loanPurpose: 'MEDICAL', idempotencyKey: 'create-refinance-1' }),
    ).resolves.toMatchObject({ id: 'app-9' });
    expect(calls.map((c) => c.endpoint)).toEqual([createApplication]);
    expect(calls[0]!.input).toMatchObject({
      body: { loan_purpose: 'MEDICAL', application_type: 'REFINANCE', loan_amount_centavos: 3_000_000, tenure_months: 12 },
      idempotencyKey: 'create-refinance-1',
    });
  });
});

describe('pricing offers', () => {
  const calculator = { amount_centavos: 10_000_000, tenure_months: 12, repayment_cycle: '1 Month' };

  it('prices from the calculator, the salary as typed and the bank, and the offer screen shows the new list', async () => {
    answer = (endpoint) => (endpoint === generateOffers ? { offers: [{ id: 'n1', selected: true }], best_offer_id: 'n1' } : undefined);
    const queryClient = new QueryClient();
    await run(createJourneyActors({ queryClient }).generateOffers, { applicationId: 'app-1', requested: { ...calculator, campaign_code: 'CALAMITY_1' }, salary: '60,000', bank: 'GOTYME' });
    expect(bodyOf(generateOffers)).toEqual({ ...calculator, gross_monthly_salary_centavos: 6_000_000, campaign_code: 'CALAMITY_1', disbursement_bank: 'GOTYME' });
    expect(queryClient.getQueryData(offerListQuery('app-1').queryKey)).toEqual({ offers: [{ id: 'n1', selected: true }] });
  });

  it('resumed without the journey answers: the application, the saved salary and the saved bank decide', async () => {
    answer = (endpoint) => {
      if (endpoint === getApplication) return { id: 'app-1', loan_amount_centavos: 5_000_000, tenure_months: 6, repayment_cycle: '1 Month' };
      if (endpoint === getApplicationStep) {
        const step = (calls.at(-1)!.input as { params: { step: string } }).params.step;
        return step === 'bank-details' ? { step, answers: { bank: 'GO_TYME_BANK' } } : { step, answers: { gross_monthly_salary: '40,000' } };
      }
      return endpoint === generateOffers ? { offers: [], best_offer_id: '' } : undefined;
    };
    // The pricing chart with the real calls: each part the journey lacks is one read, then the pricing.
    await run(createJourneyActors({ queryClient: new QueryClient() }).priceOffers, { applicationId: 'app-1', requested: undefined, salary: undefined, bank: undefined });
    expect(calls.map((c) => c.endpoint)).toEqual([getApplication, getApplicationStep, getApplicationStep, generateOffers]);
    expect(bodyOf(generateOffers)).toEqual({ amount_centavos: 5_000_000, tenure_months: 6, repayment_cycle: '1 Month', gross_monthly_salary_centavos: 4_000_000, disbursement_bank: 'GOTYME' });
  });

  it('the save before the offer step sends the first pricing terms (one call); the offers it answers with go where the offer screen reads them', async () => {
    const bank = { bank: 'BDO', account_name: 'Maria', account_number: '001234567890' };
    answer = (endpoint) => (endpoint === saveApplicationStep ? { step: 'bank-details', answers: bank, version: 1, application: { id: 'app-1' }, has_offers: true, offers: { offers: [{ id: 'f1', selected: true }], best_offer_id: 'f1' } } : undefined);
    const queryClient = new QueryClient();
    queryClient.setQueryData(['loans', 'application', 'app-1', 'step', 'bank-details'], { step: 'bank-details', answers: {}, version: 0 });
    const firstPricing = { requested: calculator, salary: '40,000', bank: 'OTHER' };
    // The version comes from this tab's cache: no call.
    await expect(run(createJourneyActors({ queryClient }).readStepVersion, { applicationId: 'app-1', serverStep: 'bank-details' })).resolves.toEqual({ answers: {}, version: 0, readHere: true });
    await run(createJourneyActors({ queryClient }).saveFormStep, { applicationId: 'app-1', serverStep: 'bank-details', values: bank, version: 0, firstPricing });
    expect(calls.map((c) => c.endpoint)).toEqual([saveApplicationStep]);
    expect(bodyOf(saveApplicationStep)).toEqual({ answers: bank, version: 0, offer_terms: { ...calculator, gross_monthly_salary_centavos: 4_000_000, disbursement_bank: 'OTHER' } });
    expect(queryClient.getQueryData(offerListQuery('app-1').queryKey)).toEqual({ offers: [{ id: 'f1', selected: true }] });
    // Without the salary (a resumed journey), no terms: the offer step prices them, reading what it lacks.
    calls.length = 0;
    await run(createJourneyActors({ queryClient }).saveFormStep, { applicationId: 'app-1', serverStep: 'bank-details', values: bank, version: 1, firstPricing: { ...firstPricing, salary: undefined } });
    expect(bodyOf(saveApplicationStep)).not.toHaveProperty('offer_terms');
  });

  it('reading the offers puts them where the offer screen reads them', async () => {
    answer = (endpoint) => (endpoint === listOffers ? { offers: [{ id: 'o1', selected: true }] } : undefined);
    const queryClient = new QueryClient();
    await run(createJourneyActors({ queryClient }).readOffers, { applicationId: 'app-1' });
    expect(queryClient.getQueryData(offerListQuery('app-1').queryKey)).toEqual({ offers: [{ id: 'o1', selected: true }] });
  });
});

describe('accepting an offer', () => {
  it('the offer chosen goes with approve-offer (one call): the cached list shows it selected without reading it again', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(offerListQuery('app-1').queryKey, { offers: [{ id: 'best', selected: true }, { id: 'six', selected: false }] } as never);
    answer = (endpoint) => (endpoint === approveOffer ? { id: 'app-1', status: 'OFFER_ACCEPTED' } : undefined);
    await run(createJourneyActors({ queryClient }).acceptOffer, { applicationId: 'app-1', terms: null, offerId: 'six' });
    expect(calls.map((c) => c.endpoint)).toEqual([approveOffer]);
    expect(bodyOf(approveOffer)).toEqual({ offer_id: 'six' });
    expect(queryClient.getQueryData(offerListQuery('app-1').queryKey)).toEqual({ offers: [{ id: 'best', selected: false }, { id: 'six', selected: true }] });
  });
});

describe('promo', () => {
  const offer = (id: string, promo: string | null, selected = false) => ({ id, promo_code: promo, selected });

  it('applying a code returns it and reads every offer again (the code re-prices them all)', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(offerListQuery('app-1').queryKey, { offers: [offer('best', null, true), offer('other', null)] } as never);
    answer = (endpoint) => (endpoint === applyPromo ? { promo: { code: 'WELCOME100', description: '₱100 off' }, offer: offer('best', 'WELCOME100', true) } : undefined);
    await expect(run(createJourneyActors({ queryClient }).applyPromo, { applicationId: 'app-1', code: 'WELCOME100' })).resolves.toMatchObject({ promo: { code: 'WELCOME100' } });
    expect(bodyOf(applyPromo)).toEqual({ promo_code: 'WELCOME100' });
    expect(queryClient.getQueryState(offerListQuery('app-1').queryKey)?.isInvalidated).toBe(true);
  });

  it('removing the code reads every offer again too', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(offerListQuery('app-1').queryKey, { offers: [offer('best', 'WELCOME100', true)] } as never);
    answer = (endpoint) => (endpoint === removePromo ? { offer: offer('best', null, true) } : undefined);
    await run(createJourneyActors({ queryClient }).removePromo, { applicationId: 'app-1' });
    expect(calls.map((c) => c.endpoint)).toEqual([removePromo]);
    expect(queryClient.getQueryState(offerListQuery('app-1').queryKey)?.isInvalidated).toBe(true);
  });
});

describe('promissory note', () => {
  const pending = { contract_id: 'c-1', application_id: 'app-1', promissory_note_status: 'PENDING', body: ['Promissory note'], generated_at: '', finalized_at: null };

  it('is generated in one call, with no probe for "no note yet" (that answered 404 on every first visit)', async () => {
    answer = () => pending;
    const actors = createJourneyActors({ queryClient: new QueryClient() });
    await expect(run(actors.generateNote, { applicationId: 'app-1' })).resolves.toEqual(pending);
    expect(calls.map((c) => c.endpoint)).toEqual([generateContract]);
  });

  it('a note already signed (409 CONTRACT_FINAL): the refusal reaches the chart, which reads the note back (one call each)', async () => {
    const signed = { ...pending, promissory_note_status: 'FINAL', finalized_at: '2026-11-26T00:00:00Z' };
    answer = (endpoint) => {
      if (endpoint === generateContract) throw new ApiError({ httpStatus: 409, code: 'CONTRACT_FINAL', message: 'This promissory note is already signed and cannot be changed.' });
      return signed;
    };
    const actors = createJourneyActors({ queryClient: new QueryClient() });
    await expect(run(actors.generateNote, { applicationId: 'app-1' })).rejects.toMatchObject({ code: 'CONTRACT_FINAL' });
    await expect(run(actors.readNote, { applicationId: 'app-1' })).resolves.toEqual(signed);
    expect(calls.map((c) => c.endpoint)).toEqual([generateContract, getLoanContract]);
  });

  it('any other refusal fails the step (the chart shows Try again)', async () => {
    answer = () => {
      throw new ApiError({ httpStatus: 503, code: 'HTTP_503', message: 'Service unavailable' });
    };
    const actors = createJourneyActors({ queryClient: new QueryClient() });
    await expect(run(actors.generateNote, { applicationId: 'app-1' })).rejects.toMatchObject({ httpStatus: 503 });
    expect(calls.map((c) => c.endpoint)).toEqual([generateContract]);
  });
});
