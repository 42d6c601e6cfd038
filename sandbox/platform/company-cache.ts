import type { Statement } from 'better-sqlite3';
import type { SandboxContext } from '../context';

/**
 * Prepared statements, compiled once per database: the hot GETs run a handful of queries each, and compiling
 * them on every request was a measurable share of the benchmark's time.
 */
const statements = new WeakMap<object, Map<string, Statement>>();

export function sql(ctx: SandboxContext, text: string): Statement {
  let map = statements.get(ctx.db);
  if (!map) statements.set(ctx.db, (map = new Map()));
  let stmt = map.get(text);
  if (!stmt) map.set(text, (stmt = ctx.db.prepare(text)));
  return stmt;
}
