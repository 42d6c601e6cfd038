import type { SandboxContext } from '../context';
import { resetRateLimits } from '../platform/user-rate-limit';

/**
 * Tables whose rows are configuration or seed data, kept by reset: ref_* (companies), the migrations log, the
 * token signing key (tokens in open tabs stay verifiable), S3's promo catalogue and secrets. Everything else
 * (accounts, applications, codes, faults, uploads' records, events) is emptied.
 */
const keep = (name: string) =>
  name.startsWith('ref_') || name.startsWith('sqlite_') || ['schema_migrations', 'cognito_keys', 'promos', 'sandbox_secrets'].includes(name);

const hooks = new WeakMap<SandboxContext, (() => void)[]>();

/** Lets another module re-seed or clear in-memory state after a reset. */
export function onReset(ctx: SandboxContext, hook: () => void): void {
  hooks.set(ctx, [...(hooks.get(ctx) ?? []), hook]);
}

export function resetSandbox(ctx: SandboxContext): { cleared: string[] } {
  const tables = (ctx.db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all() as string[]).filter((t) => !keep(t));
  ctx.db.pragma('foreign_keys = OFF');
  try {
    ctx.db.transaction(() => {
      for (const t of tables) ctx.db.prepare(`DELETE FROM "${t.replaceAll('"', '""')}"`).run();
    })();
  } finally {
    ctx.db.pragma('foreign_keys = ON');
  }
  resetRateLimits(ctx);
  for (const hook of hooks.get(ctx) ?? []) hook();
  return { cleared: tables };
}
