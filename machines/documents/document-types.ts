/** What the document charts know about the platform, in their own words (the edge maps the contract). */
export const documentTypes = ['GOVERNMENT_ID', 'COMPANY_ID', 'PAYSLIP', 'TIN', 'CERTIFICATE_OF_EMPLOYMENT', 'OTHER'] as const;
export type DocumentType = (typeof documentTypes)[number];
/** A verification requirement: a document to upload, or the selfie liveness check. */
export type Requirement = DocumentType | 'SELFIE';

/** Spec §4 "Document status". */
export const documentStatuses = ['APPROVED', 'PENDING', 'REVIEWED', 'INVALID', 'VERIFIED'] as const;
export type DocumentStatus = (typeof documentStatuses)[number];

/** Spec §5 "Image quality messages", verbatim. */
export const qualityMessages = {
  SELFIE_UNCLEAR: 'Selfie is of poor quality. Please re-scan.',
  UNCLEAR: 'ID image is unreadable. Please re-scan.',
  FLASH_DETECTION: 'ID image is of poor quality. Please re-scan.',
  DOC_UNCLEAR: 'Document is unreadable. Please re-scan.',
  DOC_FLASH_DETECTION: 'Document is of poor quality. Please re-scan.',
} as const;
export type QualityCode = keyof typeof qualityMessages;

/** Spec §5 upload rule message, verbatim. */
export const UPLOAD_RULE_MESSAGE = '.jpg or .png or .pdf only. Max 10MB.';
export const INVALID_DOCUMENT_MESSAGE = 'We could not accept this document. Please upload a clear photo of a valid, unexpired ID.';
export const DUPLICATE_ID_MESSAGE = 'This ID number is already registered to another account. Check the number, or contact us if it is yours.';

export const documentLabels: Record<DocumentType, { title: string; hint: string }> = {
  GOVERNMENT_ID: { title: 'Government-issued ID', hint: 'A clear photo or scan of the front of a valid ID (UMID, passport, driver’s license, PhilSys).' },
  COMPANY_ID: { title: 'Company ID', hint: 'A clear photo of the front of your company ID.' },
  PAYSLIP: { title: 'Latest payslip', hint: 'Your most recent payslip, as a photo or PDF.' },
  TIN: { title: 'TIN document', hint: 'A document showing your Taxpayer Identification Number, e.g. your TIN ID or BIR Form 1902/2316.' },
  CERTIFICATE_OF_EMPLOYMENT: { title: 'Certificate of employment', hint: 'A signed certificate of employment from your employer.' },
  OTHER: { title: 'Supporting document', hint: 'The document our team asked you for.' },
};

/** The file chosen or captured, as far as the chart needs to know it; `blob` is the File at the edge. */
export interface ChosenFile {
  name: string;
  size: number;
  blob: unknown;
}

export interface StoredDocument {
  documentId: string;
  documentType: DocumentType;
  fileName: string;
  status: DocumentStatus;
  quality: QualityCode | undefined;
  idNumber?: string | undefined;
}

export interface UploadTarget {
  url: string;
  key: string;
}
