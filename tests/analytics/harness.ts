import { vi } from 'vitest';
import { createAnalyticsPipeline, type PipelineDeps } from '~/analytics/pipeline';
import type { PostJson, SegmentPort } from '~/analytics/ports';
import { memoryStore } from '~/analytics/storage';
import type { DeviceInfo } from '~/analytics/device';

/** Fakes for unit tests only: a recording Segment port and a recording transport (e2e uses the real ones). */
export interface SegmentCall {
  method: 'track' | 'page' | 'identify' | 'reset' | 'setAnonymousId';
  args: unknown[];
}

export function fakeSegment(overrides: Partial<SegmentPort> = {}) {
  const calls: SegmentCall[] = [];
  const port: SegmentPort = {
    track: async (...args) => void calls.push({ method: 'track', args }),
    page: async (...args) => void calls.push({ method: 'page', args }),
    identify: async (...args) => void calls.push({ method: 'identify', args }),
    reset: async () => void calls.push({ method: 'reset', args: [] }),
    setAnonymousId: (...args) => void calls.push({ method: 'setAnonymousId', args }),
    ...overrides,
  };
  return { port, calls };
}

export interface Posted {
  url: string;
  body: unknown;
  init: { keepalive: boolean; timeoutMs: number };
}

export function fakeTransport(impl?: (p: Posted) => Promise<void>) {
  const posted: Posted[] = [];
  const postJson: PostJson = (url, body, init) => {
    const p = { url, body, init };
    posted.push(p);
    return impl ? impl(p) : Promise.resolve();
  };
  return { postJson, posted };
}

export const desktop: DeviceInfo = { eventSource: 'Desktop', isDesktop: true, isMobile: false, os: { name: 'Linux', version: '' } };

export const endpoints = { customerMessaging: 'http://app.test/segment/cio', webAnalytics: 'http://app.test/segment/ga', webAnalyticsId: 'G-TEST' };

export function makePipeline(overrides: Partial<PipelineDeps> = {}) {
  const segment = fakeSegment();
  const transport = fakeTransport();
  const store = memoryStore();
  const log = { error: vi.fn() };
  const deps: PipelineDeps = {
    segment: segment.port,
    postJson: transport.postJson,
    store,
    device: () => desktop,
    now: () => Date.parse('2026-11-22T08:00:00.000Z'),
    log,
    endpoints,
    origin: 'http://app.test',
    random: () => 0.5,
    ...overrides,
  };
  return { pipeline: createAnalyticsPipeline(deps), segment, transport, store, log, deps };
}

/** Items the customer-messaging tracker received, flattened across batches. */
export function trackerItems(posted: Posted[]): Array<Record<string, unknown>> {
  return posted
    .filter((p) => p.url === endpoints.customerMessaging)
    .flatMap((p) => p.body as Array<Record<string, unknown>>);
}
