import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  isSessionSampled,
  MAX_BATCH_BYTES,
  MAX_EVENTS_PER_REQUEST,
  MAX_SINGLE_EVENT_BYTES,
  monitoringSampleRate,
  pendingKey,
  recordingIdKey,
  recordingSessionId,
  recordOptions,
  sampleKey,
  sessionEventsPath,
  startSessionMonitoring,
  type MonitorDeps,
  type Recorder,
} from '~/analytics/session-monitor';
import { MAX_EVENTS_PER_BATCH, MAX_REPLAY_BODY_BYTES, SESSION_EVENTS_PATH } from '~/api/contract/replay';
import { config } from '~/config';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const sessionStore = (init: Record<string, string> = {}) => {
  const m = new Map<string, string>(Object.entries(init));
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), map: m };
};
const ID = '0b5f1c7e-3a1d-4c8e-9f00-1234567890ab';

/** A fake rrweb: captures the options and lets the test emit events. */
function fakeRecorder() {
  const state: { options?: Parameters<Recorder>[0]; stopped: boolean } = { stopped: false };
  const recorder: Recorder = (options) => {
    state.options = options;
    return () => void (state.stopped = true);
  };
  return { state, recorder, emit: (e: unknown) => state.options!.emit(e) };
}

function start(overrides: Partial<MonitorDeps> = {}) {
  const sent: Array<{ url: string; body: { events: Array<Record<string, unknown>> }; keepalive: boolean }> = [];
  const rec = fakeRecorder();
  let hide: (() => void) | undefined;
  const deps: MonitorDeps = {
    sinkUrl: 'http://127.0.0.1:5173/replay/v1',
    store: sessionStore({ [sampleKey]: 'on', [recordingIdKey]: ID }),
    loadRecorder: async () => rec.recorder,
    send: async (url, body, init) => void sent.push({ url, body: JSON.parse(body) as never, keepalive: init.keepalive }),
    log: { error: vi.fn() },
    onPageHide: (listener) => {
      hide = listener;
      return () => (hide = undefined);
    },
    flushMs: 1000,
    ...overrides,
  };
  return { deps, sent, rec, hide: () => hide?.(), started: startSessionMonitoring(deps) };
}

const meta = (t = 1) => ({ type: 4, timestamp: t, data: { href: 'http://127.0.0.1:5173/verify-account?token=eyJabc#x', width: 1, height: 1 } });
const full = (t = 2) => ({ type: 2, timestamp: t, data: { node: { type: 0, id: 1, childNodes: [] }, initialOffset: { top: 0, left: 0 } } });
const input = (text: string, t = 3) => ({ type: 3, timestamp: t, data: { source: 5, id: 9, text, isChecked: false } });

describe('sampling (spec §9: 15% of sessions)', () => {
  it('samples 15% of sessions', () => {
    expect(monitoringSampleRate).toBe(0.15);
    let sampled = 0;
    for (let i = 0; i < 1000; i++) if (isSessionSampled(sessionStore(), () => i / 1000)) sampled++;
    expect(sampled).toBe(150);
  });

  it('decides once per session: a reload keeps the decision, stored as on/off in sessionStorage', () => {
    const store = sessionStore();
    expect(isSessionSampled(store, () => 0.01)).toBe(true);
    expect(store.map.get(sampleKey)).toBe('on');
    expect(isSessionSampled(store, () => 0.99)).toBe(true);
    const out = sessionStore();
    expect(isSessionSampled(out, () => 0.99)).toBe(false);
    expect(out.map.get(sampleKey)).toBe('off');
    expect(isSessionSampled(out, () => 0.01)).toBe(false);
  });

  it('honours a decision set beforehand (the sandbox switch writes the same key)', () => {
    expect(isSessionSampled(sessionStore({ [sampleKey]: 'on' }), () => 0.99)).toBe(true);
    expect(isSessionSampled(sessionStore({ [sampleKey]: 'off' }), () => 0.01)).toBe(false);
  });

  it('keeps one recording session id per tab session, minting a UUID when there is none or it is not one', () => {
    const store = sessionStore();
    const id = recordingSessionId(store, () => ID);
    expect(id).toBe(ID);
    expect(recordingSessionId(store, () => 'other')).toBe(ID);
    expect(recordingSessionId(sessionStore({ [recordingIdKey]: '../../etc' }), () => ID)).toBe(ID);
  });
});

