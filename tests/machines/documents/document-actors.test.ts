/**
 * The document upload chart's platform calls (src/documents/document-actors.ts): which endpoint each runs with what,
 * which stored document is shown again (the latest usable one of the type; a TIN document is the borrower's, reused
 * across applications), the prefetched list taken once, a field message explaining a refusal, and the file check on
 * the device. The API client is a fake that records each call.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, toPromise, type AnyActorLogic } from 'xstate';
import { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '~/api/client';
import { ApiError } from '~/api/errors';
import { deleteDocument, idNumberCheck, listDocuments, postUpload, presignedUrl, tinDocument, type DocumentRecord } from '~/api/contract/documents';
import { prefetchedDocumentsQuery } from '~/api/queries/documents';

const puts = vi.hoisted(() => ({ calls: [] as { url: string; type: string; size: number }[], cb: null as null | { onProgress: (l: number, t: number) => void; onDone: () => void; onError: (m: string) => void }, aborted: 0 }));
vi.mock('~/api/put-object', () => ({
  putObject: (url: string, body: Blob, contentType: string, cb: typeof puts.cb) => {
    puts.calls.push({ url, type: contentType, size: body.size });
    puts.cb = cb;
    return () => {
      puts.aborted += 1;
    };
  },
}));

const { provideDocumentUpload, toStoredDocument } = await import('~/documents/document-actors');
const { checkChosenFile } = await import('~/documents/file-check');

const record = (o: Partial<DocumentRecord>): DocumentRecord => ({
  id: 'd1', application_id: 'A1', document_type: 'GOVERNMENT_ID', file_name: 'id.jpg', content_type: 'image/jpeg', size: 10, status: 'PENDING',
  quality_result: null, id_number: null, uploaded_at: '2026-11-01T00:00:00.000Z', ...o,
});

function setup(reply: (path: string, input: unknown) => unknown) {
  const calls: { path: string; input: unknown }[] = [];
  const api = (async (endpoint: { path: string }, input: unknown) => {
    calls.push({ path: endpoint.path, input });
    return reply(endpoint.path, input);
  }) as unknown as ApiClient;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const machine = provideDocumentUpload(api, queryClient);
  const actors = machine.implementations.actors as Record<string, AnyActorLogic>;
  const run = (name: string, input: unknown) => toPromise(createActor(actors[name]!, { input }).start());
  return { calls, queryClient, run, actors };
}

describe('loadDocument: the document shown again', () => {
  it('the latest usable document of the type: not invalid, no quality problem, not another type', async () => {
    const documents = [
      record({ id: 'old', uploaded_at: '2026-11-01T00:00:00.000Z' }),
      record({ id: 'latest', uploaded_at: '2026-11-03T00:00:00.000Z', id_number: 'N-1234', status: 'APPROVED' }),
      record({ id: 'invalid', uploaded_at: '2026-11-05T00:00:00.000Z', status: 'INVALID' }),
      record({ id: 'blurred', uploaded_at: '2026-11-06T00:00:00.000Z', quality_result: 'UNCLEAR' }),
      record({ id: 'payslip', uploaded_at: '2026-11-07T00:00:00.000Z', document_type: 'PAYSLIP' }),
      record({ id: 'middle', uploaded_at: '2026-11-02T00:00:00.000Z' }),
    ];
    const { run, calls } = setup(() => ({ documents }));
    expect(await run('loadDocument', { applicationId: 'A1', documentType: 'GOVERNMENT_ID' })).toEqual({
      documentId: 'latest', documentType: 'GOVERNMENT_ID', fileName: 'id.jpg', status: 'APPROVED', quality: undefined, idNumber: 'N-1234',
    });
    expect(calls).toEqual([{ path: listDocuments.path, input: { params: { applicationId: 'A1' }, signal: expect.any(AbortSignal) } }]);
  });

  it('nothing usable: nothing shown', async () => {
    const { run } = setup(() => ({ documents: [record({ status: 'INVALID' })] }));
    expect(await run('loadDocument', { applicationId: 'A1', documentType: 'GOVERNMENT_ID' })).toBeNull();
  });

  it('the list read ahead at the loan offer is taken (no call) and dropped from the cache', async () => {
    const { run, calls, queryClient } = setup(() => ({ documents: [] }));
    queryClient.setQueryData(prefetchedDocumentsQuery('A1').queryKey, [record({ id: 'pre', document_type: 'PAYSLIP' })]);
    expect(await run('loadDocument', { applicationId: 'A1', documentType: 'PAYSLIP' })).toMatchObject({ documentId: 'pre', documentType: 'PAYSLIP' });
    expect(calls).toEqual([]);
    expect(queryClient.getQueryState(prefetchedDocumentsQuery('A1').queryKey)).toBeUndefined();
  });

  it("a TIN document is the borrower's latest, read from its own endpoint; none is nothing", async () => {
    const tin = setup(() => ({ tin_document: record({ id: 'tin', document_type: 'TIN', application_id: 'OTHER' }) }));
    expect(await tin.run('loadDocument', { applicationId: 'A1', documentType: 'TIN' })).toMatchObject({ documentId: 'tin', documentType: 'TIN' });
    expect(tin.calls).toEqual([{ path: tinDocument.path, input: { signal: expect.any(AbortSignal) } }]);
    const none = setup(() => ({ tin_document: null }));
    expect(await none.run('loadDocument', { applicationId: 'A1', documentType: 'TIN' })).toBeNull();
  });
});

describe('the upload calls', () => {
  const file = { name: 'payslip.pdf', size: 2048, blob: new Blob(['x'.repeat(5)], { type: 'application/pdf' }) };

  it('asks an upload place for the file by application, type, name and size', async () => {
    const { run, calls } = setup(() => ({ url: 'https://s3/put', key: 'key-12345678', extra: 1 }));
    expect(await run('requestUploadUrl', { applicationId: 'A1', documentType: 'PAYSLIP', file })).toEqual({ url: 'https://s3/put', key: 'key-12345678' });
    expect(calls).toEqual([{ path: presignedUrl.path, input: { body: { application_id: 'A1', document_type: 'PAYSLIP', file_name: 'payslip.pdf', size: 2048 } } }]);
  });

  it("a refusal about the file name says the field's message, keeping the platform's code as the cause", async () => {
    const refusal = new ApiError({ httpStatus: 400, code: 'VALIDATION', message: 'Check the form.', fields: { file_name: '.jpg or .png or .pdf only. Max 10MB.' } });
    const { run } = setup(() => {
      throw refusal;
    });
    const error = await run('requestUploadUrl', { applicationId: 'A1', documentType: 'PAYSLIP', file }).catch((e: unknown) => e as Error);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('.jpg or .png or .pdf only. Max 10MB.');
    expect((error as Error).cause).toBe(refusal);
    // Without a field message, the general one.
    const general = setup(() => {
      throw new ApiError({ httpStatus: 503, code: 'HTTP_503', message: 'Try again later.' });
    });
    await expect(general.run('requestUploadUrl', { applicationId: 'A1', documentType: 'PAYSLIP', file })).rejects.toThrow('Try again later.');
    // Not an API error: as it was.
    const odd = new TypeError('offline');
    const other = setup(() => {
      throw odd;
    });
    await expect(other.run('requestUploadUrl', { applicationId: 'A1', documentType: 'PAYSLIP', file })).rejects.toBe(odd);
  });

  it('uploads the file with its type, reports progress, completion and failure, and aborts on cancel', () => {
    const { actors } = setup(() => ({}));
    const events: unknown[] = [];
    // sendBack goes to the parent: a tiny parent invokes the upload and records what it sends.
    const parent = createMachine({
      invoke: { src: actors.uploadFile!, input: { target: { url: 'https://s3/put', key: 'k' }, file } },
      on: { '*': { actions: ({ event }) => events.push(event) } },
    });
    const actor = createActor(parent).start();
    expect(puts.calls.at(-1)).toEqual({ url: 'https://s3/put', type: 'application/pdf', size: 5 });
    puts.cb!.onProgress(2, 5);
    puts.cb!.onDone();
    puts.cb!.onError('The upload did not go through.');
    expect(events).toEqual([
      { type: 'upload.progress', loaded: 2, total: 5 },
      { type: 'upload.complete' },
      { type: 'upload.failed', message: 'The upload did not go through.' },
    ]);
    const before = puts.aborted;
    actor.stop();
    expect(puts.aborted).toBe(before + 1);
  });

  it('registers the upload with the ID number only when there is one', async () => {
    const { run, calls } = setup(() => record({ id: 'new', id_number: 'N-1234', quality_result: 'FLASH_DETECTION' }));
    expect(await run('registerUpload', { applicationId: 'A1', documentType: 'GOVERNMENT_ID', key: 'key-1', fileName: 'id.jpg', idNumber: 'N-1234' })).toEqual({
      documentId: 'new', documentType: 'GOVERNMENT_ID', fileName: 'id.jpg', status: 'PENDING', quality: 'FLASH_DETECTION', idNumber: 'N-1234',
    });
    await run('registerUpload', { applicationId: 'A1', documentType: 'PAYSLIP', key: 'key-2', fileName: 'p.pdf', idNumber: undefined });
    await run('registerUpload', { applicationId: 'A1', documentType: 'PAYSLIP', key: 'key-3', fileName: 'p.pdf', idNumber: '' });
    expect(calls.map((c) => c.input)).toEqual([
      { body: { application_id: 'A1', document_type: 'GOVERNMENT_ID', key: 'key-1', file_name: 'id.jpg', id_number: 'N-1234' } },
      { body: { application_id: 'A1', document_type: 'PAYSLIP', key: 'key-2', file_name: 'p.pdf' } },
      { body: { application_id: 'A1', document_type: 'PAYSLIP', key: 'key-3', file_name: 'p.pdf' } },
    ]);
    expect(calls[0]!.path).toBe(postUpload.path);
  });

  it("a refused ID number says the field's message", async () => {
    const { run } = setup(() => {
      throw new ApiError({ httpStatus: 400, code: 'VALIDATION', message: 'Check the form.', fields: { id_number: 'Enter the ID number as printed on the card.' } });
    });
    await expect(run('registerUpload', { applicationId: 'A1', documentType: 'GOVERNMENT_ID', key: 'k', fileName: 'id.jpg', idNumber: '1' })).rejects.toThrow('Enter the ID number as printed on the card.');
    await expect(run('checkIdNumber', { documentType: 'GOVERNMENT_ID', idNumber: '1' })).rejects.toThrow('Enter the ID number as printed on the card.');
  });

  it('checks an ID number by type and number, and reads whether it is a duplicate', async () => {
    const { run, calls } = setup(() => ({ is_duplicate: false }));
    expect(await run('checkIdNumber', { documentType: 'GOVERNMENT_ID', idNumber: 'N-1234' })).toEqual({ duplicate: false });
    expect(calls).toEqual([{ path: idNumberCheck.path, input: { query: { document_type: 'GOVERNMENT_ID', id_number: 'N-1234' }, signal: expect.any(AbortSignal) } }]);
  });

  it('deletes a document by its id', async () => {
    const { run, calls } = setup(() => undefined);
    await run('deleteDocument', { applicationId: 'A1', documentId: 'd9' });
    expect(calls).toEqual([{ path: deleteDocument.path, input: { params: { documentId: 'd9' } } }]);
  });
});

describe('toStoredDocument', () => {
  it('a selfie record reads as another document; no quality problem and no ID number read as none', () => {
    expect(toStoredDocument(record({ document_type: 'SELFIE' }))).toEqual({ documentId: 'd1', documentType: 'OTHER', fileName: 'id.jpg', status: 'PENDING', quality: undefined, idNumber: undefined });
  });
});

describe('the file check on the device', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0, 0, 0, 0, 0]);

  it('accepts a PNG by its content and name, with its type', async () => {
    const { run } = setup(() => ({}));
    const blob = new Blob([png]);
    expect(await checkChosenFile(blob, 'id.png')).toEqual({ ok: true, contentType: 'image/png' });
    expect(await run('checkFile', { file: { name: 'id.png', size: blob.size, blob } })).toEqual({ ok: true, contentType: 'image/png' });
  });

  it('refuses a file that is not what its name says, and an empty one, with the rule', async () => {
    expect(await checkChosenFile(new Blob(['hello, not an image']), 'id.png')).toEqual({ ok: false, message: expect.any(String) });
    expect(await checkChosenFile(new Blob([]), 'id.png')).toMatchObject({ ok: false });
  });
});
