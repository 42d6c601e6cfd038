import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { SandboxContext, SignedInUser } from '../context';
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

async function accessAndId(ctx: SandboxContext, account: AccountRow, clientId: string, originJti: string, authTime: number) {
  const iat = Math.floor(ctx.now() / 1000);
  const ttl = authSettings(ctx).tokenTtlSeconds;
  const common = { sub: account.id, iss: issuer(ctx), origin_jti: originJti, event_id: randomUUID(), auth_time: authTime, iat, exp: iat + ttl };
  const AccessToken = await signJwt(ctx, {
    ...common,
    token_use: 'access',
    client_id: clientId,
    scope: 'aws.cognito.signin.user.admin',
    jti: randomUUID(),
    username: account.username,
  });
  const IdToken = await signJwt(ctx, {
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
export async function issueTokens(ctx: SandboxContext, account: AccountRow, clientId = DEFAULT_CLIENT_ID): Promise<AuthenticationResult> {
  const originJti = randomUUID();
  const RefreshToken = randomBytes(48).toString('base64url');
  const now = ctx.now();
  ctx.db
    .prepare('INSERT INTO refresh_tokens (origin_jti, token_hash, user_id, client_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(originJti, hashToken(RefreshToken), account.id, clientId, now, now + REFRESH_TTL_MS);
  return { ...(await accessAndId(ctx, account, clientId, originJti, Math.floor(now / 1000))), RefreshToken };
}

interface RefreshRow {
  origin_jti: string;
  user_id: string;
  client_id: string;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}

/** The borrower a refresh token belongs to (for borrower-scoped faults), whatever its state. */
export function refreshTokenOwner(ctx: SandboxContext, refreshToken: string): string | undefined {
  return (ctx.db.prepare('SELECT user_id FROM refresh_tokens WHERE token_hash = ?').get(hashToken(refreshToken)) as { user_id: string } | undefined)?.user_id;
}

/** REFRESH_TOKEN_AUTH: new access and id tokens, same refresh token (as Cognito does without rotation). */
export async function refreshTokens(ctx: SandboxContext, refreshToken: string, account: (userId: string) => AccountRow | undefined) {
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
export async function checkAccessToken(ctx: SandboxContext, token: string): Promise<JwtClaims | null> {
  const claims = await verifyJwt(ctx, token);
  if (!claims || claims.token_use !== 'access' || typeof claims.origin_jti !== 'string') return null;
  const row = ctx.db.prepare('SELECT revoked_at FROM refresh_tokens WHERE origin_jti = ?').get(claims.origin_jti) as { revoked_at: number | null } | undefined;
  return row && row.revoked_at === null ? claims : null;
}

/** ctx.verifyAccessToken: the signed-in borrower behind a valid access token whose account is active, or null. */
export async function verifyAccessToken(ctx: SandboxContext, token: string): Promise<SignedInUser | null> {
  const claims = await checkAccessToken(ctx, token);
  if (!claims || typeof claims.sub !== 'string' || typeof claims.username !== 'string') return null;
  const row = ctx.db.prepare('SELECT status FROM users WHERE id = ?').get(claims.sub) as { status: string } | undefined;
  return row?.status === 'ACTIVE' ? { id: claims.sub, username: claims.username } : null;
}
