import type { QueryClient } from '@tanstack/react-query';
import { fromCallback, fromPromise } from 'xstate';
import type { ApiClient } from '~/api/client';
import { isApiError } from '~/api/errors';
import {
  deleteDocument,
  idNumberCheck,
  listDocuments,
  postUpload,
  presignedUrl,
  tinDocument,
  type DocumentRecord,
} from '~/api/contract/documents';
import { documentUploadMachine, type DocumentUploadEvent } from '@machines/documents/document-upload.machine';
import type { ChosenFile, StoredDocument, UploadTarget } from '@machines/documents/document-types';
import { takePrefetchedDocuments } from '~/api/queries/documents';
import { checkChosenFile } from './file-check';
import { putObject } from '~/api/put-object';

export const toStoredDocument = (d: DocumentRecord): StoredDocument => ({
  documentId: d.id,
  documentType: d.document_type === 'SELFIE' ? 'OTHER' : d.document_type,
  fileName: d.file_name,
  status: d.status,
  quality: d.quality_result ?? undefined,
  idNumber: d.id_number ?? undefined,
});

/** A field message from a 400 (e.g. the ID number's format) says more than the general one; the cause keeps the
 * platform's code for analytics (document_upload_failed's error_code). */
const explain = (e: unknown, field: string): never => {
  if (isApiError(e)) throw new Error(e.fields[field] ?? e.message, { cause: e });
  throw e;
};

const blobOf = (file: ChosenFile) => file.blob as Blob;

/** The upload chart with its effects over the documents contract. */
export function provideDocumentUpload(api: ApiClient, queryClient: QueryClient) {
  return documentUploadMachine.provide({
    actors: {
      loadDocument: fromPromise(async ({ input, signal }): Promise<StoredDocument | null> => {
        // A TIN document is the borrower's, not the application's: the latest one is reused on a reloan.
        const records =
          input.documentType === 'TIN'
            ? [(await api(tinDocument, { signal })).tin_document].filter((d): d is DocumentRecord => d !== null)
            : ((await takePrefetchedDocuments(queryClient, input.applicationId)) ?? (await api(listDocuments, { params: { applicationId: input.applicationId }, signal })).documents);
        const usable = records.filter((d) => d.document_type === input.documentType && d.status !== 'INVALID' && d.quality_result === null);
        const latest = usable.sort((a, b) => b.uploaded_at.localeCompare(a.uploaded_at))[0];
        return latest ? toStoredDocument(latest) : null;
      }),
      checkFile: fromPromise(async ({ input }) => checkChosenFile(blobOf(input.file), input.file.name)),
      requestUploadUrl: fromPromise(async ({ input }): Promise<UploadTarget> => {
        const res = await api(presignedUrl, {
          body: { application_id: input.applicationId, document_type: input.documentType, file_name: input.file.name, size: input.file.size },
        }).catch((e: unknown) => explain(e, 'file_name'));
        return { url: res.url, key: res.key };
      }),
      uploadFile: fromCallback<DocumentUploadEvent, { target: UploadTarget; file: ChosenFile }>(({ input, sendBack }) => {
        const blob = blobOf(input.file);
        return putObject(input.target.url, blob, blob.type, {
          onProgress: (loaded, total) => sendBack({ type: 'upload.progress', loaded, total }),
          onDone: () => sendBack({ type: 'upload.complete' }),
          onError: (message) => sendBack({ type: 'upload.failed', message }),
        });
      }),
      registerUpload: fromPromise(async ({ input }) => {
        const res = await api(postUpload, {
          body: {
            application_id: input.applicationId,
            document_type: input.documentType,
            key: input.key,
            file_name: input.fileName,
            ...(input.idNumber ? { id_number: input.idNumber } : {}),
          },
        }).catch((e: unknown) => explain(e, 'id_number'));
        return toStoredDocument(res);
      }),
      checkIdNumber: fromPromise(async ({ input, signal }) => {
        const res = await api(idNumberCheck, {
          query: { document_type: input.documentType, id_number: input.idNumber },
          signal,
        }).catch((e: unknown) => explain(e, 'id_number'));
        return { duplicate: res.is_duplicate };
      }),
      deleteDocument: fromPromise(async ({ input }) => {
        await api(deleteDocument, { params: { documentId: input.documentId } });
      }),
    },
  });
}
