import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { loans } from '../../../src/api/contract';
import { buildStepSchema } from '../../../src/api/contract/form-rules';
import { fieldConfig } from '../../../sandbox/platform/form-options-fields';
import { ApiError } from '../../../src/api/errors';
import { startPlatform, type Borrower, type PlatformHarness } from '../../sandbox/platform-harness';
import { validPersonalDetails as personal } from '../../sandbox/answers';

/**
 * Bad input in every field of the personal-details form: the client's schema (the one the form validates with)
 * and the sandbox agree on every value, so nothing the client would refuse is stored and nothing it accepts is
 * refused. Nothing crashes: every answer is a 200 or a 400 with a message for that field.
 */
const naughty = [
  'Zoë Ångström',
  'A'.repeat(5000),
  '<script>alert(1)</script>',
  "Robert'); DROP TABLE users;--",
  '1 OR 1=1',
  '😀😃💥',
  'مرحبا بالعالم',
  '\u202Egnp.exe',
  '   ',
  'null',
  '\u0000\u0007',
  '𝕸𝖆𝖗𝖎𝖆',
  '-1',
  '2025-02-30',
];

const fields = fieldConfig.NEW_LOAN['personal-details']!;

let h: PlatformHarness;
let b: Borrower;
let appId: string;
beforeAll(async () => {
  h = await startPlatform();
  b = await h.borrower({ companyId: 'cmp-sinag-land' });
  appId = (await b.api(loans.createApplication, { body: { product_type: 'LOAN', application_type: 'NEW_LOAN' } })).id;
});
afterAll(() => h.close());

describe('naughty strings in every personal-details field', () => {
  it('the valid baseline is accepted by both', async () => {
    expect(v.safeParse(buildStepSchema(fields), personal).success).toBe(true);
    const saved = await b.api(loans.saveApplicationStep, { params: { applicationId: appId, step: 'personal-details' }, body: { answers: personal } });
    expect(saved.answers.first_name).toBe('Maria');
  });

  for (const field of fields) {
    it(`${field.name}: ${field.options_source ? 'the sandbox refuses every value outside the list' : 'client and sandbox agree on every bad value'}`, async () => {
      const disagreements: string[] = [];
      for (const value of naughty) {
        const answers = { ...personal, [field.name]: value };
        const client = v.safeParse(buildStepSchema(fields), answers);
        const clientMessage = client.success ? null : (client.issues.find((i) => v.getDotPath(i) === field.name)?.message ?? client.issues[0]?.message);
        let server: string | null = null;
        try {
          await b.api(loans.saveApplicationStep, { params: { applicationId: appId, step: 'personal-details' }, body: { answers } });
        } catch (e) {
          if (!(e instanceof ApiError) || e.httpStatus !== 400) throw e;
          server = e.fields[field.name] ?? e.fields.answers ?? Object.values(e.fields)[0] ?? e.message;
        }
        // Option lists loaded from the platform (SELECT / AUTO_COMPLETE with options_source) cannot be typed into:
        // the form only sets listed values, so a naughty value there is a tampered request the sandbox must refuse.
        if (field.options_source) {
          // Blank is "not answered", which an optional field allows.
          const blankOptional = value.trim() === '' && !field.required;
          if (server === null && !blankOptional) disagreements.push(`${JSON.stringify(value.slice(0, 30))}: sandbox accepted a value outside the list`);
        } else if ((clientMessage === null) !== (server === null)) disagreements.push(`${JSON.stringify(value.slice(0, 30))}: client ${clientMessage ?? 'ok'}, sandbox ${server ?? 'ok'}`);
      }
      expect(disagreements).toEqual([]);
    });
  }

  it('the stored answers are the last accepted ones, never a refused value', async () => {
    await b.api(loans.saveApplicationStep, { params: { applicationId: appId, step: 'personal-details' }, body: { answers: personal } });
    const stored = await b.api(loans.getApplicationStep, { params: { applicationId: appId, step: 'personal-details' } });
    expect(stored.answers).toMatchObject(personal);
  });
});
