import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromCallback, fromPromise, type AnyActorRef } from 'xstate';
import { documentVerificationMachine } from '@machines/documents/document-verification.machine';
import { documentUploadMachine } from '@machines/documents/document-upload.machine';
import { selfieMachine } from '@machines/selfie/selfie.machine';
import type { StoredDocument } from '@machines/documents/document-types';
import type { LivenessResult } from '@machines/selfie/selfie-types';
import { done, walkChart } from './walk-chart';

const doc: StoredDocument = { documentId: 'D1', documentType: 'GOVERNMENT_ID', fileName: 'id.png', status: 'PENDING', quality: undefined };
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('document verification chart: generated paths', () => {
  const payloads = {
    'xstate.done.actor.documentUpload': [done('documentUpload', { document: doc })],
    'xstate.done.actor.selfie': (['SUCCESS', 'FAILED', 'EXHAUSTED'] as const).map((result) =>
      done('selfie', { result, lastResult: result === 'EXHAUSTED' ? 'USER_ERROR' : result, attempts: 0 }),
    ),
  };
  const walks = [['GOVERNMENT_ID', 'SELFIE'], ['SELFIE'], ['GOVERNMENT_ID', 'TIN', 'SELFIE']].map((requirements) =>
    walkChart(documentVerificationMachine, { input: { applicationId: 'A1', requirements }, payloads }),
  );

  // Every state and transition reached: tests/paths (documents.samples.ts). Here: what holds on every path.

  it('the missing-selfie journey goes straight to the selfie', () => {
    expect(walks[1]!.visitedStates.has('documentVerification.document')).toBe(false);
  });

  it('outputs verified with every document, or failed when the liveness check did not pass', () => {
    const outputs = walks[2]!.paths.filter((p) => p.snapshot.status === 'done').map((p) => p.snapshot.output);
    expect(outputs).toContainEqual(expect.objectContaining({ outcome: 'verified', documents: [doc, doc] }));
    expect(outputs).toContainEqual(expect.objectContaining({ outcome: 'failed', selfie: expect.objectContaining({ result: 'FAILED' }) }));
    expect(outputs).toContainEqual(expect.objectContaining({ outcome: 'failed', selfie: expect.objectContaining({ result: 'EXHAUSTED' }) }));
  });
});

describe('document verification composed with the real child charts (fake effects)', () => {
  it('government ID then selfie: the screen-facing children are documentUpload then selfie', async () => {
    const clock = new SimulatedClock();
    const upload = documentUploadMachine.provide({
      actors: {
        checkFile: fromPromise(async (): Promise<{ ok: boolean }> => ({ ok: true })),
        requestUploadUrl: fromPromise(async () => ({ url: '/put', key: 'key12345' })),
        uploadFile: fromCallback(({ sendBack }) => void sendBack({ type: 'upload.complete' })),
        checkIdNumber: fromPromise(async (): Promise<{ duplicate: boolean }> => ({ duplicate: false })),
        registerUpload: fromPromise(async () => doc),
      },
    });
    const selfie = selfieMachine.provide({
      actors: {
        camera: fromCallback(({ sendBack }) => void sendBack({ type: 'camera.ready', stream: {} })),
        captureFrame: fromPromise(async (): Promise<unknown> => 'frame'),
        requestSelfieUrl: fromPromise(async () => ({ url: 'https://store.example/selfie', key: 'selfie/1' })),
        putSelfie: fromPromise<void, { url: string; image: unknown }>(async () => {}),
        checkSelfie: fromPromise(async (): Promise<LivenessResult> => 'SUCCESS'),
      },
    });
    const machine = documentVerificationMachine.provide({ actors: { documentUpload: upload, selfie } });
    const actor = createActor(machine, { input: { applicationId: 'A1', requirements: ['GOVERNMENT_ID', 'SELFIE'] }, clock }).start();
    const child = (id: string) => actor.getSnapshot().children[id as 'selfie'] as AnyActorRef | undefined;
    await flush();
    child('documentUpload')!.send({ type: 'file.select', file: { name: 'id.png', size: 10, blob: null } });
    await flush();
    await flush();
    child('documentUpload')!.send({ type: 'idNumber.submit', idNumber: 'N01-23' });
    await flush();
    await flush();
    child('documentUpload')!.send({ type: 'document.confirm' });
    expect(child('documentUpload')).toBeUndefined();
    child('selfie')!.send({ type: 'selfie.start' });
    child('selfie')!.send({ type: 'selfie.capture' });
    clock.increment(3000);
    await flush();
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toMatchObject({ outcome: 'verified', documents: [doc], selfie: { result: 'SUCCESS' } });
  });
});
