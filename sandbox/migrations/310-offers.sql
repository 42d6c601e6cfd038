-- S3: offers per application and promo codes.
CREATE TABLE offer_requests (
  application_id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  amount INTEGER NOT NULL,             -- centavos
  tenure_months INTEGER NOT NULL,
  repayment_cycle TEXT NOT NULL,
  gross_monthly_salary INTEGER NOT NULL,
  pricing_code TEXT NOT NULL,
  disbursed_to_gotyme INTEGER NOT NULL DEFAULT 0,
  promo_code TEXT,
  first_time INTEGER NOT NULL DEFAULT 0, -- first-time borrower when the offers were generated
  created_at TEXT NOT NULL
);

CREATE TABLE offers (
  id TEXT PRIMARY KEY,
  application_id TEXT NOT NULL,
  user_id TEXT NOT NULL,
  tenure_months INTEGER NOT NULL,
  principal INTEGER NOT NULL,          -- centavos
  repayment_cycle TEXT NOT NULL,
  selected INTEGER NOT NULL DEFAULT 0,
  position INTEGER NOT NULL
);
CREATE INDEX offers_by_application ON offers (application_id, position);

CREATE TABLE promos (
  code TEXT PRIMARY KEY,
  description TEXT NOT NULL,
  discounts TEXT NOT NULL,             -- JSON [{type, value}]
  first_time_only INTEGER NOT NULL DEFAULT 0,
  valid_until TEXT NOT NULL
);

INSERT INTO promos (code, description, discounts, first_time_only, valid_until) VALUES
  ('WELCOME100', '₱100 off the service fee for your first loan', '[{"type":"SERVICE_FEE_DISCOUNT","value":10000}]', 1, '2099-12-31T23:59:59Z'),
  ('CASHBACK500', '₱500 cashback after your first repayment', '[{"type":"CASHBACK","value":50000}]', 0, '2099-12-31T23:59:59Z'),
  ('RATECUT', '0.5% off your monthly interest rate', '[{"type":"INTEREST_RATE_DISCOUNT","value":0.5}]', 0, '2099-12-31T23:59:59Z'),
  ('FREEBANK', 'No bank transfer fee', '[{"type":"BANK_FEE_DISCOUNT","value":2500}]', 0, '2099-12-31T23:59:59Z'),
  ('PAYDAY2020', 'An old promo, already ended', '[{"type":"SERVICE_FEE_DISCOUNT","value":5000}]', 0, '2020-12-31T23:59:59Z');
