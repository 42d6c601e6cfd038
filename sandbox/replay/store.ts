import type { SandboxContext } from '../context';
import type { ReplayEvent, ReplaySession } from '../../src/api/contract/replay';

/** Rows of replay_batches (migrations/210-session-replay.sql): one per batch the app posted. */

const FULL_SNAPSHOT = 2;

export function storeBatch(ctx: SandboxContext, sessionId: string, events: ReplayEvent[]): number {
  const json = JSON.stringify(events);
  const timestamps = events.map((e) => e.timestamp);
  ctx.db
    .prepare(
      `INSERT INTO replay_batches (session_id, event_count, full_snapshots, bytes, first_timestamp, last_timestamp, events, received_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      sessionId,
      events.length,
      events.filter((e) => e.type === FULL_SNAPSHOT).length,
      Buffer.byteLength(json),
      Math.min(...timestamps),
      Math.max(...timestamps),
      json,
      new Date(ctx.now()).toISOString(),
    );
  return events.length;
}

/** Recorded sessions, the most recently active first. */
export function listSessions(ctx: SandboxContext, limit = 200): ReplaySession[] {
  return ctx.db
    .prepare(
      `SELECT session_id, COUNT(*) AS batches, SUM(event_count) AS events, SUM(bytes) AS bytes,
              SUM(full_snapshots) AS full_snapshots, MIN(received_at) AS first_received_at, MAX(received_at) AS last_received_at
       FROM replay_batches GROUP BY session_id ORDER BY MAX(id) DESC LIMIT ?`,
    )
    .all(limit) as ReplaySession[];
}

/**
 * One session's events in recording order (by timestamp; batches sent out of order by overlapping requests are put
 * back in place), ready for rrweb's Replayer. Null when the session recorded nothing.
 */
export function sessionEvents(ctx: SandboxContext, sessionId: string): ReplayEvent[] | null {
  const rows = ctx.db.prepare('SELECT events FROM replay_batches WHERE session_id = ? ORDER BY id').pluck().all(sessionId) as string[];
  if (rows.length === 0) return null;
  return rows.flatMap((r) => JSON.parse(r) as ReplayEvent[]).sort((a, b) => a.timestamp - b.timestamp);
}

export function clearReplays(ctx: SandboxContext): number {
  return ctx.db.prepare('DELETE FROM replay_batches').run().changes;
}
