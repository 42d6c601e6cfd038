-- W2-B: a refinance's offers pay off the running loan first. The balance paid off is fixed when the offers are
-- priced (not read again later), so the offer, review and promissory note show the same figures.
ALTER TABLE offer_requests ADD COLUMN refinance_kind TEXT;          -- REFINANCE | RECOVERY_REFINANCE | NULL
ALTER TABLE offer_requests ADD COLUMN payoff INTEGER NOT NULL DEFAULT 0; -- centavos
