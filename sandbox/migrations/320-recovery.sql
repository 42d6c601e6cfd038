-- S3: loan terms (for schedules), recovery dues, payments through providers, loan transactions.
CREATE TABLE loan_terms (
  loan_id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  product_type TEXT NOT NULL DEFAULT 'LOAN',
  principal INTEGER NOT NULL,          -- centavos
  monthly_interest_percent REAL NOT NULL,
  tenure_months INTEGER NOT NULL,
  repayment_cycle TEXT NOT NULL,
  released_on TEXT NOT NULL,           -- YYYY-MM-DD
  collection_mode TEXT NOT NULL DEFAULT 'BILLING' CHECK (collection_mode IN ('BILLING', 'DEBIT_ORDER')),
  remittance_status TEXT NOT NULL DEFAULT 'NOT_YET_REMITTED' CHECK (remittance_status IN ('COMPLETED', 'PARTIAL', 'FAILED', 'NOT_YET_REMITTED')),
  last_remitted_at TEXT,
  collector_type TEXT CHECK (collector_type IN ('OCA', 'DEBT_BUYER', 'SECURITIZATION_PARTNER', 'RECOVERY'))
);

CREATE TABLE recovery_dues (
  loan_id TEXT NOT NULL REFERENCES loan_terms(loan_id) ON DELETE CASCADE,
  purpose TEXT NOT NULL CHECK (purpose IN ('RECOVERY', 'DEDUCTION', 'ADMIN')),
  amount INTEGER NOT NULL CHECK (amount >= 0),
  PRIMARY KEY (loan_id, purpose)
);

CREATE TABLE payments (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  loan_id TEXT NOT NULL,
  purpose TEXT NOT NULL,
  method TEXT NOT NULL,
  provider_code TEXT NOT NULL,
  amount INTEGER NOT NULL,
  fee INTEGER NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('PENDING', 'PROCESSING', 'SUCCESSFUL', 'FAILED', 'CANCELLED')),
  reference TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE loan_transactions (
  id TEXT PRIMARY KEY,
  loan_id TEXT NOT NULL,
  user_id TEXT NOT NULL,
  type TEXT NOT NULL,
  amount INTEGER NOT NULL,
  occurred_at TEXT NOT NULL,
  description TEXT NOT NULL
);
CREATE INDEX loan_transactions_by_loan ON loan_transactions (loan_id, occurred_at);
