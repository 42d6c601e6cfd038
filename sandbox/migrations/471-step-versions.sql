-- Each saved journey step carries a version: a save names the version it changes, and a stale one (another tab or
-- device saved in between) is refused with 409 STALE_ANSWERS instead of overwriting the newer answers.
ALTER TABLE application_steps ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
