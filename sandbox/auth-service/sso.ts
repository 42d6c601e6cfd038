import { randomBytes } from 'node:crypto';
import { emailUsername } from '../rules/identifiers';
import type { SsoProvider } from '../../src/api/contract/auth-service';
import type { SandboxContext } from '../context';
import { createAccount, findAccount, findAccountById, type AccountRow } from '../cognito/accounts';
import { issueTokens, type AuthenticationResult } from '../cognito/tokens';

/** Pending states (10 minutes) and signed-in sessions (30 days) of the sign-in service. */
const STATE_TTL_MS = 10 * 60_000;
const SESSION_TTL_MS = 30 * 24 * 3600_000;

/** Only same-origin paths: an open redirect after sign-in would hand phishers a trusted link. */
export function safeCallbackPath(raw: unknown, origin: string): string {
  if (typeof raw !== 'string' || raw === '') return '/login';
  try {
    const url = new URL(raw, origin);
    if (url.origin !== origin) return '/login';
    return url.pathname + url.search;
  } catch {
    return '/login';
  }
}

export function createState(ctx: SandboxContext, provider: SsoProvider, callbackUrl: string): string {
  const state = randomBytes(24).toString('base64url');
  ctx.db.prepare('INSERT INTO sso_states (state, provider, callback_url, expires_at) VALUES (?, ?, ?, ?)').run(state, provider, callbackUrl, ctx.now() + STATE_TTL_MS);
  return state;
}

/** The pending sign-in for this state, used up on first read (a replayed callback finds nothing). */
export function takeState(ctx: SandboxContext, state: string, provider: SsoProvider): { callbackUrl: string } | null {
  const row = ctx.db.prepare('SELECT * FROM sso_states WHERE state = ?').get(state) as { provider: string; callback_url: string; expires_at: number } | undefined;
  ctx.db.prepare('DELETE FROM sso_states WHERE state = ?').run(state);
  if (!row || row.provider !== provider || row.expires_at <= ctx.now()) return null;
  return { callbackUrl: row.callback_url };
}

export function peekState(ctx: SandboxContext, state: string, provider: SsoProvider): boolean {
  const row = ctx.db.prepare('SELECT provider, expires_at FROM sso_states WHERE state = ?').get(state) as { provider: string; expires_at: number } | undefined;
  return !!row && row.provider === provider && row.expires_at > ctx.now();
}

/** The account behind a successful social sign-in: found by email, or created (confirmed, email login). */
export function ssoAccount(ctx: SandboxContext, rawEmail: string): AccountRow | null {
  const email = emailUsername(rawEmail);
  if (!email) return null;
  const existing = findAccount(ctx, email) ?? (ctx.db.prepare('SELECT * FROM users WHERE email = ?').get(email) as AccountRow | undefined);
  if (existing) return existing;
  return findAccountById(ctx, createAccount(ctx, { email }).id) ?? null;
}

export function createSession(ctx: SandboxContext, userId: string, provider: SsoProvider): string {
  const id = randomBytes(32).toString('base64url');
  const now = ctx.now();
  ctx.db.prepare('INSERT INTO sso_sessions (id, user_id, provider, created_at, expires_at) VALUES (?, ?, ?, ?, ?)').run(id, userId, provider, now, now + SESSION_TTL_MS);
  return id;
}

interface SessionRow {
  id: string;
  user_id: string;
  provider: SsoProvider;
  expires_at: number;
  tokens_delivered: number;
}

/** The session, and on its first read the Cognito tokens for it (handed over once, never again). */
export async function readSession(ctx: SandboxContext, id: string) {
  const row = ctx.db.prepare('SELECT * FROM sso_sessions WHERE id = ?').get(id) as SessionRow | undefined;
  if (!row || row.expires_at <= ctx.now()) return null;
  const account = findAccountById(ctx, row.user_id);
  if (!account || account.status !== 'ACTIVE') return null;
  let tokens: AuthenticationResult | undefined;
  if (!row.tokens_delivered) {
    ctx.db.prepare('UPDATE sso_sessions SET tokens_delivered = 1 WHERE id = ?').run(id);
    tokens = await issueTokens(ctx, account);
  }
  return {
    user: { id: account.id, email: account.email, username: account.username, provider: row.provider },
    expires: new Date(row.expires_at).toISOString(),
    ...(tokens ? { tokens } : {}),
  };
}

export function deleteSession(ctx: SandboxContext, id: string): void {
  ctx.db.prepare('DELETE FROM sso_sessions WHERE id = ?').run(id);
}
