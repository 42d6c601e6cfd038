import { createReplayScrubber } from './replay-scrub';
import { allowDetachedStyleAttributes } from './replay-csp';
import { recordingIdKey, sampleKey } from '../api/contract/replay';

/**
 * Session monitoring (spec §9): 15% of sessions are recorded, with everything the user types masked. The recorder
 * is rrweb (works offline, no vendor script), loaded with a dynamic import only for sampled sessions. Recordings go
 * to the replay sink (`config.sessionReplay.url`: the sandbox's /replay/v1 on the app's own origin unless
 * VITE_SESSION_REPLAY_URL says otherwise; an empty value turns monitoring off). See docs/decisions.md.
 */
export const monitoringSampleRate = 0.15;
/** sessionStorage keys (sampled 'on' | 'off'; the recording session id): the wire contract's, shared with the sandbox. */
export { recordingIdKey, sampleKey } from '../api/contract/replay';
/**
 * sessionStorage: recorded events a page hide could not send (over the browser's keepalive budget, e.g. the DOM
 * mutations of a sign-in just before a full page load). The next flush of this tab (the next page's first, or this
 * page's next tick if it lives on) sends them first, so the seconds before a page load are not lost.
 */
export const pendingKey = 'session_monitoring_pending';
/** Relative to the sink URL (same as src/api/contract/replay.ts SESSION_EVENTS_PATH). */
export const sessionEventsPath = (id: string) => `/sessions/${encodeURIComponent(id)}/events`;

/** Request sizes: well under the sink's 2 MB cap; keepalive requests (page hide) may carry 64 KB in all. */
export const MAX_BATCH_BYTES = 512 * 1024;
export const MAX_SINGLE_EVENT_BYTES = 2 * 1024 * 1024 - 64;
export const MAX_EVENTS_PER_REQUEST = 2000;
const KEEPALIVE_BYTES = 60 * 1024;

/**
 * rrweb options that keep personal data out of recordings: every input masked, every text node masked ('*': names,
 * amounts, phone numbers and emails are page text), media blocked (the selfie camera preview, canvas, images from
 * data:/blob: URLs, file pickers). The scrubber (replay-scrub.ts) then masks attribute values and strips URLs.
 */
export const recordOptions = {
  maskAllInputs: true,
  maskInputOptions: {
    color: true, date: true, 'datetime-local': true, email: true, month: true, number: true, range: true, search: true,
    tel: true, text: true, time: true, url: true, week: true, textarea: true, select: true, password: true,
  },
  maskTextSelector: '*',
  blockSelector: 'video, audio, canvas, iframe, object, embed, img[src^="data:"], img[src^="blob:"], input[type="file"], [data-private-block]',
  recordCanvas: false,
  recordCrossOriginIframes: false,
  collectFonts: false,
  inlineImages: false,
  slimDOMOptions: 'all',
  // Only the final value of a field (masked anyway), fewer mouse and scroll events.
  sampling: { mousemove: 100, scroll: 150, input: 'last' },
} as const;

export interface SessionStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem?(key: string): void;
}

