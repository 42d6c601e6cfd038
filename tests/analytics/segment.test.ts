import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createLazySegment, segmentIntegrationSettings } from '~/analytics/segment';
import { fakeSegment } from './harness';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const settings = segmentIntegrationSettings({ writeKey: 'k', cdnUrl: 'http://x/cdn', apiHost: 'x/segment/v1', protocol: 'http', origin: 'http://x' });

type Dispatcher = {
  resolveHttpConfig: (c?: unknown) => { backoffConfig: unknown };
  computeBackoff: (attempt: number, c: unknown) => number;
};

describe('Segment settings (spec §9)', () => {
  it('uses the batching strategy: 10 events or 5 s, against the configured host over the configured protocol', () => {
    expect(settings).toMatchObject({ apiHost: 'x/segment/v1', protocol: 'http', deliveryStrategy: { strategy: 'batching', config: { size: 10, timeout: 5000 } } });
  });

  it("retries after a random delay of up to 5 s (checked with the library's own backoff function)", async () => {
    const mod = (await import('@segment/analytics-next/dist/pkg/plugins/segmentio/shared-dispatcher.js' as string)) as Dispatcher;
    const resolved = mod.resolveHttpConfig(settings.httpConfig).backoffConfig;
    const draws = [0, 0.1, 0.5, 0.9, 0.999999];
    const delays = draws.map((r) => {
      vi.spyOn(Math, 'random').mockReturnValue(r);
      return [1, 2, 5].map((attempt) => mod.computeBackoff(attempt, resolved));
    });
    vi.restoreAllMocks();
    for (const d of delays.flat()) {
      expect(d).toBeGreaterThanOrEqual(0);
      expect(d).toBeLessThanOrEqual(5000);
    }
    expect(delays[0]![0]).toBe(0);
    expect(delays[4]![2]).toBeGreaterThan(4990);
  });

  it("the library itself caps a batch at 450 KB and page-hide requests at 64 KB with keepalive", () => {
    const src = readFileSync('node_modules/@segment/analytics-next/dist/pkg/plugins/segmentio/batched-dispatcher.js', 'utf8');
    expect(src).toMatch(/MAX_PAYLOAD_SIZE = 500/);
    expect(src).toMatch(/MAX_PAYLOAD_SIZE - 50/);
    expect(src).toMatch(/size >= 64/);
    expect(src).toMatch(/keepalive: \(config === null \|\| config === void 0 \? void 0 : config\.keepalive\) \|\| pageUnloaded/);
  });
});

describe('lazy Segment', () => {
  it('loads nothing until started, then replays the waiting calls in order', async () => {
    const real = fakeSegment();
    let start: (() => void) | undefined;
    const load = vi.fn(async () => real.port);
    const lazy = createLazySegment(load, (run) => (start = run));
    lazy.setAnonymousId('anon-1');
    void lazy.track('a', {}, { context: { os: { name: 'Linux', version: '' } } });
    void lazy.page('Home', {}, { context: { os: { name: 'Linux', version: '' } } });
    void lazy.identify('u-1');
    await vi.advanceTimersByTimeAsync(100);
    expect(load).not.toHaveBeenCalled();
    start!();
    await vi.advanceTimersByTimeAsync(0);
    expect(real.calls.map((c) => c.method)).toEqual(['setAnonymousId', 'track', 'page', 'identify']);
  });

  it('a failed load rejects the waiting calls (the pipeline logs them) instead of throwing', async () => {
    const lazy = createLazySegment(() => Promise.reject(new Error('offline')), (run) => run());
    await expect(lazy.track('a', {}, { context: { os: { name: '', version: '' } } })).rejects.toThrow('offline');
  });
});

describe('first-load bundle', () => {
  it('no analytics source imports @segment/analytics-next or rrweb statically (only `import type` and import())', () => {
    const dir = 'src/analytics';
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(10);
    for (const f of files) {
      const src = readFileSync(join(dir, f), 'utf8');
      expect(src, f).not.toMatch(/^import (?!type)[^;]*from '(@segment\/analytics-next|rrweb)'/m);
    }
  });
});
