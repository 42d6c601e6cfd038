import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { createApplication, getApplication, getApplicationStep, patchApplicationStatus, saveApplicationStep, setLoanPurpose } from '~/api/contract/loans';
import { forwardDeviationProperties, generateOffers, listOffers } from '~/api/contract/offers';
import { applyPromo, removePromo } from '~/api/contract/promo';
import { verifyDigitalBankAccount } from '~/api/contract/user';
import type { JourneyType } from '@machines/journeys/definitions';
import type { SaveStepInput } from '@machines/journeys/journey-types';

/** The platform calls the journeys' saveStep makes, answered by a fake API that records them. */
const calls: Array<{ endpoint: unknown; input: unknown }> = [];
let status = 'INCOMPLETE_DOCUMENT';
let answer: (endpoint: unknown) => unknown = () => ({ id: 'app-1', status });
vi.mock('~/api/queries/api', () => ({
  api: vi.fn(async (endpoint: unknown, input: unknown) => {
    calls.push({ endpoint, input });
    return answer(endpoint);
  }),
  setAccessTokenSource: vi.fn(),
}));

const { createJourneyActors } = await import('~/journeys/journey-actors');
const { applicationOffersQuery } = await import('~/journeys/offer-queries');

function saveDocuments(journeyType: JourneyType) {
  const { saveStep } = createJourneyActors({ queryClient: new QueryClient() });
  const input: SaveStepInput = {
    journeyType,
    applicationId: 'app-1',
    step: 'documentVerification',
    serverStep: 'document-verification',
    kind: 'documents',
    values: {},
    answers: {},
  };
  return toPromise(createActor(saveStep, { input }).start());
}

const submitted = () => calls.filter((c) => c.endpoint === patchApplicationStatus).map((c) => (c.input as { body: { status: string } }).body.status);

describe('saveStep: documents', () => {
  beforeEach(() => {
    calls.length = 0;
    answer = () => ({ id: 'app-1', status });
  });

  it('missing selfie: the selfie is the last thing asked, so the application goes to review (the flag is cleared there)', async () => {
    status = 'INCOMPLETE_DOCUMENT';
    await expect(saveDocuments('missingSelfie')).resolves.toEqual({ answers: { complete: 'true' } });
    expect(calls.some((c) => c.endpoint === getApplication)).toBe(true);
    expect(submitted()).toEqual(['SYSTEM_REVIEW']);
  });

  it('WCR: the resubmitted documents send the application back to review', async () => {
    status = 'WCR';
    await saveDocuments('wcr');
    expect(submitted()).toEqual(['SYSTEM_REVIEW']);
  });

  it('a loan journey keeps going after its documents (review and the promissory note come next)', async () => {
    status = 'OFFER_ACCEPTED';
    await saveDocuments('newLoan');
    expect(calls).toEqual([]);
  });
});

describe('promo', () => {
  const key = ['offers', 'app-1', 'ensure'];
  const offer = (id: string, promo: string | null, selected = false) => ({ id, promo_code: promo, selected, service_fee_centavos: promo ? 90_000 : 100_000 });

  function run(queryClient: QueryClient, action: { type: 'apply'; code: string } | { type: 'remove' }) {
    const { promo } = createJourneyActors({ queryClient });
    return toPromise(createActor(promo, { input: { applicationId: 'app-1', action } }).start());
  }

  it('applying a code shows it on the returned offer at once and reads every offer again (the code re-prices them all)', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(key, { offers: [offer('best', null, true), offer('other', null)], deviation: null });
    answer = (endpoint) =>
      endpoint === applyPromo ? { promo: { code: 'WELCOME100', description: '₱100 off' }, offer: offer('best', 'WELCOME100', true) } : undefined;
    await expect(run(queryClient, { type: 'apply', code: 'WELCOME100' })).resolves.toEqual({ code: 'WELCOME100', description: '₱100 off' });
    expect(queryClient.getQueryData<{ offers: Array<{ id: string; promo_code: string | null }> }>(key)?.offers.find((o) => o.id === 'best')?.promo_code).toBe('WELCOME100');
    // Stale: the next read (the offer screen is watching it) brings the other offers with the code too.
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
  });

  it('removing the code reads every offer again too', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(key, { offers: [offer('best', 'WELCOME100', true), offer('other', 'WELCOME100')], deviation: null });
    answer = (endpoint) => (endpoint === removePromo ? { offer: offer('best', null, true) } : undefined);
    await expect(run(queryClient, { type: 'remove' })).resolves.toBeNull();
    expect(queryClient.getQueryData<{ offers: Array<{ id: string; promo_code: string | null }> }>(key)?.offers.find((o) => o.id === 'best')?.promo_code).toBeNull();
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
  });
});

