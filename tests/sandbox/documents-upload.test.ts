import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as docs from '../../src/api/contract/documents';
import { EMPTY_FILE_MESSAGE, MAX_UPLOAD_BYTES, UPLOAD_RULE_MESSAGE } from '../../src/domain/upload-rules';
import { executable, failure, pdfBytes, pngOfSize, startS3, type S3Borrower, type S3Harness } from './documents-harness';

let h: S3Harness;
let b: S3Borrower;
let applicationId: string;
beforeAll(async () => {
  h = await startS3();
  b = await h.borrower();
  applicationId = await b.newApplication();
});
afterAll(() => h.close());

const presign = (file_name: string, document_type: docs.DocumentType = 'GOVERNMENT_ID') =>
  b.api(docs.presignedUrl, { body: { application_id: applicationId, document_type, file_name } });
const put = (url: string, body: Uint8Array) => fetch(url, { method: 'PUT', body: body as Uint8Array<ArrayBuffer> });

/** No object file, no object row, no document: what "nothing stored" means. */
function expectNothingStored(before: { files: number; objects: number; documents: number }) {
  expect(h.storedFiles()).toHaveLength(before.files);
  expect(h.count('objects')).toBe(before.objects);
  expect(h.count('documents')).toBe(before.documents);
}
const snapshot = () => ({ files: h.storedFiles().length, objects: h.count('objects'), documents: h.count('documents') });

describe('presigned upload into the object store', () => {
  it('accepts an exactly-10 MB PNG, then registers it as a PENDING document', async () => {
    const { url, key, expires_at, method } = await presign('front.png');
    expect(method).toBe('PUT');
    expect(url.startsWith(`${h.origin}/sandbox/objects/${key}?`)).toBe(true);
    expect(Date.parse(expires_at)).toBeGreaterThan(Date.now());
    const res = await put(url, pngOfSize(MAX_UPLOAD_BYTES));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ key, size: MAX_UPLOAD_BYTES, content_type: 'image/png' });
    expect(h.storedFiles()).toContain(key);

    const doc = await b.api(docs.postUpload, { body: { application_id: applicationId, document_type: 'GOVERNMENT_ID', key, file_name: 'front.png', id_number: 'N01-23-456789' } });
    expect(doc).toMatchObject({ status: 'PENDING', quality_result: null, size: MAX_UPLOAD_BYTES, content_type: 'image/png', id_number: 'N01-23-456789' });
    const listed = await b.api(docs.listDocuments, { params: { applicationId } });
    expect(listed.documents.map((d) => d.id)).toEqual([doc.id]);
  });

  it('refuses 10 MB + 1 byte with the rule message and keeps nothing', async () => {
    const before = snapshot();
    const { url } = await presign('big.png');
    const res = await put(url, pngOfSize(MAX_UPLOAD_BYTES + 1));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ code: 'UPLOAD_TOO_LARGE', message: UPLOAD_RULE_MESSAGE });
    expectNothingStored(before);
  });

  it('refuses a Windows executable renamed .png and an ELF renamed .jpg (content, not name)', async () => {
    const before = snapshot();
    for (const [name, bytes] of [['selfie.png', executable('MZ')], ['id.jpg', executable('ELF')]] as const) {
      const { url } = await presign(name);
      const res = await put(url, bytes);
      expect(res.status).toBe(415);
      expect(await res.json()).toEqual({ code: 'UPLOAD_TYPE_NOT_ALLOWED', message: UPLOAD_RULE_MESSAGE });
    }
    expectNothingStored(before);
  });

  it('refuses an empty file and keeps nothing', async () => {
    const before = snapshot();
    const { url } = await presign('empty.pdf');
    const res = await put(url, new Uint8Array(0));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 'UPLOAD_EMPTY', message: EMPTY_FILE_MESSAGE });
    expectNothingStored(before);
  });

  it('refuses a file name that is not .jpg/.png/.pdf before any upload starts', async () => {
    const e = await failure(presign('notes.docx'));
    expect(e.httpStatus).toBe(400);
    expect(e.fields.file_name).toBe(UPLOAD_RULE_MESSAGE);
  });

  it('refuses a forged signature, a token for another key, and an expired link', async () => {
    const before = snapshot();
    const { url, key } = await presign('payslip.pdf', 'PAYSLIP');
    const forged = url.replace(/sig=[^&]+/, 'sig=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    let res = await put(forged, pdfBytes());
    expect(res.status).toBe(403);
    expect((await res.json()).code).toBe('UPLOAD_URL_INVALID');
    const otherKey = url.replace(`/objects/${key}?`, '/objects/AAAAAAAAAAAAAAAAAAAAAAAA?');
    res = await put(otherKey, pdfBytes());
    expect(res.status).toBe(403);
    h.advance(16 * 60 * 1000);
    try {
      res = await put(url, pdfBytes());
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ code: 'UPLOAD_URL_EXPIRED', message: 'This upload link has expired. Please try the upload again.' });
    } finally {
      h.advance(-16 * 60 * 1000);
    }
    expectNothingStored(before);
  });

  it('accepts each upload link once, even when two uploads race on it', async () => {
    const { url } = await presign('payslip.pdf', 'PAYSLIP');
    expect((await put(url, pdfBytes())).status).toBe(200);
    const again = await put(url, pdfBytes());
    expect(again.status).toBe(409);
    const before = snapshot();
    const race = await presign('race.png');
    const statuses = (await Promise.all([put(race.url, pngOfSize(300_000)), put(race.url, pngOfSize(200_000))])).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
    expect(h.storedFiles()).toHaveLength(before.files + 1); // no stray part files either
    expect(h.count('objects')).toBe(before.objects + 1);
  });

  it('registers a document only for the borrower who uploaded it, once', async () => {
    const { url, key } = await presign('tin.pdf', 'TIN');
    await put(url, pdfBytes());
    const other = await h.borrower();
    const otherApp = await other.newApplication();
    const e = await failure(other.api(docs.postUpload, { body: { application_id: otherApp, document_type: 'TIN', key, file_name: 'tin.pdf' } }));
    expect(e.code).toBe('UPLOAD_NOT_FOUND');
    const tin = await b.api(docs.postUpload, { body: { application_id: applicationId, document_type: 'TIN', key, file_name: 'tin.pdf' } });
    expect((await b.api(docs.tinDocument, {})).tin_document?.id).toBe(tin.id);
    expect((await other.api(docs.tinDocument, {})).tin_document).toBeNull();
    const twice = await failure(b.api(docs.postUpload, { body: { application_id: applicationId, document_type: 'TIN', key, file_name: 'tin.pdf' } }));
    expect(twice.httpStatus).toBe(409);
  });
});
