import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAccountById } from '../../sandbox/cognito/accounts';
import { issueTokens } from '../../sandbox/cognito/tokens';
import { createApiClient } from '../../src/api/client';
import * as docs from '../../src/api/contract/documents';
import * as loans from '../../src/api/contract/loans';
import * as offers from '../../src/api/contract/offers';
import { failure, pdfBytes, pngOfSize, startS3, type S3Borrower, type S3Harness } from './documents-harness';

let h: S3Harness;
beforeAll(async () => {
  h = await startS3();
});
afterAll(() => h.close());

const setOutcomes = async (body: Record<string, string | null>) => {
  const res = await fetch(`${h.origin}/sandbox/api/next-outcomes`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
};

async function upload(b: S3Borrower, applicationId: string, document_type: docs.DocumentType, file_name: string, bytes: Uint8Array) {
  const { url, key } = await b.api(docs.presignedUrl, { body: { application_id: applicationId, document_type, file_name } });
  const res = await fetch(url, { method: 'PUT', body: bytes as Uint8Array<ArrayBuffer> });
  if (!res.ok) throw new Error(`upload failed ${res.status}`);
  return key;
}

describe('document review outcomes from the back office', () => {
  it('applies the next document-quality outcome once, then returns to PENDING with no issue', async () => {
    const b = await h.borrower();
    const app = await b.newApplication();
    expect((await setOutcomes({ documentQuality: 'DOC_FLASH_DETECTION' })).json.documentQuality).toBe('DOC_FLASH_DETECTION');
    const k1 = await upload(b, app, 'PAYSLIP', 'payslip.pdf', pdfBytes());
    const bad = await b.api(docs.postUpload, { body: { application_id: app, document_type: 'PAYSLIP', key: k1, file_name: 'payslip.pdf' } });
    expect(bad).toMatchObject({ status: 'INVALID', quality_result: 'DOC_FLASH_DETECTION' });
    const k2 = await upload(b, app, 'PAYSLIP', 'payslip.pdf', pdfBytes());
    const good = await b.api(docs.postUpload, { body: { application_id: app, document_type: 'PAYSLIP', key: k2, file_name: 'payslip.pdf' } });
    expect(good).toMatchObject({ status: 'PENDING', quality_result: null });
    expect((await fetch(`${h.origin}/sandbox/api/next-outcomes`).then((r) => r.json())) as unknown).toEqual({ liveness: null, documentQuality: null, documentStatus: null, payment: null });
  });

  it('can set the status a passing document gets, and refuses unknown outcomes with field messages', async () => {
    const b = await h.borrower();
    const app = await b.newApplication();
    await setOutcomes({ documentStatus: 'VERIFIED' });
    const key = await upload(b, app, 'COMPANY_ID', 'company.jpg', Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]));
    expect((await b.api(docs.postUpload, { body: { application_id: app, document_type: 'COMPANY_ID', key, file_name: 'company.jpg' } })).status).toBe('VERIFIED');
    const refused = await setOutcomes({ liveness: 'MAYBE' });
    expect(refused.status).toBe(400);
    expect(refused.json.fields).toHaveProperty('liveness');
  });
});

describe('documents', () => {
  it('deletes a pending document together with its file; another borrower cannot', async () => {
    const b = await h.borrower();
    const app = await b.newApplication();
    const key = await upload(b, app, 'GOVERNMENT_ID', 'id.png', pngOfSize(2048));
    const doc = await b.api(docs.postUpload, { body: { application_id: app, document_type: 'GOVERNMENT_ID', key, file_name: 'id.png' } });
    const stranger = await h.borrower();
    expect((await failure(stranger.api(docs.deleteDocument, { params: { documentId: doc.id } }))).httpStatus).toBe(404);
    expect(await failure(stranger.api(docs.listDocuments, { params: { applicationId: app } }))).toMatchObject({ httpStatus: 404, code: 'APPLICATION_NOT_FOUND' });
    expect(await b.api(docs.deleteDocument, { params: { documentId: doc.id } })).toEqual({ id: doc.id, deleted: true });
    expect(h.storedFiles()).not.toContain(key);
    expect((await b.api(docs.listDocuments, { params: { applicationId: app } })).documents).toEqual([]);
  });

  it("flags an ID number another borrower registered, and refuses to register it twice", async () => {
    const first = await h.borrower();
    const app1 = await first.newApplication();
    const check = (who: S3Borrower, id_number: string) => who.api(docs.idNumberCheck, { query: { document_type: 'GOVERNMENT_ID', id_number } });
    expect(await check(first, 'ABC-1234567')).toEqual({ is_duplicate: false });
    const key = await upload(first, app1, 'GOVERNMENT_ID', 'id.png', pngOfSize(100));
    await first.api(docs.postUpload, { body: { application_id: app1, document_type: 'GOVERNMENT_ID', key, file_name: 'id.png', id_number: 'ABC-1234567' } });
    const second = await h.borrower();
    const app2 = await second.newApplication();
    expect(await check(second, 'abc-1234567')).toEqual({ is_duplicate: true });
    expect(await check(first, 'ABC-1234567')).toEqual({ is_duplicate: false }); // your own ID is not a duplicate
    const key2 = await upload(second, app2, 'GOVERNMENT_ID', 'id.png', pngOfSize(100));
    const e = await failure(second.api(docs.postUpload, { body: { application_id: app2, document_type: 'GOVERNMENT_ID', key: key2, file_name: 'id.png', id_number: 'ABC-1234567' } }));
    expect(e).toMatchObject({ httpStatus: 409, code: 'ID_NUMBER_DUPLICATE' });
    expect(e.fields.id_number).toMatch(/already registered/);
    expect((await failure(check(second, '!!'))).fields.id_number).toBe('Enter the ID number as printed on the card.');
  });
});

