import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { company, formOptions, user } from '../../src/api/contract';
import { failure, startPlatform, type PlatformHarness } from './platform-harness';

let h: PlatformHarness;
beforeAll(async () => {
  h = await startPlatform();
});
afterAll(() => h.close());

describe('company call group', () => {
  it('lists seeded companies with paging totals, products, insurance and status codes', async () => {
    const page1 = await h.anonymous(company.listCompanies, { query: { page: '1', page_size: '4' } });
    expect(page1.total).toBeGreaterThanOrEqual(8);
    expect(page1.data).toHaveLength(4);
    const page3 = await h.anonymous(company.listCompanies, { query: { page: '3', page_size: '4' } });
    expect(page3.data.length).toBe(page1.total - 8);
    const all = await h.anonymous(company.listCompanies, { query: { page_size: '100' } });
    const statuses = new Set(all.data.map((c) => c.status_code));
    expect(statuses).toContain('ACTIVE');
    expect(statuses).toContain('GRANDFATHERED_ACTIVE');
    expect([...statuses].some((s) => !company.isActiveCompanyStatus(s))).toBe(true);
    expect(all.data.some((c) => c.cst_data.has_insurance)).toBe(true);
    expect(all.data.some((c) => !c.cst_data.has_insurance)).toBe(true);
    expect(all.data.some((c) => c.active_product_types_for_application.some((p) => p.product_type_code === 'EWA'))).toBe(true);
  });

  it('searches by name, case-insensitively, and treats % literally', async () => {
    const hits = await h.anonymous(company.listCompanies, { query: { search: 'bayani' } });
    expect(hits.total).toBeGreaterThan(0);
    expect(hits.data.every((c) => c.name.toLowerCase().includes('bayani'))).toBe(true);
    const none = await h.anonymous(company.listCompanies, { query: { search: '%' } });
    expect(none.total).toBe(0);
  });

  it('lists at least two groups with their company counts, filters by group, and gives details', async () => {
    const groups = await h.anonymous(company.listCompanyGroups, {});
    expect(groups.data.length).toBeGreaterThanOrEqual(2);
    const g = groups.data[0]!;
    const inGroup = await h.anonymous(company.listCompanies, { query: { group_id: g.id } });
    expect(inGroup.total).toBe(g.company_count);
    const first = inGroup.data[0]!;
    expect(await h.anonymous(company.getCompany, { params: { companyId: first.id } })).toEqual(first);
    expect((await failure(h.anonymous(company.getCompany, { params: { companyId: 'nope' } }))).httpStatus).toBe(404);
  });

  it('rejects a bad page size with a field message', async () => {
    const e = await failure(h.anonymous(company.listCompanies, { query: { page_size: '500' } }));
    expect(e.httpStatus).toBe(400);
    expect(e.fields.page_size).toBe('Must be at most 100.');
  });
});

describe('form options call group', () => {
  it('serves every lookup type of the spec', async () => {
    for (const type of formOptions.lookupTypes) {
      const res = await h.anonymous(formOptions.getLookup, { params: { type } });
      expect(res.type).toBe(type);
      expect(res.options.length).toBeGreaterThan(0);
    }
    expect((await failure(h.anonymous(formOptions.getLookup, { params: { type: 'SHOE_SIZE' } }))).httpStatus).toBe(404);
  });

  it('walks real PSGC geography from province to barangay and zip code', async () => {
    const provinces = await h.anonymous(formOptions.listProvinces, {});
    expect(provinces.options.length).toBeGreaterThan(80);
    const cebu = provinces.options.find((p) => p.label === 'Cebu')!;
    const cities = await h.anonymous(formOptions.listCities, { query: { province: cebu.code } });
    const talisay = cities.options.find((c) => c.label === 'Talisay City')!;
    const barangays = await h.anonymous(formOptions.listBarangays, { query: { city: talisay.code } });
    expect(barangays.options.length).toBeGreaterThan(10);
    const zips = await h.anonymous(formOptions.listZipcodes, { query: { city: talisay.code } });
    expect(zips.options.map((z) => z.code)).toContain('6045');
    const metro = provinces.options.find((p) => p.label === 'Metro Manila')!;
    const ncr = await h.anonymous(formOptions.listCities, { query: { province: metro.code } });
    const makati = ncr.options.find((c) => c.label === 'Makati City')!;
    expect((await h.anonymous(formOptions.listZipcodes, { query: { city: makati.code } })).options.map((z) => z.code)).toContain('1226');
    expect((await failure(h.anonymous(formOptions.listCities, { query: { province: '9999999999' } }))).httpStatus).toBe(404);
  });

  it('serves countries, banks and loan purposes by category', async () => {
    expect((await h.anonymous(formOptions.listCountries, {})).options[0]).toEqual({ code: 'PHL', label: 'Philippines' });
    expect((await h.anonymous(formOptions.listBanks, {})).options.some((b) => b.code === 'GO_TYME_BANK' && b.is_digital_bank)).toBe(true);
    const purposes = await h.anonymous(formOptions.listLoanPurposes, {});
    expect(purposes.categories.length).toBeGreaterThan(2);
    expect(purposes.categories.every((c) => c.purposes.length > 0)).toBe(true);
  });

  it('serves field config for every step of the loan journeys and the EWA activation steps', async () => {
    for (const journey of ['NEW_LOAN', 'RE_LOAN', 'REFINANCE'] as const) {
      for (const step of formOptions.formSteps) {
        const res = await h.anonymous(formOptions.getFormFieldConfig, { query: { journey, step } });
        expect(res.fields.length).toBeGreaterThan(0);
      }
    }
    const ewa = await h.anonymous(formOptions.getFormFieldConfig, { query: { journey: 'EWA_ACTIVATION', step: 'professional-details' } });
    expect(ewa.fields.map((f) => f.name)).toContain('pay_cycle');
    const noBank = await failure(h.anonymous(formOptions.getFormFieldConfig, { query: { journey: 'EWA_ACTIVATION', step: 'bank-details' } }));
    expect(noBank.httpStatus).toBe(404);
    const kinds = new Set((await h.anonymous(formOptions.getFormFieldConfig, { query: { journey: 'NEW_LOAN', step: 'personal-details' } })).fields.map((f) => f.kind));
    expect([...kinds].sort()).toEqual(['AUTO_COMPLETE', 'DATE', 'INPUT', 'RADIO', 'SELECT']);
    const bad = await failure(h.anonymous(formOptions.getFormFieldConfig, { query: { journey: 'NEW_LOAN', step: 'wizardry' as 'address' } }));
    expect(bad.fields.step).toBe('Unknown step.');
  });

  it('serves the registration field config', async () => {
    const res = await h.anonymous(user.getRegistrationFieldConfig, { query: {} });
    expect(res.fields.filter((f) => f.required).map((f) => f.name)).toEqual(['first_name', 'last_name', 'birth_date', 'company_id']);
  });
});