/** Decided once per browser session (sessionStorage), so a reload neither starts nor stops a recording. */
export function isSessionSampled(store: SessionStore, random: () => number = Math.random): boolean {
  const saved = store.getItem(sampleKey);
  if (saved === 'on' || saved === 'off') return saved === 'on';
  const on = random() < monitoringSampleRate;
  store.setItem(sampleKey, on ? 'on' : 'off');
  return on;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** The tab's recording session id: kept across reloads, so one session's page loads land in one recording. */
export function recordingSessionId(store: SessionStore, newId: () => string = randomUuid): string {
  const saved = store.getItem(recordingIdKey);
  if (saved && uuidPattern.test(saved)) return saved;
  const id = newId();
  store.setItem(recordingIdKey, id);
  return id;
}

export type Recorder = (options: typeof recordOptions & { emit: (event: unknown) => void }) => (() => void) | undefined;

export interface MonitorDeps {
  /** Base URL of the replay sink (`…/replay/v1`); unset or empty: nothing is recorded. */
  sinkUrl: string | undefined;
  store: SessionStore;
  random?: () => number;
  newId?: () => string;
  loadRecorder?: () => Promise<Recorder>;
  /** POSTs one request body (JSON text `{"events":[…]}`) to the sink. */
  send: (url: string, body: string, init: { keepalive: boolean }) => Promise<void>;
  log: Pick<Console, 'error'>;
  /** Registers a listener for the page being hidden or left (the last moment to send). */
  onPageHide?: (listener: () => void) => () => void;
  /** Flush interval for recorded events. */
  flushMs?: number;
}

const FULL_SNAPSHOT = 2;

/** rrweb's recorder only (the player is tree-shaken out): a ~58 KB gzip chunk, loaded by sampled sessions alone. */
async function loadRrwebRecorder(): Promise<Recorder> {
  const { record } = await import('rrweb');
  allowDetachedStyleAttributes(); // rrweb's style diffs under the strict CSP (./replay-csp.ts)
  return record as unknown as Recorder;
}

export async function startSessionMonitoring(deps: MonitorDeps): Promise<(() => void) | null> {
  const { sinkUrl } = deps;
  try {
    // Inside the try: sessionStorage itself can throw (blocked storage) and monitoring must never break the app.
    if (!sinkUrl || !isSessionSampled(deps.store, deps.random)) return null;
    const url = `${sinkUrl.replace(/\/+$/, '')}${sessionEventsPath(recordingSessionId(deps.store, deps.newId))}`;
    const record = await (deps.loadRecorder ?? loadRrwebRecorder)();
    const scrub = createReplayScrubber();

    // Events are serialized once, as they arrive; a request body is the parts joined.
    const encoder = new TextEncoder();
    let parts: { json: string; bytes: number }[] = [];
    let bytes = 0;
    let queue: Promise<void> = Promise.resolve();
    const post = (chunk: string[], keepalive: boolean) => {
      const body = `{"events":[${chunk.join(',')}]}`;
      const send = () =>
        deps.send(url, body, { keepalive }).catch((error: unknown) => deps.log.error('Error in event', error));
      // One request at a time, in order; on page hide at once (the queue may never get another turn).
      if (keepalive) void send();
      else queue = queue.then(send);
    };
    /** Events a page hide left behind (this tab, maybe a page load ago): sent before anything newer. */
    const takeStash = (): string[] => {
      try {
        const saved = deps.store.getItem(pendingKey);
        if (!saved) return [];
        if (deps.store.removeItem) deps.store.removeItem(pendingKey);
        else deps.store.setItem(pendingKey, '');
        const list: unknown = JSON.parse(saved);
        return Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : [];
      } catch {
        return [];
      }
    };
    const stash = (chunks: string[][]) => {
      try {
        deps.store.setItem(pendingKey, JSON.stringify(chunks.flat()));
      } catch (error) {
        deps.log.error('Error in event', error); // storage full or blocked: those seconds are lost
      }
    };
    const chunked = (pending: Array<{ json: string; bytes: number }>, maxBytes: number) => {
      const out: Array<{ chunk: string[]; size: number }> = [];
      let chunk: string[] = [];
      let size = 0;
      for (const part of pending) {
        if (chunk.length > 0 && (size + part.bytes > maxBytes || chunk.length >= MAX_EVENTS_PER_REQUEST)) {
          out.push({ chunk, size });
          chunk = [];
          size = 0;
        }
        chunk.push(part.json);
        size += part.bytes + 1;
      }
      if (chunk.length > 0) out.push({ chunk, size });
      return out;
    };
    const flush = (hiding = false) => {
      const left = takeStash().map((json) => ({ json, bytes: encoder.encode(json).length }));
      if (parts.length === 0 && left.length === 0) return;
      const pending = [...left, ...parts];
      parts = [];
      bytes = 0;
      if (!hiding) {
        for (const { chunk } of chunked(pending, MAX_BATCH_BYTES)) post(chunk, false);
        return;
      }
      // Page hide: keepalive requests may carry 64 KB in all; a request over that would be cancelled with the
      // page, so what does not fit waits in sessionStorage for this tab's next flush.
      let budget = KEEPALIVE_BYTES;
      const later: string[][] = [];
      for (const { chunk, size } of chunked(pending, KEEPALIVE_BYTES)) {
        if (later.length === 0 && size <= budget) {
          budget -= size;
          post(chunk, true);
        } else later.push(chunk);
      }
      if (later.length > 0) stash(later);
    };
    const emit = (event: unknown) => {
      const clean = scrub(event);
      if (!clean) return;
      const json = JSON.stringify(clean);
      const size = encoder.encode(json).length;
      if (size > MAX_SINGLE_EVENT_BYTES) {
        deps.log.error('Error in event', new Error(`session recording event of ${size} bytes dropped`));
        return;
      }
      parts.push({ json, bytes: size });
      bytes += size;
      // A page load's snapshot goes out at once (short sessions are kept too); big buffers do not wait.
      if (clean.type === FULL_SNAPSHOT) setTimeout(() => flush(), 0);
      else if (bytes >= MAX_BATCH_BYTES) flush();
    };

    const timer = setInterval(() => flush(), deps.flushMs ?? 5_000);
    const stopRecorder = record({ ...recordOptions, emit });
    const removeHide = deps.onPageHide?.(() => flush(true));
    return () => {
      clearInterval(timer);
      removeHide?.();
      stopRecorder?.();
      flush();
    };
  } catch (error) {
    deps.log.error('Error in event', error);
    return null;
  }
}