describe('masking configuration', () => {
  it('masks every input, every text node, and blocks media', () => {
    expect(recordOptions.maskAllInputs).toBe(true);
    expect(Object.values(recordOptions.maskInputOptions).every(Boolean)).toBe(true);
    expect(Object.keys(recordOptions.maskInputOptions)).toEqual(expect.arrayContaining(['password', 'email', 'tel', 'text', 'number', 'textarea', 'select']));
    expect(recordOptions.maskTextSelector).toBe('*');
    for (const blocked of ['video', 'canvas', 'img[src^="data:"]', 'img[src^="blob:"]', 'input[type="file"]', '[data-private-block]']) {
      expect(recordOptions.blockSelector).toContain(blocked);
    }
    expect(recordOptions.recordCanvas).toBe(false);
    expect(recordOptions.inlineImages).toBe(false);
    expect(recordOptions.collectFonts).toBe(false);
  });

  it('posts to the sink of the app origin by default, with sizes within the contract', () => {
    expect(config.sessionReplay.url).toMatch(/\/replay\/v1$/);
    expect(sessionEventsPath(':id').replace('%3Aid', ':id')).toBe(SESSION_EVENTS_PATH);
    expect(MAX_SINGLE_EVENT_BYTES + '{"events":[]}'.length).toBeLessThanOrEqual(MAX_REPLAY_BODY_BYTES);
    expect(MAX_BATCH_BYTES).toBeLessThan(MAX_REPLAY_BODY_BYTES);
    expect(MAX_EVENTS_PER_REQUEST).toBeLessThanOrEqual(MAX_EVENTS_PER_BATCH);
  });
});

