-- Session replay sink (sandbox/replay): rrweb recordings, one row per batch the app posted. Kept apart from
-- analytics_events on purpose: GET /sandbox/api/events (and the e2e PII scan over it) reads analytics only;
-- recordings are read with GET /sandbox/api/replays.
CREATE TABLE replay_batches (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  session_id TEXT NOT NULL,            -- the app's recording session id (UUID, one per sampled browser session)
  event_count INTEGER NOT NULL,
  full_snapshots INTEGER NOT NULL,     -- rrweb FullSnapshot events in the batch (a page load or reload starts one)
  bytes INTEGER NOT NULL,              -- size of `events` as stored
  first_timestamp INTEGER NOT NULL,    -- rrweb timestamps (ms since epoch) of the first and last event
  last_timestamp INTEGER NOT NULL,
  events TEXT NOT NULL,                -- JSON array of rrweb events, as received
  received_at TEXT NOT NULL
);
CREATE INDEX replay_batches_session ON replay_batches(session_id, id);
