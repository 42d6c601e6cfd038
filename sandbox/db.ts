import Database from 'better-sqlite3';
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, readSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export type Db = Database.Database;

const migrationsDir = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Opens the sandbox database (WAL) and applies every migration in sandbox/migrations in file-name order.
 * Migrations are plain SQL files named NNN-what.sql; each runs once, inside a transaction.
 * Every write made through the returned connection is counted (see dbVersion).
 */
export function openDb(path: string): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = trackWrites(new Database(path));
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
  const applied = new Set(
    db.prepare('SELECT name FROM schema_migrations').pluck().all() as string[],
  );
  const files = readdirSync(migrationsDir).filter((f) => f.endsWith('.sql')).sort();
  for (const file of files) {
    if (applied.has(file)) continue;
    const sql = readFileSync(join(migrationsDir, file), 'utf8');
    db.transaction(() => {
      db.exec(sql);
      db.prepare('INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)').run(file, new Date().toISOString());
    })();
  }
  watchOtherCommits(db, path);
  return db;
}

/**
 * Where the database's contents stand, as seen by this connection: `writes` counts the writes this connection
 * made (every statement that may write, every exec and pragma, counted when it ends, whether it succeeded or not); `dataVersion` changes whenever another connection (the back-office CLI in another process,
 * a second connection in a test) has committed since it was last read. Two equal versions mean the database
 * holds exactly what it held; a different one means it may have changed. Caches of answers read from the
 * database (ServeOptions.perUser in platform/serve.ts, the token verifier) are keyed by it.
 *
 * Read `dbVersion` before the reads it vouches for (or inside their read transaction): then a version can only
 * be older than the data it tags, never newer, and an older tag never matches again.
 */
export interface DbVersion {
  writes: number;
  dataVersion: number;
}

interface Tracking {
  writes: number;
  otherCommits: () => number;
  /** The other-commits epoch read once in this event-loop turn (dbVersionThisTurn), until the turn's end. */
  turnEpoch?: number;
  /** The connection's own prepare, whose statements are not counted as writes. */
  prepare: (source: string) => Database.Statement;
}
const tracked = new WeakMap<Db, Tracking>();

export function dbVersion(db: Db): DbVersion {
  const t = tracked.get(db);
  if (!t) throw new Error('dbVersion: this connection was not opened by openDb');
  // writes first: a write ending between the two reads makes this version older than the data, never newer.
  const writes = t.writes;
  return { writes, dataVersion: t.otherCommits() };
}

/**
 * `dbVersion` as of this turn of the event loop, for a request that arrived over a socket: the other-commits
 * part (one pread of the WAL-index header, sometimes the pragma) is read by the first such request of the turn
 * and reused by the rest, then forgotten when the turn's poll phase ends (setImmediate). This connection's own
 * writes are still counted exactly. Sound for those requests only: libuv reads every socket of a turn after that
 * turn's epoll_wait returned, so each request of the turn had arrived before the first one's read, and a version
 * read while a request was in flight is one it may be answered from (a commit by another process racing it
 * may land on either side). Code that writes through another connection and then reads in the same turn
 * (an in-process test with app.request) must use dbVersion; serve.ts does, for requests without a socket.
 * Measured on the bench: 40–42 µs of sandbox CPU per remembered answer, against 53–58 µs reading every time.
 */
export function dbVersionThisTurn(db: Db): DbVersion {
  const t = tracked.get(db);
  if (!t) throw new Error('dbVersionThisTurn: this connection was not opened by openDb');
  const writes = t.writes;
  if (t.turnEpoch === undefined) {
    t.turnEpoch = t.otherCommits();
    setImmediate(() => {
      t.turnEpoch = undefined;
    });
  }
  return { writes, dataVersion: t.turnEpoch };
}

export const sameVersion = (a: DbVersion, b: DbVersion): boolean => a.writes === b.writes && a.dataVersion === b.dataVersion;

/** This connection's write count alone (no I/O): enough to tell whether a piece of code wrote. */
export function writeCount(db: Db): number {
  return tracked.get(db)?.writes ?? 0;
}

