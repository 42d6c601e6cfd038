import { assign, fromCallback, fromPromise, setup, type EventObject } from 'xstate';
import {
  DUPLICATE_ID_MESSAGE,
  INVALID_DOCUMENT_MESSAGE,
  UPLOAD_RULE_MESSAGE,
  qualityMessages,
  type ChosenFile,
  type DocumentType,
  type StoredDocument,
  type UploadTarget,
} from './document-types';

/**
 * One document: choose or capture a file, check it on the device (type by content and name, size), get a
 * presigned URL, upload with progress (cancel and retry), register it (post-upload) and show the platform's
 * verdict: status, or a quality problem with the spec's message. A government ID is registered with its ID
 * number, which counts as a duplicate until the platform says otherwise. Ends when the borrower confirms.
 */
export interface DocumentUploadInput {
  applicationId: string;
  documentType: DocumentType;
}

export interface DocumentUploadContext {
  applicationId: string;
  documentType: DocumentType;
  file: ChosenFile | undefined;
  target: UploadTarget | undefined;
  progress: { loaded: number; total: number };
  document: StoredDocument | undefined;
  idNumber: string;
  /** Spec §5: true until the server says otherwise. */
  isIdNumberDuplicate: boolean;
  /** What went wrong, in words the borrower can act on; undefined when nothing did. */
  error: string | undefined;
}

export type DocumentUploadEvent =
  | { type: 'file.select'; file: ChosenFile }
  | { type: 'upload.progress'; loaded: number; total: number }
  | { type: 'upload.complete' }
  | { type: 'upload.failed'; message: string }
  | { type: 'upload.cancel' }
  | { type: 'upload.retry' }
  | { type: 'idNumber.submit'; idNumber: string }
  | { type: 'document.delete' }
  | { type: 'document.confirm' }
  | { type: 'document.retry' };

const outputOf = <T>(event: EventObject) => (event as { output?: T }).output;
const messageOf = (event: EventObject) => {
  const e = (event as { error?: unknown }).error;
  if (e instanceof Error && e.message) return e.message;
  return (event as { message?: string }).message ?? 'Something went wrong on our side. Please try again.';
};

