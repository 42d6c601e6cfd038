import { afterEach, describe, expect, it, vi } from 'vitest';
import { postText } from '~/analytics/http';

/**
 * Chromium keeps a fetch whose answer is never read open for the life of the page (its loader, request and abort
 * signal): every event post reads its answer, so nothing is retained per event (npm run bench:heap).
 */
describe('postText', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([200, 500])('reads the answer of a post (HTTP %i), so the request is finished', async (status) => {
    const answers: Response[] = [];
    vi.stubGlobal('fetch', async () => {
      const res = new Response('{"success":true}', { status });
      answers.push(res);
      return res;
    });
    const sent = postText('https://collector.test/ga', '{}', { keepalive: false, timeoutMs: 3000 });
    if (status === 200) await sent;
    else await expect(sent).rejects.toThrow('HTTP 500');
    expect(answers).toHaveLength(1);
    expect(answers[0]!.bodyUsed).toBe(true);
  });
});
