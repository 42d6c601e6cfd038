import type { AnyMachineSnapshot } from 'xstate';

/**
 * Samples for the generated-path traversal (tests/paths) of the selfie chart: every liveness result, camera and
 * upload failures, and orientation both ways. Two attempts (not the default three) reach the exhausted end in
 * fewer steps; the guard that counts them is the same.
 */
export default {
  selfie: {
    input: { applicationId: 'A1', maxAttempts: 2 },
    events: {
      'camera.ready': [{ type: 'camera.ready', stream: 'stream' }],
      'camera.failed': [{ type: 'camera.failed', message: 'The camera stopped.' }],
      'orientation.changed': [
        { type: 'orientation.changed', landscape: true },
        { type: 'orientation.changed', landscape: false },
      ],
    },
    outcomes: {
      captureFrame: { done: ['jpeg'], error: [new Error('Could not read the camera')] },
      requestSelfieUrl: { done: [{ url: 'https://store.example/selfie', key: 'selfie/1' }], error: [new Error('Network down')] },
      putSelfie: { done: [undefined], error: [new Error('The upload stopped.')] },
      checkSelfie: {
        done: ['SUCCESS', 'FAILED', 'QUALITY_CHECK_FAILED', 'USER_ERROR', 'TECHNICAL_ERROR'],
        error: [new Error('Network down')],
      },
    },
    serialize: (s: AnyMachineSnapshot) =>
      JSON.stringify([s.value, s.status, s.context.attempts, s.context.landscape, s.context.lastResult, s.context.errorMessage !== undefined]),
  },
};
