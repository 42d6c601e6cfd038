import { createBatchQueue } from './batch-queue';
import { catalogueEntry, pageProps, type EventName, type TrackEventName } from './catalogue';
import { isConsecutiveDuplicate, isRepeatedPage } from './dedupe';
import type { DeviceInfo } from './device';
import { buildEnvelope, type Envelope } from './envelope';
import { applyIdentityRule } from './identity';
import { isUntrackedPage } from './untracked';
import { scrubProps, scrubUrl } from './pii';
import { TimeoutError, type PostJson, type SegmentPort } from './ports';
import { anonymousId as readAnonymousId, storageKeys, type KeyValueStore } from './storage';

export interface PipelineDeps {
  segment: SegmentPort;
  postJson: PostJson;
  store: KeyValueStore;
  device: () => DeviceInfo;
  now: () => number;
  random?: () => number;
  log: Pick<Console, 'error'>;
  endpoints: { customerMessaging: string; webAnalytics: string; webAnalyticsId: string };
  /** Base for relative URLs, e.g. location.origin. */
  origin: string;
}

/** What a page view needs from a routed state's meta (machines/shared/meta.ts). */
export interface PageMeta {
  page: string;
  title?: string;
}

export interface TrackOptions {
  /** The chart event (or other cause) behind this event; goes to the wrapper's `action`. */
  action?: string;
}

/** What the customer-messaging tracker receives: the wrapper, its type and name, plus the URL for page views. */
export type TrackerItem = Envelope & { type: 'track' | 'page'; name: string; url?: string };

export interface AnalyticsPipeline {
  track(name: TrackEventName, props?: Record<string, unknown>, options?: TrackOptions): void;
  page(meta: PageMeta, url: string): void;
  setUserId(id: string | null): void;
  /**
   * The borrower signed out (or their session ended): Segment's reset() (its user id and traits, cookie and
   * localStorage), our identified_user_id and a new anonymous id, before the next event goes out, so the next page
   * (/login) carries nobody's id and the next person on this device is not joined to the last (issue W3-B item 6).
   */
  signOut(): void;
  userId(): string | null;
  flushOnHide(): void;
}

/** Every call from here to the network is fire-and-forget: users never see analytics failures (spec §8). */
export function createAnalyticsPipeline(deps: PipelineDeps): AnalyticsPipeline {
  const { log, store, segment } = deps;
  let currentUserId: string | null = null;
  let anonymousId = readAnonymousId(deps.store);
  segment.setAnonymousId(anonymousId);

  const tracker = createBatchQueue<TrackerItem>({
    // The tracker takes a JSON array of events per request.
    send: (batch, init) => deps.postJson(deps.endpoints.customerMessaging, batch, { keepalive: init.keepalive, timeoutMs: 3000 }),
    onError: (error) =>
      error instanceof TimeoutError ? log.error('logCIOEvent timeout exceeded') : log.error('Error in event', error),
    ...(deps.random ? { random: deps.random } : {}),
  });

  const envelope = (name: string, type: 'track' | 'page', props: Record<string, string | number | boolean>, action: string) =>
    buildEnvelope({ name, type, props, action, userId: currentUserId, anonymousId, device: deps.device(), nowMs: deps.now() });

  const afterEvent = (eventName: EventName) => {
    applyIdentityRule({ eventName, userId: currentUserId, store, segment, anonymousId, log }).catch((error: unknown) =>
      log.error('Error in event', error),
    );
  };

  const send = (p: Promise<unknown> | undefined) => {
    Promise.resolve(p).catch((error: unknown) => log.error('Error in event', error));
  };

  return {
    track(name, rawProps, options) {
      const entry = catalogueEntry(name);
      if (!entry || entry.type !== 'track') return void log.error('Error in event', `${name} is not a catalogued track event`);
      const { props, dropped } = scrubProps(entry, rawProps);
      if (dropped.length > 0) log.error('Error in event', `${name}: refused properties ${dropped.join(', ')}`);
      if (isConsecutiveDuplicate(store, name, props)) return;
      const env = envelope(name, 'track', props, options?.action ?? 'track');
      send(segment.track(name, env.eventData, { context: { os: deps.device().os } }));
      tracker.push({ ...env, type: 'track', name });
      afterEvent(name);
    },

    page(meta, url) {
      const clean = scrubUrl(url, deps.origin);
      if (isUntrackedPage(url, deps.origin)) return;
      if (isRepeatedPage(store, meta.page)) return;
      const entry = catalogueEntry(meta.page) ?? { name: meta.page, type: 'page' as const, props: pageProps };
      const { props, dropped } = scrubProps(entry, { path: clean.path, title: meta.title });
      if (dropped.length > 0) log.error('Error in event', `${meta.page}: refused properties ${dropped.join(', ')}`);
      isConsecutiveDuplicate(store, meta.page, props);
      const env = envelope(meta.page, 'page', props, 'route.change');
      const pageContext = { path: clean.path, url: clean.url, search: '', referrer: '', title: meta.title ?? '' };
      send(segment.page(meta.page, { ...env.eventData, url: clean.url }, { context: { os: deps.device().os, page: pageContext } }));
      tracker.push({ ...env, type: 'page', name: meta.page, url: clean.url });
      deps
        .postJson(
          deps.endpoints.webAnalytics,
          { measurement_id: deps.endpoints.webAnalyticsId, page_path: clean.path, page_title: props.title ?? meta.page },
          { keepalive: true, timeoutMs: 3000 },
        )
        .catch((error: unknown) => log.error('Error in Google Analytics Event', error));
      afterEvent(meta.page as EventName);
    },

    setUserId(id) {
      currentUserId = id;
    },
    signOut() {
      currentUserId = null;
      store.remove(storageKeys.identifiedUserId);
      store.remove(storageKeys.anonymousId);
      anonymousId = readAnonymousId(store);
      // Queued before any later call (the lazy port keeps the order): no event goes out under the old identity.
      Promise.resolve(segment.reset()).catch((error: unknown) => log.error('Could not reset segment traits', error));
      segment.setAnonymousId(anonymousId);
    },
    userId: () => currentUserId,
    flushOnHide: () => tracker.flushOnHide(),
  };
}
