-- Pending social sign-ins: the OAuth `state` between POST /api/auth/signin/{provider} and the callback.
CREATE TABLE sso_states (
  state TEXT PRIMARY KEY,
  provider TEXT NOT NULL,
  callback_url TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);
