/**
 * Upload rules (spec §5): .jpg, .png or .pdf only, at most 10 MB where 1 KB = 1024 bytes. The type is judged by
 * the file's first bytes (magic numbers) AND its name: a renamed executable fails the first, a stray .txt the
 * second. The size limit, the kinds and the name rule are the wire contract's (src/api/contract/uploads.ts); the
 * content check here is the app's (the sandbox sniffs uploads its own way).
 */
import { contentTypes, EMPTY_FILE_MESSAGE, kindFromName, MAX_UPLOAD_BYTES, UPLOAD_RULE_MESSAGE, type UploadKind } from '../api/contract/uploads';

// The wire limits live in the contract (the platform holds to them too); the app's checks below read them there.
export { contentTypes, EMPTY_FILE_MESSAGE, KIB, kindFromName, MAX_UPLOAD_BYTES, UPLOAD_RULE_MESSAGE, uploadKinds, type UploadKind } from '../api/contract/uploads';

/** How many leading bytes detection needs; read at least this much before calling detectKind. */
export const MAGIC_BYTES_NEEDED = 8;

/** For the file input's accept attribute. */
export const ACCEPT = '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf';

const signatures: { kind: UploadKind; bytes: readonly number[] }[] = [
  { kind: 'jpg', bytes: [0xff, 0xd8, 0xff] },
  { kind: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { kind: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
];

export function detectKind(head: Uint8Array): UploadKind | null {
  for (const { kind, bytes } of signatures) {
    if (head.length >= bytes.length && bytes.every((b, i) => head[i] === b)) return kind;
  }
  return null;
}

export type UploadRejection = 'EMPTY' | 'TOO_LARGE' | 'TYPE';
export type UploadCheck =
  | { ok: true; kind: UploadKind; contentType: string }
  | { ok: false; reason: UploadRejection; message: string };

export const rejectionMessage = (reason: UploadRejection): string =>
  reason === 'EMPTY' ? EMPTY_FILE_MESSAGE : UPLOAD_RULE_MESSAGE;

const reject = (reason: UploadRejection): UploadCheck => ({ ok: false, reason, message: rejectionMessage(reason) });

/**
 * Checks a file before (app) or while (sandbox) it is uploaded. `name` may be omitted where only content is
 * known (the object store receives raw bytes); the app always passes it.
 */
export function checkUpload(file: { size: number; head: Uint8Array; name?: string | undefined }): UploadCheck {
  if (file.size === 0) return reject('EMPTY');
  if (file.size > MAX_UPLOAD_BYTES) return reject('TOO_LARGE');
  const kind = detectKind(file.head);
  if (kind === null) return reject('TYPE');
  if (file.name !== undefined && kindFromName(file.name) === null) return reject('TYPE');
  return { ok: true, kind, contentType: contentTypes[kind] };
}
