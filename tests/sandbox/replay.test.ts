import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appendEvents, MAX_REPLAY_BODY_BYTES, REPLAY_BASE_PATH, SESSION_EVENTS_PATH } from '../../src/api/contract/replay';
import { recordingIdKey, sampleKey, sessionEventsPath } from '../../src/analytics/session-monitor';
import { startHarness, type Harness } from './cognito-harness';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(() => h.close());

/** What the app sends: text/plain JSON (a "simple" request), no credentials. */
const post = (id: string, body: unknown) =>
  fetch(`${h.origin}${REPLAY_BASE_PATH}${sessionEventsPath(id)}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const getJson = async (path: string) => {
  const res = await fetch(`${h.origin}${path}`);
  return { status: res.status, body: (await res.json()) as unknown };
};

const meta = (t: number) => ({ type: 4, timestamp: t, data: { href: 'http://127.0.0.1/login', width: 1280, height: 720 } });
const snapshot = (t: number) => ({ type: 2, timestamp: t, data: { node: { type: 0, childNodes: [], id: 1 }, initialOffset: { top: 0, left: 0 } } });
const input = (t: number) => ({ type: 3, timestamp: t, data: { source: 5, id: 42, text: '*********', isChecked: false } });

describe('session replay sink', () => {
  it('is the contract path the app builds from its sink URL', () => {
    expect(appendEvents.path).toBe(`${REPLAY_BASE_PATH}${SESSION_EVENTS_PATH}`);
    expect(`${REPLAY_BASE_PATH}${sessionEventsPath(':id')}`.replace('%3Aid', ':id')).toBe(appendEvents.path);
  });

  it('stores a valid batch under its session and reads it back in recording order', async () => {
    const id = randomUUID();
    const first = await post(id, { events: [meta(1000), snapshot(1001)] });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ stored: 2 });
    expect((await post(id, { events: [input(1500)] })).status).toBe(200);

    const list = (await getJson('/sandbox/api/replays')).body as Array<Record<string, unknown>>;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ session_id: id, batches: 2, events: 3, full_snapshots: 1 });
    expect(list[0]!.bytes).toBeGreaterThan(0);

    const one = await getJson(`/sandbox/api/replays/${id}`);
    expect(one.status).toBe(200);
    expect(one.body).toEqual({ session_id: id, events: [meta(1000), snapshot(1001), input(1500)] });
    expect((await getJson(`/sandbox/api/replays/${randomUUID()}`)).status).toBe(404);
  });

  it('answers an invalid body with 400 and a message per field', async () => {
    const id = randomUUID();
    const res = await post(id, { events: [{ type: 9, timestamp: 'soon', data: 'x' }] });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: string; fields: Record<string, string> };
    expect(body.code).toBe('VALIDATION');
    expect(body.fields).toMatchObject({
      'events.0.type': 'Unknown event type: send rrweb events of type 0 to 4.',
      'events.0.timestamp': 'Each event needs a timestamp in milliseconds.',
      'events.0.data': 'Each event needs a data object.',
    });
    const empty = await post(id, { events: [] });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { fields: Record<string, string> }).fields.events).toBe('Send at least one event.');
    expect((await post(id, 'not json')).status).toBe(400);
    const badId = await post('not-a-uuid', { events: [meta(1)] });
    expect(badId.status).toBe(400);
    expect(((await badId.json()) as { fields: Record<string, string> }).fields.id).toBe('The recording session id must be a UUID.');
    expect((await getJson('/sandbox/api/replays')).body).toEqual([]);
  });

  it('refuses a body over the cap with 413 and stores nothing', async () => {
    const big = { events: [{ type: 3, timestamp: 1, data: { source: 0, texts: [], attributes: [], removes: [], adds: [], pad: 'x'.repeat(MAX_REPLAY_BODY_BYTES) } }] };
    const res = await post(randomUUID(), big);
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect((await getJson('/sandbox/api/replays')).body).toEqual([]);
  });

  it('keeps recordings out of the analytics events (the PII scan reads only those)', async () => {
    const id = randomUUID();
    expect((await post(id, { events: [meta(1), snapshot(2), input(3)] })).status).toBe(200);
    expect((await getJson('/sandbox/api/events')).body).toEqual([]);
    const tables = h.sandbox.ctx.db.prepare('SELECT COUNT(*) FROM analytics_events').pluck().get();
    expect(tables).toBe(0);
  });

  it('is emptied by the sandbox reset and by DELETE /sandbox/api/replays', async () => {
    expect((await post(randomUUID(), { events: [meta(1)] })).status).toBe(200);
    await fetch(`${h.origin}/sandbox/api/reset`, { method: 'POST', headers: { 'content-type': 'application/json' } });
    expect((await getJson('/sandbox/api/replays')).body).toEqual([]);
    expect((await post(randomUUID(), { events: [meta(1)] })).status).toBe(200);
    const del = await fetch(`${h.origin}/sandbox/api/replays`, { method: 'DELETE', headers: { 'content-type': 'application/json' } });
    expect(await del.json()).toEqual({ deleted: 1 });
  });

  it('lists recorded sessions on the back-office page, with the recording switch links', async () => {
    const id = randomUUID();
    expect((await post(id, { events: [meta(1), snapshot(2)] })).status).toBe(200);
    const html = await (await fetch(`${h.origin}/sandbox`)).text();
    expect(html).toContain('Session replays');
    expect(html).toContain(`/sandbox/api/replays/${id}`);
    expect(html).toContain('/sandbox/replay/sample?record=on&amp;next=/login');
  });

  it('is a back-office fault group like the platform call groups', async () => {
    const set = await fetch(`${h.origin}/sandbox/api/faults/replay`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ kind: 'status', http_status: 503, remaining: 1 }) });
    expect(set.status).toBe(200);
    expect((await post(randomUUID(), { events: [meta(1)] })).status).toBe(503);
    expect((await post(randomUUID(), { events: [meta(1)] })).status).toBe(200);
  });
});

describe('sandbox-only sampling switch', () => {
  it('serves a page that sets the tab decision in sessionStorage and continues to a same-origin path', async () => {
    const res = await fetch(`${h.origin}/sandbox/replay/sample?record=on&next=${encodeURIComponent('/login?x=1')}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`data-sample-key="${sampleKey}"`);
    expect(html).toContain(`data-id-key="${recordingIdKey}"`);
    expect(html).toContain('data-record="on"');
    expect(html).toContain('data-next="/login?x=1"');
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/); // no inline script: the CSP forbids it
    const script = await fetch(`${h.origin}/sandbox/replay/sample.js`);
    expect(script.headers.get('content-type')).toContain('text/javascript');
    expect(await script.text()).toContain('sessionStorage');
  });

  it('never continues off the origin and refuses unknown modes', async () => {
    for (const next of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)']) {
      const html = await (await fetch(`${h.origin}/sandbox/replay/sample?record=off&next=${encodeURIComponent(next)}`)).text();
      expect(html, next).toContain('data-next="/"');
    }
    expect((await fetch(`${h.origin}/sandbox/replay/sample?record=always`)).status).toBe(400);
  });
});
