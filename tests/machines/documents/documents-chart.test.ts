/**
 * The document charts as the borrower sees them, with fake calls throughout: the upload's every page and the
 * verification's order and outcome.
 */
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromCallback, fromPromise, waitFor, type AnyActorLogic, type AnyActorRef } from 'xstate';
import type { ChosenFile, DocumentType, StoredDocument } from '@machines/documents/document-types';
// Imported at the top, not inside a test: a mutation run then counts the chart's configuration as loaded by every
// test here and tries them all on each change to it (imported inside the first test, Stryker counts it covered by
// that test alone). document-upload-unprovided.test.ts imports it inside its tests, so a chart that fails to build still fails a test.
import { documentUploadMachine } from '@machines/documents/document-upload.machine';
import { documentVerificationMachine } from '@machines/documents/document-verification.machine';

const settled = { timeout: 2000 };
const file: ChosenFile = { name: 'id.png', size: 2048, blob: null };
const stored = (o: Partial<StoredDocument> = {}): StoredDocument => ({ documentId: 'D1', documentType: 'GOVERNMENT_ID', fileName: 'id.png', status: 'PENDING', quality: undefined, ...o });
const never = () => new Promise<never>(() => {});

type Impl = Partial<Record<'loadDocument' | 'checkFile' | 'requestUploadUrl' | 'registerUpload' | 'checkIdNumber' | 'deleteDocument', (input: unknown) => Promise<unknown>>>;

async function upload(documentType: DocumentType, impl: Impl = {}, uploadBehaviour: 'progress' | 'complete' | 'fail' = 'complete') {
  const calls: [string, unknown][] = [];
  let aborted = 0;
  const defaults: Required<Impl> = {
    loadDocument: async () => null,
    checkFile: async () => ({ ok: true }),
    requestUploadUrl: async () => ({ url: '/put', key: 'key12345' }),
    registerUpload: async () => stored({ documentType }),
    checkIdNumber: async () => ({ duplicate: false }),
    deleteDocument: async () => undefined,
  };
  const actors = Object.fromEntries(
    (Object.keys(defaults) as (keyof Impl)[]).map((n) => [
      n,
      fromPromise(async ({ input }: { input: unknown }) => {
        calls.push([n, input]);
        return (impl[n] ?? defaults[n])(input);
      }),
    ]),
  );
  const uploadFile = fromCallback(({ sendBack, input }) => {
    calls.push(['uploadFile', input]);
    sendBack({ type: 'upload.progress', loaded: 1024, total: 2048 });
    if (uploadBehaviour === 'complete') sendBack({ type: 'upload.complete' });
    if (uploadBehaviour === 'fail') sendBack({ type: 'upload.failed', message: 'The upload did not go through.' });
    return () => void (aborted += 1);
  });
  const actor = createActor(documentUploadMachine.provide({ actors: { ...actors, uploadFile } } as never) as AnyActorLogic, { input: { applicationId: 'A1', documentType } }).start() as AnyActorRef;
  await waitFor(actor, (s) => !s.hasTag('loading'), settled);
  const snap = () => actor.getSnapshot() as { value: unknown; status: string; output: unknown; context: Record<string, unknown>; hasTag: (t: string) => boolean };
  return { actor, calls, snap, aborted: () => aborted };
}

