import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chunkBySize, createBatchQueue, kilobytes } from '~/analytics/batch-queue';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function queue(opts: { fail?: number; random?: () => number } = {}) {
  const sent: Array<{ batch: unknown[]; keepalive: boolean; at: number }> = [];
  let failures = opts.fail ?? 0;
  const onError = vi.fn();
  const q = createBatchQueue<unknown>({
    send: async (batch, init) => {
      sent.push({ batch, keepalive: init.keepalive, at: Date.now() });
      if (failures-- > 0) throw new Error('HTTP 503');
    },
    onError,
    random: opts.random ?? (() => 0.5),
  });
  return { q, sent, onError };
}

describe('tracker batching (spec §9)', () => {
  it('sends at once when 10 events wait', async () => {
    const { q, sent } = queue();
    for (let i = 0; i < 9; i++) q.push({ i });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(0);
    q.push({ i: 9 });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.batch).toHaveLength(10);
  });

  it('sends fewer events 5 s after the first one', async () => {
    const { q, sent } = queue();
    q.push({ a: 1 });
    await vi.advanceTimersByTimeAsync(2000);
    q.push({ a: 2 });
    await vi.advanceTimersByTimeAsync(2999);
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent.map((s) => s.batch.length)).toEqual([2]);
  });

  it('never puts more than 450 KB in one batch', async () => {
    const { q, sent } = queue();
    const big = 'x'.repeat(100 * 1024);
    for (let i = 0; i < 6; i++) q.push({ big });
    await vi.runAllTimersAsync();
    expect(sent.length).toBeGreaterThan(1);
    for (const s of sent) expect(kilobytes(s.batch)).toBeLessThanOrEqual(450);
    expect(sent.flatMap((s) => s.batch)).toHaveLength(6);
  });

  it('on page hide sends everything in keepalive requests of at most 64 KB', () => {
    const { q, sent } = queue();
    const chunk = 'y'.repeat(20 * 1024);
    for (let i = 0; i < 7; i++) q.push({ chunk, i });
    q.flushOnHide();
    expect(sent.length).toBeGreaterThanOrEqual(3);
    expect(sent.every((s) => s.keepalive)).toBe(true);
    for (const s of sent) expect(kilobytes(s.batch)).toBeLessThanOrEqual(64);
    expect(sent.flatMap((s) => s.batch)).toHaveLength(7);
    expect(q.pending()).toBe(0);
  });

  it('retries a failed batch after a random delay of up to 5 s, events kept in order', async () => {
    const { q, sent, onError } = queue({ fail: 1, random: () => 0.8 });
    for (let i = 0; i < 10; i++) q.push({ i });
    await vi.advanceTimersByTimeAsync(0);
    expect(onError).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(3999);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.batch).toEqual(sent[0]?.batch);
    expect(sent[1]!.at - sent[0]!.at).toBe(4000);
  });

  it('the retry delay never exceeds 5 s, whatever the random draw', async () => {
    const { q, sent } = queue({ fail: 1, random: () => 0.999999 });
    q.push({ i: 1 });
    await vi.advanceTimersByTimeAsync(5000);
    await vi.advanceTimersByTimeAsync(5000);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.at - sent[0]!.at).toBeLessThanOrEqual(5000);
  });

  it('gives a batch up after 10 attempts instead of retrying forever', async () => {
    const { q, sent, onError } = queue({ fail: 100 });
    q.push({ i: 1 });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(sent).toHaveLength(10);
    expect(onError).toHaveBeenCalledTimes(10);
    expect(q.pending()).toBe(0);
  });
});

describe('chunkBySize', () => {
  it('keeps order and puts an oversized item alone', () => {
    const items = ['a', 'b'.repeat(3000), 'c'];
    expect(chunkBySize(items, 1)).toEqual([['a'], ['b'.repeat(3000)], ['c']]);
  });
});
