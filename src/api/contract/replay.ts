import * as v from 'valibot';
import { endpoint } from '../endpoint';

/**
 * Session replay sink (spec §9 session monitoring). The app posts rrweb events, already masked and scrubbed in the
 * browser (src/analytics/session-monitor.ts), in batches per recording session. The sandbox serves it on the app's
 * origin under REPLAY_BASE_PATH; production points VITE_SESSION_REPLAY_URL at a sink with the same shape.
 * Recordings are kept apart from analytics events (their own table; read back with GET /sandbox/api/replays).
 */
export const REPLAY_BASE_PATH = '/replay/v1';
/**
 * sessionStorage keys on the app's origin: whether this tab's session is recorded ('on' | 'off', decided once per
 * tab session) and the recording session id (UUID) the sink files its events under. The sandbox's
 * /sandbox/replay/sample page sets the first to force a tab in or out of the sample.
 */
export const sampleKey = 'session_monitoring';
export const recordingIdKey = 'session_monitoring_id';
/** Relative to the sink's base URL; the app fills `:id` with its recording session id. */
export const SESSION_EVENTS_PATH = '/sessions/:id/events';
/** The sink refuses bodies over this (413); the app splits its batches well under it. */
export const MAX_REPLAY_BODY_BYTES = 2 * 1024 * 1024;
export const MAX_EVENTS_PER_BATCH = 2000;

/** rrweb's EventType values the app sends: DomContentLoaded, Load, FullSnapshot, IncrementalSnapshot, Meta. */
export const replayEventTypes = [0, 1, 2, 3, 4] as const;

/** One recording session (a browser tab's session): a UUID minted by the app when the session is sampled. */
export const sessionIdSchema = v.pipe(
  v.string('Give the recording session id.'),
  v.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'The recording session id must be a UUID.'),
);

export const replayEventSchema = v.object({
  type: v.picklist(replayEventTypes, 'Unknown event type: send rrweb events of type 0 to 4.'),
  timestamp: v.pipe(v.number('Each event needs a timestamp in milliseconds.'), v.minValue(0, 'Each event needs a timestamp in milliseconds.')),
  data: v.record(v.string(), v.unknown(), 'Each event needs a data object.'),
  delay: v.optional(v.number()),
});
export type ReplayEvent = v.InferOutput<typeof replayEventSchema>;

export const appendEvents = endpoint({
  group: 'replay',
  method: 'POST',
  path: `${REPLAY_BASE_PATH}${SESSION_EVENTS_PATH}`,
  /** Sessions are recorded before sign-in too; the recording carries no user id. */
  auth: false,
  body: v.object({
    events: v.pipe(
      v.array(replayEventSchema, 'Send the recorded events as an array.'),
      v.minLength(1, 'Send at least one event.'),
      v.maxLength(MAX_EVENTS_PER_BATCH, `Send at most ${MAX_EVENTS_PER_BATCH} events per request.`),
    ),
  }),
  response: v.object({ stored: v.number() }),
});

/** GET /sandbox/api/replays (back office): one row per recorded session, newest first. */
export const replaySessionSchema = v.object({
  session_id: v.string(),
  batches: v.number(),
  events: v.number(),
  bytes: v.number(),
  full_snapshots: v.number(),
  first_received_at: v.string(),
  last_received_at: v.string(),
});
export type ReplaySession = v.InferOutput<typeof replaySessionSchema>;
