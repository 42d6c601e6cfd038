import type { Context } from 'hono';
import type { Module, SandboxContext } from '../context';
import { applyFault, type FaultSubjects } from '../platform/faults';
import { clearEvents, eventName, listEvents, storeEvents, type Channel, type StoredEvent } from './store';

/**
 * Analytics collector: a Segment-compatible CDN settings + tracking API (@segment/analytics-next talks to it
 * unmodified), the customer-messaging tracker (/segment/cio) and the web-analytics tag (/segment/ga).
 * Everything lands in analytics_events; GET /sandbox/api/events reads it back.
 */
const MAX_BODY_BYTES = 512 * 1024; // Segment refuses batches over 500 KB; the app caps its batches at 450 KB.
const letters: Record<string, string> = { t: 'track', i: 'identify', p: 'page', g: 'group', a: 'alias', s: 'screen' };

function cors(c: Context): Record<string, string> {
  return {
    'access-control-allow-origin': c.req.header('origin') ?? '*',
    'access-control-allow-methods': 'GET, POST, OPTIONS',
    'access-control-allow-headers': 'content-type, authorization',
    'access-control-max-age': '600',
    vary: 'origin',
  };
}

const bad = (c: Context, message: string, status: 400 | 413 = 400) => c.json({ code: 'VALIDATION', message }, status, cors(c));

/** The write key from `Authorization: Basic base64(key:)`, as analytics-next sends it. */
function basicWriteKey(c: Context): string | null {
  const header = c.req.header('authorization') ?? '';
  if (!header.startsWith('Basic ')) return null;
  const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
  return decoded.split(':')[0] || null;
}

async function readJson(c: Context): Promise<{ ok: true; value: unknown } | { ok: false; tooLarge: boolean }> {
  const text = await c.req.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) return { ok: false, tooLarge: true };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, tooLarge: false };
  }
}

/** A borrower-scoped segment fault names the events' userId (the Cognito sub) or anonymousId. */
const eventSubjects =
  (c: Context): FaultSubjects =>
  async () => {
    const body = await readJson(c);
    if (!body.ok) return [];
    const list: unknown[] = Array.isArray(body.value) ? body.value : isObject(body.value) && Array.isArray(body.value.batch) ? body.value.batch : [body.value];
    return list.filter(isObject).flatMap((e) => [s(e.userId), s(e.anonymousId)].filter((x): x is string => x !== null));
  };

const isObject = (x: unknown): x is Record<string, unknown> => !!x && typeof x === 'object' && !Array.isArray(x);
const s = (x: unknown) => (typeof x === 'string' && x !== '' ? x : null);

function toStored(channel: Channel, e: Record<string, unknown>, type: string, writeKey: string | null): StoredEvent {
  return { channel, type, name: eventName(e), messageId: s(e.messageId), userId: s(e.userId), anonymousId: s(e.anonymousId), writeKey, payload: e };
}

function settings(ctx: SandboxContext, writeKey: string) {
  const url = new URL(ctx.config.origin);
  return {
    integrations: {
      'Segment.io': {
        apiKey: writeKey,
        apiHost: `${url.host}/segment/v1`,
        protocol: url.protocol.replace(':', ''),
        unbundledIntegrations: [],
        addBundledMetadata: true,
        maybeBundledConfigIds: {},
        versionSettings: { version: '4.4.7', componentTypes: ['browser'] },
      },
    },
    plan: { track: { __default: { enabled: true, integrations: {} } }, identify: { __default: { enabled: true } }, group: { __default: { enabled: true } } },
    edgeFunction: {},
    analyticsNextEnabled: true,
    middlewareSettings: {},
    enabledMiddleware: {},
    // sampleRate 0: the library must not report its own metrics to Segment's hosts.
    metrics: { sampleRate: 0 },
    legacyVideoPluginsEnabled: false,
    remotePlugins: [],
  };
}

export const registerCollector: Module = (ctx) => {
  ctx.app.options('/segment/*', (c) => c.body(null, 204, cors(c)));

  ctx.app.get('/segment/cdn/v1/projects/:key/settings', (c) => c.json(settings(ctx, c.req.param('key')), 200, cors(c)));

  ctx.app.post('/segment/v1/:type', async (c) => {
    const faulted = await applyFault(ctx, 'segment', c, eventSubjects(c));
    if (faulted) return faulted;
    const kind = c.req.param('type');
    if (kind !== 'b' && kind !== 'batch' && !letters[kind]) return c.json({ code: 'NOT_FOUND', message: `No endpoint /v1/${kind}` }, 404, cors(c));
    const body = await readJson(c);
    if (!body.ok) return body.tooLarge ? bad(c, 'Batch larger than 500 KB.', 413) : bad(c, 'The body must be JSON.');
    if (!isObject(body.value)) return bad(c, 'The body must be a JSON object.');
    const writeKey = basicWriteKey(c) ?? s(body.value.writeKey);
    if (!writeKey) return bad(c, 'A write key is required (Authorization: Basic or writeKey).');
    let events: StoredEvent[];
    if (kind === 'b' || kind === 'batch') {
      if (!Array.isArray(body.value.batch) || !body.value.batch.every(isObject)) return bad(c, 'batch must be an array of events.');
      events = (body.value.batch as Record<string, unknown>[]).map((e) => toStored('segment', e, s(e.type) ?? 'track', writeKey));
    } else {
      events = [toStored('segment', body.value, letters[kind] ?? kind, writeKey)];
    }
    storeEvents(ctx, events);
    return c.json({ success: true }, 200, cors(c));
  });

  // Customer-messaging tracker and web-analytics tag: one event or an array, JSON (text/plain allowed for beacons).
  for (const channel of ['cio', 'ga'] as const) {
    ctx.app.post(`/segment/${channel}`, async (c) => {
      const faulted = await applyFault(ctx, 'segment', c, eventSubjects(c));
      if (faulted) return faulted;
      const body = await readJson(c);
      if (!body.ok) return body.tooLarge ? bad(c, 'Body larger than 500 KB.', 413) : bad(c, 'The body must be JSON.');
      const list = Array.isArray(body.value) ? body.value : [body.value];
      if (!list.every(isObject)) return bad(c, 'Send an event object or an array of them.');
      storeEvents(
        ctx,
        (list as Record<string, unknown>[]).map((e) => ({
          ...toStored(channel, e, s(e.type) ?? 'page', null),
          name: eventName(e) ?? s(e.page_path) ?? s(e.url),
        })),
      );
      return c.json({ success: true }, 200, cors(c));
    });
  }

  ctx.app.get('/sandbox/api/events', (c) =>
    c.json(listEvents(ctx, { since: c.req.query('since'), type: c.req.query('type'), channel: c.req.query('channel') })),
  );
  ctx.app.delete('/sandbox/api/events', (c) => c.json({ deleted: clearEvents(ctx) }));
};
