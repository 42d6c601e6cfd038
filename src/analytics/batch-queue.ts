/**
 * The customer-messaging tracker's delivery queue, with the batching rules of spec §9 (the same ones Segment's
 * batching strategy applies to its own events): send when 10 events wait or 5 s after the first, never more than
 * 450 KB in one batch, on page hide everything at once in keepalive requests of at most 64 KB, and after a failure
 * a retry after a random delay of up to 5 s.
 */
export interface BatchQueueOptions<T> {
  send: (batch: T[], init: { keepalive: boolean }) => Promise<void>;
  onError: (error: unknown) => void;
  size?: number;
  timeoutMs?: number;
  maxBatchKb?: number;
  keepaliveKb?: number;
  maxRetryDelayMs?: number;
  /** Attempts per batch before it is given up (only the console hears about it). */
  maxAttempts?: number;
  random?: () => number;
}

export interface BatchQueue<T> {
  push(item: T): void;
  /** Page hide: send everything now with keepalive; no retries (the page is going away). */
  flushOnHide(): void;
  pending(): number;
}

export function kilobytes(value: unknown): number {
  return new TextEncoder().encode(JSON.stringify(value)).length / 1024;
}

/** Splits items into runs whose JSON stays under `limitKb` (a single larger item goes alone). */
export function chunkBySize<T>(items: T[], limitKb: number): T[][] {
  const out: T[][] = [];
  let current: T[] = [];
  for (const item of items) {
    if (current.length > 0 && kilobytes([...current, item]) > limitKb) {
      out.push(current);
      current = [];
    }
    current.push(item);
  }
  if (current.length > 0) out.push(current);
  return out;
}

export function createBatchQueue<T>(o: BatchQueueOptions<T>): BatchQueue<T> {
  const size = o.size ?? 10;
  const timeoutMs = o.timeoutMs ?? 5000;
  const maxBatchKb = o.maxBatchKb ?? 450;
  const keepaliveKb = o.keepaliveKb ?? 64;
  const maxRetryDelayMs = o.maxRetryDelayMs ?? 5000;
  const maxAttempts = o.maxAttempts ?? 10;
  const random = o.random ?? Math.random;

  let buffer: Array<{ item: T; attempts: number }> = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight = false;

  const schedule = (delay: number) => {
    if (timer !== undefined) return;
    timer = setTimeout(() => {
      timer = undefined;
      void flush();
    }, delay);
  };

  async function flush(): Promise<void> {
    if (inFlight || buffer.length === 0) return;
    const [first = []] = chunkBySize(buffer.slice(0, size), maxBatchKb);
    buffer = buffer.slice(first.length);
    inFlight = true;
    try {
      await o.send(
        first.map((b) => b.item),
        { keepalive: false },
      );
    } catch (error) {
      o.onError(error);
      const retry = first.map((b) => ({ ...b, attempts: b.attempts + 1 })).filter((b) => b.attempts < maxAttempts);
      buffer = [...retry, ...buffer];
      inFlight = false;
      if (buffer.length > 0) schedule(random() * maxRetryDelayMs);
      return;
    }
    inFlight = false;
    if (buffer.length >= size) void flush();
    else if (buffer.length > 0) schedule(timeoutMs);
  }

  return {
    push(item) {
      buffer.push({ item, attempts: 0 });
      if (buffer.length >= size || kilobytes(buffer.map((b) => b.item)) >= maxBatchKb) {
        if (timer !== undefined) clearTimeout(timer);
        timer = undefined;
        void flush();
      } else {
        schedule(timeoutMs);
      }
    },
    flushOnHide() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      const items = buffer.map((b) => b.item);
      buffer = [];
      for (const chunk of chunkBySize(items, keepaliveKb)) {
        o.send(chunk, { keepalive: true }).catch(o.onError);
      }
    },
    pending: () => buffer.length,
  };
}
