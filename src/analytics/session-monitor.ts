/**
 * Session monitoring (spec §9): 15% of sessions are recorded, with everything the user types masked. The recorder
 * is rrweb (works offline, no vendor script), loaded with a dynamic import only for sampled sessions. Recordings go
 * to `sinkUrl`; with no sink configured nothing is recorded at all (dev, test and the sandbox have none: see
 * docs/decisions.md).
 */
export const monitoringSampleRate = 0.15;
const sessionKey = 'session_monitoring';

/** rrweb options that keep personal data out of recordings: every input masked, marked regions blocked. */
export const recordOptions = {
  maskAllInputs: true,
  maskInputOptions: { password: true, email: true, tel: true, text: true, number: true, textarea: true, select: true },
  // Screens mark personal values they DISPLAY (name, phone, email on review and profile pages) with this attribute.
  maskTextSelector: '[data-private]',
  blockSelector: '[data-private-block], video, canvas',
  recordCanvas: false,
  collectFonts: false,
  inlineImages: false,
} as const;

export interface SessionStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Decided once per browser session (sessionStorage), so a reload neither starts nor stops a recording. */
export function isSessionSampled(store: SessionStore, random: () => number = Math.random): boolean {
  const saved = store.getItem(sessionKey);
  if (saved === 'on' || saved === 'off') return saved === 'on';
  const on = random() < monitoringSampleRate;
  store.setItem(sessionKey, on ? 'on' : 'off');
  return on;
}

export type Recorder = (options: typeof recordOptions & { emit: (event: unknown) => void }) => (() => void) | undefined;

export interface MonitorDeps {
  sinkUrl: string | undefined;
  store: SessionStore;
  random?: () => number;
  loadRecorder?: () => Promise<Recorder>;
  send: (url: string, events: unknown[]) => Promise<void>;
  log: Pick<Console, 'error'>;
  /** Flush interval for recorded events. */
  flushMs?: number;
}

export async function startSessionMonitoring(deps: MonitorDeps): Promise<(() => void) | null> {
  const { sinkUrl } = deps;
  try {
    // Inside the try: sessionStorage itself can throw (blocked storage) and monitoring must never break the app.
    if (!sinkUrl || !isSessionSampled(deps.store, deps.random)) return null;
    const record = await (deps.loadRecorder ?? (async () => (await import('rrweb')).record as unknown as Recorder))();
    let buffer: unknown[] = [];
    const flush = () => {
      if (buffer.length === 0) return;
      const events = buffer;
      buffer = [];
      deps.send(sinkUrl, events).catch((error: unknown) => deps.log.error('Error in event', error));
    };
    const timer = setInterval(flush, deps.flushMs ?? 10_000);
    const stop = record({ ...recordOptions, emit: (event) => void buffer.push(event) });
    return () => {
      clearInterval(timer);
      stop?.();
      flush();
    };
  } catch (error) {
    deps.log.error('Error in event', error);
    return null;
  }
}
