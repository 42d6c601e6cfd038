// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnalyticsPipeline } from '~/analytics/pipeline';
import { postJson } from '~/analytics/http';
import { createLazySegment, loadSegment } from '~/analytics/segment';
import { memoryStore } from '~/analytics/storage';
import { startHarness, type Harness } from '../sandbox/cognito-harness';
import { desktop } from './harness';

/**
 * The real pipeline (real @segment/analytics-next with our settings and PII guard, real HTTP) against the sandbox
 * collector. Timers are real: this waits for the 5 s batch once.
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const events = async () => (await (await fetch(`${h.origin}/sandbox/api/events`)).json()) as Array<{ channel: string; type: string; name: string | null; userId: string | null; payload: Record<string, unknown> }>;

async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, ms = 12_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (done(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('pipeline -> sandbox collector', () => {
  it('delivers Segment events in one batch, the tracker wrapper and the web-analytics path, with no query strings', async () => {
    window.history.replaceState(null, '', '/verify-email-otp?token=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln&email=juan%40gmail.com');
    // Some in-app browsers append kilobytes to the user agent (10,013 characters seen): Segment copies it as is.
    const ua = navigator.userAgent;
    Object.defineProperty(navigator, 'userAgent', { value: `${ua} ${'LakbayWebView/1.0 '.repeat(560)}`, configurable: true });
    const origin = h.origin;
    const segment = createLazySegment(
      () => loadSegment({ writeKey: 'sandbox-write-key', cdnUrl: `${origin}/segment/cdn`, apiHost: `${new URL(origin).host}/segment/v1`, protocol: 'http', origin }),
      (run) => run(),
    );
    const pipeline = createAnalyticsPipeline({
      segment,
      postJson,
      store: memoryStore(),
      device: () => desktop,
      now: Date.now,
      log: console,
      origin,
      endpoints: { customerMessaging: `${origin}/segment/cio`, webAnalytics: `${origin}/segment/ga`, webAnalyticsId: 'G-SANDBOX' },
    });
    pipeline.page({ page: 'Verify Email OTP', title: 'Verify your email' }, `${origin}/verify-email-otp?token=abc`);
    pipeline.track('otp_submitted', { purpose: 'email' });
    pipeline.setUserId('sub-42');
    pipeline.track('login', { method: 'otp' });

    const got = await until(events, (e) => e.filter((x) => x.channel === 'segment').length >= 4 && e.some((x) => x.channel === 'cio'));
    const seg = got.filter((e) => e.channel === 'segment');
    expect(seg.map((e) => (e.type === 'identify' ? 'identify' : `${e.type} ${e.name}`))).toEqual([
      'page Verify Email OTP',
      'track otp_submitted',
      'track login',
      'identify',
    ]);
    // Batched: /b strips each event's own sentAt.
    expect(seg.every((e) => !('sentAt' in e.payload))).toBe(true);
    expect(seg.find((e) => e.type === 'identify')?.userId).toBe('sub-42');
    expect(seg[2]?.payload.properties).toMatchObject({ method: 'otp', user_id: 'sub-42', event_source: 'Desktop' });
    expect(seg[0]?.payload.context).toMatchObject({ os: { name: 'Linux' } });
    // Spec §2: the user agent is truncated to 500 characters, in Segment's context too (issue W2-G 9).
    for (const e of seg) expect(String((e.payload.context as { userAgent?: string }).userAgent).length, e.type).toBeLessThanOrEqual(500);
    expect((seg[0]?.payload.context as { userAgent: string }).userAgent).toBe(`${ua} ${'LakbayWebView/1.0 '.repeat(560)}`.slice(0, 500));

    expect(got.filter((e) => e.channel === 'cio').map((e) => `${e.type} ${e.name}`)).toEqual(['page Verify Email OTP', 'track otp_submitted', 'track login']);
    expect(got.filter((e) => e.channel === 'ga').map((e) => e.payload.page_path)).toEqual(['/verify-email-otp']);

    const wire = JSON.stringify(got);
    expect(wire).not.toMatch(/eyJ|juan|gmail|token=/);
  }, 20_000);
});