describe('recording', () => {
  it('records a sampled session with the masking options and ships scrubbed events to the session URL', async () => {
    const t = start();
    const stop = await t.started;
    expect(t.rec.state.options).toMatchObject(recordOptions);
    t.rec.emit(meta());
    t.rec.emit(full());
    await vi.advanceTimersByTimeAsync(0); // a page snapshot goes out at once
    expect(t.sent).toHaveLength(1);
    expect(t.sent[0]!.url).toBe(`http://127.0.0.1:5173/replay/v1/sessions/${ID}/events`);
    expect(t.sent[0]!.body.events.map((e) => e.type)).toEqual([4, 2]);
    expect(t.sent[0]!.body.events[0]!.data).toMatchObject({ href: 'http://127.0.0.1:5173/verify-account' });

    t.rec.emit(input('09171234567'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(t.sent[1]!.body.events).toEqual([input('***********')]);
    stop?.();
    expect(t.rec.state.stopped).toBe(true);
  });

  it('drops event kinds the sink does not take (console logs, canvas, custom events)', async () => {
    const t = start();
    await t.started;
    t.rec.emit({ type: 3, timestamp: 1, data: { source: 11, level: 'log', payload: ['+639171234567'] } });
    t.rec.emit({ type: 5, timestamp: 2, data: { tag: 'x', payload: { email: 'a@b.co' } } });
    t.rec.emit({ type: 3, timestamp: 3, data: { source: 9, id: 1, commands: [] } });
    await vi.advanceTimersByTimeAsync(1000);
    expect(t.sent).toEqual([]);
  });

  it('splits a large buffer into requests under the batch size', async () => {
    const t = start();
    await t.started;
    const text = '*'.repeat(100 * 1024);
    for (let i = 0; i < 12; i++) t.rec.emit(input(text, i));
    await vi.advanceTimersByTimeAsync(1000);
    expect(t.sent.length).toBeGreaterThanOrEqual(3);
    for (const s of t.sent) expect(JSON.stringify(s.body).length).toBeLessThanOrEqual(MAX_BATCH_BYTES + 1024);
    expect(t.sent.flatMap((s) => s.body.events.map((e) => e.timestamp))).toEqual([...Array(12).keys()]);
  });

  it('sends what is left with keepalive when the page is hidden', async () => {
    const t = start();
    await t.started;
    t.rec.emit(input('secret'));
    t.hide();
    await vi.advanceTimersByTimeAsync(0);
    expect(t.sent).toEqual([{ url: expect.stringContaining(ID), body: { events: [input('******')] }, keepalive: true }]);
  });

  it('keeps what a page hide cannot send within the keepalive budget, and the next page of the tab sends it first', async () => {
    const store = sessionStore({ [sampleKey]: 'on', [recordingIdKey]: ID });
    const t = start({ store });
    await t.started;
    const big = '*'.repeat(70 * 1024); // over the 64 KB keepalive budget on its own
    t.rec.emit(input(big, 1));
    t.rec.emit(input('typed', 2));
    t.hide();
    await vi.advanceTimersByTimeAsync(0);
    // Over the budget, nothing is sent as a plain request either (the page is going): it waits in sessionStorage.
    expect(t.sent).toEqual([]);
    expect(store.map.get(pendingKey)).toBeTruthy();
    expect(store.map.get(pendingKey)).not.toContain('typed'); // stored as recorded: masked

    vi.clearAllTimers(); // the page is gone, and its timers with it
    const next = start({ store }); // the next page load in the same tab
    await next.started;
    next.rec.emit(input('later', 3));
    await vi.advanceTimersByTimeAsync(1000);
    expect(next.sent.flatMap((s) => s.body.events.map((e) => e.timestamp))).toEqual([1, 2, 3]);
    expect(next.sent.every((s) => !s.keepalive && s.url.includes(ID))).toBe(true);
    expect(store.map.get(pendingKey) ?? '').toBe('');
  });

  it('sends within the keepalive budget at page hide and keeps only the rest', async () => {
    const store = sessionStore({ [sampleKey]: 'on', [recordingIdKey]: ID });
    const t = start({ store });
    await t.started;
    const text = '*'.repeat(20 * 1024);
    for (let i = 0; i < 5; i++) t.rec.emit(input(text, i)); // 100 KB: two fit in one keepalive request, the rest wait
    t.hide();
    await vi.advanceTimersByTimeAsync(0);
    expect(t.sent.map((s) => [s.keepalive, s.body.events.map((e) => e.timestamp)])).toEqual([[true, [0, 1]]]);
    expect((JSON.parse(store.map.get(pendingKey)!) as string[]).length).toBe(3);
  });

  it('logs a failed delivery and goes on recording', async () => {
    let fail = true;
    const sent: unknown[] = [];
    const t = start({ send: async (_u, body) => {
      if (fail) throw new Error('HTTP 503');
      sent.push(JSON.parse(body));
    } });
    await t.started;
    t.rec.emit(input('a'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(t.deps.log.error).toHaveBeenCalledWith('Error in event', expect.any(Error));
    fail = false;
    t.rec.emit(input('b', 4));
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toEqual([{ events: [input('*', 4)] }]);
  });

  it('records nothing for an unsampled session or without a sink, and never loads the recorder then', async () => {
    const loadRecorder = vi.fn(async (): Promise<Recorder> => () => undefined);
    const base = { send: vi.fn(), log: console, loadRecorder };
    expect(await startSessionMonitoring({ ...base, sinkUrl: 'http://sink.test', store: sessionStore(), random: () => 0.5 })).toBeNull();
    expect(await startSessionMonitoring({ ...base, sinkUrl: 'http://sink.test', store: sessionStore({ [sampleKey]: 'off' }), random: () => 0.01 })).toBeNull();
    expect(await startSessionMonitoring({ ...base, sinkUrl: undefined, store: sessionStore(), random: () => 0.01 })).toBeNull();
    expect(await startSessionMonitoring({ ...base, sinkUrl: '', store: sessionStore(), random: () => 0.01 })).toBeNull();
    expect(loadRecorder).not.toHaveBeenCalled();
  });

  it('never breaks the app when storage is blocked', async () => {
    const log = { error: vi.fn() };
    const store = { getItem: () => { throw new DOMException('blocked', 'SecurityError'); }, setItem: () => undefined };
    expect(await startSessionMonitoring({ sinkUrl: 'http://sink.test', store, send: vi.fn(), log })).toBeNull();
    expect(log.error).toHaveBeenCalled();
  });
});
