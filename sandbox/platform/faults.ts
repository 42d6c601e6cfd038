import type { Context } from 'hono';
import type { SandboxContext } from '../context';
import { sameVersion, type DbVersion } from '../db';

export interface FaultRow {
  call_group: string;
  kind: 'latency' | 'status' | 'drop' | 'malformed';
  http_status: number | null;
  latency_ms: number | null;
  remaining: number | null;
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
const lookups = new WeakMap<SandboxContext['db'], { get: (group: string) => FaultRow | undefined }>();

/**
 * Applies the back office's fault for this call group, if any. Returns a Response to send instead of the real
 * answer, or undefined to go on (a latency fault only delays). Groups are the contract's call groups plus
 * 'cognito', 'auth' and 'segment'.
 */
export async function applyFault(ctx: SandboxContext, group: string, c: Context): Promise<Response | undefined> {
  return checkFault(ctx, group, c);
}

/**
 * applyFault without a promise when there is nothing to wait for: a Response to send instead of the real answer,
 * a promise that settles after an injected latency, or undefined to go on at once (serve.ts stays synchronous).
 * The faults table stays the one source of truth, read on every call: the back-office CLI sets faults from
 * another process, and a cache here could not see those.
 */
export function checkFault(ctx: SandboxContext, group: string, c: Context): Response | Promise<undefined> | undefined {
  const fault = lookup(ctx).get(group);
  if (!fault) return undefined;
  if (fault.remaining !== null) {
    if (fault.remaining <= 1) ctx.db.prepare('DELETE FROM faults WHERE call_group = ?').run(group);
    else ctx.db.prepare('UPDATE faults SET remaining = remaining - 1 WHERE call_group = ?').run(group);
  }
  switch (fault.kind) {
    case 'latency':
      return sleep(fault.latency_ms ?? 0).then(() => undefined);
    case 'status': {
      const status = fault.http_status ?? 500;
      const headers: Record<string, string> = status === 429 || status === 503 ? { 'retry-after': '5' } : {};
      return c.json({ code: `HTTP_${status}`, message: `Injected fault: HTTP ${status}` }, status as 500, headers);
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

// Every request asks; the prepared statement is made once per database.
function lookup(ctx: SandboxContext): { get: (group: string) => FaultRow | undefined } {
  let found = lookups.get(ctx.db);
  if (!found) {
    const stmt = ctx.db.prepare('SELECT * FROM faults WHERE call_group = ?');
    found = { get: (g) => stmt.get(g) as FaultRow | undefined };
    lookups.set(ctx.db, found);
  }
  return found;
}

/**
 * Call groups seen without a fault, with the database version of that read (sandbox/db.ts dbVersion). While
 * the version is the same the faults table is the same, so the group still has none: any fault set since, by
 * the back office in this process or by the CLI in another, changed the version. Only "no fault" is kept: a
 * fault is always read and applied as it is (a counted one is used up by each call).
 */
const faultless = new WeakMap<SandboxContext['db'], Map<string, DbVersion>>();

export function sawNoFault(ctx: SandboxContext, group: string, at: DbVersion): void {
  let groups = faultless.get(ctx.db);
  if (!groups) faultless.set(ctx.db, (groups = new Map()));
  groups.set(group, at);
}

export function noFaultAt(ctx: SandboxContext, group: string, at: DbVersion): boolean {
  const seen = faultless.get(ctx.db)?.get(group);
  return seen !== undefined && sameVersion(seen, at);
}
