import type { SandboxContext } from '../context';

/**
 * Run-time switches of the auth sandbox (back office POST /sandbox/api/settings). Kept in memory on purpose:
 * a test that shortens token lifetimes or disables SSO must not leave the data file in that state.
 */
export interface AuthSettings {
  tokenTtlSeconds: number;
  ssoDisabled: boolean;
}

const store = new WeakMap<SandboxContext, AuthSettings>();

export function authSettings(ctx: SandboxContext): AuthSettings {
  let s = store.get(ctx);
  if (!s) {
    s = { tokenTtlSeconds: ctx.config.tokenTtlSeconds, ssoDisabled: false };
    store.set(ctx, s);
  }
  return s;
}

/** Back to the configured values (back-office reset). */
export function resetAuthSettings(ctx: SandboxContext): void {
  store.delete(ctx);
}
