import type { CookieJar } from './cookies';

/**
 * The `action` query parameter (spec §2): containing "signup" sets the register flag cookie, containing "login"
 * clears it. The flag tells the entry screens to open on registration instead of sign-in.
 */
export const REGISTER_FLAG_COOKIE = 'lakbay_register';
const FLAG_LIFETIME_SECONDS = 60 * 60 * 24; // a day: long enough to finish sign-up, short enough not to linger

export type ActionEffect = 'set' | 'cleared' | 'none';

export function applyActionParam(action: string | null | undefined, jar: CookieJar): ActionEffect {
  if (!action) return 'none';
  const text = action.toLowerCase();
  let effect: ActionEffect = 'none';
  // Applied in the spec's order, so a value holding both words ends cleared.
  if (text.includes('signup')) {
    jar.set(REGISTER_FLAG_COOKIE, 'true', { maxAgeSeconds: FLAG_LIFETIME_SECONDS });
    effect = 'set';
  }
  if (text.includes('login')) {
    jar.remove(REGISTER_FLAG_COOKIE);
    effect = 'cleared';
  }
  return effect;
}

export function isRegisterFlagSet(jar: CookieJar): boolean {
  return jar.get(REGISTER_FLAG_COOKIE) === 'true';
}
