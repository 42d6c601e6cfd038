-- Fintelligence (sandbox/learning): the learning platform's single sign-on. Hand-off tokens seen (one use each),
-- the one-time pages they open, and the back office's next SSO fault (used once).
CREATE TABLE learning_handoffs (
  jti TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  used_at TEXT NOT NULL
);

CREATE TABLE learning_sessions (
  id TEXT PRIMARY KEY,
  first_name TEXT,
  created_at TEXT NOT NULL,
  opened_at TEXT
);

CREATE TABLE learning_sso_fault (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  kind TEXT NOT NULL CHECK (kind IN ('REFUSED', 'EXPIRED_TOKEN', 'TIMEOUT'))
);