describe('promissory note', () => {
  it('is generated from the accepted offer as PENDING, finalized to FINAL once, then locked', async () => {
    const b = await h.borrower();
    const app = await b.newApplication();
    expect((await failure(b.api(docs.getLoanContract, { params: { applicationId: app } }))).httpStatus).toBe(404);
    expect((await failure(b.api(docs.finalizeContract, { params: { applicationId: app } }))).code).toBe('NO_ACCEPTED_OFFER');
    const priced = await b.api(offers.generateOffers, {
      params: { applicationId: app },
      body: { amount_centavos: 2_000_000, tenure_months: 12, repayment_cycle: '1 Month', gross_monthly_salary_centavos: 3_000_000 },
    });
    // Priced but not accepted yet: no note without the accepted figures.
    const refused = await failure(b.api(docs.generateContract, { params: { applicationId: app } }));
    expect(refused).toMatchObject({ httpStatus: 409, code: 'NO_ACCEPTED_OFFER', message: 'There is no accepted offer for this application yet. Go back to your loan offer and accept it.' });
    expect((await failure(b.api(docs.finalizeContract, { params: { applicationId: app } }))).code).toBe('NO_ACCEPTED_OFFER');
    await b.api(loans.approveOffer, { params: { applicationId: app }, body: { offer_id: priced.best_offer_id } });
    expect((await failure(b.api(docs.finalizeContract, { params: { applicationId: app } }))).code).toBe('CONTRACT_NOT_GENERATED');
    const pending = await b.api(docs.generateContract, { params: { applicationId: app } });
    expect(pending.promissory_note_status).toBe('PENDING');
    expect(pending.body.join('\n')).toContain('₱20,000.00');
    const final = await b.api(docs.finalizeContract, { params: { applicationId: app } });
    expect(final).toMatchObject({ contract_id: pending.contract_id, promissory_note_status: 'FINAL' });
    expect(final.finalized_at).not.toBeNull();
    expect(await b.api(docs.finalizeContract, { params: { applicationId: app } })).toEqual(final);
    expect(await b.api(docs.getLoanContract, { params: { applicationId: app } })).toEqual(final);
    expect((await failure(b.api(docs.generateContract, { params: { applicationId: app } }))).code).toBe('CONTRACT_FINAL');
  });
});

describe('selfie liveness', () => {
  it('gives SUCCESS by default and stores a VERIFIED selfie; each back-office outcome once', async () => {
    const b = await h.borrower();
    const app = await b.newApplication();
    const scan = async () => b.api(docs.livenessUpload, { body: { application_id: app, key: await upload(b, app, 'SELFIE', 'selfie.jpg', Uint8Array.from([0xff, 0xd8, 0xff, 0xdb, 0, 0, 0, 0])) } });
    const ok = await scan();
    expect(ok.result).toBe('SUCCESS');
    expect(ok.document).toMatchObject({ document_type: 'SELFIE', status: 'VERIFIED' });
    for (const outcome of ['FAILED', 'QUALITY_CHECK_FAILED', 'USER_ERROR', 'TECHNICAL_ERROR'] as const) {
      await setOutcomes({ liveness: outcome });
      const filesBefore = h.storedFiles().length;
      const r = await scan();
      expect(r).toMatchObject({ result: outcome, document: null });
      expect(h.storedFiles()).toHaveLength(filesBefore); // a failed scan's image is not kept
    }
    expect((await scan()).result).toBe('SUCCESS');
  });

  it('refuses a PDF as a selfie', async () => {
    const b = await h.borrower();
    const app = await b.newApplication();
    const key = await upload(b, app, 'SELFIE', 'selfie.pdf', pdfBytes());
    const e = await failure(b.api(docs.livenessUpload, { body: { application_id: app, key } }));
    expect(e.fields.key).toMatch(/photo/);
  });

  it('selfieForOldLoans: the missing-selfie persona needs one selfie, then no more', async () => {
    const res = await fetch(`${h.origin}/sandbox/api/personas`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ kind: 'missing-selfie' }) });
    const persona = (await res.json()) as { userId: string; applicationId: string };
    const token = (await issueTokens(h.sandbox.ctx, findAccountById(h.sandbox.ctx, persona.userId)!)).AccessToken;
    const api = createApiClient({ baseUrl: h.origin, getAccessToken: async () => token });
    const b = { id: persona.userId, token, api, newApplication: async () => persona.applicationId };
    expect(await api(docs.selfieForOldLoans, {})).toEqual({ missing_selfie: true, application_ids: [persona.applicationId] });
    await setOutcomes({ liveness: 'USER_ERROR' });
    const failed = await api(docs.submitSelfieForOldLoans, { body: { key: await upload(b, persona.applicationId, 'SELFIE', 's.png', pngOfSize(64)) } });
    expect(failed).toMatchObject({ result: 'USER_ERROR', application_ids: [] });
    const done = await api(docs.submitSelfieForOldLoans, { body: { key: await upload(b, persona.applicationId, 'SELFIE', 's.png', pngOfSize(64)) } });
    expect(done).toMatchObject({ result: 'SUCCESS', application_ids: [persona.applicationId] });
    expect(await api(docs.selfieForOldLoans, {})).toEqual({ missing_selfie: false, application_ids: [] });
  });
});
