import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import * as docs from '../../src/api/contract/documents';
import * as offers from '../../src/api/contract/offers';
import { failure, pngOfSize, startS3, type S3Harness } from './documents-harness';

const dir = mkdtempSync(join(tmpdir(), 'lakbay-s3-restart-'));
const paths = { dbPath: join(dir, 'sandbox.sqlite'), storageDir: join(dir, 'objects') };
const running: S3Harness[] = [];
afterAll(async () => {
  for (const h of running) await h.close().catch(() => undefined);
});

describe('documents across a restart, auth and faults', () => {
  it('keeps documents, files, offers and still honours an upload link signed before the restart', async () => {
    const first = await startS3(paths);
    running.push(first);
    const b = await first.borrower();
    const app = await b.newApplication();
    const put = async (url: string) => fetch(url, { method: 'PUT', body: pngOfSize(1000) as Uint8Array<ArrayBuffer> });
    const one = await b.api(docs.presignedUrl, { body: { application_id: app, document_type: 'GOVERNMENT_ID', file_name: 'id.png' } });
    await put(one.url);
    const doc = await b.api(docs.postUpload, { body: { application_id: app, document_type: 'GOVERNMENT_ID', key: one.key, file_name: 'id.png' } });
    await b.api(offers.generateOffers, { params: { applicationId: app }, body: { amount_centavos: 1_000_000, tenure_months: 6, repayment_cycle: '1 Month', gross_monthly_salary_centavos: 2_000_000 } });
    const pendingLink = await b.api(docs.presignedUrl, { body: { application_id: app, document_type: 'PAYSLIP', file_name: 'p.png' } });
    await first.close();
    running.pop();

    const second = await startS3(paths);
    running.push(second);
    const api = second.signIn(b.id);
    expect((await api(docs.listDocuments, { params: { applicationId: app } })).documents).toEqual([doc]);
    expect(second.storedFiles()).toContain(one.key);
    expect((await api(offers.listOffers, { params: { applicationId: app } }).then((r) => r.offers.find((o) => o.selected)!)).tenure_months).toBe(6);
    const moved = pendingLink.url.replace(/^http:\/\/127\.0\.0\.1:\d+/, second.origin);
    expect((await put(moved)).status).toBe(200);
  });

  it('refuses calls without a valid access token', async () => {
    const h = await startS3();
    running.push(h);
    const { createApiClient } = await import('../../src/api/client');
    const anonymous = createApiClient({ baseUrl: h.origin, getAccessToken: async () => null });
    const forged = createApiClient({ baseUrl: h.origin, getAccessToken: async () => 'not.a.token' });
    expect((await failure(anonymous(docs.tinDocument, {}))).httpStatus).toBe(401);
    expect((await failure(forged(docs.listDocuments, { params: { applicationId: 'x' } }))).httpStatus).toBe(401);
  });

  it('lets the back office fail the upload PUT through the documents call group', async () => {
    const h = await startS3();
    running.push(h);
    const b = await h.borrower();
    const app = await b.newApplication();
    const { url } = await b.api(docs.presignedUrl, { body: { application_id: app, document_type: 'PAYSLIP', file_name: 'p.png' } });
    h.sandbox.ctx.db.prepare("INSERT INTO faults (call_group, kind, http_status, remaining) VALUES ('documents', 'status', 503, 1)").run();
    const res = await fetch(url, { method: 'PUT', body: pngOfSize(100) as Uint8Array<ArrayBuffer> });
    expect(res.status).toBe(503);
    expect(h.storedFiles()).toEqual([]);
    expect((await fetch(url, { method: 'PUT', body: pngOfSize(100) as Uint8Array<ArrayBuffer> })).status).toBe(200);
  });
});
