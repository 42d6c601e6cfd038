import type { Context } from 'hono';
import type { SandboxContext } from '../context';

export interface FaultRow {
  call_group: string;
  kind: 'latency' | 'status' | 'drop' | 'malformed';
  http_status: number | null;
  latency_ms: number | null;
  remaining: number | null;
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * Applies the back office's fault for this call group, if any. Returns a Response to send instead of the real
 * answer, or undefined to go on (a latency fault only delays). Groups are the contract's call groups plus
 * 'cognito', 'auth' and 'segment'. The faults table is read on every call: the back-office CLI sets faults from
 * another process.
 */
export async function applyFault(ctx: SandboxContext, group: string, c: Context): Promise<Response | undefined> {
  const fault = ctx.db.prepare('SELECT * FROM faults WHERE call_group = ?').get(group) as FaultRow | undefined;
  if (!fault) return undefined;
  if (fault.remaining !== null) {
    if (fault.remaining <= 1) ctx.db.prepare('DELETE FROM faults WHERE call_group = ?').run(group);
    else ctx.db.prepare('UPDATE faults SET remaining = remaining - 1 WHERE call_group = ?').run(group);
  }
  switch (fault.kind) {
    case 'latency':
      await sleep(fault.latency_ms ?? 0);
      return undefined;
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
