import type { APIRequestContext, Page } from '@playwright/test';

/** One row of GET /sandbox/api/events (the sandbox collector). */
export interface CollectedEvent {
  id: number;
  channel: 'segment' | 'cio' | 'ga';
  type: string;
  name: string | null;
  userId: string | null;
  anonymousId: string | null;
  payload: Record<string, unknown>;
}

export async function collected(request: APIRequestContext, since = 0): Promise<CollectedEvent[]> {
  const res = await request.get(`/sandbox/api/events?since=${since}`);
  if (!res.ok()) throw new Error(`GET /sandbox/api/events answered ${res.status()}`);
  return (await res.json()) as CollectedEvent[];
}

export async function lastEventId(request: APIRequestContext): Promise<number> {
  return (await collected(request)).at(-1)?.id ?? 0;
}

/** `type name` lines of one channel, in the order the collector stored them. */
export const sequence = (events: CollectedEvent[], channel: CollectedEvent['channel']) =>
  events.filter((e) => e.channel === channel).map((e) => (e.type === 'identify' ? 'identify' : `${e.type} ${e.name ?? ''}`.trim()));

/** Every request the page makes to the Segment tracking API, with its path letter and event count. */
export function watchSegmentRequests(page: Page): Array<{ path: string; events: number; keepalive: boolean }> {
  const seen: Array<{ path: string; events: number; keepalive: boolean }> = [];
  page.on('request', (req) => {
    const m = /\/segment\/v1\/(\w+)$/.exec(new URL(req.url()).pathname);
    if (!m || req.method() !== 'POST') return;
    let events = 1;
    try {
      const body = JSON.parse(req.postData() ?? '{}') as { batch?: unknown[] };
      if (Array.isArray(body.batch)) events = body.batch.length;
    } catch {
      /* counted as one */
    }
    seen.push({ path: m[1]!, events, keepalive: false });
  });
  return seen;
}

export interface Persona {
  username: string;
  password: string;
  userId: string;
  paymentId?: string;
}

export async function createPersona(request: APIRequestContext, kind: string, at?: string): Promise<Persona> {
  const res = await request.post('/sandbox/api/personas', { data: at ? { kind, at } : { kind } });
  if (!res.ok()) throw new Error(`POST /sandbox/api/personas answered ${res.status()}: ${await res.text()}`);
  return (await res.json()) as Persona;
}

/** Signs in through the real login screen with the persona's password. */
export async function signInWithPassword(page: Page, persona: Persona): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/mobile number or email/i).fill(persona.username);
  await page.getByRole('button', { name: /continue|next|log in/i }).first().click();
  await page.getByLabel(/^password/i).fill(persona.password);
  await page.getByRole('button', { name: /log in|sign in|continue/i }).first().click();
  await page.waitForURL((url) => !/\/(login|verify-account)$/.test(url.pathname), { timeout: 20_000 });
}
