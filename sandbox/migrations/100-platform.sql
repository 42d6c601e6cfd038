-- Platform core (sandbox/platform: company, loans, user profile, insurance, referral).
-- Reference data lives in ref_* tables: the back office's reset keeps them (it empties every other table).
CREATE TABLE ref_company_groups (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL
);

CREATE TABLE ref_companies (
  id TEXT PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  group_id TEXT NOT NULL REFERENCES ref_company_groups(id),
  status_code TEXT NOT NULL,
  products TEXT NOT NULL,              -- JSON array of product_type_code
  has_insurance INTEGER NOT NULL,
  email_domains TEXT NOT NULL          -- JSON array
);

CREATE TABLE profiles (
  user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  first_name TEXT,
  middle_name TEXT,
  last_name TEXT,
  birth_date TEXT,
  gender TEXT,
  company_id TEXT REFERENCES ref_companies(id),
  is_phone_number_confirmed INTEGER NOT NULL DEFAULT 0,
  personal_email TEXT,
  is_personal_email_verified INTEGER NOT NULL DEFAULT 0,
  flow_states TEXT NOT NULL DEFAULT '{}',
  digital_bank TEXT,                   -- JSON {provider, masked_account_number, linked_at} once linked
  referral_code TEXT UNIQUE,
  referred_by TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE applications (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  company_id TEXT NOT NULL,
  product_type TEXT NOT NULL,
  application_type TEXT NOT NULL,
  status TEXT NOT NULL,
  journey_step TEXT,
  loan_amount_centavos INTEGER,
  tenure_months INTEGER,
  repayment_cycle TEXT,
  loan_purpose TEXT,
  missing_selfie INTEGER NOT NULL DEFAULT 0,
  source_loan_id TEXT,
  cancellation_reason TEXT,
  idempotency_key TEXT,                -- a double-clicked submit finds the application it already created
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX applications_user ON applications(user_id, created_at);
CREATE UNIQUE INDEX applications_idempotency ON applications(user_id, idempotency_key);

CREATE TABLE application_steps (
  application_id TEXT NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
  step TEXT NOT NULL,
  answers TEXT NOT NULL,               -- JSON object of strings
  saved_at TEXT NOT NULL,
  PRIMARY KEY (application_id, step)
);

CREATE TABLE application_status_history (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  application_id TEXT NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
  from_status TEXT,
  to_status TEXT NOT NULL,
  actor TEXT NOT NULL,                 -- borrower | platform (back office, personas)
  at TEXT NOT NULL
);

CREATE TABLE loan_accounts (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  application_id TEXT NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
  product_type TEXT NOT NULL,
  status_code INTEGER NOT NULL,
  principal_centavos INTEGER NOT NULL,
  outstanding_balance_centavos INTEGER NOT NULL,
  interest_rate REAL NOT NULL,
  tenure_months INTEGER NOT NULL,
  repayment_cycle TEXT NOT NULL,
  disbursed_at TEXT,
  delinquency_state TEXT,
  days_past_due INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE INDEX loan_accounts_user ON loan_accounts(user_id);

CREATE TABLE notifications (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  body TEXT NOT NULL,
  read INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);

CREATE TABLE insurance_policies (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  status TEXT NOT NULL,
  beneficiaries TEXT NOT NULL,         -- JSON
  employer_name TEXT NOT NULL,
  position TEXT NOT NULL,
  created_at TEXT NOT NULL
);

-- One-time codes of the profile part (phone change, e-mail verification, digital bank). The inbox table holds
-- what was "sent"; this holds what is expected, with expiry and tries.
CREATE TABLE platform_otps (
  user_id TEXT NOT NULL,
  purpose TEXT NOT NULL,               -- PHONE_UPDATE | EMAIL_VERIFY | DIGITAL_BANK
  target TEXT NOT NULL,
  code TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  tries_left INTEGER NOT NULL,
  PRIMARY KEY (user_id, purpose)
);
