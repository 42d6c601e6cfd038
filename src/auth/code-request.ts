import type { CodeRequest } from '@machines/auth/types';

/**
 * The tab's pending one-time-code request (flow and the identifier typed), so a reload on /verify-account can send
 * the borrower back to ask for a new code without retyping. Session storage: this tab only, gone when it closes,
 * removed once signed in. The code itself is never stored.
 */
const KEY = 'lakbay.codeRequest';

/** `storage` is a getter: touching `sessionStorage` itself throws where storage is blocked. */
export function readCodeRequest(storage: () => Pick<Storage, 'getItem'>): CodeRequest | undefined {
  try {
    const value = JSON.parse(storage().getItem(KEY) ?? 'null') as Partial<CodeRequest> | null;
    if ((value?.flow === 'login' || value?.flow === 'register') && typeof value.identifier === 'string' && value.identifier.length <= 320) {
      return { flow: value.flow, identifier: value.identifier };
    }
  } catch {
    // Unreadable: as if nothing was requested.
  }
  return undefined;
}

export function writeCodeRequest(storage: () => Pick<Storage, 'setItem' | 'removeItem'>, request: CodeRequest | null): void {
  try {
    if (request) storage().setItem(KEY, JSON.stringify(request));
    else storage().removeItem(KEY);
  } catch {
    // Storage blocked (private mode): a reload then starts at /login, as before.
  }
}
