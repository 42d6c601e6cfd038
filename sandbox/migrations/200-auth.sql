-- Sandbox auth (sandbox/cognito, sandbox/auth-service) and analytics collector (sandbox/collector).

-- The RS256 signing key, generated once so tokens stay valid across restarts.
CREATE TABLE cognito_keys (
  kid TEXT PRIMARY KEY,
  private_pem TEXT NOT NULL,
  public_jwk TEXT NOT NULL,
  created_at TEXT NOT NULL
);

-- One row per sign-in (refresh token). Access/id tokens carry origin_jti; revoking the row kills them all.
CREATE TABLE refresh_tokens (
  origin_jti TEXT PRIMARY KEY,
  token_hash TEXT NOT NULL UNIQUE,     -- sha256 of the opaque refresh token; the token itself is never stored
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  client_id TEXT NOT NULL,
  created_at INTEGER NOT NULL,         -- ms since epoch
  expires_at INTEGER NOT NULL,
  revoked_at INTEGER
);
CREATE INDEX refresh_tokens_user ON refresh_tokens(user_id);

-- One-time codes (the inbox row is what the borrower "receives"; this row is what the server checks).
CREATE TABLE otp_codes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  recipient TEXT NOT NULL,             -- normalised username
  purpose TEXT NOT NULL,               -- login | register | signup | ...
  code TEXT NOT NULL,
  attempts_left INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  consumed_at INTEGER
);
CREATE INDEX otp_codes_recipient ON otp_codes(recipient, purpose, id);

-- OTP request log (captcha after too many in a window) and lockouts after repeated wrong codes.
CREATE TABLE otp_requests (
  recipient TEXT NOT NULL,
  requested_at INTEGER NOT NULL
);
CREATE INDEX otp_requests_recipient ON otp_requests(recipient, requested_at);

CREATE TABLE otp_lockouts (
  recipient TEXT PRIMARY KEY,
  locked_until INTEGER NOT NULL
);

CREATE TABLE captchas (
  id TEXT PRIMARY KEY,
  answer TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);

-- Cognito auth-flow sessions (the opaque `Session` of a challenge).
CREATE TABLE auth_challenges (
  session TEXT PRIMARY KEY,
  username TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('CUSTOM_CHALLENGE', 'PASSWORD_VERIFIER')),
  data TEXT NOT NULL DEFAULT '{}',     -- SRP: b, B, secret block
  expires_at INTEGER NOT NULL
);

-- Sign-in service (/api/auth) sessions after a social sign-in; tokens handed over once.
CREATE TABLE sso_sessions (
  id TEXT PRIMARY KEY,                 -- value of the HttpOnly session cookie
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  provider TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  tokens_delivered INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE auth_client_logs (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  level TEXT NOT NULL,
  code TEXT,
  message TEXT NOT NULL,
  logged_at TEXT NOT NULL
);

-- Everything the analytics collector receives, one row per event (batches exploded).
CREATE TABLE analytics_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  channel TEXT NOT NULL CHECK (channel IN ('segment', 'cio', 'ga')),
  type TEXT NOT NULL,                  -- track | page | identify | group | alias | screen
  name TEXT,                           -- event name or page name
  message_id TEXT,
  user_id TEXT,
  anonymous_id TEXT,
  write_key TEXT,
  payload TEXT NOT NULL,               -- the event as received (JSON)
  received_at TEXT NOT NULL
);
-- Segment's servers drop retried deliveries of the same message; so do we.
CREATE UNIQUE INDEX analytics_events_message ON analytics_events(channel, message_id) WHERE message_id IS NOT NULL;
