-- Fault injection for one borrower's calls (back office `user` field): two e2e workers, or two QA testers, can fail
-- their own calls without failing each other's. `user_key` is the borrower's id (Cognito `sub`) when the back office
-- resolved a phone number, e-mail or sub to an account, else the value as given (a Segment anonymous id). A global
-- fault (table `faults`) on the same group wins over these.
CREATE TABLE user_faults (
  call_group TEXT NOT NULL,
  user_key TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('latency', 'status', 'drop', 'malformed')),
  http_status INTEGER,
  latency_ms INTEGER,
  remaining INTEGER,
  PRIMARY KEY (call_group, user_key)
);
