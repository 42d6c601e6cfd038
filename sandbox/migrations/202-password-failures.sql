-- Wrong passwords (USER_PASSWORD_AUTH / USER_SRP_AUTH) per username, for the lockout after repeated failures.
CREATE TABLE password_failures (
  recipient TEXT NOT NULL,
  failed_at INTEGER NOT NULL
);
CREATE INDEX password_failures_recipient ON password_failures(recipient, failed_at);
