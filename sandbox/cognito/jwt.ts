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

/** The claims of a token this sandbox signed and that has not expired; null otherwise (never throws). */
export function verifyJwt(ctx: SandboxContext, token: string): JwtClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [head, body, sig] = parts as [string, string, string];
  try {
    const header = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string; kid?: string };
    const key = signingKey(ctx);
    if (header.alg !== 'RS256' || header.kid !== key.kid) return null;
    if (!verify('sha256', Buffer.from(`${head}.${body}`), key.publicKey, Buffer.from(sig, 'base64url'))) return null;
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as JwtClaims;
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= ctx.now()) return null;
    return claims;
  } catch {
    return null;
  }
}
