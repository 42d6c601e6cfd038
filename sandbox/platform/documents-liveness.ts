import { randomUUID } from 'node:crypto';
import type { SandboxContext, SignedInUser } from '../context';
import * as contract from '../../src/api/contract/documents';
import type { LivenessResult } from '../../src/api/contract/documents';
import { deleteObject } from '../storage';
import { applicationsFlaggedMissingSelfie, applicationsOfUser, requireOwnApplication } from './documents-applications-adapter';
import { takeLivenessOutcome } from './documents-outcomes';
import { insertDocument, requireFreshObject, type StoredObject } from './documents-records';
import { serve as route } from './serve';
import { HttpError } from './serve';

/** A selfie must be a photo; a PDF passes the upload rules but cannot be a face scan. */
function requireSelfieImage(ctx: SandboxContext, user: SignedInUser, key: string): StoredObject {
  const obj = requireFreshObject(ctx, user, key);
  if (!obj.content_type.startsWith('image/')) {
    throw new HttpError(400, 'VALIDATION', 'Some fields need your attention.', { key: 'A selfie must be a photo (.jpg or .png). Please take it again.' });
  }
  return obj;
}

function recordCheck(ctx: SandboxContext, user: SignedInUser, obj: StoredObject, applicationId: string | null): { id: string; result: LivenessResult } {
  const id = randomUUID();
  const result = takeLivenessOutcome(ctx, user.id);
  ctx.db
    .prepare('INSERT INTO liveness_checks (id, user_id, application_id, object_key, result, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(id, user.id, applicationId, obj.key, result, new Date(ctx.now()).toISOString());
  if (result !== 'SUCCESS') {
    // A failed scan is not kept: the borrower takes a new selfie, and we hold no face images we do not need.
    ctx.db.prepare('DELETE FROM objects WHERE key = ?').run(obj.key);
    deleteObject(ctx, obj.key);
  }
  return { id, result };
}

/** Approved (or flagged missing-selfie) applications of this borrower without a verified selfie. */
export function oldLoansMissingSelfie(ctx: SandboxContext, userId: string): string[] {
  const withSelfie = new Set(
    ctx.db
      .prepare("SELECT application_id FROM documents WHERE user_id = ? AND document_type = 'SELFIE' AND status IN ('VERIFIED', 'APPROVED')")
      .pluck()
      .all(userId) as string[],
  );
  const flagged = new Set(applicationsFlaggedMissingSelfie(ctx, userId));
  return applicationsOfUser(ctx, userId)
    .filter((a) => (a.status === 'APPROVED' || flagged.has(a.id)) && !withSelfie.has(a.id))
    .map((a) => a.id);
}

export function registerLiveness(ctx: SandboxContext): void {
  route(ctx, contract.livenessUpload, ({ user, body }) => {
    requireOwnApplication(ctx, user, body.application_id);
    const obj = requireSelfieImage(ctx, user, body.key);
    if (obj.application_id !== body.application_id) {
      throw new HttpError(409, 'UPLOAD_MISMATCH', 'This selfie was taken for another application. Please take it again.');
    }
    const { id, result } = recordCheck(ctx, user, obj, body.application_id);
    const document = result === 'SUCCESS'
      ? insertDocument(ctx, { user, obj, documentType: 'SELFIE', fileName: obj.file_name, idNumber: null, status: 'VERIFIED', quality: null })
      : null;
    return { liveness_id: id, result, document };
  });

  route(ctx, contract.selfieForOldLoans, ({ user }) => {
    const ids = oldLoansMissingSelfie(ctx, user.id);
    return { missing_selfie: ids.length > 0, application_ids: ids };
  });

  route(ctx, contract.submitSelfieForOldLoans, ({ user, body }) => {
    const ids = oldLoansMissingSelfie(ctx, user.id);
    if (ids.length === 0) throw new HttpError(409, 'NO_SELFIE_NEEDED', 'Your loans already have a selfie. There is nothing more to do.');
    const obj = requireSelfieImage(ctx, user, body.key);
    const { id, result } = recordCheck(ctx, user, obj, null);
    if (result === 'SUCCESS') {
      ctx.db.transaction(() => {
        for (const applicationId of ids) {
          insertDocument(ctx, { user, obj: { ...obj, application_id: applicationId }, documentType: 'SELFIE', fileName: obj.file_name, idNumber: null, status: 'VERIFIED', quality: null });
        }
      })();
    }
    return { liveness_id: id, result, application_ids: result === 'SUCCESS' ? ids : [] };
  });
}
