import Database from 'better-sqlite3';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
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
  return db;
}

/**
 * Where the database's contents stand, as seen by this connection: `writes` counts the writes this connection
 * made (every statement that may write, every exec, pragma and transaction, counted when it ends, whether it
 * succeeded or not), `dataVersion` is SQLite's `PRAGMA data_version`, which changes when any other connection
 * (the back-office CLI in another process, a second connection in a test) commits. Two equal versions mean the
 * database holds exactly what it held; a different one means it may have changed. Caches of answers read from
 * the database (platform/answer-cache.ts) are keyed by it.
 *
 * Reading it costs one statement (and so one WAL read transaction, unless one is open: inside a read snapshot it
 * is the snapshot's version).
 */
export interface DbVersion {
  writes: number;
  dataVersion: number;
}

interface Tracking {
  writes: number;
  dataVersion: Database.Statement;
}
const tracked = new WeakMap<Db, Tracking>();

export function dbVersion(db: Db): DbVersion {
  const t = tracked.get(db);
  if (!t) throw new Error('dbVersion: this connection was not opened by openDb');
  // writes first: a write ending between the two reads makes this version older than the data, never newer.
  const writes = t.writes;
  return { writes, dataVersion: t.dataVersion.get() as number };
}

export const sameVersion = (a: DbVersion, b: DbVersion): boolean => a.writes === b.writes && a.dataVersion === b.dataVersion;

/** This connection's write count alone (no statement): enough to tell whether a piece of code wrote. */
export function writeCount(db: Db): number {
  return tracked.get(db)?.writes ?? 0;
}

type Fn = (...args: unknown[]) => unknown;

/**
 * Counts this connection's writes by wrapping, on this one object, the methods that reach SQLite: statements
 * that may write (better-sqlite3's `readonly` is SQLite's own sqlite3_stmt_readonly; PRAGMA statements are
 * counted whatever it says), exec, pragma, and each transaction function (a rollback changes the contents
 * too). Read-only statements, the hot path, are left untouched.
 */
function trackWrites(db: Db): Db {
  const rawPrepare = db.prepare.bind(db) as (source: string) => Database.Statement;
  const t: Tracking = { writes: 0, dataVersion: rawPrepare('PRAGMA data_version').pluck() };
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
    if (!stmt.readonly || /^\s*pragma/i.test(source)) {
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
  const transaction = db.transaction.bind(db);
  db.transaction = ((fn: Fn) => {
    const tx = transaction(fn) as unknown as Record<'default' | 'deferred' | 'immediate' | 'exclusive', Fn> & Fn;
    const wrapped = counted(tx, undefined) as typeof tx;
    for (const m of ['default', 'deferred', 'immediate', 'exclusive'] as const) wrapped[m] = counted(tx[m], undefined);
    return wrapped;
  }) as Db['transaction'];
  return db;
}
