/**
 * Where borrowers drop off (issue #23 part 1), from the events the analytics collector holds: the sandbox's
 * `/sandbox/api/events` rows, or a Segment export in the same shape. The back office's own analysis (the
 * platform's side: `/sandbox/insights`, and offline `npm run insights`), and the only one: Storybook's Flows/Drop-off
 * shows its figures as generated for every filter (scripts/generate/dropoff-reports.ts). Pure: the caller passes the events and the page names' chart states
 * (page-states.generated.json, written from the charts by `npm run generate`).
 *
 * A page view is a visit to the chart state whose meta names that page. Per anonymous id, events further apart than
 * the session window start a new session. Per visit: the state was entered; the next visit in the session went
 * forward (a later state, or another chart) or back (an earlier state of the same chart); a visit with no later page
 * in its session dropped there, unless the state ends its journey (a success page): then it completed. The time
 * spent is the time to the next visit. Only anonymous ids, page names, journey types and times are read; the
 * figures carry no id at all.
 */

/** One collector row (only what is read here). */
export interface CollectorEvent {
  channel?: string;
  type: string;
  name: string | null;
  anonymousId?: string | null;
  receivedAt?: string;
  payload?: unknown;
}

/** A chart state a page name stands for. `order` sorts states within a chart (back = to a lower order). */
export interface PageState {
  chart: string;
  state: string;
  order: number;
  /** Ends its journey (a success page): the last visit there completed rather than dropped. */
  terminal?: boolean;
}

export interface StateFigures {
  chart: string;
  state: string;
  entered: number;
  forward: number;
  back: number;
  dropped: number;
  completed: number;
  /** Median time from entering to the next visit, in ms; null when no visit had a next one. */
  medianMs: number | null;
}

export interface TransitionFigures {
  chart: string;
  from: string;
  /** Target as `chart.state` when it is in another chart, else the state. */
  to: string;
  count: number;
}

/** A few anonymous sessions' paths through a state: each path is its visits as `chart.state`, then how it ended. */
export interface StateSample {
  chart: string;
  state: string;
  /** `ended`: the session left at its last visit, or completed the journey there. */
  paths: { visits: string[]; ended: 'dropped' | 'completed' }[];
}

export interface DropoffReport {
  states: StateFigures[];
  transitions: TransitionFigures[];
  sessions: number;
  /** Per state, up to `sampleSize` sessions' paths through it (no id: the visits only). */
  samples: StateSample[];
}

/** Where an event came from, derived from its context: the app's web view, a phone's browser, or a desktop browser. */
export type Device = 'desktop' | 'mobile' | 'in-app';
export const devices: readonly Device[] = ['desktop', 'mobile', 'in-app'];

export interface DropoffOptions {
  /** Events further apart than this (per anonymous id) are different sessions. Default 30 minutes. */
  sessionWindowMs?: number;
  /** Only sessions whose journey is one of these (from track events' `journey` property). */
  journeys?: readonly string[];
  /** Only sessions that start within [from, to] (ms since epoch). */
  from?: number;
  to?: number;
  /** Only sessions from this device (see `deviceOf`); 'Desktop' and 'Mobile' (event_source spelling) are accepted too. */
  device?: string;
  /** Paths kept per state for `samples`. Default 5. */
  sampleSize?: number;
}

export const DEFAULT_SESSION_WINDOW_MS = 30 * 60 * 1000;

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const str = (x: unknown): string | null => (typeof x === 'string' && x !== '' ? x : null);

interface Normalised {
  anonymousId: string;
  at: number;
  type: string;
  name: string;
  journey: string | null;
  device: string | null;
  seq: number;
}

/** Reads what the analysis needs, nothing else (no user id, no other property). */
function normalise(e: CollectorEvent, seq: number): Normalised | null {
  if (e.channel !== undefined && e.channel !== 'segment') return null; // cio and ga repeat the same events
  const payload = isObject(e.payload) ? e.payload : {};
  const props = isObject(payload.properties) ? payload.properties : {};
  const anonymousId = str(e.anonymousId) ?? str(payload.anonymousId) ?? str(props.anonymous_id);
  const name = str(e.name) ?? str(payload.event) ?? str(payload.name);
  if (!anonymousId || !name) return null;
  const iso = str(payload.timestamp) ?? str(e.receivedAt);
  const seconds = typeof props.timestamp === 'number' ? props.timestamp * 1000 : null;
  const at = iso ? Date.parse(iso) : seconds;
  if (at === null || !Number.isFinite(at)) return null;
  const context = isObject(payload.context) ? payload.context : {};
  return { anonymousId, at, type: e.type, name, journey: str(props.journey), device: deviceOf(str(props.event_source), str(context.userAgent)), seq };
}

