-- W3-A: a loan is booked from the offer the borrower accepted. approve-offer records the accepted offer's priced
-- terms (the platform's own pricing, sandbox/pricing); the promissory note shows them and the loan account opens
-- from them, so the note, the loan list, the loan view, the schedule and the payoff all read one record of terms.
CREATE TABLE accepted_offers (
  application_id TEXT PRIMARY KEY,
  offer_id TEXT NOT NULL,
  user_id TEXT NOT NULL,
  pricing_code TEXT NOT NULL,
  principal INTEGER NOT NULL,               -- centavos
  monthly_rate_bp INTEGER NOT NULL,         -- after any interest-rate discount; 299 = 2.99 % a month
  tenure_months INTEGER NOT NULL,
  repayment_cycle TEXT NOT NULL,
  service_fee INTEGER NOT NULL,             -- centavos, after waivers
  bank_fee INTEGER NOT NULL,                -- centavos, after waivers ('GT Waived' = 0)
  cashback INTEGER NOT NULL DEFAULT 0,
  promo_code TEXT,
  refinance_kind TEXT,                      -- REFINANCE | RECOVERY_REFINANCE | NULL
  payoff INTEGER NOT NULL DEFAULT 0,        -- a refinance's payoff of the running loan, centavos
  net_proceeds INTEGER NOT NULL,
  total_interest INTEGER NOT NULL,
  installment_count INTEGER NOT NULL,
  installment_amount INTEGER NOT NULL,
  accepted_at TEXT NOT NULL
);

-- The booked loan keeps what it was priced with beside principal, rate, tenure and cycle.
ALTER TABLE loan_accounts ADD COLUMN pricing_code TEXT NOT NULL DEFAULT 'REGULAR';
ALTER TABLE loan_accounts ADD COLUMN service_fee_centavos INTEGER NOT NULL DEFAULT 0;
ALTER TABLE loan_accounts ADD COLUMN bank_fee_centavos INTEGER NOT NULL DEFAULT 0;
ALTER TABLE loan_accounts ADD COLUMN promo_code TEXT;
ALTER TABLE loan_terms ADD COLUMN pricing_code TEXT NOT NULL DEFAULT 'REGULAR';
ALTER TABLE loan_terms ADD COLUMN service_fee INTEGER NOT NULL DEFAULT 0;
ALTER TABLE loan_terms ADD COLUMN bank_fee INTEGER NOT NULL DEFAULT 0;
ALTER TABLE loan_terms ADD COLUMN promo_code TEXT;
