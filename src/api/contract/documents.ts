import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { kindFromName, MAX_UPLOAD_BYTES, UPLOAD_RULE_MESSAGE } from './uploads';

export const documentStatuses = ['APPROVED', 'PENDING', 'REVIEWED', 'INVALID', 'VERIFIED'] as const;
export type DocumentStatus = (typeof documentStatuses)[number];
export const qualityResults = ['SELFIE_UNCLEAR', 'UNCLEAR', 'FLASH_DETECTION', 'DOC_UNCLEAR', 'DOC_FLASH_DETECTION'] as const;
export type QualityResult = (typeof qualityResults)[number];
export const documentTypes = ['GOVERNMENT_ID', 'COMPANY_ID', 'PAYSLIP', 'TIN', 'CERTIFICATE_OF_EMPLOYMENT', 'SELFIE', 'OTHER'] as const;
export type DocumentType = (typeof documentTypes)[number];
export const livenessResults = ['SUCCESS', 'FAILED', 'QUALITY_CHECK_FAILED', 'USER_ERROR', 'TECHNICAL_ERROR'] as const;
export type LivenessResult = (typeof livenessResults)[number];

export const documentSchema = v.object({
  id: v.string(),
  application_id: v.string(),
  document_type: v.picklist(documentTypes),
  file_name: v.string(),
  content_type: v.string(),
  size: v.number(),
  status: v.picklist(documentStatuses),
  /** Image quality check; null when the image passed. Messages for each code are in spec §5. */
  quality_result: v.nullable(v.picklist(qualityResults)),
  id_number: v.nullable(v.string()),
  uploaded_at: v.string(),
});
export type DocumentRecord = v.InferOutput<typeof documentSchema>;

const applicationId = v.pipe(v.string(), v.minLength(1, 'Choose the application this document belongs to.'));
const fileName = v.pipe(
  v.string(),
  v.minLength(1, UPLOAD_RULE_MESSAGE),
  v.maxLength(200, 'The file name is too long. Rename the file and try again.'),
  v.check((name) => kindFromName(name) !== null, UPLOAD_RULE_MESSAGE),
);
const objectKey = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,80}$/, 'Upload the file again.'));
const idNumber = v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9-]{4,30}$/, 'Enter the ID number as printed on the card.'));

export const listDocuments = endpoint({
  group: 'documents',
  method: 'GET',
  path: '/api/v1/applications/:applicationId/documents',
  response: v.object({ documents: v.array(documentSchema) }),
});

/** The borrower's latest TIN document across applications (reused on a reloan). */
export const tinDocument = endpoint({
  group: 'documents',
  method: 'GET',
  path: '/api/v1/documents/tin',
  response: v.object({ tin_document: v.nullable(documentSchema) }),
});

/**
 * Step 1 of an upload: a short-lived URL to PUT the raw file to (same origin in the sandbox). The PUT answers
 * 400 with `{code, message}` when the file breaks the upload rules; nothing is kept in that case.
 */
export const presignedUrl = endpoint({
  group: 'documents',
  method: 'POST',
  path: '/api/v1/documents/presigned-url',
  body: v.object({
    application_id: applicationId,
    document_type: v.picklist(documentTypes, 'Choose a document type.'),
    file_name: fileName,
    size: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1, UPLOAD_RULE_MESSAGE), v.maxValue(MAX_UPLOAD_BYTES, UPLOAD_RULE_MESSAGE))),
  }),
  response: v.object({ url: v.string(), key: v.string(), expires_at: v.string(), method: v.literal('PUT') }),
});

/** What the object store answers to a successful PUT. */
export const objectPutResultSchema = v.object({ key: v.string(), size: v.number(), content_type: v.string() });

/** Step 3: registers the uploaded object as a document of the application. */
export const postUpload = endpoint({
  group: 'documents',
  method: 'POST',
  path: '/api/v1/documents',
  body: v.object({
    application_id: applicationId,
    document_type: v.picklist(documentTypes, 'Choose a document type.'),
    key: objectKey,
    file_name: fileName,
    id_number: v.optional(idNumber),
  }),
  response: documentSchema,
});

export const deleteDocument = endpoint({
  group: 'documents',
  method: 'DELETE',
  path: '/api/v1/documents/:documentId',
  response: v.object({ id: v.string(), deleted: v.literal(true) }),
});

/** Another borrower already registered this ID number. The app treats it as duplicate until this says not. */
export const idNumberCheck = endpoint({
  group: 'documents',
  method: 'GET',
  path: '/api/v1/documents/id-number-check',
  query: v.object({ document_type: v.picklist(documentTypes, 'Choose a document type.'), id_number: idNumber }),
  response: v.object({ is_duplicate: v.boolean() }),
});

export const contractSchema = v.object({
  contract_id: v.string(),
  application_id: v.string(),
  promissory_note_status: v.picklist(['PENDING', 'FINAL']),
  /** The promissory note as plain text lines; the app renders it. */
  body: v.array(v.string()),
  generated_at: v.string(),
  finalized_at: v.nullable(v.string()),
});
export type LoanContract = v.InferOutput<typeof contractSchema>;

export const generateContract = endpoint({
  group: 'documents',
  method: 'POST',
  path: '/api/v1/applications/:applicationId/contract',
  response: contractSchema,
});

export const finalizeContract = endpoint({
  group: 'documents',
  method: 'POST',
  path: '/api/v1/applications/:applicationId/contract/finalize',
  response: contractSchema,
});

export const getLoanContract = endpoint({
  group: 'documents',
  method: 'GET',
  path: '/api/v1/applications/:applicationId/contract',
  response: contractSchema,
});

export const livenessResponseSchema = v.object({
  liveness_id: v.string(),
  result: v.picklist(livenessResults),
  /** The SELFIE document stored on SUCCESS. */
  document: v.nullable(documentSchema),
});

/** Selfie liveness: the selfie is uploaded like any document (presigned URL, type SELFIE), then checked here. */
export const livenessUpload = endpoint({
  group: 'documents',
  method: 'POST',
  path: '/api/v1/liveness',
  body: v.object({ application_id: applicationId, key: objectKey }),
  response: livenessResponseSchema,
});

/** Applications of this borrower that were approved without a selfie (the missing-selfie journey). */
export const selfieForOldLoans = endpoint({
  group: 'documents',
  method: 'GET',
  path: '/api/v1/liveness/old-loans',
  response: v.object({ missing_selfie: v.boolean(), application_ids: v.array(v.string()) }),
});

/** One liveness check whose selfie is attached to every listed old application. */
export const submitSelfieForOldLoans = endpoint({
  group: 'documents',
  method: 'POST',
  path: '/api/v1/liveness/old-loans',
  body: v.object({ key: objectKey }),
  response: v.object({ liveness_id: v.string(), result: v.picklist(livenessResults), application_ids: v.array(v.string()) }),
});