/** The mobile app's web view appends `platform:android|app_version:…` pairs to its user agent (src/ui/platform/user-agent.ts). */
const IN_APP_MARKER = /(?:^|[\s|])platform\s*:\s*[A-Za-z]/i;
const MOBILE_UA = /Mobi|Android|iPhone|iPad|iPod|HarmonyOS|HuaweiBrowser/i;

/**
 * The device of an event, from what the envelope already carries: `event_source` (Desktop, Mobile, or the app's
 * platform such as android/ios) and, failing that, `context.userAgent` (the app's marker pairs, else a mobile
 * browser's tokens). Only the category is kept; the user agent itself is never part of the figures.
 */
export function deviceOf(eventSource: string | null, userAgent: string | null): Device | null {
  if (eventSource) {
    const source = eventSource.toLowerCase();
    if (source === 'desktop') return 'desktop';
    if (source === 'mobile') return userAgent && IN_APP_MARKER.test(userAgent) ? 'in-app' : 'mobile';
    return 'in-app';
  }
  if (!userAgent) return null;
  if (IN_APP_MARKER.test(userAgent)) return 'in-app';
  return MOBILE_UA.test(userAgent) ? 'mobile' : 'desktop';
}

const deviceFilter = (device: string): string => device.toLowerCase().replace(/[\s_]+/g, '-').replace(/^inapp$/, 'in-app');

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
}

/** Resolves a page to its chart state: the session's journey decides between journeys sharing a page. */
function resolve(pages: ReadonlyMap<string, readonly PageState[]>, page: string, journey: string | null): PageState | null {
  const candidates = pages.get(page);
  if (!candidates || candidates.length === 0) return null;
  return (journey ? candidates.find((c) => c.chart === journey) : undefined) ?? candidates[0]!;
}

