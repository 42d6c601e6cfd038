import { track } from './types';

/** Document, selfie and liveness events. `document_type` is e.g. GOVERNMENT_ID, TIN; `result` the spec's enum. */
export const verificationEvents = [
  // Documents
  track('document_verification_started', ['journey']),
  track('document_upload_started', ['document_type', 'source']),
  track('document_file_rejected', ['document_type', 'reason']),
  track('document_uploaded', ['document_type']),
  track('document_upload_failed', ['document_type', 'error_code']),
  track('document_upload_cancelled', ['document_type']),
  track('document_upload_retried', ['document_type']),
  track('document_quality_failed', ['document_type', 'reason']),
  track('document_deleted', ['document_type']),
  track('document_id_number_duplicate', ['document_type']),
  track('document_verification_completed', ['journey']),
  track('tin_submitted'),
  // Selfie
  track('selfie_intro_viewed'),
  track('camera_permission_requested'),
  track('camera_permission_granted'),
  track('camera_permission_denied'),
  track('selfie_landscape_blocked'),
  track('selfie_captured'),
  track('selfie_upload_failed', ['error_code']),
  track('selfie_retried', ['attempt']),
  // Liveness
  track('liveness_started'),
  track('liveness_succeeded'),
  track('liveness_failed', ['result']),
  track('liveness_quality_check_failed'),
  track('liveness_user_error'),
  track('liveness_technical_error'),
  track('liveness_retries_exhausted'),
] as const;