describe('saveStep: purpose', () => {
  const purposeStep = (applicationId: string | null): SaveStepInput => ({
    journeyType: 'refinance', applicationId, step: 'loanPurpose', serverStep: 'loan-purpose', kind: 'purpose',
    values: { loan_purpose: 'MEDICAL' }, answers: { refinanceCalculator: { amount_centavos: '3000000', tenure_months: '12', repayment_cycle: '1 Month' } },
  });
  const run = (input: SaveStepInput) => toPromise(createActor(createJourneyActors({ queryClient: new QueryClient() }).saveStep, { input }).start());

  beforeEach(() => {
    calls.length = 0;
    answer = () => ({ id: 'app-9', status: 'INITIALIZED' });
  });

  it('an application made at the calculator (refinance) gets the purpose saved on it, not a second application', async () => {
    await expect(run(purposeStep('app-1'))).resolves.toEqual({ answers: { loan_purpose: 'MEDICAL' } });
    expect(calls.map((c) => c.endpoint)).toEqual([setLoanPurpose]);
    expect(calls[0]!.input).toEqual({ params: { applicationId: 'app-1' }, body: { loan_purpose: 'MEDICAL' } });
  });

  it('without an application yet, the application is created with the calculator terms and the purpose', async () => {
    await expect(run(purposeStep(null))).resolves.toEqual({ answers: { loan_purpose: 'MEDICAL' }, applicationId: 'app-9' });
    expect(calls.map((c) => c.endpoint)).toEqual([createApplication]);
    expect((calls[0]!.input as { body: { loan_purpose: string; application_type: string } }).body).toMatchObject({ loan_purpose: 'MEDICAL', application_type: 'REFINANCE' });
  });
});

describe('offers: the offer step reads the deviation with the offers', () => {
  const deviation = {
    application_id: 'app-1', requested_amount_centavos: 10_000_000, offered_amount_centavos: 8_000_000,
    requested_tenure_months: 12, offered_tenure_months: 12, has_deviation: true, reasons: ['SALARY_CAP'],
  };
  const listed = (ids: string[]) => ({ offers: ids.map((id) => ({ id, selected: id === ids[0] })) });
  const load = (requested = {}) => new QueryClient().fetchQuery(applicationOffersQuery('app-1', requested));
  beforeEach(() => {
    calls.length = 0;
  });

  it('lists the offers and the deviation that explains them', async () => {
    answer = (endpoint) => (endpoint === listOffers ? listed(['o1']) : endpoint === forwardDeviationProperties ? deviation : undefined);
    await expect(load()).resolves.toEqual({ offers: listed(['o1']).offers, deviation });
    expect(calls.some((c) => c.endpoint === generateOffers)).toBe(false);
  });

  it('a failed deviation read does not keep the borrower from the offer: offers without a deviation', async () => {
    answer = (endpoint) => {
      if (endpoint === forwardDeviationProperties) throw Object.assign(new Error('Something went wrong on our side.'), { httpStatus: 503 });
      return endpoint === listOffers ? listed(['o1']) : undefined;
    };
    await expect(load()).resolves.toEqual({ offers: listed(['o1']).offers, deviation: null });
  });

  it('first view: generates from the calculator and the saved salary, then reads the deviation', async () => {
    answer = (endpoint) =>
      endpoint === listOffers ? { offers: [] }
        : endpoint === getApplicationStep ? { step: 'professional-details', answers: { gross_monthly_salary: '40,000' } }
          : endpoint === generateOffers ? { ...listed(['g1']), best_offer_id: 'g1' }
            : endpoint === forwardDeviationProperties ? deviation : undefined;
    const result = await load({ amount_centavos: 10_000_000, tenure_months: 12, repayment_cycle: '1 Month', campaign_code: 'CALAMITY_1' });
    expect(result).toEqual({ offers: listed(['g1']).offers, deviation });
    expect(bodyOf(generateOffers)).toEqual({ amount_centavos: 10_000_000, tenure_months: 12, repayment_cycle: '1 Month', gross_monthly_salary_centavos: 4_000_000, campaign_code: 'CALAMITY_1' });
    // The calculator had every term: the application's own figures were not needed.
    expect(calls.some((c) => c.endpoint === getApplication)).toBe(false);
  });

  it('no offers (none could be generated): no deviation is asked for', async () => {
    answer = (endpoint) => (endpoint === listOffers ? { offers: [] } : endpoint === generateOffers ? { offers: [], best_offer_id: '' } : { step: 'professional-details', answers: {} });
    await expect(load({ amount_centavos: 100_000, tenure_months: 3, repayment_cycle: '1 Month' })).resolves.toEqual({ offers: [], deviation: null });
    expect(calls.some((c) => c.endpoint === forwardDeviationProperties)).toBe(false);
  });
});