/**
 * How other connections' commits are seen. `PRAGMA data_version` is SQLite's own answer, but as a statement it
 * opens and closes a WAL read transaction: two fcntl locks and a stat, 3.7 µs idle and 7–10 µs with the two
 * cores busy, the largest cost left on a remembered answer. Any commit, though, rewrites the WAL-index header, the
 * first 48 bytes of the `-shm` file (https://sqlite.org/walformat.html, "The WAL-Index Header"; followed by a
 * second copy, which a writer updates one after the other): frame count and checksums, or the salts when the WAL
 * restarts. That is what SQLite itself compares to decide whether data_version moved. So each call reads those
 * 96 bytes (one pread, 1.3 µs idle): the same header as last time means nobody committed; a different one (or two
 * copies that disagree, a commit being published) is settled by the pragma, which tells another connection's
 * commit (a new epoch) from this connection's own (counted in `writes` already, or a log append no cached
 * answer reads: see uncounted). A `:memory:` database has no other connection; a file not in WAL mode, or
 * without a `-shm` beside it, uses the pragma alone.
 */
function watchOtherCommits(db: Db, path: string): void {
  const t = tracked.get(db);
  if (!t || path === ':memory:') return;
  const pragma = t.prepare('PRAGMA data_version').pluck();
  t.otherCommits = () => pragma.get() as number;
  const shm = `${path}-shm`;
  if (db.pragma('journal_mode', { simple: true }) !== 'wal' || !existsSync(shm)) return;
  const fd = openSync(shm, 'r');
  const close = db.close.bind(db);
  db.close = () => {
    closeSync(fd);
    return close();
  };
  const buf = Buffer.alloc(96);
  const seen = Buffer.alloc(48);
  let epoch = 0;
  let dataVersion: number | undefined;
  t.otherCommits = () => {
    const n = readSync(fd, buf, 0, 96, 0);
    const whole = n === 96 && buf.compare(buf, 0, 48, 48, 96) === 0;
    if (whole && dataVersion !== undefined && buf.compare(seen, 0, 48, 0, 48) === 0) return epoch;
    // Read after the header: a commit between the two shows in the pragma (a new epoch), never in neither.
    const now = pragma.get() as number;
    if (now !== dataVersion) epoch++;
    dataVersion = now;
    if (whole) buf.copy(seen, 0, 0, 48);
    else seen.fill(0);
    return epoch;
  };
}

/**
 * Appends to logs that no remembered answer reads (the collector's analytics events, session replay batches):
 * not counted as writes, so the app's analytics, sent on every page, do not empty the caches. A reader of these
 * tables must not use ServeOptions.perUser.
 */
const uncounted = /^\s*INSERT\s+(?:OR\s+IGNORE\s+)?INTO\s+(?:analytics_events|replay_batches)\s*\(/i;

type Fn = (...args: unknown[]) => unknown;

/**
 * Counts this connection's writes by wrapping, on this one object, the methods that reach SQLite: statements
 * that may write (better-sqlite3's `readonly` is SQLite's own sqlite3_stmt_readonly; PRAGMA statements are
 * counted whatever it says), exec and pragma. Read-only statements, the hot path, are left untouched. A
 * transaction needs no count of its own: each write in it is counted, so a rollback only undoes what already
 * moved the version.
 */
function trackWrites(db: Db): Db {
  const rawPrepare = db.prepare.bind(db) as (source: string) => Database.Statement;
  const t: Tracking = { writes: 0, otherCommits: () => 0, prepare: rawPrepare };
  tracked.set(db, t);
  const counted = <F extends Fn>(fn: F, self: unknown): F =>
    function (this: unknown, ...args: unknown[]) {
      try {
        return fn.apply(self ?? this, args);
      } finally {
        t.writes++;
      }
    } as F;

  db.prepare = ((source: string) => {
    const stmt = rawPrepare(source);
    if ((!stmt.readonly || /^\s*pragma/i.test(source)) && !uncounted.test(source)) {
      const s = stmt as unknown as Record<'run' | 'get' | 'all' | 'iterate', Fn>;
      for (const m of ['run', 'get', 'all', 'iterate'] as const) s[m] = counted(s[m], stmt);
    }
    return stmt;
  }) as Db['prepare'];
  const exec = db.exec;
  db.exec = function (source: string) {
    counted(exec as Fn, db)(source);
    return db;
  };
  db.pragma = counted(db.pragma as Fn, db) as Db['pragma'];
  return db;
}
