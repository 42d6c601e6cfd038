-- Shared by every sandbox module. Owned by sandbox/cognito (accounts) and sandbox/platform (profiles).
CREATE TABLE users (
  id TEXT PRIMARY KEY,                 -- uuid, also the Cognito `sub`
  username TEXT NOT NULL UNIQUE,       -- +63XXXXXXXXXX or lower-case email
  login_type TEXT NOT NULL CHECK (login_type IN ('PHONE', 'EMAIL')),
  phone_number TEXT UNIQUE,
  email TEXT UNIQUE,
  password_hash TEXT,                  -- scrypt; NULL until the borrower sets one
  password_salt TEXT,
  srp_salt TEXT,
  srp_verifier TEXT,
  confirmed INTEGER NOT NULL DEFAULT 0,
  status TEXT NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'INACTIVE')),
  created_at TEXT NOT NULL
);

-- Fault injection per call group (back office). `remaining` NULL = until switched off.
CREATE TABLE faults (
  call_group TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('latency', 'status', 'drop', 'malformed')),
  http_status INTEGER,
  latency_ms INTEGER,
  remaining INTEGER
);

-- Idempotent submits: a repeated Idempotency-Key gets the first answer back.
CREATE TABLE idempotency (
  key TEXT NOT NULL,
  user_id TEXT NOT NULL,
  status INTEGER NOT NULL,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (key, user_id)
);

-- Every one-time code the sandbox "sends" (SMS or email), newest read first by the inbox.
CREATE TABLE inbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  recipient TEXT NOT NULL,
  code TEXT NOT NULL,
  purpose TEXT NOT NULL,
  sent_at TEXT NOT NULL
);
