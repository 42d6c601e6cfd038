/** Spec §4 "Selfie or liveness result". */
export const livenessResults = ['SUCCESS', 'FAILED', 'QUALITY_CHECK_FAILED', 'USER_ERROR', 'TECHNICAL_ERROR'] as const;
export type LivenessResult = (typeof livenessResults)[number];

/** Spec §8 "Selfie scan errors": the heading and what to do next, per result the borrower can retry. */
export const selfieMessages = {
  QUALITY_CHECK_FAILED: {
    title: 'Poor Image Quality',
    body: 'Selfie is of poor quality. Please re-scan. Find a spot with even light and hold the phone steady.',
  },
  USER_ERROR: {
    title: 'Selfie Scan Failed',
    body: 'Keep your face visible and well-lit: remove sunglasses or a mask, face the light, and fill the oval.',
  },
  TECHNICAL_ERROR: {
    title: 'Selfie Scan Failed',
    body: 'Verification failed due to a technical error. Please try again later.',
  },
  CAMERA_DENIED: {
    title: 'Camera Access Denied',
    body: 'Camera access is required to take your selfie.',
  },
  LANDSCAPE: {
    title: 'Landscape mode not supported',
    body: 'Turn your phone upright (portrait) to continue.',
  },
} as const;

/** The selfie chart's answer to whoever invoked it. */
export interface SelfieOutput {
  /** EXHAUSTED: the retries ran out; FAILED: the platform judged the scan not live. */
  result: 'SUCCESS' | 'FAILED' | 'EXHAUSTED';
  lastResult: LivenessResult | undefined;
  attempts: number;
}
