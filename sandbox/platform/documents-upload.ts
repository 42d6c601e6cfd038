import type { SandboxContext } from '../context';
import { storeObject, verifyPresigned } from '../storage';
import { applyFault } from './faults';
import { errorResponse, HttpError } from './serve';

/**
 * PUT /sandbox/objects/:key?t=&sig= — the presigned upload itself (raw body, like an S3 PUT). It belongs to
 * the documents call group for fault injection. Refusals: 403 forged/expired URL, 413 too large, 415 not a
 * .jpg/.png/.pdf by content, 400 empty; in each case no file and no row are left behind.
 */
export function registerObjectUpload(ctx: SandboxContext): void {
  ctx.app.put('/sandbox/objects/:key', async (c) => {
    try {
      const faulted = await applyFault(ctx, 'documents', c, () => {
        const upload = verifyPresigned(ctx, c.req.param('key'), c.req.query('t') ?? '', c.req.query('sig') ?? '');
        return upload.ok ? [upload.claims.userId] : [];
      });
      if (faulted) return faulted;
      const key = c.req.param('key');
      const check = verifyPresigned(ctx, key, c.req.query('t') ?? '', c.req.query('sig') ?? '');
      if (!check.ok) {
        throw check.reason === 'EXPIRED'
          ? new HttpError(403, 'UPLOAD_URL_EXPIRED', 'This upload link has expired. Please try the upload again.')
          : new HttpError(403, 'UPLOAD_URL_INVALID', 'This upload link is not valid. Please try the upload again.');
      }
      const { claims } = check;
      const already = ctx.db.prepare('SELECT 1 FROM objects WHERE key = ?').get(key);
      if (already) throw new HttpError(409, 'UPLOAD_ALREADY_DONE', 'This file was already uploaded. Start a new upload to replace it.');
      const result = await storeObject(ctx, key, claims.fileName, c.req.raw.body);
      if (!result.ok) {
        const status = result.reason === 'TOO_LARGE' ? 413 : result.reason === 'TYPE' ? 415 : 400;
        const code = result.reason === 'TOO_LARGE' ? 'UPLOAD_TOO_LARGE' : result.reason === 'TYPE' ? 'UPLOAD_TYPE_NOT_ALLOWED' : 'UPLOAD_EMPTY';
        throw new HttpError(status, code, result.message);
      }
      const inserted = ctx.db
        .prepare('INSERT OR IGNORE INTO objects (key, user_id, application_id, document_type, file_name, content_type, size, stored_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
        .run(key, claims.userId, claims.applicationId, claims.documentType, claims.fileName, result.contentType, result.size, new Date(ctx.now()).toISOString());
      if (inserted.changes === 0) {
        result.discard();
        throw new HttpError(409, 'UPLOAD_ALREADY_DONE', 'This file was already uploaded. Start a new upload to replace it.');
      }
      result.commit();
      return c.json({ key, size: result.size, content_type: result.contentType });
    } catch (e) {
      return errorResponse(c, e);
    }
  });
}
