import { createPrivateKey, createPublicKey, generateKeyPairSync, randomUUID, sign, verify, type KeyObject } from 'node:crypto';
import type { SandboxContext } from '../context';

/** RS256 JWTs signed with one key pair, generated on first start and kept in the database (restarts keep tokens valid). */
export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
  jwk: Record<string, string>;
}

const cache = new WeakMap<SandboxContext, SigningKey>();

export function signingKey(ctx: SandboxContext): SigningKey {
  const cached = cache.get(ctx);
  if (cached) return cached;
  let row = ctx.db.prepare('SELECT kid, private_pem, public_jwk FROM cognito_keys ORDER BY created_at LIMIT 1').get() as
    | { kid: string; private_pem: string; public_jwk: string }
    | undefined;
  if (!row) {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const kid = randomUUID();
    const jwk = { ...(publicKey.export({ format: 'jwk' }) as Record<string, string>), kid, alg: 'RS256', use: 'sig' };
    row = { kid, private_pem: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(), public_jwk: JSON.stringify(jwk) };
    ctx.db
      .prepare('INSERT INTO cognito_keys (kid, private_pem, public_jwk, created_at) VALUES (?, ?, ?, ?)')
      .run(row.kid, row.private_pem, row.public_jwk, new Date(ctx.now()).toISOString());
  }
  const privateKey = createPrivateKey(row.private_pem);
  const key: SigningKey = { kid: row.kid, privateKey, publicKey: createPublicKey(privateKey), jwk: JSON.parse(row.public_jwk) };
  cache.set(ctx, key);
  return key;
}

const b64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

export function signJwt(ctx: SandboxContext, claims: Record<string, unknown>): string {
  const key = signingKey(ctx);
  const head = b64url(JSON.stringify({ kid: key.kid, alg: 'RS256', typ: 'JWT' }));
  const body = b64url(JSON.stringify(claims));
  const signature = sign('sha256', Buffer.from(`${head}.${body}`), key.privateKey);
  return `${head}.${body}.${b64url(signature)}`;
}

export type JwtClaims = Record<string, unknown> & { sub?: string; exp?: number; iat?: number; token_use?: string; origin_jti?: string };

/**
 * Tokens whose signature already checked out. Every platform call verifies its bearer token, and an RSA verify
 * costs more than the rest of a typical request; a signature does not change, so it is checked once per token.
 * Expiry is still checked on every call (and revocation by the caller). Bounded: oldest entries leave first.
 */
const verified = new WeakMap<SandboxContext, Map<string, JwtClaims>>();
const VERIFIED_MAX = 5000;

/** The claims of a token this sandbox signed and that has not expired; null otherwise (never throws). */
export function verifyJwt(ctx: SandboxContext, token: string): JwtClaims | null {
  let cache = verified.get(ctx);
  if (!cache) verified.set(ctx, (cache = new Map()));
  const known = cache.get(token);
  if (known) return typeof known.exp === 'number' && known.exp * 1000 > ctx.now() ? known : null;
  const claims = verifySignature(ctx, token);
  if (!claims) return null;
  if (cache.size >= VERIFIED_MAX) cache.delete(cache.keys().next().value as string);
  cache.set(token, claims);
  return typeof claims.exp === 'number' && claims.exp * 1000 > ctx.now() ? claims : null;
}

function verifySignature(ctx: SandboxContext, token: string): JwtClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [head, body, sig] = parts as [string, string, string];
  try {
    const header = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string; kid?: string };
    const key = signingKey(ctx);
    if (header.alg !== 'RS256' || header.kid !== key.kid) return null;
    if (!verify('sha256', Buffer.from(`${head}.${body}`), key.publicKey, Buffer.from(sig, 'base64url'))) return null;
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as JwtClaims;
    return typeof claims.exp === 'number' ? claims : null;
  } catch {
    return null;
  }
}
