-- A repeated Idempotency-Key is answered only for the same request: the hash of what was asked (method, path and
-- body) is kept beside the answer, so the same key with another body is refused (422 IDEMPOTENCY_KEY_REUSED).
-- Rows stored before this migration have no hash and are replayed as before.
ALTER TABLE idempotency ADD COLUMN request_hash TEXT;

-- A payment remembers the key it was made with: a retry whose stored answer is missing (two submits at once, an
-- answer not yet stored) still finds the payment instead of making a second one.
ALTER TABLE payments ADD COLUMN idempotency_key TEXT;
CREATE UNIQUE INDEX payments_idempotency ON payments (user_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
