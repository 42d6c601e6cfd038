-- S3: object store index, documents, promissory notes, liveness, back-office "next outcomes".
-- application_id / user_id are plain TEXT: applications belong to migrations 1NN (S1) and documents must not
-- block their schema changes; ownership is checked in code.

-- One row per object that was fully and validly uploaded (a refused upload leaves no row and no file).
CREATE TABLE objects (
  key TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  application_id TEXT NOT NULL,
  document_type TEXT NOT NULL,
  file_name TEXT NOT NULL,
  content_type TEXT NOT NULL,
  size INTEGER NOT NULL,
  stored_at TEXT NOT NULL
);

CREATE TABLE documents (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  application_id TEXT NOT NULL,
  document_type TEXT NOT NULL,
  object_key TEXT NOT NULL REFERENCES objects(key), -- one selfie may serve several old loans
  file_name TEXT NOT NULL,
  content_type TEXT NOT NULL,
  size INTEGER NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('APPROVED', 'PENDING', 'REVIEWED', 'INVALID', 'VERIFIED')),
  quality_result TEXT CHECK (quality_result IN ('SELFIE_UNCLEAR', 'UNCLEAR', 'FLASH_DETECTION', 'DOC_UNCLEAR', 'DOC_FLASH_DETECTION')),
  id_number TEXT,
  uploaded_at TEXT NOT NULL
);
CREATE INDEX documents_by_application ON documents (application_id);
CREATE INDEX documents_by_object ON documents (object_key);
CREATE INDEX documents_by_id_number ON documents (document_type, id_number);

CREATE TABLE contracts (
  application_id TEXT PRIMARY KEY,
  contract_id TEXT NOT NULL UNIQUE,
  user_id TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('PENDING', 'FINAL')),
  body TEXT NOT NULL,                  -- JSON array of lines
  generated_at TEXT NOT NULL,
  finalized_at TEXT
);

CREATE TABLE liveness_checks (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  application_id TEXT,
  object_key TEXT NOT NULL,
  result TEXT NOT NULL CHECK (result IN ('SUCCESS', 'FAILED', 'QUALITY_CHECK_FAILED', 'USER_ERROR', 'TECHNICAL_ERROR')),
  created_at TEXT NOT NULL
);

-- Back office: outcome the next liveness check / document / payment will get. Consumed once.
CREATE TABLE next_outcomes (
  kind TEXT PRIMARY KEY CHECK (kind IN ('liveness', 'documentQuality', 'documentStatus', 'payment')),
  value TEXT NOT NULL
);

-- Secrets that must survive a restart (the presigned-URL signing key).
CREATE TABLE sandbox_secrets (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
