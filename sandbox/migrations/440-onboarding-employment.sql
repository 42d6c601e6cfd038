-- Onboarding answers per step (/onboarding/personal-details, /onboarding/critical-details); progress is in
-- profiles.flow_states (the flow-state update call).
CREATE TABLE onboarding_answers (
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  step TEXT NOT NULL,
  answers TEXT NOT NULL,
  saved_at TEXT NOT NULL,
  PRIMARY KEY (user_id, step)
);

-- Employment with the profile's company. No row: confirmed (nothing asked of the borrower).
CREATE TABLE employment (
  user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  company_id TEXT,
  status TEXT NOT NULL CHECK (status IN ('CONFIRMED', 'UNCONFIRMED', 'DETAILS_REQUIRED')),
  confirmed_at TEXT,
  details TEXT NOT NULL DEFAULT '{}',
  updated_at TEXT NOT NULL
);
