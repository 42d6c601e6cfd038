-- W3-C item 2: a notification of a lender's status move carries the application's status and type, so the app
-- words it from its one status table (src/domain/application-status-words.ts) instead of the platform's own text.
ALTER TABLE notifications ADD COLUMN application_status TEXT;
ALTER TABLE notifications ADD COLUMN application_type TEXT;
