import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Statement } from 'better-sqlite3';
import type { SandboxContext, SignedInUser } from '../context';
import { sameVersion, type DbVersion } from '../db';
import type { AccountRow } from './accounts';
import { notAuthorized } from './errors';
import { signJwt, verifyJwt, type JwtClaims } from './jwt';
import { authSettings } from './settings';

/** Refresh tokens live 30 days (Cognito's default); access and id tokens live authSettings().tokenTtlSeconds. */
const REFRESH_TTL_MS = 30 * 24 * 3600 * 1000;
export const DEFAULT_CLIENT_ID = 'lakbay-web';

export interface AuthenticationResult {
  IdToken: string;
  AccessToken: string;
  RefreshToken: string;
  ExpiresIn: number;
  TokenType: 'Bearer';
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const issuer = (ctx: SandboxContext) => `${ctx.config.origin}/cognito`;

function accessAndId(ctx: SandboxContext, account: AccountRow, clientId: string, originJti: string, authTime: number) {
  const iat = Math.floor(ctx.now() / 1000);
  const ttl = authSettings(ctx).tokenTtlSeconds;
  const common = { sub: account.id, iss: issuer(ctx), origin_jti: originJti, event_id: randomUUID(), auth_time: authTime, iat, exp: iat + ttl };
  const AccessToken = signJwt(ctx, {
    ...common,
    token_use: 'access',
    client_id: clientId,
    scope: 'aws.cognito.signin.user.admin',
    jti: randomUUID(),
    username: account.username,
  });
  const IdToken = signJwt(ctx, {
    ...common,
    token_use: 'id',
    aud: clientId,
    jti: randomUUID(),
    'cognito:username': account.username,
    ...(account.phone_number ? { phone_number: account.phone_number, phone_number_verified: account.confirmed === 1 } : {}),
    ...(account.email ? { email: account.email, email_verified: account.confirmed === 1 } : {}),
  });
  return { IdToken, AccessToken, ExpiresIn: ttl, TokenType: 'Bearer' as const };
}

/** A new sign-in: a refresh token row (origin_jti) plus access and id tokens bound to it. */
export function issueTokens(ctx: SandboxContext, account: AccountRow, clientId = DEFAULT_CLIENT_ID): AuthenticationResult {
  const originJti = randomUUID();
  const RefreshToken = randomBytes(48).toString('base64url');
  const now = ctx.now();
  ctx.db
    .prepare('INSERT INTO refresh_tokens (origin_jti, token_hash, user_id, client_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(originJti, hashToken(RefreshToken), account.id, clientId, now, now + REFRESH_TTL_MS);
  return { ...accessAndId(ctx, account, clientId, originJti, Math.floor(now / 1000)), RefreshToken };
}

interface RefreshRow {
  origin_jti: string;
  user_id: string;
  client_id: string;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}

/** REFRESH_TOKEN_AUTH: new access and id tokens, same refresh token (as Cognito does without rotation). */
export function refreshTokens(ctx: SandboxContext, refreshToken: string, account: (userId: string) => AccountRow | undefined) {
  const row = ctx.db.prepare('SELECT * FROM refresh_tokens WHERE token_hash = ?').get(hashToken(refreshToken)) as RefreshRow | undefined;
  if (!row) throw notAuthorized('Invalid Refresh Token');
  if (row.revoked_at !== null) throw notAuthorized('Refresh Token has been revoked');
  if (row.expires_at <= ctx.now()) throw notAuthorized('Refresh Token has expired');
  const user = account(row.user_id);
  if (!user || user.status !== 'ACTIVE') throw notAuthorized('UAS-E104: This account is inactive or does not exist.');
  return accessAndId(ctx, user, row.client_id, row.origin_jti, Math.floor(row.created_at / 1000));
}

/** RevokeToken: the refresh token and every access/id token issued from it stop working. */
export function revokeRefreshToken(ctx: SandboxContext, refreshToken: string): boolean {
  const res = ctx.db
    .prepare('UPDATE refresh_tokens SET revoked_at = COALESCE(revoked_at, ?) WHERE token_hash = ?')
    .run(ctx.now(), hashToken(refreshToken));
  return res.changes > 0;
}

/** GlobalSignOut: every sign-in of the user ends, so tokens issued before now are all invalid. */
export function revokeAllForUser(ctx: SandboxContext, userId: string): void {
  ctx.db.prepare('UPDATE refresh_tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL').run(ctx.now(), userId);
}

/** Signature, expiry, token_use and revocation of an access token; its claims or null. */
export function checkAccessToken(ctx: SandboxContext, token: string): JwtClaims | null {
  const claims = verifyJwt(ctx, token);
  if (!claims || claims.token_use !== 'access' || typeof claims.origin_jti !== 'string') return null;
  const row = statements(ctx).revoked.get(claims.origin_jti) as { revoked_at: number | null } | undefined;
  return row && row.revoked_at === null ? claims : null;
}

// Prepared once per sandbox: these run on every platform call.
const prepared = new WeakMap<SandboxContext, { revoked: Statement; status: Statement }>();
function statements(ctx: SandboxContext) {
  let s = prepared.get(ctx);
  if (!s) {
    s = {
      revoked: ctx.db.prepare('SELECT revoked_at FROM refresh_tokens WHERE origin_jti = ?'),
      status: ctx.db.prepare('SELECT status FROM users WHERE id = ?'),
    };
    prepared.set(ctx, s);
  }
  return s;
}

/** Tokens remembered as verified, per sandbox (the oldest leave first). */
const VERIFIED_USERS_MAX = 5000;

/**
 * The verifier platform calls use (ctx.verifyAccessToken): the signed-in borrower, or null.
 *
 * Besides the signature (checked once per token, jwt.ts), a token's answer depends on two rows: its sign-in's
 * revocation (GlobalSignOut, RevokeToken) and the account's status. Given `at`, the database version read before
 * this call's first read, a token that verified at that same version verifies again without reading them: any
 * write since (this process's, or another process's commit) changes the version, so a revocation or an account
 * switched off takes effect on the very next call. Expiry is checked against now() every time.
 */
export function createTokenVerifier(ctx: SandboxContext): (token: string, at?: DbVersion) => SignedInUser | null {
  // Keyed by the signature's last 43 characters (258 bits), the whole token compared on a hit: a Map keyed by the
  // ~1 KB token itself hashed every character of a fresh string on every call (3 % of the sandbox's CPU on the bench).
  const known = new Map<string, { token: string; at: DbVersion; user: SignedInUser; expiresAtMs: number }>();
  const keyOf = (token: string) => token.slice(-43);
  return (token, at) => {
    if (at) {
      const hit = known.get(keyOf(token));
      if (hit && hit.token === token && sameVersion(hit.at, at) && hit.expiresAtMs > ctx.now()) return hit.user;
    }
    const claims = checkAccessToken(ctx, token);
    if (!claims || typeof claims.sub !== 'string' || typeof claims.username !== 'string') return null;
    const row = statements(ctx).status.get(claims.sub) as { status: string } | undefined;
    if (row?.status !== 'ACTIVE') return null;
    const user = { id: claims.sub, username: claims.username };
    if (at && typeof claims.exp === 'number') {
      known.delete(keyOf(token));
      if (known.size >= VERIFIED_USERS_MAX) known.delete(known.keys().next().value as string);
      known.set(keyOf(token), { token, at, user, expiresAtMs: claims.exp * 1000 });
    }
    return user;
  };
}
