/**
 * What the document pages say (machines/documents/document-types.ts): the spec's image quality and upload rule
 * messages verbatim (§5), the refusals, and each document's title and hint. A change of wording is made here on
 * purpose, not by accident.
 */
import { describe, expect, it } from 'vitest';
import { DUPLICATE_ID_MESSAGE, INVALID_DOCUMENT_MESSAGE, UPLOAD_RULE_MESSAGE, documentLabels, documentStatuses, documentTypes, qualityMessages } from '@machines/documents/document-types';

describe('document words', () => {
  it('the image quality messages and the upload rule are the spec’s (§5), verbatim', () => {
    expect(qualityMessages).toEqual({
      SELFIE_UNCLEAR: 'Selfie is of poor quality. Please re-scan.',
      UNCLEAR: 'ID image is unreadable. Please re-scan.',
      FLASH_DETECTION: 'ID image is of poor quality. Please re-scan.',
      DOC_UNCLEAR: 'Document is unreadable. Please re-scan.',
      DOC_FLASH_DETECTION: 'Document is of poor quality. Please re-scan.',
    });
    expect(UPLOAD_RULE_MESSAGE).toBe('.jpg or .png or .pdf only. Max 10MB.');
  });

  it('a refused document and a duplicate ID number say what to do', () => {
    expect(INVALID_DOCUMENT_MESSAGE).toBe('We could not accept this document. Please upload a clear photo of a valid, unexpired ID.');
    expect(DUPLICATE_ID_MESSAGE).toBe('This ID number is already registered to another account. Check the number, or contact us if it is yours.');
  });

  it('each document type has its title and hint', () => {
    expect(documentLabels).toEqual({
      GOVERNMENT_ID: { title: 'Government-issued ID', hint: 'A clear photo or scan of the front of a valid ID (UMID, passport, driver’s license, PhilSys).' },
      COMPANY_ID: { title: 'Company ID', hint: 'A clear photo of the front of your company ID.' },
      PAYSLIP: { title: 'Latest payslip', hint: 'Your most recent payslip, as a photo or PDF.' },
      TIN: { title: 'TIN document', hint: 'A document showing your Taxpayer Identification Number, e.g. your TIN ID or BIR Form 1902/2316.' },
      CERTIFICATE_OF_EMPLOYMENT: { title: 'Certificate of employment', hint: 'A signed certificate of employment from your employer.' },
      OTHER: { title: 'Supporting document', hint: 'The document our team asked you for.' },
    });
  });

  it('the types and statuses the charts know (spec §4)', () => {
    expect(documentTypes).toEqual(['GOVERNMENT_ID', 'COMPANY_ID', 'PAYSLIP', 'TIN', 'CERTIFICATE_OF_EMPLOYMENT', 'OTHER']);
    expect(documentStatuses).toEqual(['APPROVED', 'PENDING', 'REVIEWED', 'INVALID', 'VERIFIED']);
  });
});
