/**
 * The upload limits both sides of the wire hold to (spec §5): .jpg, .png or .pdf only, at most 10 MB where
 * 1 KB = 1024 bytes, and the message the platform answers a refused file with. How a file's type is judged from its
 * content (magic bytes) is each side's own: the app's in src/domain/upload-rules.ts, the platform's in sandbox/.
 */
export const KIB = 1024;
export const MAX_UPLOAD_BYTES = 10 * KIB * KIB;
export const UPLOAD_RULE_MESSAGE = '.jpg or .png or .pdf only. Max 10MB.';
export const EMPTY_FILE_MESSAGE = `This file is empty. ${UPLOAD_RULE_MESSAGE}`;

export const uploadKinds = ['jpg', 'png', 'pdf'] as const;
export type UploadKind = (typeof uploadKinds)[number];
/** The content type an accepted file is stored and served with. */
export const contentTypes: Record<UploadKind, string> = { jpg: 'image/jpeg', png: 'image/png', pdf: 'application/pdf' };

/** The kind a file name claims by its extension (.jpg/.jpeg, .png, .pdf, any case), or null. */
export function kindFromName(name: string): UploadKind | null {
  const ext = /\.([A-Za-z0-9]+)$/.exec(name.trim())?.[1]?.toLowerCase();
  if (ext === 'jpg' || ext === 'jpeg') return 'jpg';
  if (ext === 'png' || ext === 'pdf') return ext;
  return null;
}
