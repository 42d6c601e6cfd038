import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as offers from '../../src/api/contract/offers';
import { applyPromo } from '../../src/api/contract/promo';
import { failure, startS3, type S3Harness } from './documents-harness';

/**
 * Offers priced again after the salary or the campaign changed (the app generates them again from the new answers,
 * src/journeys/journey-actors.ts), and the deviation that explains a capped offer, over real HTTP on a :memory: db.
 */
let h: S3Harness;
beforeAll(async () => {
  h = await startS3();
});
afterAll(() => h.close());

const ask = (over: Partial<{ amount_centavos: number; gross_monthly_salary_centavos: number; campaign_code: string }> = {}) => ({
  amount_centavos: 10_000_000,
  tenure_months: 12 as const,
  repayment_cycle: '1 Month' as const,
  gross_monthly_salary_centavos: 4_000_000,
  ...over,
});

describe('offers priced again', () => {
  it('a salary-capped request is explained; a higher salary regenerates the offers with new figures, no deviation, and the promo kept', async () => {
    const b = await h.borrower();
    const applicationId = await b.newApplication();
    const first = await b.api(offers.generateOffers, { params: { applicationId }, body: ask() });
    const capped = first.offers.find((o) => o.id === first.best_offer_id)!;
    expect(capped).toMatchObject({ principal_centavos: 8_000_000, tenure_months: 12 });
    expect(await b.api(offers.forwardDeviationProperties, { params: { applicationId } })).toEqual({
      application_id: applicationId,
      requested_amount_centavos: 10_000_000,
      offered_amount_centavos: 8_000_000,
      requested_tenure_months: 12,
      offered_tenure_months: 12,
      has_deviation: true,
      reasons: ['SALARY_CAP'],
    });
    await b.api(applyPromo, { params: { applicationId }, body: { promo_code: 'WELCOME100' } });

    // The borrower corrects the salary: ₱60,000 allows the ₱100,000 asked for.
    const again = await b.api(offers.generateOffers, { params: { applicationId }, body: ask({ gross_monthly_salary_centavos: 6_000_000 }) });
    const repriced = again.offers.find((o) => o.id === again.best_offer_id)!;
    expect(repriced).toMatchObject({ principal_centavos: 10_000_000, tenure_months: 12, promo_code: 'WELCOME100', selected: true });
    expect(repriced.total_interest_centavos).toBeGreaterThan(capped.total_interest_centavos);
    expect(repriced.installment_amount_centavos).toBeGreaterThan(capped.installment_amount_centavos);
    // Replaced, not added to: the old offers are gone and the list and best offer agree with the new figures.
    const { offers: listed } = await b.api(offers.listOffers, { params: { applicationId } });
    expect(listed.map((o) => o.id)).toEqual(again.offers.map((o) => o.id));
    expect(listed.some((o) => first.offers.some((f) => f.id === o.id))).toBe(false);
    expect((await b.api(offers.listOffers, { params: { applicationId } }).then((r) => r.offers.find((o) => o.selected)!)).principal_centavos).toBe(10_000_000);
    expect(await b.api(offers.forwardDeviationProperties, { params: { applicationId } })).toMatchObject({ has_deviation: false, reasons: [], offered_amount_centavos: 10_000_000 });
  });

  it('a lower salary caps the offer again and the deviation follows', async () => {
    const b = await h.borrower();
    const applicationId = await b.newApplication();
    await b.api(offers.generateOffers, { params: { applicationId }, body: ask({ amount_centavos: 5_000_000 }) });
    expect((await b.api(offers.forwardDeviationProperties, { params: { applicationId } })).has_deviation).toBe(false);
    await b.api(offers.generateOffers, { params: { applicationId }, body: ask({ amount_centavos: 5_000_000, gross_monthly_salary_centavos: 2_000_000 }) });
    expect((await b.api(offers.listOffers, { params: { applicationId } }).then((r) => r.offers.find((o) => o.selected)!)).principal_centavos).toBe(4_000_000);
    expect(await b.api(offers.forwardDeviationProperties, { params: { applicationId } })).toMatchObject({ requested_amount_centavos: 5_000_000, offered_amount_centavos: 4_000_000, reasons: ['SALARY_CAP'] });
  });

  it('a campaign chosen after offers exist prices them with it (cap and tenure explained); a salary too low for it is refused', async () => {
    const b = await h.borrower();
    const applicationId = await b.newApplication();
    await b.api(offers.generateOffers, { params: { applicationId }, body: ask({ gross_monthly_salary_centavos: 10_000_000 }) });
    const promo = await b.api(offers.generateOffers, { params: { applicationId }, body: ask({ gross_monthly_salary_centavos: 10_000_000, campaign_code: 'CALAMITY_3' }) });
    expect(promo.offers).toHaveLength(1);
    expect(promo.offers[0]).toMatchObject({ pricing_code: 'CALAMITY_3', pricing_name: 'Calamity relief loan', principal_centavos: 5_000_000, tenure_months: 6 });
    expect((await b.api(offers.forwardDeviationProperties, { params: { applicationId } })).reasons).toEqual(['CAMPAIGN_CAP', 'TENURE_NOT_OFFERED']);
    const refused = await failure(b.api(offers.generateOffers, { params: { applicationId }, body: ask({ gross_monthly_salary_centavos: 400_000, campaign_code: 'CALAMITY_1' }) }));
    expect(refused).toMatchObject({ httpStatus: 409, code: 'AMOUNT_TOO_LOW' });
  });
});
