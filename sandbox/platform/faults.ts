import type { Context } from 'hono';
import type { SandboxContext } from '../context';

export interface FaultRow {
  call_group: string;
  kind: 'latency' | 'status' | 'drop' | 'malformed';
  http_status: number | null;
  latency_ms: number | null;
  remaining: number | null;
}

/**
 * Calls a latency fault is holding, by group and borrower (`group|key`; `group|` for a global fault): clearing the
 * fault lets them go at once (releaseHeld), so a tester who has seen what the hold was for need not wait it out.
 */
const holding = new Map<string, Set<() => void>>();

function hold(at: string, ms: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const calls = holding.get(at) ?? new Set<() => void>();
    holding.set(at, calls);
    const done = () => {
      clearTimeout(timer);
      calls.delete(done);
      if (calls.size === 0) holding.delete(at);
      resolve();
    };
    const timer = setTimeout(done, ms);
    calls.add(done);
  });
}

/** Lets go of the calls held by the group's fault: one borrower's (`userKey`), or every one when none is named. */
export function releaseHeld(group?: string, userKey?: string): number {
  const keys = [...holding.keys()].filter((at) => (group === undefined || at.startsWith(`${group}|`)) && (userKey === undefined || at === `${group}|${userKey}`));
  let released = 0;
  for (const at of keys) {
    for (const done of [...(holding.get(at) ?? [])]) {
      done();
      released++;
    }
  }
  return released;
}

/**
 * Who a call is for, as keys a borrower-scoped fault may name (user ids, or a Segment anonymous id). Only asked
 * when a scoped fault exists for the group, so calls pay nothing while none is set.
 */
export type FaultSubjects = () => Promise<readonly string[]> | readonly string[];

/**
 * Applies the back office's fault for this call group, if any. Returns a Response to send instead of the real
 * answer, or undefined to go on (a latency fault only delays). Groups are the contract's call groups plus
 * 'cognito', 'auth' and 'segment'. A global fault (table `faults`) applies to every call of the group; a
 * borrower's fault (table `user_faults`, set with `user` in the back office) only to calls whose `subjects` name
 * that borrower. The tables are read on every call: the back-office CLI sets faults from another process.
 */
export async function applyFault(ctx: SandboxContext, group: string, c: Context, subjects?: FaultSubjects): Promise<Response | undefined> {
  const global = takeGlobal(ctx, group);
  const taken = global ? { fault: global, key: '' } : subjects ? await takeScoped(ctx, group, subjects) : undefined;
  if (!taken) return undefined;
  const { fault } = taken;
  switch (fault.kind) {
    case 'latency':
      await hold(`${group}|${taken.key}`, fault.latency_ms ?? 0);
      return undefined;
    case 'status': {
      const status = fault.http_status ?? 500;
      const headers: Record<string, string> = status === 429 || status === 503 ? { 'retry-after': '5' } : {};
      return c.json(faultBody(group, status), status as 500, headers);
    }
    case 'malformed':
      return c.body('{"this is not": valid json', 200, { 'content-type': 'application/json' });
    case 'drop': {
      const incoming = (c.env as { incoming?: { socket?: { destroy: () => void } } } | undefined)?.incoming;
      incoming?.socket?.destroy();
      return c.body(null, 500);
    }
  }
}

/**
 * What an injected status answers, shaped as the platform's real failures are: a 5xx comes from the gateway in front
 * of it (no platform code, so the app words it itself), a 4xx from the platform with its code and its own sentence,
 * Cognito's in its wire format. Never a tester's text ("Injected fault: HTTP 503" reached borrowers, issue W3-B 10).
 */
export function faultBody(group: string, status: number): Record<string, string> {
  if (group === 'cognito') return { __type: status >= 500 ? 'InternalErrorException' : `HTTP_${status}`, message: status >= 500 ? 'Internal server error' : `HTTP ${status}` };
  if (status >= 500) return { message: status === 503 ? 'Service Unavailable' : 'Internal server error' };
  return { code: `HTTP_${status}`, message: faultSentences[status] ?? 'The request could not be completed.' };
}
const faultSentences: Record<number, string> = {
  401: 'Your session has ended. Please sign in again.',
  403: 'You are not allowed to do this.',
  404: 'We could not find what you asked for.',
  409: 'This changed in the meantime. Please reload and try again.',
  429: 'Too many requests. Please try again in a moment.',
};

function takeGlobal(ctx: SandboxContext, group: string): FaultRow | undefined {
  const fault = ctx.db.prepare('SELECT * FROM faults WHERE call_group = ?').get(group) as FaultRow | undefined;
  if (fault && fault.remaining !== null) {
    if (fault.remaining <= 1) ctx.db.prepare('DELETE FROM faults WHERE call_group = ?').run(group);
    else ctx.db.prepare('UPDATE faults SET remaining = remaining - 1 WHERE call_group = ?').run(group);
  }
  return fault;
}

async function takeScoped(ctx: SandboxContext, group: string, subjects: FaultSubjects): Promise<{ fault: FaultRow; key: string } | undefined> {
  if (!ctx.db.prepare('SELECT 1 FROM user_faults WHERE call_group = ? LIMIT 1').get(group)) return undefined;
  let keys: readonly string[];
  try {
    keys = await subjects();
  } catch {
    return undefined; // a call the sandbox cannot attribute is not this borrower's
  }
  for (const key of new Set(keys.filter(Boolean))) {
    const fault = ctx.db.prepare('SELECT * FROM user_faults WHERE call_group = ? AND user_key = ?').get(group, key) as FaultRow | undefined;
    if (!fault) continue;
    if (fault.remaining !== null) {
      if (fault.remaining <= 1) ctx.db.prepare('DELETE FROM user_faults WHERE call_group = ? AND user_key = ?').run(group, key);
      else ctx.db.prepare('UPDATE user_faults SET remaining = remaining - 1 WHERE call_group = ? AND user_key = ?').run(group, key);
    }
    return { fault, key };
  }
  return undefined;
}

/**
 * The bearer token's borrower (platform calls); before sign-in (sign-up and login codes), the identifier the
 * request's JSON body names (`username`, `phone_number`, `email`), so a borrower's fault reaches those calls too.
 */
export async function bearerSubjects(ctx: SandboxContext, c: Context): Promise<string[]> {
  const header = c.req.header('authorization') ?? '';
  const user = header.startsWith('Bearer ') ? await ctx.verifyAccessToken(header.slice(7)) : null;
  if (user) return [user.id];
  if (!(c.req.header('content-type') ?? '').includes('json')) return [];
  // Hono keeps the parsed body, so the handler reads it again unchanged.
  const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
  const named = [body?.username, body?.phone_number, body?.email].filter((x): x is string => typeof x === 'string' && x.trim() !== '');
  return named.flatMap((x) => [faultUserKey(ctx, x), x.trim()]);
}

/**
 * The borrower a back-office `user` names: a sub, a username, a phone number (+63…, 63…, 09…) or an e-mail;
 * anything else is kept as given (a Segment anonymous id).
 */
export function faultUserKey(ctx: SandboxContext, user: string): string {
  const given = user.trim();
  const digits = given.replace(/[^0-9]/g, '');
  const phone = digits.startsWith('63') ? `+${digits}` : digits.startsWith('0') ? `+63${digits.slice(1)}` : `+63${digits}`;
  const row = ctx.db
    .prepare('SELECT id FROM users WHERE id = ? OR username = ? OR lower(email) = lower(?) OR phone_number = ? LIMIT 1')
    .get(given, given.toLowerCase(), given, digits.length >= 10 ? phone : '') as { id: string } | undefined;
  return row?.id ?? given;
}
