// @vitest-environment jsdom
import '../payment/dom-shims';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { documentVerificationMachine } from '@machines/documents/document-verification.machine';
import { documentUploadMachine } from '@machines/documents/document-upload.machine';
import { selfieMachine } from '@machines/selfie/selfie.machine';
import type { QualityCode, StoredDocument, UploadTarget } from '@machines/documents/document-types';
import type { LivenessResult } from '@machines/selfie/selfie-types';
import { checkChosenFile } from '~/documents/file-check';
import { ChartProvider } from '~/app/use-chart';
import DocumentVerificationScreen from '~/app/screens/document-verification/document-verification.screen';

const RULE = '.jpg or .png or .pdf only. Max 10MB.';
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (size: number, name = 'id.png') => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG.slice(0, Math.min(size, PNG.length)));
  return new File([bytes], name, { type: 'image/png' });
};

afterEach(cleanup);

function setup(opts: { quality?: QualityCode; duplicates?: boolean[]; liveness?: LivenessResult[]; camera?: 'ok' | 'denied' } = {}) {
  const requestUploadUrl = vi.fn(async (): Promise<UploadTarget> => ({ url: '/put', key: 'key12345' }));
  let idChecks = 0;
  let scans = 0;
  const upload = documentUploadMachine.provide({
    actors: {
      loadDocument: fromPromise(async (): Promise<StoredDocument | null> => null),
      checkFile: fromPromise(async ({ input }) => checkChosenFile(input.file.blob as File, input.file.name)),
      requestUploadUrl: fromPromise(requestUploadUrl),
      uploadFile: fromCallback(({ sendBack }) => {
        sendBack({ type: 'upload.progress', loaded: 512, total: 1024 });
        setTimeout(() => sendBack({ type: 'upload.complete' }), 10);
      }),
      checkIdNumber: fromPromise(async () => ({ duplicate: (opts.duplicates ?? [false])[idChecks++] ?? false })),
      registerUpload: fromPromise(
        async ({ input }): Promise<StoredDocument> => ({
          documentId: 'D1',
          documentType: input.documentType,
          fileName: input.fileName,
          status: 'PENDING',
          quality: opts.quality,
        }),
      ),
    },
  });
  const selfie = selfieMachine.provide({
    actors: {
      camera: fromCallback(({ sendBack }) => void sendBack(opts.camera === 'denied' ? { type: 'camera.denied' } : { type: 'camera.ready', stream: null })),
      captureFrame: fromPromise(async (): Promise<unknown> => 'frame'),
      requestSelfieUrl: fromPromise(async () => ({ url: 'https://store.example/selfie', key: 'selfie/1' })),
      putSelfie: fromPromise<void, { url: string; image: unknown }>(async () => {}),
      checkSelfie: fromPromise(async (): Promise<LivenessResult> => (opts.liveness ?? ['SUCCESS'])[scans++] ?? 'SUCCESS'),
    },
    delays: { captureCountdown: 0 },
  });
  const actor = createActor(documentVerificationMachine.provide({ actors: { documentUpload: upload, selfie } }), {
    input: { applicationId: 'A1', requirements: ['GOVERNMENT_ID', 'SELFIE'] },
  }).start();
  render(
    <ChartProvider actor={actor}>
      <DocumentVerificationScreen />
    </ChartProvider>,
  );
  return { actor, requestUploadUrl };
}

async function uploadGoodId(user: ReturnType<typeof userEvent.setup>) {
  await user.upload(await screen.findByLabelText('Upload your document'), png(2048));
  await user.type(await screen.findByLabelText(/ID number/), 'N01-23-456789');
  await user.click(screen.getByRole('button', { name: 'Check ID number' }));
}

describe('document verification screen', () => {
  it.each([
    ['10 MB + 1 byte', () => png(10 * 1024 * 1024 + 1)],
    ['an executable renamed .png', () => new File([new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4])], 'photo.png', { type: 'image/png' })],
    ['an empty file', () => new File([], 'empty.png', { type: 'image/png' })],
  ])('refuses %s with the rule message and sends nothing', async (_, make) => {
    const user = userEvent.setup({ applyAccept: false });
    const { requestUploadUrl } = setup();
    await user.upload(await screen.findByLabelText('Upload your document'), make());
    expect((await screen.findAllByText(new RegExp(RULE.replace(/\./g, '\\.')))).length).toBeGreaterThan(0);
    expect(screen.getByRole('alert')).toHaveTextContent(RULE);
    expect(requestUploadUrl).not.toHaveBeenCalled();
  });

  it('uploads an ID, asks for the ID number until it is not a duplicate, keeps what was typed', async () => {
    const user = userEvent.setup();
    setup({ duplicates: [true, false] });
    await uploadGoodId(user);
    await waitFor(() => expect(screen.getByLabelText(/ID number/)).toHaveAccessibleDescription(/already registered to another account/));
    expect(screen.getByRole('alert')).toHaveTextContent(/already registered/);
    expect(screen.getByLabelText(/ID number/)).toHaveValue('N01-23-456789');
    await user.clear(screen.getByLabelText(/ID number/));
    await user.type(screen.getByLabelText(/ID number/), 'N01-99-000001');
    await user.click(screen.getByRole('button', { name: 'Check ID number' }));
    expect(await screen.findByText('Received: we are checking it')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('button', { name: 'Continue to camera' })).toBeInTheDocument();
  });

  it('shows the spec message for a quality result and lets the borrower choose another file', async () => {
    const user = userEvent.setup();
    setup({ quality: 'FLASH_DETECTION' });
    await uploadGoodId(user);
    expect(await screen.findByText('ID image is of poor quality. Please re-scan.', { selector: 'p span, span' })).toBeInTheDocument();
    expect(screen.getByLabelText('Choose another file')).toBeInTheDocument();
  });
});

describe('selfie panel', () => {
  async function toSelfie(opts: Parameters<typeof setup>[0]) {
    const user = userEvent.setup();
    const ctx = setup(opts);
    await uploadGoodId(user);
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    return { user, ...ctx };
  }

  it('explains why before asking for the camera; denied -> Camera Access Denied with how to re-enable', async () => {
    const { user } = await toSelfie({ camera: 'denied' });
    expect(screen.getByText(/make sure it is really you/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue to camera' }));
    expect(await screen.findByText('Camera Access Denied')).toBeInTheDocument();
    expect(screen.getByText(/allow the camera for this site/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it.each([
    ['QUALITY_CHECK_FAILED', 'Poor Image Quality', /Selfie is of poor quality/],
    ['USER_ERROR', 'Selfie Scan Failed', /Keep your face visible and well-lit/],
    ['TECHNICAL_ERROR', 'Selfie Scan Failed', /technical error\. Please try again later/],
  ] as const)('%s shows "%s" with what to do, and a retry', async (result, title, body) => {
    const { user } = await toSelfie({ liveness: [result] });
    await user.click(screen.getByRole('button', { name: 'Continue to camera' }));
    await user.click(await screen.findByRole('button', { name: 'Take selfie' }));
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(body)).toBeInTheDocument();
    expect(screen.getByText('You have 2 tries left.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Take selfie' })).toBeInTheDocument());
  });

  it('SUCCESS completes the verification', async () => {
    const { user, actor } = await toSelfie({ liveness: ['SUCCESS'] });
    await user.click(screen.getByRole('button', { name: 'Continue to camera' }));
    await user.click(await screen.findByRole('button', { name: 'Take selfie' }));
    await waitFor(() => expect(actor.getSnapshot().output).toMatchObject({ outcome: 'verified' }));
  });
});
