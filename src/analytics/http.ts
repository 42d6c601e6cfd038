import { TimeoutError, type PostJson } from './ports';

/**
 * POST JSON with a timeout (spec §9: event logging timeout 3000 ms). text/plain keeps the request "simple" (no CORS
 * preflight), which matters for keepalive requests sent while the page is hidden.
 */
export const postJson: PostJson = async (url, body, init) => {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), init.timeoutMs);
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify(body),
      keepalive: init.keepalive,
      signal: controller.signal,
      credentials: 'omit',
    });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
  } catch (error) {
    if (controller.signal.aborted) throw new TimeoutError(`timed out after ${init.timeoutMs} ms`);
    throw error;
  } finally {
    clearTimeout(timer);
  }
};
