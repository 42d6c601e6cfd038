import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './cognito-harness';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(() => h.close());

const WRITE_KEY = 'sandbox-write-key';

/** An event as @segment/analytics-next's normalize() leaves it (see plugins/segmentio/normalize.js). */
function segmentEvent(type: 'track' | 'page' | 'identify', extra: Record<string, unknown>) {
  return {
    type,
    messageId: `ajs-next-${randomUUID()}`,
    timestamp: new Date().toISOString(),
    context: { library: { name: 'analytics.js', version: 'npm:next-1.84.3' }, page: { path: '/login', url: 'http://127.0.0.1/login' }, os: { name: 'Android', version: '14' } },
    integrations: {},
    userId: null,
    anonymousId: 'a1b2c3d4-anon',
    writeKey: WRITE_KEY,
    sentAt: new Date().toISOString(),
    _metadata: { bundled: ['Segment.io'], unbundled: [], bundledIds: [] },
    ...extra,
  };
}

/** Exactly how the library posts: text/plain JSON and Basic auth of "writeKey:". */
const post = (path: string, body: unknown) =>
  fetch(`${h.origin}/segment/v1/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain', Authorization: `Basic ${btoa(`${WRITE_KEY}:`)}` },
    body: JSON.stringify(body),
  });

const events = async (query = '') => (await (await fetch(`${h.origin}/sandbox/api/events${query}`)).json()) as Array<Record<string, unknown>>;

describe('analytics collector', () => {
  it('serves settings with Segment.io pointing back at this origin and metrics off', async () => {
    const res = await fetch(`${h.origin}/segment/cdn/v1/projects/${WRITE_KEY}/settings`);
    const settings = (await res.json()) as { integrations: Record<string, { apiHost: string; protocol: string }>; metrics: { sampleRate: number } };
    expect(Object.keys(settings.integrations)).toEqual(['Segment.io']);
    expect(settings.integrations['Segment.io']).toMatchObject({ apiHost: `${new URL(h.origin).host}/segment/v1`, protocol: 'http' });
    expect(settings.metrics.sampleRate).toBe(0);
  });

  it('answers the CORS preflight and allows the Authorization header', async () => {
    const res = await fetch(`${h.origin}/segment/v1/b`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization,content-type' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(res.headers.get('access-control-allow-headers')).toContain('authorization');
  });

  it('stores single events from /t, /p and /i with their type, name and ids', async () => {
    expect((await post('t', segmentEvent('track', { event: 'OTP Requested', properties: { method: 'sms' } }))).status).toBe(200);
    await post('p', segmentEvent('page', { name: 'Login', properties: { path: '/login' } }));
    await post('i', segmentEvent('identify', { userId: 'user-1', traits: {} }));
    const got = await events();
    expect(got.map((e) => [e.channel, e.type, e.name])).toEqual([
      ['segment', 'track', 'OTP Requested'],
      ['segment', 'page', 'Login'],
      ['segment', 'identify', null],
    ]);
    expect(got[2]).toMatchObject({ userId: 'user-1', anonymousId: 'a1b2c3d4-anon', writeKey: WRITE_KEY });
  });

  it('explodes a batch from /b into one row per event, in order', async () => {
    const batch = ['Login Started', 'OTP Requested', 'OTP Verified'].map((event) => {
      const { sentAt: _drop, ...rest } = segmentEvent('track', { event });
      return rest;
    });
    expect((await post('b', { writeKey: WRITE_KEY, batch, sentAt: new Date().toISOString() })).status).toBe(200);
    expect((await events('?type=track')).map((e) => e.name)).toEqual(['Login Started', 'OTP Requested', 'OTP Verified']);
  });

  it('drops a retried delivery of the same messageId', async () => {
    const e = segmentEvent('track', { event: 'Loan Offer Viewed' });
    await post('t', e);
    await post('t', { ...e, _metadata: { retryCount: 2 } });
    expect(await events()).toHaveLength(1);
  });

  it('refuses bodies it cannot use, with a message', async () => {
    expect((await post('t', 'not an object')).status).toBe(400);
    const broken = await fetch(`${h.origin}/segment/v1/t`, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: '{oops' });
    expect(broken.status).toBe(400);
    const noKey = await fetch(`${h.origin}/segment/v1/t`, { method: 'POST', body: JSON.stringify({ type: 'track', event: 'x' }) });
    expect(await noKey.json()).toMatchObject({ message: expect.stringContaining('write key') });
    expect((await post('b', { batch: 'nope' })).status).toBe(400);
    expect(await events()).toHaveLength(0);
  });

  it('stores customer-messaging page views and web-analytics pages, filterable by since and channel', async () => {
    await fetch(`${h.origin}/segment/cio`, { method: 'POST', body: JSON.stringify({ type: 'page', name: 'Login', url: 'http://127.0.0.1/login' }) });
    const [first] = await events();
    await fetch(`${h.origin}/segment/ga`, { method: 'POST', body: JSON.stringify({ page_path: '/home' }) });
    const later = await events(`?since=${String(first?.id)}`);
    expect(later.map((e) => [e.channel, e.type, e.name])).toEqual([['ga', 'page', '/home']]);
    expect((await events('?channel=cio')).map((e) => e.name)).toEqual(['Login']);
  });

  it('clears everything on DELETE', async () => {
    await post('t', segmentEvent('track', { event: 'A' }));
    const res = await fetch(`${h.origin}/sandbox/api/events`, { method: 'DELETE', headers: { 'content-type': 'application/json' } });
    expect(await res.json()).toEqual({ deleted: 1 });
    expect(await events()).toEqual([]);
  });
});
