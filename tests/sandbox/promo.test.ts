import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as offers from '../../src/api/contract/offers';
import * as promo from '../../src/api/contract/promo';
import { failure, startS3, type S3Borrower, type S3Harness } from './documents-harness';

let h: S3Harness;
beforeAll(async () => {
  h = await startS3();
});
afterAll(() => h.close());

async function withOffers(): Promise<{ b: S3Borrower; app: string }> {
  const b = await h.borrower();
  const app = await b.newApplication();
  await b.api(offers.generateOffers, {
    params: { applicationId: app },
    body: { amount_centavos: 2_000_000, tenure_months: 12, repayment_cycle: '1 Month', gross_monthly_salary_centavos: 3_000_000 },
  });
  return { b, app };
}

describe('promo codes', () => {
  it('shows details, applies a service-fee discount as Promo Waived, and removes it again', async () => {
    const { b, app } = await withOffers();
    expect(await b.api(promo.promoDetails, { params: { code: 'WELCOME100' } })).toMatchObject({ code: 'WELCOME100', first_time_borrowers_only: true });
    const applied = await b.api(promo.applyPromo, { params: { applicationId: app }, body: { promo_code: ' welcome100 ' } });
    expect(applied.offer).toMatchObject({ promo_code: 'WELCOME100', service_fee_centavos: 90_000, net_proceeds_centavos: 1_907_500 });
    expect(applied.offer.discounts).toEqual([{ type: 'SERVICE_FEE_DISCOUNT', amount_centavos: 10_000, label: 'Promo Waived' }]);
    expect((await b.api(offers.listOffers, { params: { applicationId: app } }).then((r) => r.offers.find((o) => o.selected)!)).promo_code).toBe('WELCOME100');
    const removed = await b.api(promo.removePromo, { params: { applicationId: app } });
    expect(removed.offer).toMatchObject({ promo_code: null, service_fee_centavos: 100_000, discounts: [] });
  });

  it('an interest-rate promo lowers the repayment; cashback is reported, not deducted', async () => {
    const { b, app } = await withOffers();
    const rate = await b.api(promo.applyPromo, { params: { applicationId: app }, body: { promo_code: 'RATECUT' } });
    expect(rate.offer.monthly_interest_percent).toBe(2.49);
    expect(rate.offer.total_interest_centavos).toBe(597_600);
    const cash = await b.api(promo.applyPromo, { params: { applicationId: app }, body: { promo_code: 'CASHBACK500' } });
    expect(cash.offer).toMatchObject({ cashback_centavos: 50_000, total_interest_centavos: 717_600, promo_code: 'CASHBACK500' });
    expect(cash.offer.discounts).toEqual([{ type: 'CASHBACK', amount_centavos: 50_000, label: null }]);
  });

  it('refuses unknown, ended and not-eligible codes with a message on the field', async () => {
    const { b, app } = await withOffers();
    const unknown = await failure(b.api(promo.applyPromo, { params: { applicationId: app }, body: { promo_code: 'NOPE123' } }));
    expect(unknown).toMatchObject({ httpStatus: 404, code: 'PROMO_NOT_FOUND' });
    expect(unknown.fields.promo_code).toBe('This promo code is not valid. Check the code and try again.');
    expect((await failure(b.api(promo.applyPromo, { params: { applicationId: app }, body: { promo_code: 'PAYDAY2020' } }))).code).toBe('PROMO_EXPIRED');
    expect((await failure(b.api(promo.applyPromo, { params: { applicationId: app }, body: { promo_code: 'x' } }))).fields.promo_code).toMatch(/3 to 20/);
    h.sandbox.ctx.db.prepare('UPDATE offer_requests SET first_time = 0 WHERE application_id = ?').run(app);
    expect((await failure(b.api(promo.applyPromo, { params: { applicationId: app }, body: { promo_code: 'WELCOME100' } }))).code).toBe('PROMO_NOT_ELIGIBLE');
    expect((await b.api(offers.listOffers, { params: { applicationId: app } }).then((r) => r.offers.find((o) => o.selected)!)).promo_code).toBeNull();
  });

  it('needs offers first', async () => {
    const b = await h.borrower();
    const app = await b.newApplication();
    expect((await failure(b.api(promo.applyPromo, { params: { applicationId: app }, body: { promo_code: 'FREEBANK' } }))).code).toBe('OFFERS_NOT_FOUND');
  });
});
