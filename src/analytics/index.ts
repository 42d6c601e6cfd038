import { config } from '~/config';
import type { InspectionEvent } from 'xstate';
import { browserDevice } from './browser-device';
import { postJson, postText } from './http';
import { createChartInspector, type UserIdOf } from './inspector';
import { createAnalyticsPipeline, type AnalyticsPipeline, type PageMeta } from './pipeline';
import { afterFirstPaint } from '~/ui/platform/after-first-paint';
import { onPageHide } from '~/ui/platform/page-hide';
import { createLazySegment, loadSegment } from './segment';
import { startSessionMonitoring } from './session-monitor';
import { browserStore } from './storage';

export type { AnalyticsPipeline, PageMeta } from './pipeline';
export type { EventName, TrackEventName, PageName } from './catalogue';

let instance: AnalyticsPipeline | undefined;

/** The app's one analytics pipeline, created on first use. Segment itself is loaded after the first paint. */
export function analytics(): AnalyticsPipeline {
  instance ??= createBrowserAnalytics();
  return instance;
}

/**
 * For the root actor: `createActor(appMachine, { inspect: createAnalyticsInspector() })`. Chart transitions become
 * catalogue events through the mapping table (src/analytics/chart-rules-*.ts).
 */
export function createAnalyticsInspector(options?: { userIdOf?: UserIdOf }): (event: InspectionEvent) => void {
  return createChartInspector(analytics(), options);
}

/** For the router, after each completed route change: the routed state's meta and the new URL. */
export function trackPageView(meta: PageMeta, url: string = location.href): void {
  analytics().page(meta, url);
}

function createBrowserAnalytics(): AnalyticsPipeline {
  const origin = location.origin;
  const segment = createLazySegment(() => loadSegment({ ...config.segment, origin }), afterFirstPaint);
  const pipeline = createAnalyticsPipeline({
    segment,
    postJson,
    store: browserStore(),
    device: browserDevice,
    now: Date.now,
    log: console,
    origin,
    endpoints: {
      customerMessaging: config.tracker.customerMessagingUrl,
      webAnalytics: config.tracker.webAnalyticsUrl,
      webAnalyticsId: config.tracker.webAnalyticsId,
    },
  });
  // Page hide is the last moment to send: keepalive requests of at most 64 KB (spec §9).
  onPageHide(() => pipeline.flushOnHide());
  afterFirstPaint(() => {
    void startSessionMonitoring({
      sinkUrl: config.sessionReplay.url,
      store: { getItem: (k) => sessionStorage.getItem(k), setItem: (k, v) => sessionStorage.setItem(k, v), removeItem: (k) => sessionStorage.removeItem(k) },
      // A recording batch can be hundreds of KB (a page's snapshot): more time than the 3 s of analytics events.
      send: (url, body, init) => postText(url, body, { keepalive: init.keepalive, timeoutMs: 15_000 }),
      onPageHide,
      log: console,
    });
  });
  return pipeline;
}
