import type { SegmentPort } from './ports';

export interface SegmentConfig {
  writeKey: string;
  cdnUrl: string;
  apiHost: string;
  protocol: 'http' | 'https';
  origin: string;
}

/**
 * Segment settings of spec §9: batches of 10 events or 5 s (the library itself caps a batch at 450 KB and, on page
 * hide, sends keepalive requests of at most 64 KB), and a retry after a random delay of up to 5 s: backoff fixed at
 * 2.5 s with 100% jitter draws uniformly from 0-5 s.
 */
export function segmentIntegrationSettings(c: SegmentConfig) {
  return {
    apiHost: c.apiHost,
    protocol: c.protocol,
    deliveryStrategy: { strategy: 'batching' as const, config: { size: 10, timeout: 5000 } },
    httpConfig: { backoffConfig: { baseBackoffInterval: 2.5, maxBackoffInterval: 2.5, jitterPercent: 100 } },
  };
}

/** Loads @segment/analytics-next with a dynamic import, so it is never part of the first-load bundle. */
export async function loadSegment(c: SegmentConfig): Promise<SegmentPort> {
  const [{ AnalyticsBrowser }, { createPiiGuardPlugin }] = await Promise.all([
    import('@segment/analytics-next'),
    import('./segment-plugin'),
  ]);
  const [analytics] = await AnalyticsBrowser.load(
    { writeKey: c.writeKey, cdnURL: c.cdnUrl, plugins: [createPiiGuardPlugin(c.origin)] },
    {
      integrations: { 'Segment.io': segmentIntegrationSettings(c) },
      // Query-string API (ajs_uid, ajs_event...) off: a crafted link must not set identities or send events.
      useQueryString: false,
      initialPageview: false,
    },
  );
  return {
    track: (name, properties, options) => analytics.track(name, properties, options),
    page: (name, properties, options) => analytics.page(name, properties, options),
    identify: (userId) => analytics.identify(userId),
    reset: () => analytics.reset(),
    setAnonymousId: (id) => void analytics.setAnonymousId(id),
  };
}

/**
 * A SegmentPort usable at once: calls wait, in order, for the library that `start` loads later (after first
 * paint). If loading fails every waiting call rejects, and the pipeline logs it to the console.
 */
export function createLazySegment(load: () => Promise<SegmentPort>, start: (run: () => void) => void): SegmentPort {
  const ready = new Promise<SegmentPort>((resolve, reject) => start(() => load().then(resolve, reject)));
  ready.catch(() => undefined); // rejection is reported by each waiting call
  let anonymousId: string | undefined;
  return {
    track: (...a) => ready.then((s) => s.track(...a)),
    page: (...a) => ready.then((s) => s.page(...a)),
    identify: (...a) => ready.then((s) => s.identify(...a)),
    reset: () =>
      ready.then(async (s) => {
        await s.reset();
        if (anonymousId) s.setAnonymousId(anonymousId);
      }),
    setAnonymousId: (id) => {
      anonymousId = id;
      ready.then((s) => s.setAnonymousId(id)).catch(() => undefined);
    },
  };
}
