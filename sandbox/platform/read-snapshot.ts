import type { Statement } from 'better-sqlite3';
import type { SandboxContext } from '../context';

/**
 * Runs the synchronous part of a GET inside one deferred transaction. Outside a transaction each SELECT opens
 * and closes its own read transaction on the WAL, and that, not the query, is most of a small read's cost; a
 * signed-in GET makes four to eight of them (fault, token revocation, account status, the data itself). One
 * snapshot per request also means every read of an answer sees the same state.
 *
 * A GET may still write (a profile created on first read, a counted fault used up). A write inside a read
 * snapshot fails with SQLITE_BUSY_SNAPSHOT, without waiting, when another process (the back-office CLI)
 * committed since the snapshot began; `attempt` lets such an error escape instead of answering it, and the
 * request then runs again outside any transaction, exactly as it would have without the snapshot. Whatever the
 * request wrote is committed, whatever it answered: the same outcome as one statement at a time.
 */
export function inReadSnapshot<T>(ctx: SandboxContext, attempt: () => T, again: () => T): T {
  const db = ctx.db;
  if (db.inTransaction) return again();
  const s = statements(ctx);
  s.begin.run();
  let out: T;
  try {
    out = attempt();
  } catch (e) {
    if (db.inTransaction) s.rollback.run();
    if (isBusy(e)) return again();
    throw e;
  }
  if (db.inTransaction) s.commit.run();
  return out;
}

export function isBusy(e: unknown): boolean {
  const code = e instanceof Error ? (e as Error & { code?: unknown }).code : undefined;
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY');
}

const prepared = new WeakMap<SandboxContext['db'], { begin: Statement; commit: Statement; rollback: Statement }>();

function statements(ctx: SandboxContext) {
  let s = prepared.get(ctx.db);
  if (!s) {
    s = { begin: ctx.db.prepare('BEGIN DEFERRED'), commit: ctx.db.prepare('COMMIT'), rollback: ctx.db.prepare('ROLLBACK') };
    prepared.set(ctx.db, s);
  }
  return s;
}