export const documentUploadMachine = setup({
  types: {
    input: {} as DocumentUploadInput,
    context: {} as DocumentUploadContext,
    events: {} as DocumentUploadEvent,
    output: {} as { document: StoredDocument },
    tags: {} as 'loading' | 'error' | 'uploading',
  },
  actors: {
    loadDocument: fromPromise<StoredDocument | null, { applicationId: string; documentType: DocumentType }>(async () => null),
    /** Device-side rule: .jpg/.png/.pdf by content and name, 1 byte to 10 MB (1 KB = 1024 bytes). */
    checkFile: fromPromise<{ ok: boolean; message?: string | undefined }, { file: ChosenFile }>(async () => ({ ok: false })),
    requestUploadUrl: fromPromise<UploadTarget, { applicationId: string; documentType: DocumentType; file: ChosenFile }>(async () => {
      throw new Error('requestUploadUrl not provided');
    }),
    /** Sends upload.progress, then upload.complete or upload.failed; aborts the request on cleanup (cancel). */
    uploadFile: fromCallback<DocumentUploadEvent, { target: UploadTarget; file: ChosenFile }>(({ sendBack }) => {
      sendBack({ type: 'upload.failed', message: 'uploadFile not provided' });
    }),
    registerUpload: fromPromise<
      StoredDocument,
      { applicationId: string; documentType: DocumentType; key: string; fileName: string; idNumber: string | undefined }
    >(
      async () => {
        throw new Error('registerUpload not provided');
      },
    ),
    checkIdNumber: fromPromise<{ duplicate: boolean }, { documentType: DocumentType; idNumber: string }>(async () => ({
      duplicate: true,
    })),
    deleteDocument: fromPromise<void, { applicationId: string; documentId: string }>(async () => {}),
  },
  actions: {
    storeError: assign({ error: ({ event }) => messageOf(event) }),
    clearError: assign({ error: undefined }),
    // Nothing leaves the device when the rule refuses a file, and the rule says exactly what is accepted.
    refuseFile: assign({ file: undefined, error: ({ event }) => outputOf<{ message?: string }>(event)?.message ?? UPLOAD_RULE_MESSAGE }),
    explainQuality: assign({ error: ({ event }) => qualityMessages[outputOf<StoredDocument>(event)!.quality!] }),
    storeDocument: assign({
      document: ({ event }) => outputOf<StoredDocument>(event),
      idNumber: ({ context, event }) => outputOf<StoredDocument>(event)?.idNumber ?? context.idNumber,
    }),
  },
  guards: {
    hasDocument: ({ event }) => outputOf<StoredDocument | null>(event) != null,
    fileAccepted: ({ event }) => outputOf<{ ok: boolean }>(event)?.ok === true,
    hasQualityIssue: ({ event }) => outputOf<StoredDocument>(event)?.quality !== undefined,
    isInvalid: ({ event }) => outputOf<StoredDocument>(event)?.status === 'INVALID',
    needsIdNumber: ({ context }) => context.documentType === 'GOVERNMENT_ID' && context.isIdNumberDuplicate,
    isDuplicate: ({ event }) => outputOf<{ duplicate: boolean }>(event)?.duplicate !== false,
  },
}).createMachine({
  id: 'documentUpload',
  context: ({ input }) => ({
    applicationId: input.applicationId,
    documentType: input.documentType,
    file: undefined,
    target: undefined,
    progress: { loaded: 0, total: 0 },
    document: undefined,
    idNumber: '',
    isIdNumberDuplicate: true,
    error: undefined,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadDocument',
        src: 'loadDocument',
        input: ({ context }) => ({ applicationId: context.applicationId, documentType: context.documentType }),
        onDone: [{ guard: 'hasDocument', target: 'uploaded', actions: 'storeDocument' }, { target: 'empty' }],
        onError: { target: 'loadFailed', actions: 'storeError' },
      },
    },
    loadFailed: { tags: ['error'], on: { 'document.retry': { target: 'loading', actions: 'clearError' } } },
    empty: { on: { 'file.select': 'checking' } },
    checking: {
      entry: assign({ file: ({ event }) => (event as { file?: ChosenFile }).file, error: undefined }),
      invoke: {
        id: 'checkFile',
        src: 'checkFile',
        input: ({ context }) => ({ file: context.file! }),
        onDone: [{ guard: 'fileAccepted', target: 'requestingUrl' }, { target: 'empty', actions: 'refuseFile' }],
        onError: { target: 'empty', actions: 'refuseFile' },
      },
    },
    requestingUrl: {
      tags: ['uploading'],
      entry: assign({ progress: ({ context }) => ({ loaded: 0, total: context.file?.size ?? 0 }), error: undefined }),
      invoke: {
        id: 'requestUploadUrl',
        src: 'requestUploadUrl',
        input: ({ context }) => ({ applicationId: context.applicationId, documentType: context.documentType, file: context.file! }),
        onDone: { target: 'uploading', actions: assign({ target: ({ event }) => event.output }) },
        onError: { target: 'uploadFailed', actions: 'storeError' },
      },
    },
    uploading: {
      tags: ['uploading'],
      invoke: { id: 'uploadFile', src: 'uploadFile', input: ({ context }) => ({ target: context.target!, file: context.file! }) },
      on: {
        'upload.progress': { actions: assign({ progress: ({ event }) => ({ loaded: event.loaded, total: event.total }) }) },
        'upload.complete': 'afterUpload',
        'upload.failed': { target: 'uploadFailed', actions: 'storeError' },
        'upload.cancel': 'cancelled',
      },
    },
    cancelled: { on: { 'upload.retry': 'requestingUrl', 'file.select': 'checking' } },
    uploadFailed: { tags: ['error'], on: { 'upload.retry': 'requestingUrl', 'file.select': 'checking' } },
    afterUpload: { always: [{ guard: 'needsIdNumber', target: 'idNumber' }, { target: 'registering' }] },
    // The ID number is checked before the document is registered with it.
    idNumber: {
      on: {
        'idNumber.submit': {
          target: 'checkingIdNumber',
          actions: assign({ idNumber: ({ event }) => event.idNumber.trim(), error: undefined }),
        },
      },
    },
    checkingIdNumber: {
      tags: ['loading'],
      invoke: {
        id: 'checkIdNumber',
        src: 'checkIdNumber',
        input: ({ context }) => ({ documentType: context.documentType, idNumber: context.idNumber }),
        onDone: [
          { guard: 'isDuplicate', target: 'idNumber', actions: assign({ isIdNumberDuplicate: true, error: DUPLICATE_ID_MESSAGE }) },
          { target: 'registering', actions: assign({ isIdNumberDuplicate: false }) },
        ],
        // Still a duplicate as far as we know: the borrower can submit again.
        onError: { target: 'idNumber', actions: 'storeError' },
      },
    },
    registering: {
      tags: ['uploading'],
      invoke: {
        id: 'registerUpload',
        src: 'registerUpload',
        input: ({ context }) => ({
          applicationId: context.applicationId,
          documentType: context.documentType,
          key: context.target!.key,
          fileName: context.file!.name,
          idNumber: context.documentType === 'GOVERNMENT_ID' ? context.idNumber : undefined,
        }),
        onDone: [
          { guard: 'hasQualityIssue', target: 'rejected', actions: ['storeDocument', 'explainQuality'] },
          { guard: 'isInvalid', target: 'rejected', actions: ['storeDocument', assign({ error: INVALID_DOCUMENT_MESSAGE })] },
          { target: 'uploaded', actions: 'storeDocument' },
        ],
        onError: { target: 'registerFailed', actions: 'storeError' },
      },
    },
    registerFailed: { tags: ['error'], on: { 'upload.retry': { target: 'registering', actions: 'clearError' } } },
    rejected: { tags: ['error'], on: { 'file.select': 'checking' } },
    uploaded: { on: { 'document.confirm': 'done', 'document.delete': 'deleting' } },
    deleting: {
      tags: ['loading'],
      invoke: {
        id: 'deleteDocument',
        src: 'deleteDocument',
        input: ({ context }) => ({ applicationId: context.applicationId, documentId: context.document!.documentId }),
        onDone: { target: 'empty', actions: assign({ document: undefined, file: undefined, isIdNumberDuplicate: true, error: undefined }) },
        onError: { target: 'uploaded', actions: 'storeError' },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => ({ document: context.document! }),
});
