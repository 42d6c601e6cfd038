import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, type AnyMachineSnapshot } from 'xstate';
import { documentUploadMachine } from '@machines/documents/document-upload.machine';
import { DUPLICATE_ID_MESSAGE, UPLOAD_RULE_MESSAGE, qualityMessages, type StoredDocument } from '@machines/documents/document-types';
import { done, fail, walkChart } from './walk-chart';

const file = { name: 'id.png', size: 2048, blob: null };
const stored = (over: Partial<StoredDocument> = {}): StoredDocument => ({
  documentId: 'D1',
  documentType: 'GOVERNMENT_ID',
  fileName: 'id.png',
  status: 'PENDING',
  quality: undefined,
  ...over,
});
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('document upload chart: generated paths', () => {
  const payloads = {
    'file.select': [{ type: 'file.select', file }],
    'upload.progress': [{ type: 'upload.progress', loaded: 1024, total: 2048 }],
    'upload.failed': [{ type: 'upload.failed', message: 'Connection lost' }],
    'idNumber.submit': [{ type: 'idNumber.submit', idNumber: ' N01-23-456789 ' }],
    'xstate.done.actor.loadDocument': [done('loadDocument', null), done('loadDocument', stored({ status: 'APPROVED' }))],
    'xstate.done.actor.checkFile': [done('checkFile', { ok: true }), done('checkFile', { ok: false })],
    'xstate.done.actor.requestUploadUrl': [done('requestUploadUrl', { url: '/sandbox/objects/k', key: 'k' })],
    'xstate.done.actor.checkIdNumber': [done('checkIdNumber', { duplicate: true }), done('checkIdNumber', { duplicate: false })],
    'xstate.done.actor.registerUpload': [
      done('registerUpload', stored()),
      done('registerUpload', stored({ status: 'INVALID' })),
      ...(Object.keys(qualityMessages) as Array<keyof typeof qualityMessages>).map((q) => done('registerUpload', stored({ quality: q }))),
    ],
    'xstate.done.actor.deleteDocument': [done('deleteDocument')],
    ...Object.fromEntries(
      ['loadDocument', 'checkFile', 'requestUploadUrl', 'registerUpload', 'checkIdNumber', 'deleteDocument'].map((id) => [
        `xstate.error.actor.${id}`,
        [fail(id, new Error(`${id} failed`))],
      ]),
    ),
  };
  const key = (s: AnyMachineSnapshot) =>
    JSON.stringify([s.value, s.context.error, s.context.isIdNumberDuplicate, s.context.document?.status, s.context.document?.quality, s.context.file !== undefined, s.status]);
  const walks = (['GOVERNMENT_ID', 'TIN'] as const).map((documentType) =>
    walkChart(documentUploadMachine, { input: { applicationId: 'A1', documentType }, payloads, key }),
  );
  // Every state and transition reached: tests/paths (documents.samples.ts). Here: what holds on every path.

  it('never registers a government ID while its number may be a duplicate', () => {
    for (const { snapshot } of walks[0]!.paths) {
      if (snapshot.matches('registering')) expect(snapshot.context.isIdNumberDuplicate).toBe(false);
    }
  });

  it('a TIN document never asks for an ID number', () => {
    expect(walks[1]!.visitedStates.has('documentUpload.idNumber')).toBe(false);
  });

  it('every quality result shows its message from the spec', () => {
    const messages = new Set(walks.flatMap((w) => w.paths.filter((p) => p.snapshot.matches('rejected')).map((p) => p.snapshot.context.error)));
    for (const m of Object.values(qualityMessages)) expect(messages).toContain(m);
  });

  it('a refused file leaves nothing chosen and says what is accepted', () => {
    for (const { snapshot, events } of walks[0]!.paths) {
      const last = events.at(-1) as { type: string; output?: { ok: boolean } } | undefined;
      if (last?.type === 'xstate.done.actor.checkFile' && last.output?.ok === false) {
        expect(snapshot.matches('empty')).toBe(true);
        expect(snapshot.context.file).toBeUndefined();
        expect(snapshot.context.error).toBe(UPLOAD_RULE_MESSAGE);
      }
    }
  });
});

describe('document upload chart with fake actors', () => {
  function start(opts: { duplicate?: boolean[] } = {}) {
    const calls = { register: [] as unknown[], aborted: 0, idChecks: 0 };
    const duplicates = opts.duplicate ?? [false];
    const machine = documentUploadMachine.provide({
      actors: {
        loadDocument: fromPromise(async (): Promise<StoredDocument | null> => null),
        checkFile: fromPromise(async (): Promise<{ ok: boolean }> => ({ ok: true })),
        requestUploadUrl: fromPromise(async () => ({ url: '/put', key: 'key12345' })),
        uploadFile: fromCallback(({ sendBack }) => {
          sendBack({ type: 'upload.progress', loaded: 1024, total: 2048 });
          return () => void (calls.aborted += 1);
        }),
        checkIdNumber: fromPromise(async () => ({ duplicate: duplicates[Math.min(calls.idChecks++, duplicates.length - 1)]! })),
        registerUpload: fromPromise(async ({ input }) => {
          calls.register.push(input);
          return stored({ idNumber: input.idNumber });
        }),
      },
    });
    const actor = createActor(machine, { input: { applicationId: 'A1', documentType: 'GOVERNMENT_ID' } }).start();
    return { actor, calls };
  }

  it('shows progress, and cancelling aborts the upload; retry starts it again', async () => {
    const { actor, calls } = start();
    await flush();
    actor.send({ type: 'file.select', file });
    await flush();
    await flush();
    expect(actor.getSnapshot().context.progress).toEqual({ loaded: 1024, total: 2048 });
    actor.send({ type: 'upload.cancel' });
    expect(calls.aborted).toBe(1);
    expect(actor.getSnapshot().value).toBe('cancelled');
    actor.send({ type: 'upload.retry' });
    await flush();
    expect(actor.getSnapshot().value).toBe('uploading');
  });

  it('asks for the ID number until the platform says it is not a duplicate, then registers with it', async () => {
    const { actor, calls } = start({ duplicate: [true, false] });
    await flush();
    actor.send({ type: 'file.select', file });
    await flush();
    await flush();
    actor.send({ type: 'upload.complete' });
    expect(actor.getSnapshot().value).toBe('idNumber');
    actor.send({ type: 'idNumber.submit', idNumber: 'N01-00' });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ error: DUPLICATE_ID_MESSAGE, idNumber: 'N01-00', isIdNumberDuplicate: true });
    actor.send({ type: 'idNumber.submit', idNumber: ' N01-23 ' });
    await flush();
    await flush();
    expect(calls.register).toEqual([{ applicationId: 'A1', documentType: 'GOVERNMENT_ID', key: 'key12345', fileName: 'id.png', idNumber: 'N01-23' }]);
    expect(actor.getSnapshot().value).toBe('uploaded');
    actor.send({ type: 'document.confirm' });
    expect(actor.getSnapshot().output).toEqual({ document: stored({ idNumber: 'N01-23' }) });
  });
});
