-- Earned wage access: wages earned so far in the current pay period, per borrower (personas and QA set it; a borrower
-- without a row has earned half of the gross monthly salary they gave at activation).
CREATE TABLE ewa_earnings (
  user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  earned_centavos INTEGER NOT NULL,
  updated_at TEXT NOT NULL
);
