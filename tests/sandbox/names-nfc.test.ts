import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loans, user } from '../../src/api/contract';
import { buildStepSchema, validateAnswers, type FieldConfig } from '../../src/api/contract/form-rules';
import { beneficiarySchema } from '../../src/api/contract/insurance';
import { checkBeneficiaries, toBeneficiaries } from '../../src/api/contract/insurance-rules';
import { startPlatform, type Borrower, type PlatformHarness } from './platform-harness';
import { validPersonalDetails as personal } from './answers';

/**
 * W3-B item 9: 'José' typed with a combining accent (e + U+0301, as some keyboards and pasted text give it) is a
 * name of letters. It used to be refused 'Please use letters only.'; it is taken and kept composed (NFC).
 */
const DECOMPOSED = 'Jose\u0301';
const COMPOSED = 'Jos\u00e9';

let h: PlatformHarness;
let b: Borrower;
beforeAll(async () => {
  h = await startPlatform();
  b = await h.borrower({ companyId: 'cmp-sinag-land' });
});
afterAll(() => h.close());

describe('a name with a combining accent', () => {
  const nameField: FieldConfig = { name: 'first_name', label: 'First name', kind: 'INPUT', required: true, max_length: 50, pattern: "^[\\p{L} .'-]+$", pattern_message: 'Please use letters only.' };

  it('passes a journey form and is sent composed', () => {
    expect(DECOMPOSED).not.toBe(COMPOSED);
    expect(validateAnswers([nameField], { first_name: DECOMPOSED })).toEqual({});
    expect(v.parse(buildStepSchema([nameField]), { first_name: ` ${DECOMPOSED} ` })).toEqual({ first_name: COMPOSED });
  });

  it('is saved by the platform as José (NFC) on a journey step', async () => {
    const appId = (await b.api(loans.createApplication, { body: { product_type: 'LOAN', application_type: 'NEW_LOAN' } })).id;
    const saved = await b.api(loans.saveApplicationStep, {
      params: { applicationId: appId, step: 'personal-details' },
      body: { answers: { ...personal, first_name: DECOMPOSED, last_name: 'Dela Cruz' } },
    });
    expect(saved.answers.first_name).toBe(COMPOSED);
    const back = await b.api(loans.getApplicationStep, { params: { applicationId: appId, step: 'personal-details' } });
    expect(back.answers.first_name).toBe(COMPOSED);
  });

  it('is saved by the platform as José (NFC) on the profile', async () => {
    expect((await b.api(user.updateProfile, { body: { first_name: DECOMPOSED } })).first_name).toBe(COMPOSED);
    expect((await b.api(user.getProfile, {})).first_name).toBe(COMPOSED);
  });

  it('passes the beneficiary check and is stored composed', () => {
    const rules = { min: 1, max: 3, shares_required: false };
    const list = [{ full_name: `${DECOMPOSED} Rizal`, relation: 'PARENT', birth_date: '1960-01-01', share_percent: '' }];
    expect(checkBeneficiaries(rules, list, new Date('2026-11-28'))).toEqual({});
    expect(toBeneficiaries(rules, list)[0]?.full_name).toBe(`${COMPOSED} Rizal`);
    expect(v.parse(beneficiarySchema, { full_name: `${DECOMPOSED} Rizal`, relation: 'PARENT', birth_date: '1960-01-01' }).full_name).toBe(`${COMPOSED} Rizal`);
  });
});
