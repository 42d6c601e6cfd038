import type { AnyMachineSnapshot } from 'xstate';
import { qualityMessages, type QualityCode, type StoredDocument } from './document-types';

/**
 * Samples for the generated-path traversal (tests/paths) of the document charts: every loader, check and
 * registration outcome, so each guard runs both ways. A government ID is used because only it asks for an ID
 * number; the other document types take the same path without that detour.
 */
const stored = (over: Partial<StoredDocument> = {}): StoredDocument => ({
  documentId: 'D1', documentType: 'GOVERNMENT_ID', fileName: 'id.png', status: 'PENDING', quality: undefined, ...over,
});
const failure = (message: string) => new Error(message);
const file = { name: 'id.png', size: 120_000, blob: null };

const documentUpload = {
  input: { applicationId: 'A1', documentType: 'GOVERNMENT_ID' },
  events: {
    'file.select': [{ type: 'file.select', file }],
    'upload.progress': [{ type: 'upload.progress', loaded: 60_000, total: 120_000 }],
    'upload.failed': [{ type: 'upload.failed', message: 'The connection dropped.' }],
    'idNumber.submit': [{ type: 'idNumber.submit', idNumber: ' N01-23 ' }],
  },
  outcomes: {
    loadDocument: { done: [null, stored({ status: 'APPROVED' })], error: [failure('Could not load your document.')] },
    checkFile: { done: [{ ok: true }, { ok: false, message: '.jpg or .png or .pdf only. Max 10MB.' }], error: [failure('Unreadable file')] },
    requestUploadUrl: { done: [{ url: '/sandbox/objects/k', key: 'k' }], error: [failure('Service unavailable')] },
    checkIdNumber: { done: [{ duplicate: true }, { duplicate: false }], error: [failure('Service unavailable')] },
    registerUpload: {
      done: [stored(), stored({ status: 'INVALID' }), ...(Object.keys(qualityMessages) as QualityCode[]).map((quality) => stored({ quality }))],
      error: [failure('Service unavailable')],
    },
    deleteDocument: { done: [undefined], error: [failure('Service unavailable')] },
  },
  // Progress numbers, file and document details do not change what happens next.
  serialize: (s: AnyMachineSnapshot) =>
    JSON.stringify([s.value, s.status, s.context.isIdNumberDuplicate, s.context.error !== undefined, s.context.document?.status]),
};

const documentVerification = {
  inputs: [
    { applicationId: 'A1', requirements: ['GOVERNMENT_ID', 'SELFIE'] },
    { applicationId: 'A1', requirements: ['SELFIE'], selfieForOldLoans: true },
    { applicationId: 'A1', requirements: [] },
  ],
  outcomes: {
    documentUpload: { done: [{ document: stored() }] },
    selfie: {
      done: [
        { result: 'SUCCESS', lastResult: 'SUCCESS', attempts: 0 },
        { result: 'FAILED', lastResult: 'FAILED', attempts: 0 },
        { result: 'EXHAUSTED', lastResult: 'USER_ERROR', attempts: 3 },
      ],
    },
  },
  serialize: (s: AnyMachineSnapshot) => JSON.stringify([s.value, s.status, s.context.requirements, s.context.index, s.context.selfie?.result]),
};

export default { documentUpload, documentVerification };
