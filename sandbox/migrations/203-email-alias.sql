-- Cognito's email alias: a phone-registered account whose email the platform has verified signs in with that
-- email too (the pool's "email as alias" setting). One account per alias; an email login's username is its own.
ALTER TABLE users ADD COLUMN email_alias TEXT;
CREATE UNIQUE INDEX users_email_alias ON users (email_alias) WHERE email_alias IS NOT NULL;
