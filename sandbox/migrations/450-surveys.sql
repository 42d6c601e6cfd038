-- W2-E: survey prompts (PENDING / DISMISSED / COMPLETED, one per borrower and survey), answers, cancellation surveys.
CREATE TABLE survey_prompts (
  user_id TEXT NOT NULL,
  survey TEXT NOT NULL CHECK (survey IN ('FEEDBACK', 'CHANNEL_PERFORMANCE')),
  state TEXT NOT NULL CHECK (state IN ('PENDING', 'DISMISSED', 'COMPLETED')),
  triggered_by TEXT CHECK (triggered_by IN ('APPLICATION_SUBMITTED', 'PAYMENT_SUCCESSFUL')),
  updated_at TEXT NOT NULL,
  PRIMARY KEY (user_id, survey)
);

CREATE TABLE survey_answers (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id TEXT NOT NULL,
  survey TEXT NOT NULL,
  rating INTEGER,
  channel TEXT,
  comment TEXT,
  created_at TEXT NOT NULL
);

CREATE TABLE cancellation_surveys (
  application_id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  reason TEXT NOT NULL,
  details TEXT,
  submitted_at TEXT NOT NULL
);