describe('the document upload chart', () => {
  it('shows the stored document of the type when there is one; none: an empty upload', async () => {
    const found = await upload('PAYSLIP', { loadDocument: async () => stored({ documentType: 'PAYSLIP', idNumber: 'N-1' }) });
    expect(found.snap().value).toBe('uploaded');
    expect(found.snap().context).toMatchObject({ document: stored({ documentType: 'PAYSLIP', idNumber: 'N-1' }), idNumber: 'N-1' });
    expect(found.calls[0]).toEqual(['loadDocument', { applicationId: 'A1', documentType: 'PAYSLIP' }]);
    const none = await upload('PAYSLIP');
    expect(none.snap().value).toBe('empty');
    expect(none.snap().context).toMatchObject({ document: undefined, idNumber: '', isIdNumberDuplicate: true, error: undefined, progress: { loaded: 0, total: 0 } });
  });

  it('a failed read offers Try again, clearing the message', async () => {
    let fail = true;
    const { actor, snap } = await upload('PAYSLIP', { loadDocument: async () => { if (fail) { fail = false; throw new Error('Could not read your documents.'); } return null; } });
    expect(snap().value).toBe('loadFailed');
    expect(snap().hasTag('error')).toBe(true);
    expect(snap().context.error).toBe('Could not read your documents.');
    actor.send({ type: 'document.retry' });
    expect(snap().context.error).toBeUndefined();
    await waitFor(actor, (s) => s.matches('empty'), settled);
  });

  it('a failure without words gets the general message', async () => {
    const { snap } = await upload('PAYSLIP', { loadDocument: async () => { throw { code: 'X' }; } });
    expect(snap().context.error).toBe('Something went wrong on our side. Please try again.');
  });

  it('a file refused on the device leaves nothing chosen and says why (or the rule); nothing leaves the device', async () => {
    const said = await upload('PAYSLIP', { checkFile: async () => ({ ok: false, message: 'That file is too large.' }) });
    said.actor.send({ type: 'file.select', file });
    await waitFor(said.actor, (s) => s.matches('empty') && s.context.error !== undefined, settled);
    expect(said.snap().context).toMatchObject({ file: undefined, error: 'That file is too large.' });
    expect(said.calls.map((c) => c[0])).toEqual(['loadDocument', 'checkFile']);
    const rule = await upload('PAYSLIP', { checkFile: async () => ({ ok: false }) });
    rule.actor.send({ type: 'file.select', file });
    await waitFor(rule.actor, (s) => s.matches('empty') && s.context.error !== undefined, settled);
    expect(rule.snap().context.error).toBe('.jpg or .png or .pdf only. Max 10MB.');
    const broken = await upload('PAYSLIP', { checkFile: async () => { throw new Error('unreadable'); } });
    broken.actor.send({ type: 'file.select', file });
    await waitFor(broken.actor, (s) => s.matches('empty') && s.context.error !== undefined, settled);
    expect(broken.snap().context.error).toBe('.jpg or .png or .pdf only. Max 10MB.');
  });

  it('an accepted file is uploaded to the place asked for, progress shown, and registered; confirming ends with it', async () => {
    const { actor, calls, snap } = await upload('PAYSLIP', {}, 'progress');
    actor.send({ type: 'file.select', file });
    await waitFor(actor, (s) => s.matches('uploading'), settled);
    expect(snap().hasTag('uploading')).toBe(true);
    expect(snap().context.progress).toEqual({ loaded: 1024, total: 2048 });
    expect(calls.slice(1)).toEqual([
      ['checkFile', { file }],
      ['requestUploadUrl', { applicationId: 'A1', documentType: 'PAYSLIP', file }],
      ['uploadFile', { target: { url: '/put', key: 'key12345' }, file }],
    ]);
    actor.send({ type: 'upload.complete' });
    await waitFor(actor, (s) => s.matches('uploaded'), settled);
    // A payslip has no ID number.
    expect(calls.at(-1)).toEqual(['registerUpload', { applicationId: 'A1', documentType: 'PAYSLIP', key: 'key12345', fileName: 'id.png', idNumber: undefined }]);
    actor.send({ type: 'document.confirm' });
    expect(snap().status).toBe('done');
    expect(snap().output).toEqual({ document: stored({ documentType: 'PAYSLIP' }) });
  });

  it('progress starts at nothing of the file’s size', async () => {
    const { actor, snap } = await upload('PAYSLIP', { requestUploadUrl: never });
    actor.send({ type: 'file.select', file });
    await waitFor(actor, (s) => s.matches('requestingUrl'), settled);
    expect(snap().context.progress).toEqual({ loaded: 0, total: 2048 });
  });

  it('no upload place: the failure is shown and Try again asks again; another file can be chosen', async () => {
    let fail = true;
    const { actor, snap, calls } = await upload('PAYSLIP', { requestUploadUrl: async () => { if (fail) { fail = false; throw new Error('Try again later.'); } return { url: '/put', key: 'k' }; } }, 'progress');
    actor.send({ type: 'file.select', file });
    await waitFor(actor, (s) => s.matches('uploadFailed'), settled);
    expect(snap().context.error).toBe('Try again later.');
    expect(snap().hasTag('error')).toBe(true);
    actor.send({ type: 'upload.retry' });
    expect(snap().context.error).toBeUndefined();
    await waitFor(actor, (s) => s.matches('uploading'), settled);
    expect(calls.filter((c) => c[0] === 'requestUploadUrl')).toHaveLength(2);
  });

  it('an upload that fails says the message; choosing another file checks it again', async () => {
    const { actor, snap, calls } = await upload('PAYSLIP', {}, 'fail');
    actor.send({ type: 'file.select', file });
    await waitFor(actor, (s) => s.matches('uploadFailed'), settled);
    expect(snap().context.error).toBe('The upload did not go through.');
    actor.send({ type: 'file.select', file: { ...file, name: 'other.png' } });
    await waitFor(actor, (s) => s.matches('uploadFailed') && calls.filter((c) => c[0] === 'checkFile').length === 2, settled);
    expect(calls.filter((c) => c[0] === 'checkFile').at(-1)).toEqual(['checkFile', { file: { ...file, name: 'other.png' } }]);
  });

  it('a cancelled upload stops the request; another file can be chosen', async () => {
    const { actor, snap, aborted, calls } = await upload('PAYSLIP', {}, 'progress');
    actor.send({ type: 'file.select', file });
    await waitFor(actor, (s) => s.matches('uploading'), settled);
    actor.send({ type: 'upload.cancel' });
    expect(snap().value).toBe('cancelled');
    expect(aborted()).toBe(1);
    actor.send({ type: 'file.select', file });
    await waitFor(actor, (s) => s.matches('uploading'), settled);
    expect(calls.filter((c) => c[0] === 'checkFile')).toHaveLength(2);
  });

  it.each([
    ['UNCLEAR', 'ID image is unreadable. Please re-scan.'],
    ['FLASH_DETECTION', 'ID image is of poor quality. Please re-scan.'],
    ['DOC_UNCLEAR', 'Document is unreadable. Please re-scan.'],
  ] as const)('a quality problem (%s) is shown in the spec’s words; another file can be chosen', async (quality, message) => {
    const { actor, snap } = await upload('PAYSLIP', { registerUpload: async () => stored({ quality }) });
    actor.send({ type: 'file.select', file });
    await waitFor(actor, (s) => s.matches('rejected'), settled);
    expect(snap().hasTag('error')).toBe(true);
    expect(snap().context).toMatchObject({ error: message, document: stored({ quality }) });
    actor.send({ type: 'file.select', file });
    await waitFor(actor, (s) => !s.matches('rejected'), settled);
  });

  it('a document the platform finds invalid says so', async () => {
    const { actor, snap } = await upload('PAYSLIP', { registerUpload: async () => stored({ status: 'INVALID' }) });
    actor.send({ type: 'file.select', file });
    await waitFor(actor, (s) => s.matches('rejected'), settled);
    expect(snap().context.error).toBe('We could not accept this document. Please upload a clear photo of a valid, unexpired ID.');
  });

  it('a failed registration offers Try again (clearing the message), which registers again', async () => {
    let fail = true;
    const { actor, snap, calls } = await upload('PAYSLIP', { registerUpload: async () => { if (fail) { fail = false; throw new Error('Not saved.'); } return stored(); } });
    actor.send({ type: 'file.select', file });
    await waitFor(actor, (s) => s.matches('registerFailed'), settled);
    expect(snap().context.error).toBe('Not saved.');
    expect(snap().hasTag('error')).toBe(true);
    actor.send({ type: 'upload.retry' });
    expect(snap().context.error).toBeUndefined();
    await waitFor(actor, (s) => s.matches('uploaded'), settled);
    expect(calls.filter((c) => c[0] === 'registerUpload')).toHaveLength(2);
    expect(calls.filter((c) => c[0] === 'uploadFile')).toHaveLength(1);
  });

  it('a government ID is registered only after its number is checked, with that number, trimmed', async () => {
    const { actor, snap, calls } = await upload('GOVERNMENT_ID');
    actor.send({ type: 'file.select', file });
    await waitFor(actor, (s) => s.matches('idNumber'), settled);
    actor.send({ type: 'idNumber.submit', idNumber: '  N01-23 ' });
    expect(snap().hasTag('loading')).toBe(true);
    await waitFor(actor, (s) => s.matches('uploaded'), settled);
    expect(calls.filter((c) => c[0] === 'checkIdNumber')).toEqual([['checkIdNumber', { documentType: 'GOVERNMENT_ID', idNumber: 'N01-23' }]]);
    expect(calls.at(-1)).toEqual(['registerUpload', { applicationId: 'A1', documentType: 'GOVERNMENT_ID', key: 'key12345', fileName: 'id.png', idNumber: 'N01-23' }]);
    expect(snap().context.isIdNumberDuplicate).toBe(false);
  });

  it('a failed ID number check keeps asking for it, with the message; a check without an answer counts as a duplicate', async () => {
    const failed = await upload('GOVERNMENT_ID', { checkIdNumber: async () => { throw new Error('Check failed.'); } });
    failed.actor.send({ type: 'file.select', file });
    await waitFor(failed.actor, (s) => s.matches('idNumber'), settled);
    failed.actor.send({ type: 'idNumber.submit', idNumber: 'N01-23' });
    await waitFor(failed.actor, (s) => s.matches('idNumber') && s.context.error !== undefined, settled);
    expect(failed.snap().context).toMatchObject({ error: 'Check failed.', isIdNumberDuplicate: true });
    failed.actor.send({ type: 'idNumber.submit', idNumber: 'N01-24' });
    expect(failed.snap().context.error).toBeUndefined();

    const unsure = await upload('GOVERNMENT_ID', { checkIdNumber: async () => ({}) });
    unsure.actor.send({ type: 'file.select', file });
    await waitFor(unsure.actor, (s) => s.matches('idNumber'), settled);
    unsure.actor.send({ type: 'idNumber.submit', idNumber: 'N01-23' });
    await waitFor(unsure.actor, (s) => s.matches('idNumber') && s.context.error !== undefined, settled);
    expect(unsure.calls.some((c) => c[0] === 'registerUpload')).toBe(false);
  });

  it('deleting the document empties the upload (a new government ID asks its number again); a failed delete keeps it with the message', async () => {
    const { actor, snap, calls } = await upload('GOVERNMENT_ID', { loadDocument: async () => stored({ documentId: 'D7' }) });
    actor.send({ type: 'document.delete' });
    expect(snap().hasTag('loading')).toBe(true);
    await waitFor(actor, (s) => s.matches('empty'), settled);
    expect(calls.at(-1)).toEqual(['deleteDocument', { applicationId: 'A1', documentId: 'D7' }]);
    expect(snap().context).toMatchObject({ document: undefined, file: undefined, isIdNumberDuplicate: true, error: undefined });

    const kept = await upload('PAYSLIP', { loadDocument: async () => stored(), deleteDocument: async () => { throw new Error('Not deleted.'); } });
    kept.actor.send({ type: 'document.delete' });
    await waitFor(kept.actor, (s) => s.matches('uploaded') && s.context.error !== undefined, settled);
    expect(kept.snap().context).toMatchObject({ error: 'Not deleted.', document: stored() });
  });
});

