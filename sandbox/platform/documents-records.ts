import { randomUUID } from 'node:crypto';
import type { SandboxContext, SignedInUser } from '../context';
import type { DocumentRecord, DocumentStatus, DocumentType, QualityResult } from '../../src/api/contract/documents';
import { HttpError } from './serve';

interface DocumentRow {
  id: string;
  user_id: string;
  application_id: string;
  document_type: DocumentType;
  object_key: string;
  file_name: string;
  content_type: string;
  size: number;
  status: DocumentStatus;
  quality_result: QualityResult | null;
  id_number: string | null;
  uploaded_at: string;
}

export interface StoredObject {
  key: string;
  user_id: string;
  application_id: string;
  document_type: string;
  file_name: string;
  content_type: string;
  size: number;
}

export const toDocument = (r: DocumentRow): DocumentRecord => ({
  id: r.id,
  application_id: r.application_id,
  document_type: r.document_type,
  file_name: r.file_name,
  content_type: r.content_type,
  size: r.size,
  status: r.status,
  quality_result: r.quality_result,
  id_number: r.id_number,
  uploaded_at: r.uploaded_at,
});

export function documentsOf(ctx: SandboxContext, userId: string, applicationId: string): DocumentRecord[] {
  const rows = ctx.db
    .prepare('SELECT * FROM documents WHERE user_id = ? AND application_id = ? ORDER BY uploaded_at, rowid')
    .all(userId, applicationId) as DocumentRow[];
  return rows.map(toDocument);
}

export function findDocumentRow(ctx: SandboxContext, id: string): DocumentRow | undefined {
  return ctx.db.prepare('SELECT * FROM documents WHERE id = ?').get(id) as DocumentRow | undefined;
}

export function latestTin(ctx: SandboxContext, userId: string): DocumentRecord | null {
  const row = ctx.db
    .prepare("SELECT * FROM documents WHERE user_id = ? AND document_type = 'TIN' AND status != 'INVALID' ORDER BY uploaded_at DESC, rowid DESC LIMIT 1")
    .get(userId) as DocumentRow | undefined;
  return row ? toDocument(row) : null;
}

/** The uploaded object behind a key, only if it is this borrower's and not yet registered as a document. */
export function requireFreshObject(ctx: SandboxContext, user: SignedInUser, key: string): StoredObject {
  const obj = ctx.db.prepare('SELECT * FROM objects WHERE key = ? AND user_id = ?').get(key, user.id) as StoredObject | undefined;
  if (!obj) throw new HttpError(404, 'UPLOAD_NOT_FOUND', 'We did not receive this file. Please upload it again.');
  const used = ctx.db.prepare('SELECT 1 FROM documents WHERE object_key = ?').get(key);
  if (used) throw new HttpError(409, 'UPLOAD_ALREADY_REGISTERED', 'This file was already added. Upload a new file to replace it.');
  return obj;
}

export function isIdNumberTaken(ctx: SandboxContext, user: SignedInUser, documentType: string, idNumber: string): boolean {
  return !!ctx.db
    .prepare('SELECT 1 FROM documents WHERE document_type = ? AND UPPER(id_number) = UPPER(?) AND user_id != ? LIMIT 1')
    .get(documentType, idNumber, user.id);
}

export function insertDocument(
  ctx: SandboxContext,
  input: { user: SignedInUser; obj: StoredObject; documentType: DocumentType; fileName: string; idNumber: string | null; status: DocumentStatus; quality: QualityResult | null },
): DocumentRecord {
  const row: DocumentRow = {
    id: randomUUID(),
    user_id: input.user.id,
    application_id: input.obj.application_id,
    document_type: input.documentType,
    object_key: input.obj.key,
    file_name: input.fileName,
    content_type: input.obj.content_type,
    size: input.obj.size,
    status: input.status,
    quality_result: input.quality,
    id_number: input.idNumber,
    uploaded_at: new Date(ctx.now()).toISOString(),
  };
  ctx.db
    .prepare(`INSERT INTO documents (id, user_id, application_id, document_type, object_key, file_name, content_type, size, status, quality_result, id_number, uploaded_at)
      VALUES (@id, @user_id, @application_id, @document_type, @object_key, @file_name, @content_type, @size, @status, @quality_result, @id_number, @uploaded_at)`)
    .run(row);
  return toDocument(row);
}
