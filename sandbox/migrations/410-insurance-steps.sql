-- Insurance enrolment saved step by step (helper insurance, 2026-11-25): a DRAFT row per borrower until employment
-- is saved, which submits it (PENDING). Personal details and employment answers are kept as JSON.
ALTER TABLE insurance_policies ADD COLUMN personal_details TEXT NOT NULL DEFAULT '{}';
ALTER TABLE insurance_policies ADD COLUMN employment TEXT NOT NULL DEFAULT '{}';
CREATE INDEX insurance_policies_user ON insurance_policies (user_id, status);
