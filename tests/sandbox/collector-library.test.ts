// @vitest-environment jsdom
import { AnalyticsBrowser } from '@segment/analytics-next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './cognito-harness';

/** The real @segment/analytics-next, configured as the app will be, delivering to the sandbox collector. */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const events = async () => (await (await fetch(`${h.origin}/sandbox/api/events?channel=segment`)).json()) as Array<Record<string, unknown>>;

async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, ms = 8000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (done(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('collector fed by the real analytics-next', () => {
  it('loads settings from the sandbox CDN and receives a batch of track and page events', async () => {
    const [analytics] = await AnalyticsBrowser.load(
      { writeKey: 'sandbox-write-key', cdnURL: `${h.origin}/segment/cdn` },
      {
        integrations: {
          'Segment.io': {
            apiHost: `${new URL(h.origin).host}/segment/v1`,
            protocol: 'http',
            deliveryStrategy: { strategy: 'batching', config: { size: 3, timeout: 300 } },
          },
        },
      },
    );
    await analytics.page('Login');
    await analytics.track('OTP Requested', { method: 'sms' });
    await analytics.track('OTP Verified');
    const got = await until(events, (e) => e.length >= 3);
    expect(got.map((e) => [e.type, e.name])).toEqual([
      ['page', 'Login'],
      ['track', 'OTP Requested'],
      ['track', 'OTP Verified'],
    ]);
    // Batched delivery strips each event's sentAt (one sentAt per /b request): proof they came through /b.
    expect(got.every((e) => !('sentAt' in (e.payload as object)))).toBe(true);
    expect(got[1]).toMatchObject({ writeKey: 'sandbox-write-key', anonymousId: expect.any(String) });
  });
});
