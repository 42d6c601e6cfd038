import type { Module } from '../context';
import * as contract from '../../src/api/contract/documents';
import { deleteObject, presign } from '../storage';
import { requireOwnApplication } from './documents-applications-adapter';
import { moveStatus } from './loans-store';
import { finalizeContract, generateContract, getContract } from './documents-contract';
import { registerLiveness } from './documents-liveness';
import { registerNextOutcomeRoutes, takeDocumentOutcome } from './documents-outcomes';
import { documentsOf, findDocumentRow, insertDocument, isIdNumberTaken, latestTin, requireFreshObject } from './documents-records';
import { serve as route } from './serve';
import { registerObjectUpload } from './documents-upload';
import { HttpError } from './serve';

const DUPLICATE_ID_MESSAGE = 'This ID number is already registered to another account. Check the number, or contact us if it is yours.';

/** Documents call group: presigned upload, registration with review status, ID checks, promissory notes. */
export const registerDocuments: Module = (ctx) => {
  registerObjectUpload(ctx);
  registerNextOutcomeRoutes(ctx);
  registerLiveness(ctx);

  route(ctx, contract.listDocuments, ({ user, params }) => {
    const applicationId = params.applicationId ?? '';
    requireOwnApplication(ctx, user, applicationId);
    return { documents: documentsOf(ctx, user.id, applicationId) };
  });

  route(ctx, contract.tinDocument, ({ user }) => ({ tin_document: latestTin(ctx, user.id) }));

  route(ctx, contract.presignedUrl, ({ user, body }) => {
    requireOwnApplication(ctx, user, body.application_id);
    const { url, key, expiresAt } = presign(ctx, {
      userId: user.id,
      applicationId: body.application_id,
      documentType: body.document_type,
      fileName: body.file_name,
    });
    return { url, key, expires_at: new Date(expiresAt).toISOString(), method: 'PUT' as const };
  });

  route(ctx, contract.postUpload, ({ user, body }) => {
    requireOwnApplication(ctx, user, body.application_id);
    const obj = requireFreshObject(ctx, user, body.key);
    if (obj.application_id !== body.application_id || obj.document_type !== body.document_type) {
      throw new HttpError(409, 'UPLOAD_MISMATCH', 'This file was uploaded for another document. Please upload it again.');
    }
    const idNumber = body.id_number ?? null;
    if (idNumber && isIdNumberTaken(ctx, user, body.document_type, idNumber)) {
      throw new HttpError(409, 'ID_NUMBER_DUPLICATE', DUPLICATE_ID_MESSAGE, { id_number: DUPLICATE_ID_MESSAGE });
    }
    const outcome = takeDocumentOutcome(ctx, user.id);
    return insertDocument(ctx, { user, obj, documentType: body.document_type, fileName: body.file_name, idNumber, status: outcome.status, quality: outcome.quality });
  });

  route(ctx, contract.deleteDocument, ({ user, params }) => {
    const row = findDocumentRow(ctx, params.documentId ?? '');
    if (!row || row.user_id !== user.id) throw new HttpError(404, 'DOCUMENT_NOT_FOUND', 'This document was already removed.');
    if (row.status === 'APPROVED' || row.status === 'VERIFIED') {
      throw new HttpError(409, 'DOCUMENT_LOCKED', 'This document is already verified and cannot be removed.');
    }
    const orphaned = ctx.db.transaction(() => {
      ctx.db.prepare('DELETE FROM documents WHERE id = ?').run(row.id);
      const stillUsed = ctx.db.prepare('SELECT 1 FROM documents WHERE object_key = ?').get(row.object_key);
      if (!stillUsed) ctx.db.prepare('DELETE FROM objects WHERE key = ?').run(row.object_key);
      return !stillUsed;
    })();
    if (orphaned) deleteObject(ctx, row.object_key);
    return { id: row.id, deleted: true as const };
  });

  route(ctx, contract.idNumberCheck, ({ user, query }) => ({ is_duplicate: isIdNumberTaken(ctx, user, query.document_type, query.id_number) }));

  route(ctx, contract.generateContract, ({ user, params }) => {
    const applicationId = params.applicationId ?? '';
    requireOwnApplication(ctx, user, applicationId);
    return generateContract(ctx, user, applicationId);
  });

  route(ctx, contract.finalizeContract, ({ user, params }) => {
    const applicationId = params.applicationId ?? '';
    const application = requireOwnApplication(ctx, user, applicationId);
    return ctx.db.transaction(() => {
      const signed = finalizeContract(ctx, user, applicationId);
      // The final offer's note signed (or signed already for these terms): the borrower's approval, the loan booked.
      if (application?.status === 'PENDING_BORROWER_APPROVAL') moveStatus(ctx, applicationId, 'APPROVED', 'borrower');
      return signed;
    })();
  });

  route(ctx, contract.getLoanContract, ({ user, params }) => {
    const applicationId = params.applicationId ?? '';
    requireOwnApplication(ctx, user, applicationId);
    return getContract(ctx, user, applicationId);
  });
};
