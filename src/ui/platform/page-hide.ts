/**
 * The last moment a page can act before it may be gone: `pagehide`, or the tab hidden (a phone switching apps often
 * never fires pagehide). The listener may run more than once; callers make it idempotent. Returns the unsubscribe.
 */
export function onPageHide(listener: () => void): () => void {
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') listener();
  };
  addEventListener('pagehide', listener);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    removeEventListener('pagehide', listener);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