const bodyOf = (endpoint: unknown) => (calls.find((c) => c.endpoint === endpoint)?.input as { body: unknown } | undefined)?.body;

describe('saveStep: a changed salary or campaign prices existing offers again', () => {
  const calculator = { amount_centavos: 10_000_000, tenure_months: 12, repayment_cycle: '1 Month' };
  const professional = { employee_id: 'EMP-1', gross_monthly_salary: '40,000' };
  let offersExist = true;
  beforeEach(() => {
    calls.length = 0;
    offersExist = true;
    answer = (endpoint) =>
      endpoint === saveApplicationStep ? { application: { id: 'app-1' }, step: 'professional-details', answers: (calls.at(-1)!.input as { body: { answers: unknown } }).body.answers }
        : endpoint === listOffers ? { offers: offersExist ? [{ id: 'o1', selected: true }] : [] }
          : endpoint === generateOffers ? { offers: [{ id: 'n1', selected: true }], best_offer_id: 'n1' }
            : endpoint === getApplicationStep ? { step: 'professional-details', answers: professional } : undefined;
  });

  function save(queryClient: QueryClient, input: Pick<SaveStepInput, 'step' | 'serverStep' | 'kind' | 'values' | 'answers'>) {
    const { saveStep } = createJourneyActors({ queryClient });
    return toPromise(createActor(saveStep, { input: { journeyType: 'newLoan', applicationId: 'app-1', ...input } }).start());
  }
  const saveSalary = (queryClient: QueryClient, salary: string, answers: SaveStepInput['answers'] = { loanCalculator: calculator, professionalDetails: professional }) =>
    save(queryClient, { step: 'professionalDetails', serverStep: 'professional-details', kind: 'form', values: { ...professional, gross_monthly_salary: salary }, answers });

  it('a new gross salary regenerates the offers from the calculator terms and the new salary, and the offer step reads them again', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['offers', 'app-1', 'ensure'], { offers: [], deviation: null });
    await saveSalary(queryClient, '60,000');
    expect(bodyOf(generateOffers)).toEqual({ ...calculator, gross_monthly_salary_centavos: 6_000_000 });
    expect(queryClient.getQueryState(['offers', 'app-1', 'ensure'])?.isInvalidated).toBe(true);
  });

  it('the same salary (other fields changed) leaves the offers alone', async () => {
    await saveSalary(new QueryClient(), '40,000');
    expect(calls.some((c) => c.endpoint === listOffers || c.endpoint === generateOffers)).toBe(false);
  });

  it('before any offer exists there is nothing to price again', async () => {
    offersExist = false;
    await saveSalary(new QueryClient(), '60,000');
    expect(calls.some((c) => c.endpoint === generateOffers)).toBe(false);
  });

  it('resumed without the journey answers: the salary the form was filled with from the platform is the one compared', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['loans', 'application', 'app-1', 'step', 'professional-details'], { step: 'professional-details', answers: professional });
    await saveSalary(queryClient, '60,000', {});
    // No calculator answers either: the application's own figures are read.
    expect(calls.some((c) => c.endpoint === getApplication)).toBe(true);
    expect(bodyOf(generateOffers)).toMatchObject({ gross_monthly_salary_centavos: 6_000_000 });
  });

  it('choosing a promo campaign at the calculator regenerates with it and the saved salary', async () => {
    await save(new QueryClient(), { step: 'loanCalculator', serverStep: 'loan-calculator', kind: 'calculator', values: { ...calculator, campaign_code: 'CALAMITY_1' }, answers: { loanCalculator: calculator } });
    expect(bodyOf(generateOffers)).toEqual({ ...calculator, gross_monthly_salary_centavos: 4_000_000, campaign_code: 'CALAMITY_1' });
  });

  it('dropping the campaign regenerates the regular offer (no campaign sent)', async () => {
    await save(new QueryClient(), { step: 'loanCalculator', serverStep: 'loan-calculator', kind: 'calculator', values: calculator, answers: { loanCalculator: { ...calculator, campaign_code: 'CALAMITY_1' } } });
    expect(bodyOf(generateOffers)).toEqual({ ...calculator, gross_monthly_salary_centavos: 4_000_000 });
  });
});

