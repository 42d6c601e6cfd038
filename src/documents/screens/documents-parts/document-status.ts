import type { DocumentStatus } from '@machines/documents/document-types';

/** Spec §4 document statuses in words a borrower understands. */
export const documentStatusText: Record<DocumentStatus, string> = {
  PENDING: 'Received: we are checking it',
  REVIEWED: 'Reviewed by our team',
  APPROVED: 'Approved',
  VERIFIED: 'Verified',
  INVALID: 'Not accepted',
};
