/**
 * The journeys invoke helper F4's document-verification chart with id 'documentVerification'; its final output
 * says whether the borrower is verified or the liveness check failed (then /document-verification-failed).
 */
export {
  documentVerificationMachine as documentVerificationLogic,
  type DocumentVerificationInput,
  type DocumentVerificationOutput,
} from '../documents/document-verification.machine';