describe('offers are priced with where the loan goes (the GoTyme bank fee waiver)', () => {
  const calculator = { amount_centavos: 10_000_000, tenure_months: 12, repayment_cycle: '1 Month' };
  const salary = { step: 'professional-details', answers: { gross_monthly_salary: '40,000' } };
  let savedBank: Record<string, string> = {};
  beforeEach(() => {
    calls.length = 0;
    savedBank = {};
    answer = (endpoint) => {
      if (endpoint === listOffers) return { offers: calls.some((c) => c.endpoint === generateOffers) ? [{ id: 'n1', selected: true }] : [] };
      if (endpoint === generateOffers) return { offers: [{ id: 'n1', selected: true }], best_offer_id: 'n1' };
      if (endpoint === getApplicationStep) {
        const step = (calls.at(-1)!.input as { params: { step: string } }).params.step;
        return step === 'bank-details' ? { step, answers: savedBank } : salary;
      }
      if (endpoint === verifyDigitalBankAccount) return { linked: true, account_name: 'JUAN DELA CRUZ', masked_account_number: '********9012' };
      return undefined;
    };
  });

  it('first view after a GoTyme link: offers are generated for GoTyme', async () => {
    await new QueryClient().fetchQuery(applicationOffersQuery('app-1', calculator, 'GOTYME'));
    expect(bodyOf(generateOffers)).toEqual({ ...calculator, gross_monthly_salary_centavos: 4_000_000, disbursement_bank: 'GOTYME' });
  });

  it('resumed without the journey answers: the bank saved with the application decides', async () => {
    savedBank = { bank: 'GO_TYME_BANK', account_number: '123456789012' };
    await new QueryClient().fetchQuery(applicationOffersQuery('app-1', calculator));
    expect(bodyOf(generateOffers)).toMatchObject({ disbursement_bank: 'GOTYME' });
  });

  it('no bank answered anywhere: no disbursement is claimed', async () => {
    await new QueryClient().fetchQuery(applicationOffersQuery('app-1', calculator));
    expect(bodyOf(generateOffers)).not.toHaveProperty('disbursement_bank');
  });

  it('linking GoTyme once offers exist (a change from review) prices them again for GoTyme', async () => {
    calls.push({ endpoint: generateOffers, input: { body: {} } }); // offers already generated
    const { saveStep } = createJourneyActors({ queryClient: new QueryClient() });
    const input: SaveStepInput = {
      journeyType: 'newLoan', applicationId: 'app-1', step: 'gotymeLinking', serverStep: 'gotyme-linking', kind: 'gotyme',
      values: { account_number: '123456789012', code: '123456' }, answers: { loanCalculator: calculator, bankDetails: { bank: 'BDO' } },
    };
    await toPromise(createActor(saveStep, { input }).start());
    const priced = calls.filter((c) => c.endpoint === generateOffers).at(-1)!.input as { body: unknown };
    expect(priced.body).toMatchObject({ ...calculator, disbursement_bank: 'GOTYME' });
  });
});
