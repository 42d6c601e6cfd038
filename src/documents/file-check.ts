import { MAGIC_BYTES_NEEDED, checkUpload } from '~/domain/upload-rules';

/** Reads just the first bytes of a file (its magic number) and applies the shared upload rule. */
export async function checkChosenFile(file: Blob & { name?: string }, name: string): Promise<{ ok: boolean; message?: string; contentType?: string }> {
  const head = new Uint8Array(await file.slice(0, MAGIC_BYTES_NEEDED).arrayBuffer());
  const result = checkUpload({ size: file.size, head, name });
  return result.ok ? { ok: true, contentType: result.contentType } : { ok: false, message: result.message };
}
