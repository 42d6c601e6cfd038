import { TimeoutError, type PostJson } from './ports';

/**
 * POST a text body with a timeout. text/plain keeps the request "simple" (no CORS preflight), which matters for
 * keepalive requests sent while the page is hidden.
 */
export async function postText(url: string, body: string, init: { keepalive: boolean; timeoutMs: number }): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), init.timeoutMs);
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body,
      keepalive: init.keepalive,
      signal: controller.signal,
      credentials: 'omit',
    });
    // Read the (small) answer even though nothing needs it: Chromium keeps a fetch whose body is never read open
    // (its loader, request, abort signal and what that signal's reason captured) for the life of the page, so each
    // unread event post grew the retained heap (npm run bench:heap, docs/performance.md).
    await res.arrayBuffer().catch(() => undefined);
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
  } catch (error) {
    if (controller.signal.aborted) throw new TimeoutError(`timed out after ${init.timeoutMs} ms`);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** POST JSON (as text/plain, see postText) with a timeout (spec §9: event logging timeout 3000 ms). */
export const postJson: PostJson = (url, body, init) => postText(url, JSON.stringify(body), init);
