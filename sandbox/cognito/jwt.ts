import { randomUUID } from 'node:crypto';
import { createLocalJWKSet, exportJWK, exportPKCS8, generateKeyPair, importPKCS8, jwtVerify, SignJWT, type JSONWebKeySet, type JWTPayload } from 'jose';
import type { SandboxContext } from '../context';

/**
 * RS256 JWTs (jose) signed with one key pair, generated on first use and kept in the database, so restarts
 * keep tokens valid and the back-office CLI in another process signs with the same key.
 */
interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  jwks: JSONWebKeySet;
  verifyWith: ReturnType<typeof createLocalJWKSet>;
}

const keys = new WeakMap<SandboxContext, Promise<SigningKey>>();

function signingKey(ctx: SandboxContext): Promise<SigningKey> {
  let key = keys.get(ctx);
  if (!key) {
    key = loadOrCreateKey(ctx);
    keys.set(ctx, key);
    key.catch(() => keys.delete(ctx));
  }
  return key;
}

async function loadOrCreateKey(ctx: SandboxContext): Promise<SigningKey> {
  const select = () =>
    ctx.db.prepare('SELECT kid, private_pem, public_jwk FROM cognito_keys ORDER BY created_at LIMIT 1').get() as
      | { kid: string; private_pem: string; public_jwk: string }
      | undefined;
  if (!select()) {
    const pair = await generateKeyPair('RS256', { extractable: true });
    const kid = randomUUID();
    const jwk = { ...(await exportJWK(pair.publicKey)), kid, alg: 'RS256', use: 'sig' };
    ctx.db
      .prepare('INSERT INTO cognito_keys (kid, private_pem, public_jwk, created_at) VALUES (?, ?, ?, ?)')
      .run(kid, await exportPKCS8(pair.privateKey), JSON.stringify(jwk), new Date(ctx.now()).toISOString());
  }
  const row = select()!;
  const jwks: JSONWebKeySet = { keys: [JSON.parse(row.public_jwk) as JSONWebKeySet['keys'][number]] };
  return { kid: row.kid, privateKey: await importPKCS8(row.private_pem, 'RS256'), jwks, verifyWith: createLocalJWKSet(jwks) };
}

/** The public keys, as served at /cognito/.well-known/jwks.json. */
export const publicJwks = async (ctx: SandboxContext): Promise<JSONWebKeySet> => (await signingKey(ctx)).jwks;

export async function signJwt(ctx: SandboxContext, claims: JWTPayload): Promise<string> {
  const key = await signingKey(ctx);
  return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' }).sign(key.privateKey);
}

export type JwtClaims = JWTPayload & { token_use?: unknown; origin_jti?: unknown; username?: unknown };

/** The claims of a token this sandbox signed and that has not expired (against ctx.now()); null otherwise. */
export async function verifyJwt(ctx: SandboxContext, token: string): Promise<JwtClaims | null> {
  try {
    const { payload } = await jwtVerify(token, (await signingKey(ctx)).verifyWith, {
      algorithms: ['RS256'],
      requiredClaims: ['exp'],
      currentDate: new Date(ctx.now()),
    });
    return payload as JwtClaims;
  } catch {
    return null;
  }
}
