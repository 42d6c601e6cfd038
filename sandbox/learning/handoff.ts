import { randomBytes, randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT, errors } from 'jose';
import type { SandboxContext } from '../context';

/**
 * The signed hand-off between the lending platform and the learning platform (Fintelligence): HS256 JWTs (jose)
 * with a secret both sides of the sandbox share (kept in sandbox_secrets, so a restart does not void a token in
 * flight). A token names the borrower by id and first name only, lives a minute and is used once.
 */
export const HANDOFF_ISSUER = 'lakbay-platform';
export const HANDOFF_AUDIENCE = 'fintelligence-learning';
export const HANDOFF_TTL_SECONDS = 60;

export const ssoFaults = ['REFUSED', 'EXPIRED_TOKEN', 'TIMEOUT'] as const;
export type SsoFault = (typeof ssoFaults)[number];

function secret(ctx: SandboxContext): Uint8Array {
  const row = ctx.db.prepare("SELECT value FROM sandbox_secrets WHERE name = 'learning-handoff'").get() as { value: string } | undefined;
  if (row) return Buffer.from(row.value, 'base64');
  ctx.db.prepare("INSERT OR IGNORE INTO sandbox_secrets (name, value) VALUES ('learning-handoff', ?)").run(randomBytes(32).toString('base64'));
  return secret(ctx);
}

/** Signs a hand-off for the borrower; `expired` backdates it (the back office's EXPIRED_TOKEN fault). */
export async function signHandoff(ctx: SandboxContext, user: { id: string; firstName: string | null }, expired = false): Promise<string> {
  const now = Math.floor(ctx.now() / 1000) - (expired ? 2 * HANDOFF_TTL_SECONDS : 0);
  return new SignJWT({ given_name: user.firstName ?? '' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(HANDOFF_ISSUER)
    .setAudience(HANDOFF_AUDIENCE)
    .setSubject(user.id)
    .setJti(randomUUID())
    .setIssuedAt(now)
    .setExpirationTime(now + HANDOFF_TTL_SECONDS)
    .sign(secret(ctx));
}

export type HandoffCheck = { ok: true; userId: string; jti: string; firstName: string } | { ok: false; code: 'TOKEN_EXPIRED' | 'TOKEN_INVALID' };

export async function verifyHandoff(ctx: SandboxContext, token: string): Promise<HandoffCheck> {
  try {
    const { payload } = await jwtVerify(token, secret(ctx), {
      issuer: HANDOFF_ISSUER,
      audience: HANDOFF_AUDIENCE,
      algorithms: ['HS256'],
      currentDate: new Date(ctx.now()),
      requiredClaims: ['sub', 'jti', 'exp'],
    });
    return { ok: true, userId: payload.sub!, jti: payload.jti!, firstName: typeof payload.given_name === 'string' ? payload.given_name : '' };
  } catch (e) {
    return { ok: false, code: e instanceof errors.JWTExpired ? 'TOKEN_EXPIRED' : 'TOKEN_INVALID' };
  }
}

/** The back office's next SSO fault, consumed by the attempt it spoils (so it never traps the next session). */
export function takeSsoFault(ctx: SandboxContext, only: SsoFault): boolean {
  return ctx.db.prepare('DELETE FROM learning_sso_fault WHERE id = 1 AND kind = ?').run(only).changes > 0;
}
export function readSsoFault(ctx: SandboxContext): SsoFault | null {
  const row = ctx.db.prepare('SELECT kind FROM learning_sso_fault WHERE id = 1').get() as { kind: SsoFault } | undefined;
  return row?.kind ?? null;
}
export function setSsoFault(ctx: SandboxContext, kind: SsoFault | null): void {
  if (kind === null) ctx.db.prepare('DELETE FROM learning_sso_fault').run();
  else ctx.db.prepare('INSERT INTO learning_sso_fault (id, kind) VALUES (1, ?) ON CONFLICT(id) DO UPDATE SET kind = excluded.kind').run(kind);
}
