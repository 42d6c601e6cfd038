/**
 * How the platform judges an uploaded file, in the sandbox's own code: the limits are the wire contract's
 * (src/api/contract/uploads.ts), the content sniffing is the platform's. A file is taken when it is not empty, not
 * over the limit, starts with the signature of a JPEG, PNG or PDF, and its name has one of those extensions.
 */
import { contentTypes, EMPTY_FILE_MESSAGE, kindFromName, MAX_UPLOAD_BYTES, UPLOAD_RULE_MESSAGE, type UploadKind } from '../../src/api/contract/uploads';

/** The longest signature below (PNG's): read this many leading bytes before sniffing. */
export const SNIFF_BYTES = 8;

/** Leading bytes of each accepted kind: JPEG's SOI marker and first segment marker, PNG's header, "%PDF-". */
const SIGNATURES: Record<UploadKind, readonly number[]> = {
  jpg: [0xff, 0xd8, 0xff],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d],
};

/** The kind the content is, by its first bytes; null for anything else. */
export function sniffKind(head: Uint8Array): UploadKind | null {
  const match = (Object.entries(SIGNATURES) as [UploadKind, readonly number[]][]).find(
    ([, signature]) => head.length >= signature.length && signature.every((byte, i) => head[i] === byte),
  );
  return match ? match[0] : null;
}

export type UploadRefusal = { ok: false; reason: 'EMPTY' | 'TOO_LARGE' | 'TYPE'; message: string };
export type UploadVerdict = { ok: true; kind: UploadKind; contentType: string } | UploadRefusal;

/** The platform's verdict on a file of `size` bytes starting with `head`, uploaded under `name`. */
export function judgeUpload(size: number, head: Uint8Array, name: string): UploadVerdict {
  if (size === 0) return { ok: false, reason: 'EMPTY', message: EMPTY_FILE_MESSAGE };
  if (size > MAX_UPLOAD_BYTES) return { ok: false, reason: 'TOO_LARGE', message: UPLOAD_RULE_MESSAGE };
  const kind = sniffKind(head);
  if (kind === null || kindFromName(name) === null) return { ok: false, reason: 'TYPE', message: UPLOAD_RULE_MESSAGE };
  return { ok: true, kind, contentType: contentTypes[kind] };
}
