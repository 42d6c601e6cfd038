-- The loan ledger is the one source of a loan's figures (src/domain/loan-ledger.ts over loan_terms and
-- loan_transactions): what is due by purpose is derived from it, no longer stored.
DROP TABLE IF EXISTS recovery_dues;
