/**
 * Tabs of this browser tell each other when one signs out: a tab duplicated from a signed-in one (or opened with
 * window.open, which copies sessionStorage) holds the same tokens, which that sign-out just revoked. The others then
 * ask the user pool (session chart `session.check`) rather than fail every call with 401. No SDK import here.
 */
const CHANNEL = 'lakbay.session';

function channel(): BroadcastChannel | null {
  try {
    return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  } catch {
    return null;
  }
}

export function announceSignOut(): void {
  const c = channel();
  if (!c) return;
  c.postMessage({ type: 'signedOut' });
  c.close();
}

/** Calls `onSignOut` when another tab signs out; returns the unsubscribe. */
export function onOtherTabSignOut(onSignOut: () => void): () => void {
  const c = channel();
  if (!c) return () => undefined;
  c.onmessage = (e: MessageEvent) => {
    if ((e.data as { type?: unknown } | null)?.type === 'signedOut') onSignOut();
  };
  return () => c.close();
}

/**
 * Calls `onReturn` when the borrower comes back to this tab (at most once a minute): "Log out on all devices" on
 * another device cannot tell this one, so the session is checked when it is looked at again.
 */
export function onTabReturn(onReturn: () => void, now: () => number = Date.now): () => void {
  if (typeof document === 'undefined') return () => undefined;
  let last = now();
  const listener = () => {
    if (document.visibilityState !== 'visible' || now() - last < 60_000) return;
    last = now();
    onReturn();
  };
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
}
