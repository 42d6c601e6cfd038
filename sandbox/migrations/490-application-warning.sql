-- A warning the platform returns with an application (the loan journey's warning page after review). The sandbox
-- sets it only when QA asks (POST /sandbox/api/personas {kind, at, warning}); NULL is no warning.
ALTER TABLE applications ADD COLUMN warning TEXT;
