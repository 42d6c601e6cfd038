import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as loans from '../../src/api/contract/loans';
import * as offers from '../../src/api/contract/offers';
import { failure, startS3, type S3Harness } from './documents-harness';

let h: S3Harness;
beforeAll(async () => {
  h = await startS3();
});
afterAll(() => h.close());

const ask = (over: Partial<{ amount_centavos: number; gross_monthly_salary_centavos: number; campaign_code: string; disbursement_bank: 'GOTYME' | 'OTHER' }> = {}) => ({
  amount_centavos: 2_000_000,
  tenure_months: 12 as const,
  repayment_cycle: '1 Month' as const,
  gross_monthly_salary_centavos: 3_000_000,
  ...over,
});

describe('offers', () => {
  it('generates the regular offer for every tenure and selects the one asked for as best', async () => {
    const b = await h.borrower();
    const app = await b.newApplication();
    const res = await b.api(offers.generateOffers, { params: { applicationId: app }, body: ask() });
    expect(res.offers.map((o) => o.tenure_months)).toEqual([3, 6, 9, 12, 18, 24, 36, 48, 60]);
    const best = await b.api(offers.listOffers, { params: { applicationId: app } }).then((r) => r.offers.find((o) => o.selected)!);
    expect(best.id).toBe(res.best_offer_id);
    expect(best).toMatchObject({
      pricing_code: 'REGULAR',
      tenure_months: 12,
      principal_centavos: 2_000_000,
      total_interest_centavos: 717_600, // 2.99% x 12 months
      installment_count: 12,
      service_fee_centavos: 100_000,
      bank_fee_centavos: 2_500,
      net_proceeds_centavos: 1_897_500,
      selected: true,
    });
    expect(await b.api(offers.forwardDeviationProperties, { params: { applicationId: app } })).toMatchObject({ has_deviation: false, reasons: [] });
  });

  it('caps a regular loan at twice the gross salary and says why in the deviation properties', async () => {
    const b = await h.borrower();
    const app = await b.newApplication();
    await b.api(offers.generateOffers, { params: { applicationId: app }, body: ask({ amount_centavos: 10_000_000, gross_monthly_salary_centavos: 2_500_000 }) });
    const best = await b.api(offers.listOffers, { params: { applicationId: app } }).then((r) => r.offers.find((o) => o.selected)!);
    expect(best.principal_centavos).toBe(5_000_000);
    expect(await b.api(offers.forwardDeviationProperties, { params: { applicationId: app } })).toEqual({
      application_id: app,
      requested_amount_centavos: 10_000_000,
      offered_amount_centavos: 5_000_000,
      requested_tenure_months: 12,
      offered_tenure_months: 12,
      has_deviation: true,
      reasons: ['SALARY_CAP'],
    });
  });

  it('applies a campaign: Calamity 2 is 0% for 6 months at most 20% of salary with a ₱100 fee', async () => {
    const b = await h.borrower();
    const app = await b.newApplication();
    const res = await b.api(offers.generateOffers, { params: { applicationId: app }, body: ask({ campaign_code: 'CALAMITY_2', gross_monthly_salary_centavos: 4_000_000 }) });
    expect(res.offers).toHaveLength(1);
    expect(res.offers[0]).toMatchObject({ pricing_code: 'CALAMITY_2', pricing_name: 'Calamity relief loan', tenure_months: 6, principal_centavos: 800_000, total_interest_centavos: 0, service_fee_centavos: 10_000 });
    const dev = await b.api(offers.forwardDeviationProperties, { params: { applicationId: app } });
    expect(dev.reasons).toEqual(['SALARY_CAP', 'TENURE_NOT_OFFERED']);
  });

  it('refuses Anniversary 1 to a returning borrower with a clear next step', async () => {
    const b = await h.borrower();
    const app = await b.newApplication();
    await h.sandbox.ctx.db
      .prepare("INSERT INTO loan_terms (loan_id, user_id, principal, monthly_interest_percent, tenure_months, repayment_cycle, released_on) VALUES ('old-loan', ?, 100000, 2.99, 3, '1 Month', '2024-01-01')")
      .run(b.id);
    const e = await failure(b.api(offers.generateOffers, { params: { applicationId: app }, body: ask({ campaign_code: 'ANNIVERSARY_1' }) }));
    expect(e).toMatchObject({ httpStatus: 409, code: 'NOT_FIRST_TIME_BORROWER' });
    expect(e.message).toMatch(/first-time borrowers only/);
    const list = await b.api(offers.listCampaigns, { query: { gross_monthly_salary_centavos: '3000000' } });
    expect(list.campaigns.find((c) => c.code === 'ANNIVERSARY_1')).toMatchObject({ eligible: false, ineligible_reason: 'NOT_FIRST_TIME_BORROWER' });
    expect(list.campaigns.find((c) => c.code === 'CALAMITY_1')).toMatchObject({ eligible: true, max_amount_centavos: 600_000 });
  });

  it('lists salary-capped campaigns by their rule while the salary is unknown, and with the exact cap once given', async () => {
    const b = await h.borrower();
    const unknown = await b.api(offers.listCampaigns, { query: {} });
    expect(unknown.campaigns.find((c) => c.code === 'CALAMITY_1')).toMatchObject({ eligible: true, max_amount_centavos: null, max_salary_percent: 20, tenures: [3, 6, 9, 12] });
    expect(unknown.campaigns.find((c) => c.code === 'ANNIVERSARY_2')).toMatchObject({ eligible: true, max_amount_centavos: 3_000_000, max_salary_percent: null });
    const known = await b.api(offers.listCampaigns, { query: { gross_monthly_salary_centavos: 4_000_000 } });
    expect(known.campaigns.find((c) => c.code === 'CALAMITY_1')).toMatchObject({ eligible: true, max_amount_centavos: 800_000, max_salary_percent: 20 });
    // 20% of ₱4,000 is below the smallest loan.
    const small = await b.api(offers.listCampaigns, { query: { gross_monthly_salary_centavos: 400_000 } });
    expect(small.campaigns.find((c) => c.code === 'CALAMITY_2')).toMatchObject({ eligible: false, ineligible_reason: 'AMOUNT_TOO_LOW' });
    // The offer applies the same cap to an amount asked for before the salary was known.
    const app = await b.newApplication();
    const res = await b.api(offers.generateOffers, { params: { applicationId: app }, body: ask({ campaign_code: 'CALAMITY_1', amount_centavos: 2_000_000, gross_monthly_salary_centavos: 4_000_000 }) });
    expect(res.offers.map((o) => o.principal_centavos)).toEqual([800_000, 800_000, 800_000, 800_000]);
    expect((await b.api(offers.forwardDeviationProperties, { params: { applicationId: app } })).reasons).toEqual(['SALARY_CAP']);
  });

  it('updates the chosen offer within its limits, with field messages when outside', async () => {
    const b = await h.borrower();
    const app = await b.newApplication();
    const { offers: list } = await b.api(offers.generateOffers, { params: { applicationId: app }, body: ask({ disbursement_bank: 'GOTYME' }) });
    const six = list.find((o) => o.tenure_months === 6)!;
    const updated = await b.api(offers.updateOffer, { params: { applicationId: app, offerId: six.id }, body: { amount_centavos: 1_500_000, repayment_cycle: '1 Semi Month' } });
    expect(updated).toMatchObject({ id: six.id, selected: true, principal_centavos: 1_500_000, installment_count: 12, bank_fee_centavos: 0 });
    expect(updated.discounts).toEqual([{ type: 'BANK_FEE_DISCOUNT', amount_centavos: 2_500, label: 'GT Waived' }]);
    expect((await b.api(offers.listOffers, { params: { applicationId: app } }).then((r) => r.offers.find((o) => o.selected)!)).id).toBe(six.id);
    const tooMuch = await failure(b.api(offers.updateOffer, { params: { applicationId: app, offerId: six.id }, body: { amount_centavos: 9_000_000 } }));
    expect(tooMuch.fields.amount_centavos).toBe('The most you can borrow is ₱60,000.00.');
    const badTenure = await failure(b.api(offers.updateOffer, { params: { applicationId: app, offerId: six.id }, body: { tenure_months: 7 as 6 } }));
    expect(badTenure.fields.tenure_months).toMatch(/3, 6, 9, 12/);
  });

  it('accepts an offer chosen by id in one call: selected, its terms on the application; an unknown id is refused and changes nothing', async () => {
    const b = await h.borrower();
    const app = await b.newApplication();
    const { offers: list, best_offer_id } = await b.api(offers.generateOffers, { params: { applicationId: app }, body: ask() });
    const six = list.find((o) => o.tenure_months === 6)!;
    const gone = await failure(b.api(loans.approveOffer, { params: { applicationId: app }, body: { offer_id: 'no-such-offer' } }));
    expect([gone.httpStatus, gone.code]).toEqual([404, 'OFFER_NOT_FOUND']);
    expect((await b.api(loans.getApplication, { params: { applicationId: app } })).status).toBe('INITIALIZED');
    expect((await b.api(offers.listOffers, { params: { applicationId: app } })).offers.filter((o) => o.selected).map((o) => o.id)).toEqual([best_offer_id]);

    const accepted = await b.api(loans.approveOffer, { params: { applicationId: app }, body: { offer_id: six.id } });
    expect(accepted).toMatchObject({ status: 'OFFER_ACCEPTED', loan_amount_centavos: six.principal_centavos, tenure_months: 6 });
    expect((await b.api(offers.listOffers, { params: { applicationId: app } })).offers.filter((o) => o.selected).map((o) => o.id)).toEqual([six.id]);
  });

  it("keeps one borrower out of another's offers", async () => {
    const b = await h.borrower();
    const app = await b.newApplication();
    await b.api(offers.generateOffers, { params: { applicationId: app }, body: ask() });
    const other = await h.borrower();
    expect((await failure(other.api(offers.listOffers, { params: { applicationId: app } }).then((r) => r.offers.find((o) => o.selected)!))).httpStatus).toBe(404);
    expect((await failure(other.api(offers.listOffers, { params: { applicationId: app } }))).code).toBe('APPLICATION_NOT_FOUND');
  });
});