describe('the document verification chart', () => {
  /** Stand-in children: an upload that ends with its type's document, a selfie that ends with the result given. */
  async function verify(requirements: string[], selfieResult: 'SUCCESS' | 'FAILED' | 'EXHAUSTED' = 'SUCCESS', selfieForOldLoans?: boolean) {
    const inputs: [string, unknown][] = [];
    const documentUpload = createMachine({
      types: {} as { context: { type: DocumentType }; input: { documentType: DocumentType } },
      context: ({ input }) => (inputs.push(['documentUpload', input]), { type: input.documentType }),
      initial: 'end',
      states: { end: { type: 'final' } },
      output: ({ context }) => ({ document: stored({ documentType: context.type }) }),
    });
    const selfie = createMachine({
      context: ({ input }: { input: unknown }) => (inputs.push(['selfie', input]), {}),
      initial: 'end',
      states: { end: { type: 'final' } },
      output: () => ({ result: selfieResult, lastResult: selfieResult, attempts: 1 }),
    });
    const actor = createActor(documentVerificationMachine.provide({ actors: { documentUpload, selfie } } as never) as AnyActorLogic, {
      input: { applicationId: 'A1', requirements, ...(selfieForOldLoans === undefined ? {} : { selfieForOldLoans }) },
    }).start() as AnyActorRef;
    await waitFor(actor, (s) => s.status === 'done', settled);
    return { output: actor.getSnapshot().output as { outcome: string; documents: StoredDocument[]; selfie: unknown }, inputs };
  }

  it('works through each requirement in order and ends verified with every document and the selfie', async () => {
    const { output, inputs } = await verify(['GOVERNMENT_ID', 'TIN', 'SELFIE']);
    expect(inputs).toEqual([
      ['documentUpload', { applicationId: 'A1', documentType: 'GOVERNMENT_ID' }],
      ['documentUpload', { applicationId: 'A1', documentType: 'TIN' }],
      ['selfie', { applicationId: 'A1', forOldLoans: false }],
    ]);
    expect(output).toEqual({
      outcome: 'verified',
      documents: [stored({ documentType: 'GOVERNMENT_ID' }), stored({ documentType: 'TIN' })],
      selfie: { result: 'SUCCESS', lastResult: 'SUCCESS', attempts: 1 },
    });
  });

  it('a selfie owed for older loans says so to the selfie chart', async () => {
    const { inputs } = await verify(['SELFIE'], 'SUCCESS', true);
    expect(inputs).toEqual([['selfie', { applicationId: 'A1', forOldLoans: true }]]);
  });

  it('a selfie that failed (or ran out of tries) ends failed, before any later requirement', async () => {
    for (const result of ['FAILED', 'EXHAUSTED'] as const) {
      const { output, inputs } = await verify(['SELFIE', 'PAYSLIP'], result);
      expect(output).toMatchObject({ outcome: 'failed', documents: [], selfie: { result } });
      expect(inputs.map((i) => i[0])).toEqual(['selfie']);
    }
  });

  it('documents only: verified with no selfie; nothing required: verified at once', async () => {
    expect((await verify(['PAYSLIP'])).output).toEqual({ outcome: 'verified', documents: [stored({ documentType: 'PAYSLIP' })], selfie: undefined });
    expect((await verify([])).output).toEqual({ outcome: 'verified', documents: [], selfie: undefined });
  });
});
