import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createWriteStream, existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { SandboxContext } from './context';
import { MAX_UPLOAD_BYTES } from '../src/api/contract/uploads';
import { judgeUpload, SNIFF_BYTES, type UploadRefusal, type UploadVerdict } from './rules/uploads';

/**
 * The sandbox's object store: files on disk under ctx.config.storageDir, written only through presigned PUTs.
 * A presigned URL carries its own signed claims (who, which application, file name, expiry), so nothing is
 * written anywhere until an upload has been fully received and checked.
 */
export interface UploadClaims {
  key: string;
  userId: string;
  applicationId: string;
  documentType: string;
  fileName: string;
  /** ms since epoch */
  expiresAt: number;
}

export const PRESIGN_TTL_MS = 15 * 60 * 1000;
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,80}$/;

function signingKey(ctx: SandboxContext): Buffer {
  const row = ctx.db.prepare("SELECT value FROM sandbox_secrets WHERE name = 'object-store'").get() as { value: string } | undefined;
  if (row) return Buffer.from(row.value, 'base64');
  const fresh = randomBytes(32).toString('base64');
  ctx.db.prepare("INSERT OR IGNORE INTO sandbox_secrets (name, value) VALUES ('object-store', ?)").run(fresh);
  return signingKey(ctx);
}

const mac = (ctx: SandboxContext, token: string) => createHmac('sha256', signingKey(ctx)).update(`PUT\n${token}`).digest('base64url');

export const newObjectKey = () => randomBytes(18).toString('base64url');

export function presign(ctx: SandboxContext, claims: Omit<UploadClaims, 'key' | 'expiresAt'>): { url: string; key: string; expiresAt: number } {
  const key = newObjectKey();
  const expiresAt = ctx.now() + PRESIGN_TTL_MS;
  const token = Buffer.from(
    JSON.stringify({ k: key, u: claims.userId, a: claims.applicationId, d: claims.documentType, n: claims.fileName, e: expiresAt }),
  ).toString('base64url');
  const url = `${ctx.config.origin}/sandbox/objects/${key}?t=${token}&sig=${mac(ctx, token)}`;
  return { url, key, expiresAt };
}

export type ClaimCheck = { ok: true; claims: UploadClaims } | { ok: false; reason: 'FORGED' | 'EXPIRED' };

/** Verifies a presigned URL's token for this key: signature first (constant time), then expiry. */
export function verifyPresigned(ctx: SandboxContext, key: string, token: string, sig: string): ClaimCheck {
  const expected = Buffer.from(mac(ctx, token));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'FORGED' };
  let raw: { k?: unknown; u?: unknown; a?: unknown; d?: unknown; n?: unknown; e?: unknown };
  try {
    raw = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as typeof raw;
  } catch {
    return { ok: false, reason: 'FORGED' };
  }
  if (raw.k !== key || typeof raw.u !== 'string' || typeof raw.a !== 'string' || typeof raw.d !== 'string' || typeof raw.n !== 'string' || typeof raw.e !== 'number') {
    return { ok: false, reason: 'FORGED' };
  }
  if (raw.e < ctx.now()) return { ok: false, reason: 'EXPIRED' };
  return { ok: true, claims: { key, userId: raw.u, applicationId: raw.a, documentType: raw.d, fileName: raw.n, expiresAt: raw.e } };
}

export function objectPath(ctx: SandboxContext, key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error(`Bad object key ${key}`);
  return join(ctx.config.storageDir, key);
}

/** A checked upload waiting on disk: commit once its row is claimed, or discard. */
export type StoreResult =
  | { ok: true; size: number; contentType: string; commit: () => void; discard: () => void }
  | UploadRefusal;

/**
 * Streams a request body to disk, enforcing the upload rules as bytes arrive: the type is judged on the first
 * bytes, the size on the running count, so a 2 GB body is never buffered. A refused upload is removed and the
 * rest of the body is drained (not stored) so the client still gets our answer rather than a reset socket.
 */
export async function storeObject(
  ctx: SandboxContext,
  key: string,
  fileName: string,
  body: ReadableStream<Uint8Array> | null,
): Promise<StoreResult> {
  const finalPath = objectPath(ctx, key);
  // A unique part file: two PUTs racing on one link never write into the same file.
  const partPath = `${finalPath}.${randomBytes(4).toString('hex')}.part`;
  const reader = body?.getReader();
  let size = 0;
  let head = new Uint8Array(0);
  let verdict: UploadVerdict | undefined;
  const out = createWriteStream(partPath);
  const write = (chunk: Uint8Array) =>
    new Promise<void>((resolve, reject) => out.write(chunk, (err) => (err ? reject(err) : resolve())));
  try {
    while (reader) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (verdict && !verdict.ok) continue; // draining a refused body
      if (head.length < SNIFF_BYTES) {
        const merged = new Uint8Array(head.length + value.byteLength);
        merged.set(head);
        merged.set(value, head.length);
        head = merged.slice(0, SNIFF_BYTES);
        if (head.length >= SNIFF_BYTES) {
          const early = judgeUpload(1, head, fileName);
          if (!early.ok) verdict = early;
        }
      }
      if (size > MAX_UPLOAD_BYTES) verdict = judgeUpload(size, head, fileName);
      if (verdict && !verdict.ok) {
        if (size > MAX_UPLOAD_BYTES * 2) break; // no need to swallow an endless body
        continue;
      }
      await write(value);
    }
  } finally {
    await new Promise<void>((resolve) => out.end(resolve));
    if (verdict && !verdict.ok) await reader?.cancel().catch(() => undefined);
  }
  const final = verdict && !verdict.ok ? verdict : judgeUpload(size, head, fileName);
  if (!final.ok) {
    rmSync(partPath, { force: true });
    return final;
  }
  return {
    ok: true,
    size,
    contentType: final.contentType,
    commit: () => renameSync(partPath, finalPath),
    discard: () => rmSync(partPath, { force: true }),
  };
}

export function readObject(ctx: SandboxContext, key: string): Buffer | null {
  const path = objectPath(ctx, key);
  return existsSync(path) ? readFileSync(path) : null;
}

export function deleteObject(ctx: SandboxContext, key: string): void {
  rmSync(objectPath(ctx, key), { force: true });
}
