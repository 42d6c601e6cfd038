import type { SandboxContext } from '../context';

/** Rows of analytics_events: every event the collector accepted, batches exploded, retries dropped. */
export type Channel = 'segment' | 'cio' | 'ga';

export interface StoredEvent {
  channel: Channel;
  type: string;
  name: string | null;
  messageId: string | null;
  userId: string | null;
  anonymousId: string | null;
  writeKey: string | null;
  payload: unknown;
}

const str = (x: unknown) => (typeof x === 'string' && x !== '' ? x : null);

/** The event name as people search for it: track's `event`, page/screen's `name`, otherwise null. */
export function eventName(e: Record<string, unknown>): string | null {
  return str(e.event) ?? str(e.name) ?? str((e.properties as Record<string, unknown> | undefined)?.name);
}

export function storeEvents(ctx: SandboxContext, events: StoredEvent[]): number {
  const insert = ctx.db.prepare(
    `INSERT OR IGNORE INTO analytics_events (channel, type, name, message_id, user_id, anonymous_id, write_key, payload, received_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const at = new Date(ctx.now()).toISOString();
  let stored = 0;
  ctx.db.transaction(() => {
    for (const e of events) {
      stored += insert.run(e.channel, e.type, e.name, e.messageId, e.userId, e.anonymousId, e.writeKey, JSON.stringify(e.payload), at).changes;
    }
  })();
  return stored;
}

interface Row {
  id: number;
  channel: Channel;
  type: string;
  name: string | null;
  message_id: string | null;
  user_id: string | null;
  anonymous_id: string | null;
  write_key: string | null;
  payload: string;
  received_at: string;
}

/** Oldest first, so a test reads them in the order the app sent them. `since`: an event id or an ISO time. */
export function listEvents(ctx: SandboxContext, filter: { since?: string | undefined; type?: string | undefined; channel?: string | undefined }) {
  const where: string[] = [];
  const args: (string | number)[] = [];
  if (filter.since && /^\d+$/.test(filter.since)) {
    where.push('id > ?');
    args.push(Number(filter.since));
  } else if (filter.since) {
    where.push('received_at > ?');
    args.push(filter.since);
  }
  if (filter.type) {
    where.push('type = ?');
    args.push(filter.type);
  }
  if (filter.channel) {
    where.push('channel = ?');
    args.push(filter.channel);
  }
  const rows = ctx.db
    .prepare(`SELECT * FROM analytics_events ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY id`)
    .all(...args) as Row[];
  return rows.map((r) => ({
    id: r.id,
    channel: r.channel,
    type: r.type,
    name: r.name,
    messageId: r.message_id,
    userId: r.user_id,
    anonymousId: r.anonymous_id,
    writeKey: r.write_key,
    receivedAt: r.received_at,
    payload: JSON.parse(r.payload) as unknown,
  }));
}

export function clearEvents(ctx: SandboxContext): number {
  return ctx.db.prepare('DELETE FROM analytics_events').run().changes;
}
