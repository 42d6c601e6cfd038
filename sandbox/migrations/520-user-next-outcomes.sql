-- The next liveness / document outcome for one borrower (back office `user` field on /sandbox/api/next-outcomes):
-- two e2e workers, or two QA testers, can each fail their own next selfie without taking each other's. `user_key`
-- is the borrower's id (Cognito `sub`) the back office resolved from a phone number, e-mail or sub. Consumed once;
-- a borrower's own outcome wins over the global one (table `next_outcomes`).
CREATE TABLE user_next_outcomes (
  kind TEXT NOT NULL CHECK (kind IN ('liveness', 'documentQuality', 'documentStatus', 'payment')),
  user_key TEXT NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (kind, user_key)
);
