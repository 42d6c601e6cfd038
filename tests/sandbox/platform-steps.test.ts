import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { formOptions, loans, offers, user } from '../../src/api/contract';
import { buildStepSchema, validateAnswers } from '../../src/api/contract/form-rules';
import { makeOptionCheck } from '../../sandbox/platform/form-options';
import { registrationFields } from '../../sandbox/platform/form-options-fields';
import { fieldMessages } from '../../sandbox/platform/serve';
import { failure, startPlatform, type Borrower, type PlatformHarness } from './platform-harness';
import { validPersonalDetails as personal } from './answers';

let h: PlatformHarness;
let b: Borrower;
let appId: string;
beforeAll(async () => {
  h = await startPlatform();
  b = await h.borrower({ companyId: 'cmp-sinag-land' });
  appId = (await b.api(loans.createApplication, { body: { product_type: 'LOAN', application_type: 'NEW_LOAN' } })).id;
});
afterAll(() => h.close());


describe('journey step saves validated by the field config', () => {
  it('answers 400 with one message per bad field, and saves nothing', async () => {
    const e = await failure(
      b.api(loans.saveApplicationStep, {
        params: { applicationId: appId, step: 'personal-details' },
        body: { answers: { ...personal, first_name: '', birth_date: '2015-01-01', gender: 'OTHER', marital_status: 'COMPLICATED' } },
      }),
    );
    expect(e.httpStatus).toBe(400);
    expect(e.fields).toEqual({
      first_name: 'Please fill in first name.',
      gender: 'Please choose a valid gender.',
      birth_date: 'You must be between 18 and 65 years old.',
      marital_status: 'Please choose a valid marital status.',
    });
    const back = await b.api(loans.getApplicationStep, { params: { applicationId: appId, step: 'personal-details' } });
    expect(back.answers).toEqual({});
  });

  it('saves valid answers, trimmed, and reads them back; the journey step moves', async () => {
    const saved = await b.api(loans.saveApplicationStep, {
      params: { applicationId: appId, step: 'personal-details' },
      body: { answers: { ...personal, first_name: '  Maria ', unexpected: 'dropped' } },
    });
    expect(saved.answers.first_name).toBe('Maria');
    expect(saved.answers).not.toHaveProperty('unexpected');
    expect(saved.application.journey_step).toBe('personal-details');
    expect(saved.application.completed_steps).toEqual(['personal-details']);
    const back = await b.api(loans.getApplicationStep, { params: { applicationId: appId, step: 'personal-details' } });
    expect(back.answers).toEqual(saved.answers);
  });

  it('checks dependent geography: a barangay must belong to the chosen city', async () => {
    const provinces = await h.anonymous(formOptions.listProvinces, {});
    const cebu = provinces.options.find((p) => p.label === 'Cebu')!.code;
    const davao = provinces.options.find((p) => p.label === 'Davao del Sur')!.code;
    const cebuCity = (await h.anonymous(formOptions.listCities, { query: { province: cebu } })).options[0]!.code;
    const davaoCity = (await h.anonymous(formOptions.listCities, { query: { province: davao } })).options[0]!.code;
    const barangay = (await h.anonymous(formOptions.listBarangays, { query: { city: cebuCity } })).options[0]!.code;
    const zipcode = (await h.anonymous(formOptions.listZipcodes, { query: { city: cebuCity } })).options[0]!.code;
    const address = { address_type: 'CURRENT', province: cebu, city: cebuCity, barangay, zipcode, street: '12 Mango Ave', resident_type: 'RENTED', years_at_address: '3' };
    const e = await failure(b.api(loans.saveApplicationStep, { params: { applicationId: appId, step: 'address' }, body: { answers: { ...address, city: davaoCity } } }));
    expect(e.fields).toMatchObject({ city: 'Please choose a valid city or municipality.', barangay: 'Please choose a valid barangay.' });
    const ok = await b.api(loans.saveApplicationStep, { params: { applicationId: appId, step: 'address' }, body: { answers: address } });
    expect(ok.answers.zipcode).toBe(zipcode);
  });

  it('versions step saves: a save based on an older version is refused (409 STALE_ANSWERS), the newer answers stay', async () => {
    const b2 = await h.borrower({ companyId: 'cmp-sinag-bank' });
    const id = (await b2.api(loans.createApplication, { body: { product_type: 'LOAN', application_type: 'NEW_LOAN' } })).id;
    const params = { applicationId: id, step: 'personal-details' as const };
    expect((await b2.api(loans.getApplicationStep, { params })).version).toBe(0);
    const one = await b2.api(loans.saveApplicationStep, { params, body: { answers: personal, version: 0 } });
    expect(one.version).toBe(1);
    // Tab A saves on version 1; tab B, still on version 1, is refused and the answers stay tab A's.
    const a = await b2.api(loans.saveApplicationStep, { params, body: { answers: { ...personal, first_name: 'Ana' }, version: 1 } });
    expect(a.version).toBe(2);
    const stale = await failure(b2.api(loans.saveApplicationStep, { params, body: { answers: { ...personal, first_name: 'Liza' }, version: 1 } }));
    expect(stale.httpStatus).toBe(409);
    expect(stale.code).toBe('STALE_ANSWERS');
    const now = await b2.api(loans.getApplicationStep, { params });
    expect(now).toMatchObject({ version: 2, answers: { first_name: 'Ana' } });
  });

  it('says whether the application has priced offers (the app reprices after a salary change without reading the list)', async () => {
    const save = () => b.api(loans.saveApplicationStep, { params: { applicationId: appId, step: 'personal-details' }, body: { answers: personal } });
    expect((await save()).has_offers).toBe(false);
    await b.api(offers.generateOffers, { params: { applicationId: appId }, body: { amount_centavos: 1_000_000, tenure_months: 6, repayment_cycle: '1 Month', gross_monthly_salary_centavos: 2_000_000 } });
    expect((await save()).has_offers).toBe(true);
  });

  it('a salary or bank saved while offers are priced answers with the offers priced from it, as generating them again would', async () => {
    const b3 = await h.borrower({ companyId: 'cmp-sinag-land' });
    const id = (await b3.api(loans.createApplication, { body: { product_type: 'LOAN', application_type: 'NEW_LOAN' } })).id;
    const professional = {
      employee_id: 'EMP-2041', employment_type: 'REGULAR', job_level: 'RANK_AND_FILE', job_title: 'ACCOUNTANT',
      date_hired: '2019-06-01', gross_monthly_salary: '40,000', income_type: 'SALARY',
    };
    const save = (answers: Record<string, string>, step: 'professional-details' | 'bank-details' = 'professional-details') =>
      b3.api(loans.saveApplicationStep, { params: { applicationId: id, step }, body: { answers } });
    // No offers yet: the save prices nothing.
    expect((await save(professional)).offers).toBeUndefined();
    // ₱100,000 asked on a ₱40,000 salary: capped at twice the salary.
    const terms = { amount_centavos: 10_000_000, tenure_months: 12, repayment_cycle: '1 Month' } as const;
    const first = await b3.api(offers.generateOffers, { params: { applicationId: id }, body: { ...terms, gross_monthly_salary_centavos: 4_000_000, disbursement_bank: 'OTHER' } });
    expect(first.offers.every((o) => o.principal_centavos === 8_000_000)).toBe(true);
    // The same salary again: the offers as they are, not priced again (same ids).
    const same = await save(professional);
    expect(same.offers?.offers.map((o) => o.id).sort()).toEqual(first.offers.map((o) => o.id).sort());
    // ₱60,000: priced again in the same call, the figures the generate endpoint gives for the same terms.
    const raised = await save({ ...professional, gross_monthly_salary: '60,000' });
    expect(raised.has_offers).toBe(true);
    const repriced = raised.offers!.offers;
    expect(repriced.every((o) => o.principal_centavos === 10_000_000)).toBe(true);
    expect(repriced.map((o) => o.id)).not.toContain(first.offers[0]!.id);
    expect((await b3.api(offers.listOffers, { params: { applicationId: id } })).offers).toEqual(repriced);
    const generated = await b3.api(offers.generateOffers, { params: { applicationId: id }, body: { ...terms, gross_monthly_salary_centavos: 6_000_000, disbursement_bank: 'OTHER' } });
    const figures = (list: typeof repriced) => list.map(({ id: _id, ...o }) => o);
    expect(figures(repriced)).toEqual(figures(generated.offers));
    // GoTyme Bank waives the bank fee: the bank saved prices the offers again with the waiver.
    const gotyme = await save({ bank: 'GO_TYME_BANK', account_type: 'SAVINGS', account_name: 'Maria Clara Santos', account_number: '001234567890' }, 'bank-details');
    expect(gotyme.offers?.offers.every((o) => o.discounts.some((d) => d.label === 'GT Waived'))).toBe(true);
    // A salary the loan can no longer be priced on: the save stands, the offers are left for the app to price (and refuse).
    const low = await save({ ...professional, gross_monthly_salary: '400' });
    expect(low.answers.gross_monthly_salary).toBeDefined();
    expect(low.offers).toBeUndefined();
  });

  it('the save before the offer step with the first pricing terms answers with the first offers, as generating them would (one call)', async () => {
    const b4 = await h.borrower({ companyId: 'cmp-sinag-land' });
    const id = (await b4.api(loans.createApplication, { body: { product_type: 'LOAN', application_type: 'NEW_LOAN' } })).id;
    const bank = { bank: 'BDO', account_type: 'SAVINGS', account_name: 'Maria Clara Santos', account_number: '001234567890' };
    // ₱100,000 asked on a ₱40,000 salary: capped at twice the salary.
    const terms = { amount_centavos: 10_000_000, tenure_months: 12, repayment_cycle: '1 Month', gross_monthly_salary_centavos: 4_000_000, disbursement_bank: 'OTHER' } as const;
    const saved = await b4.api(loans.saveApplicationStep, { params: { applicationId: id, step: 'bank-details' }, body: { answers: bank, offer_terms: terms } });
    expect(saved.has_offers).toBe(true);
    expect(saved.offers?.offers.every((o) => o.principal_centavos === 8_000_000)).toBe(true);
    expect((await b4.api(offers.listOffers, { params: { applicationId: id } })).offers).toEqual(saved.offers!.offers);
    const generated = await b4.api(offers.generateOffers, { params: { applicationId: id }, body: terms });
    const figures = (list: typeof generated.offers) => list.map(({ id: _id, ...o }) => o);
    expect(figures(saved.offers!.offers)).toEqual(figures(generated.offers));
    // Terms the platform refuses (a salary too low): the save stands, no offers; the offer step prices them and shows why.
    const b5 = await h.borrower({ companyId: 'cmp-sinag-land' });
    const other = (await b5.api(loans.createApplication, { body: { product_type: 'LOAN', application_type: 'NEW_LOAN' } })).id;
    const refused = await b5.api(loans.saveApplicationStep, { params: { applicationId: other, step: 'bank-details' }, body: { answers: bank, offer_terms: { ...terms, gross_monthly_salary_centavos: 40_000 } } });
    expect(refused.answers.account_name).toBe('Maria Clara Santos');
    expect(refused).toMatchObject({ has_offers: false });
    expect(refused.offers).toBeUndefined();
  });

  it('keeps answers editable after the offer is accepted, refuses edits once submitted for review', async () => {
    await b.api(loans.approveOffer, { params: { applicationId: appId }, body: {} });
    expect((await b.api(loans.saveApplicationStep, { params: { applicationId: appId, step: 'personal-details' }, body: { answers: personal } })).application.status).toBe('OFFER_ACCEPTED');
    await b.api(loans.patchApplicationStatus, { params: { applicationId: appId }, body: { status: 'SYSTEM_REVIEW' } });
    const e = await failure(b.api(loans.saveApplicationStep, { params: { applicationId: appId, step: 'personal-details' }, body: { answers: personal } }));
    expect(e.httpStatus).toBe(409);
    expect(e.code).toBe('APPLICATION_LOCKED');
  });

  it('takes a mobile number in any form sign-up takes (the emergency contact refused 09181234567), and stores it as +639…', async () => {
    const additional = { dependants: '2', contact_name: 'Jose Rizal', contact_relationship: 'FATHER', has_other_loans: 'NO' };
    const b = await h.borrower({ companyId: 'cmp-sinag-land' });
    const appId = (await b.api(loans.createApplication, { body: { product_type: 'LOAN', application_type: 'NEW_LOAN' } })).id;
    for (const typed of ['09181234567', '0918 123 4567', '+63 918 123 4567', '918-123-4567', '639181234567']) {
      const saved = await b.api(loans.saveApplicationStep, {
        params: { applicationId: appId, step: 'additional-details' },
        body: { answers: { ...additional, contact_number: typed } },
      });
      expect(saved.answers.contact_number, typed).toBe('+639181234567');
    }
    const e = await failure(
      b.api(loans.saveApplicationStep, { params: { applicationId: appId, step: 'additional-details' }, body: { answers: { ...additional, contact_number: '0918 123' } } }),
    );
    expect(e.fields).toEqual({ contact_number: 'Enter a valid Philippine mobile number, e.g. 0917 123 4567.' });

    const config = await h.anonymous(formOptions.getFormFieldConfig, { query: { journey: 'NEW_LOAN', step: 'additional-details' } });
    const parsed = v.safeParse(buildStepSchema(config.fields), { ...additional, contact_number: '0918 123 4567' });
    expect(parsed.success && parsed.output.contact_number).toBe('+639181234567');
  });

  it('asks the province and city of birth only of those born in the Philippines (W3-C item 10: Australia with Abra was taken)', async () => {
    const abra = (await h.anonymous(formOptions.listProvinces, {})).options.find((p) => p.label === 'Abra')!.code;
    // Its own application: personal details not saved yet (a later save must name the version it is based on).
    const b = await h.borrower({ companyId: 'cmp-sinag-land' });
    const appId = (await b.api(loans.createApplication, { body: { product_type: 'LOAN', application_type: 'NEW_LOAN' } })).id;
    const e = await failure(
      b.api(loans.saveApplicationStep, { params: { applicationId: appId, step: 'personal-details' }, body: { answers: { ...personal, birth_country: 'AUS', birth_province: abra } } }),
    );
    expect(e.fields).toEqual({ birth_province: 'Leave province of birth empty: it is asked only of those born in the Philippines.' });
    // The app's form (the same rule through buildStepSchema) does not send what no longer applies: saved without it.
    const config = await h.anonymous(formOptions.getFormFieldConfig, { query: { journey: 'NEW_LOAN', step: 'personal-details' } });
    const sent = v.parse(buildStepSchema(config.fields), { ...personal, birth_country: 'AUS', birth_province: abra });
    expect(sent.birth_province).toBe('');
    expect((await b.api(user.getProfile, {})).first_name).toBeNull();
    const saved = await b.api(loans.saveApplicationStep, { params: { applicationId: appId, step: 'personal-details' }, body: { answers: sent } });
    expect(saved.answers).toMatchObject({ birth_country: 'AUS', birth_province: '' });
    // The name given here becomes the profile's (it had none): the profile page shows it.
    expect(await b.api(user.getProfile, {})).toMatchObject({ first_name: 'Maria', last_name: 'Dela Cruz' });
    // Born in the Philippines, the province is taken.
    const here = await b.api(loans.saveApplicationStep, {
      params: { applicationId: appId, step: 'personal-details' },
      body: { answers: { ...personal, birth_province: abra }, version: saved.version },
    });
    expect(here.answers.birth_province).toBe(abra);
  });

  it('gives the app the same verdicts through buildStepSchema', async () => {
    const config = await h.anonymous(formOptions.getFormFieldConfig, { query: { journey: 'NEW_LOAN', step: 'personal-details' } });
    const schema = buildStepSchema(config.fields);
    const bad = v.safeParse(schema, { ...personal, first_name: '', birth_date: '2015-01-01', gender: 'OTHER' });
    expect(bad.success).toBe(false);
    expect(fieldMessages(bad.issues ?? [])).toEqual({
      first_name: 'Please fill in first name.',
      gender: 'Please choose a valid gender.',
      birth_date: 'You must be between 18 and 65 years old.',
    });
    const good = v.safeParse(schema, { ...personal, last_name: ' Dela Cruz ' });
    expect(good.success && good.output.last_name).toBe('Dela Cruz');
    expect(v.safeParse(schema, { ...personal, birth_date: '1990-02-30' }).issues?.[0]?.message).toBe('Please enter a valid date.');
  });
});

describe('registration field config', () => {
  it('accepts an active company and refuses an inactive or unknown one', () => {
    const check = makeOptionCheck(h.sandbox.ctx, registrationFields);
    const base = { first_name: 'Ana', last_name: 'Lim', birth_date: '1995-01-31' };
    const today = new Date('2026-06-01T00:00:00Z');
    expect(validateAnswers(registrationFields, { ...base, company_id: 'cmp-sinag-retail' }, { today, checkOption: check })).toEqual({});
    for (const company_id of ['cmp-visayas-power', 'cmp-nowhere']) {
      expect(validateAnswers(registrationFields, { ...base, company_id }, { today, checkOption: check })).toEqual({ company_id: 'Please choose a valid company.' });
    }
  });
});