export function computeDropoff(events: readonly CollectorEvent[], pageStates: readonly (PageState & { page: string })[], options: DropoffOptions = {}): DropoffReport {
  const window = options.sessionWindowMs ?? DEFAULT_SESSION_WINDOW_MS;
  const pages = new Map<string, PageState[]>();
  for (const p of pageStates) pages.set(p.page, [...(pages.get(p.page) ?? []), p]);

  const byId = new Map<string, Normalised[]>();
  events.forEach((e, i) => {
    const n = normalise(e, i);
    if (n) byId.set(n.anonymousId, [...(byId.get(n.anonymousId) ?? []), n]);
  });

  const figures = new Map<string, StateFigures & { times: number[]; order: number }>();
  const transitions = new Map<string, TransitionFigures>();
  const figure = (s: PageState) => {
    const key = `${s.chart}\u0000${s.state}`;
    let f = figures.get(key);
    if (!f) figures.set(key, (f = { chart: s.chart, state: s.state, entered: 0, forward: 0, back: 0, dropped: 0, completed: 0, medianMs: null, times: [], order: s.order }));
    return f;
  };
  let sessionCount = 0;
  const sampleSize = options.sampleSize ?? 5;
  const samples = new Map<string, StateSample>();
  const device = options.device === undefined ? undefined : deviceFilter(options.device);

  for (const list of byId.values()) {
    list.sort((a, b) => a.at - b.at || a.seq - b.seq);
    const sessions: Normalised[][] = [];
    for (const e of list) {
      const current = sessions[sessions.length - 1];
      const last = current?.[current.length - 1];
      if (current && last && e.at - last.at <= window) current.push(e);
      else sessions.push([e]);
    }
    for (const session of sessions) {
      const first = session[0]!;
      if (options.from !== undefined && first.at < options.from) continue;
      if (options.to !== undefined && first.at > options.to) continue;
      if (device !== undefined && session.find((e) => e.device)?.device !== device) continue;
      // The journey in force at each event: the last `journey` property seen so far (or the first one of the session).
      const firstJourney = session.find((e) => e.journey)?.journey ?? null;
      let journey = firstJourney;
      const visits: { state: PageState; at: number }[] = [];
      for (const e of session) {
        if (e.journey) journey = e.journey;
        if (e.type !== 'page') continue;
        const state = resolve(pages, e.name, journey);
        if (!state) continue;
        const previous = visits[visits.length - 1];
        if (previous && previous.state.chart === state.chart && previous.state.state === state.state) continue;
        visits.push({ state, at: e.at });
      }
      if (visits.length === 0) continue;
      // A session's journey type: its `journey` property, else (charts outside the loan journeys) its first chart.
      const journeyType = firstJourney ?? visits[0]!.state.chart;
      if (options.journeys && !options.journeys.includes(journeyType)) continue;
      sessionCount += 1;
      const path = visits.map((v) => `${v.state.chart}.${v.state.state}`);
      const lastVisit = visits[visits.length - 1]!.state;
      for (const [i, visit] of visits.entries()) {
        const key = `${visit.state.chart}\u0000${visit.state.state}`;
        if (path.indexOf(path[i]!) !== i) continue; // one sample per session and state
        let sample = samples.get(key);
        if (!sample) samples.set(key, (sample = { chart: visit.state.chart, state: visit.state.state, paths: [] }));
        if (sample.paths.length >= sampleSize) continue;
        sample.paths.push({ visits: path, ended: lastVisit.terminal ? 'completed' : 'dropped' });
      }
      visits.forEach((visit, i) => {
        const f = figure(visit.state);
        f.entered += 1;
        const next = visits[i + 1];
        if (!next) {
          if (visit.state.terminal) f.completed += 1;
          else f.dropped += 1;
          return;
        }
        const sameChart = next.state.chart === visit.state.chart;
        if (sameChart && next.state.order < visit.state.order) f.back += 1;
        else f.forward += 1;
        f.times.push(next.at - visit.at);
        const to = sameChart ? next.state.state : `${next.state.chart}.${next.state.state}`;
        const key = `${visit.state.chart}\u0000${visit.state.state}\u0000${to}`;
        const t = transitions.get(key) ?? { chart: visit.state.chart, from: visit.state.state, to, count: 0 };
        t.count += 1;
        transitions.set(key, t);
      });
    }
  }

  const states = [...figures.values()]
    .sort((a, b) => a.chart.localeCompare(b.chart) || a.order - b.order)
    .map(({ times, order: _order, ...f }) => ({ ...f, medianMs: median(times) }));
  const transitionList = [...transitions.values()].sort((a, b) => a.chart.localeCompare(b.chart) || b.count - a.count || a.from.localeCompare(b.from) || a.to.localeCompare(b.to));
  const sampleList = states.flatMap((f) => samples.get(`${f.chart}\u0000${f.state}`) ?? []);
  return { states, transitions: transitionList, sessions: sessionCount, samples: sampleList };
}

/** Share of entries that left the journey at the state, 0 to 1. */
export const dropRate = (f: Pick<StateFigures, 'entered' | 'dropped'>): number => (f.entered === 0 ? 0 : f.dropped / f.entered);

/**
 * Accepts what an export holds: collector rows (`/sandbox/api/events`), raw Segment messages (an array, a
 * `{ batch }` body, or one JSON message per line). Raw messages become rows with the message as payload.
 */
export function toCollectorEvents(input: unknown): CollectorEvent[] {
  let list: unknown[];
  if (typeof input === 'string') {
    const text = input.trim();
    if (text === '') return [];
    try {
      return toCollectorEvents(JSON.parse(text));
    } catch {
      list = text.split('\n').filter((line) => line.trim() !== '').map((line) => JSON.parse(line) as unknown);
    }
  } else if (Array.isArray(input)) list = input;
  else if (isObject(input) && Array.isArray(input.batch)) list = input.batch;
  else throw new Error('Events must be a JSON array, a { batch } object or one JSON event per line.');
  return list.filter(isObject).map((item) =>
    'payload' in item
      ? (item as unknown as CollectorEvent)
      : { channel: 'segment', type: str(item.type) ?? 'track', name: str(item.event) ?? str(item.name), anonymousId: str(item.anonymousId), payload: item },
  );
}
