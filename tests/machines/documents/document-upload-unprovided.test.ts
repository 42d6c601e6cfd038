/**
 * The upload chart's own stand-ins for its calls (machines/documents/document-upload.machine.ts), what a story or a
 * test without effects sees: no stored document, every file refused by the rule, a missing call naming itself, an
 * ID number taken as a duplicate. The charts are imported inside the tests, so a chart that fails to build fails them
 * (the other document test files import them at their top: see tests/machines/payment/payment-chart-builds.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyActorLogic, type AnyActorRef } from 'xstate';

const settled = { timeout: 2000 };
const file = { name: 'id.png', size: 10, blob: null };

async function start(provided: Record<string, AnyActorLogic> = {}, documentType = 'GOVERNMENT_ID') {
  const { documentUploadMachine } = await import('@machines/documents/document-upload.machine');
  const actor = createActor(documentUploadMachine.provide({ actors: provided } as never) as AnyActorLogic, { input: { applicationId: 'A1', documentType } }).start() as AnyActorRef;
  await waitFor(actor, (s) => !s.hasTag('loading'), settled);
  return actor;
}

describe('the upload chart without its effects', () => {
  it('has no stored document and refuses every file with the rule', async () => {
    const actor = await start();
    expect(actor.getSnapshot().value).toBe('empty');
    actor.send({ type: 'file.select', file });
    await waitFor(actor, (s) => s.matches('empty') && s.context.error !== undefined, settled);
    expect(actor.getSnapshot().context.error).toBe('.jpg or .png or .pdf only. Max 10MB.');
  });

  it('a missing call says which', async () => {
    const ok = fromPromise(async () => ({ ok: true }));
    const url = await start({ checkFile: ok });
    url.send({ type: 'file.select', file });
    await waitFor(url, (s) => s.matches('uploadFailed'), settled);
    expect(url.getSnapshot().context.error).toBe('requestUploadUrl not provided');

    const put = await start({ checkFile: ok, requestUploadUrl: fromPromise(async () => ({ url: '/put', key: 'k' })) });
    put.send({ type: 'file.select', file });
    await waitFor(put, (s) => s.matches('uploadFailed'), settled);
    expect(put.getSnapshot().context.error).toBe('uploadFile not provided');
  });

  it('an ID number is a duplicate until the platform says otherwise; registering is then missing', async () => {
    const { fromCallback } = await import('xstate');
    const actor = await start({
      checkFile: fromPromise(async () => ({ ok: true })),
      requestUploadUrl: fromPromise(async () => ({ url: '/put', key: 'k' })),
      uploadFile: fromCallback(({ sendBack }) => sendBack({ type: 'upload.complete' })),
    });
    actor.send({ type: 'file.select', file });
    await waitFor(actor, (s) => s.matches('idNumber'), settled);
    actor.send({ type: 'idNumber.submit', idNumber: 'N01-23' });
    await waitFor(actor, (s) => s.matches('idNumber') && s.context.error !== undefined, settled);
    expect(actor.getSnapshot().context.isIdNumberDuplicate).toBe(true);

    const payslip = await start(
      {
        checkFile: fromPromise(async () => ({ ok: true })),
        requestUploadUrl: fromPromise(async () => ({ url: '/put', key: 'k' })),
        uploadFile: fromCallback(({ sendBack }) => sendBack({ type: 'upload.complete' })),
      },
      'PAYSLIP',
    );
    payslip.send({ type: 'file.select', file });
    await waitFor(payslip, (s) => s.matches('registerFailed'), settled);
    expect(payslip.getSnapshot().context.error).toBe('registerUpload not provided');
  });

  it('deleting succeeds without a platform', async () => {
    const actor = await start({ loadDocument: fromPromise(async () => ({ documentId: 'D1', documentType: 'PAYSLIP', fileName: 'p.pdf', status: 'PENDING', quality: undefined })) });
    actor.send({ type: 'document.delete' });
    await waitFor(actor, (s) => s.matches('empty'), settled);
  });

  it('the verification chart builds: nothing required is verified at once', async () => {
    const { documentVerificationMachine } = await import('@machines/documents/document-verification.machine');
    const actor = createActor(documentVerificationMachine, { input: { applicationId: 'A1', requirements: [] } }).start();
    expect(actor.getSnapshot().output).toEqual({ outcome: 'verified', documents: [], selfie: undefined });
  });
});
