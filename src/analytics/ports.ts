/**
 * What the pipeline needs from the outside world. The browser implementations live in segment.ts,
 * tracker-transport.ts and web-analytics.ts; unit tests pass fakes.
 */
export interface SegmentOptions {
  context: { os: { name: string; version: string }; page?: Record<string, string> };
}

export interface SegmentPort {
  track(name: string, properties: Record<string, unknown>, options: SegmentOptions): Promise<unknown>;
  page(name: string, properties: Record<string, unknown>, options: SegmentOptions): Promise<unknown>;
  identify(userId: string): Promise<unknown>;
  reset(): Promise<unknown> | void;
  setAnonymousId(id: string): void;
}

/** One request to an endpoint; resolves when the server accepted it, rejects otherwise. */
export type PostJson = (url: string, body: unknown, init: { keepalive: boolean; timeoutMs: number }) => Promise<void>;

/** Error raised by PostJson when the call took longer than its timeout. */
export class TimeoutError extends Error {
  override name = 'TimeoutError';
}
