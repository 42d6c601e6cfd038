import { assign, fromCallback, fromPromise, setup, type EventObject } from 'xstate';
import type { LivenessResult, SelfieOutput } from './selfie-types';

/**
 * Selfie liveness: say why before the browser asks for the camera, open it (the `camera` actor owns the
 * MediaStream and stops it when its state is left), guide the framing, refuse landscape on phones, count down,
 * capture a frame, upload it, and act on the platform's result. Results the borrower can fix are retried up to
 * `maxAttempts` scans; then the chart ends with EXHAUSTED so the journey can send them to manual review.
 */
export interface SelfieInput {
  applicationId: string;
  /** spec §3 documents.selfieForOldLoans: a selfie owed for loans taken before liveness existed. */
  forOldLoans?: boolean | undefined;
  maxAttempts?: number | undefined;
}

export interface SelfieTarget {
  url: string;
  key: string;
}

export interface SelfieContext {
  applicationId: string;
  forOldLoans: boolean;
  maxAttempts: number;
  /** Scans whose result asked for another try. Bounded by maxAttempts. */
  attempts: number;
  landscape: boolean;
  /** The live MediaStream (opaque here: charts know no DOM types). */
  stream: unknown;
  /** The captured frame (a Blob at the edge). */
  image: unknown;
  /** Where the frame being sent is put (the object store's URL and key), once asked for. */
  target: SelfieTarget | undefined;
  lastResult: LivenessResult | undefined;
  errorMessage: string | undefined;
}

export type SelfieEvent =
  | { type: 'selfie.start' }
  | { type: 'selfie.capture' }
  | { type: 'selfie.retry' }
  | { type: 'camera.retry' }
  | { type: 'camera.ready'; stream: unknown }
  | { type: 'camera.denied' }
  | { type: 'camera.failed'; message: string }
  | { type: 'orientation.changed'; landscape: boolean };

export const DEFAULT_SELFIE_ATTEMPTS = 3;

const resultOf = (event: EventObject) => (event as { output?: LivenessResult }).output;

export const selfieMachine = setup({
  types: {
    input: {} as SelfieInput,
    context: {} as SelfieContext,
    events: {} as SelfieEvent,
    output: {} as SelfieOutput,
    tags: {} as 'camera' | 'loading' | 'error',
  },
  actors: {
    /** Opens the camera; sends camera.ready / camera.denied / camera.failed; stops the tracks on cleanup. */
    camera: fromCallback<SelfieEvent>(({ sendBack }) => {
      sendBack({ type: 'camera.failed', message: 'camera not provided' });
    }),
    /** Reports orientation.changed; only phones and tablets ever report landscape. */
    watchOrientation: fromCallback<SelfieEvent>(() => {}),
    captureFrame: fromPromise<unknown, { stream: unknown }>(async () => {
      throw new Error('captureFrame not provided');
    }),
    // The scan goes up in three calls, one per state: where to put it, putting it there, and the platform's check.
    requestSelfieUrl: fromPromise<SelfieTarget, { applicationId: string; image: unknown }>(async () => {
      throw new Error('requestSelfieUrl not provided');
    }),
    putSelfie: fromPromise<void, { url: string; image: unknown }>(async () => {
      throw new Error('putSelfie not provided');
    }),
    /** The liveness check of the scan put at `key` (or, for old loans, its submission): the result. */
    checkSelfie: fromPromise<LivenessResult, { applicationId: string; key: string; forOldLoans: boolean }>(async () => {
      throw new Error('checkSelfie not provided');
    }),
  },
  actions: {
    storeOrientation: assign({ landscape: ({ event }) => (event as { landscape?: boolean }).landscape === true }),
    countAttempt: assign({ attempts: ({ context }) => Math.min(context.attempts + 1, context.maxAttempts) }),
    storeResult: assign({ lastResult: ({ event }) => resultOf(event) }),
    storeError: assign({
      errorMessage: ({ event }) => {
        const e = (event as { error?: unknown; message?: string }).error ?? event;
        return e instanceof Error ? e.message : ((e as { message?: string }).message ?? 'Something went wrong.');
      },
    }),
    clearError: assign({ errorMessage: undefined }),
  },
  guards: {
    isLandscape: ({ context }) => context.landscape,
    turnedLandscape: ({ event }) => (event as { landscape?: boolean }).landscape === true,
    turnedPortrait: ({ event }) => (event as { landscape?: boolean }).landscape === false,
    isSuccess: ({ event }) => resultOf(event) === 'SUCCESS',
    isFailed: ({ event }) => resultOf(event) === 'FAILED',
    /** The scan that just came back was the last one allowed. */
    isLastAttempt: ({ context }) => context.attempts + 1 >= context.maxAttempts,
    isQuality: ({ event }) => resultOf(event) === 'QUALITY_CHECK_FAILED',
    isUserError: ({ event }) => resultOf(event) === 'USER_ERROR',
  },
  delays: {
    /** A short count-down so the borrower is still when the frame is taken. */
    captureCountdown: 3000,
  },
}).createMachine({
  id: 'selfie',
  context: ({ input }) => ({
    applicationId: input.applicationId,
    forOldLoans: input.forOldLoans ?? false,
    maxAttempts: input.maxAttempts ?? DEFAULT_SELFIE_ATTEMPTS,
    attempts: 0,
    landscape: false,
    stream: undefined,
    image: undefined,
    target: undefined,
    lastResult: undefined,
    errorMessage: undefined,
  }),
  invoke: {
    // Stryker disable next-line StringLiteral: equivalent: the chart's own done and error handlers follow the id; nothing reads children.orientation (analytics and maps use src)
    id: 'orientation',
    src: 'watchOrientation',
  },
  on: { 'orientation.changed': { actions: 'storeOrientation' } },
  initial: 'intro',
  states: {
    intro: { on: { 'selfie.start': 'camera' } },
    camera: {
      tags: ['camera'],
      invoke: {
        // Stryker disable next-line StringLiteral: equivalent: the chart's own done and error handlers follow the id; nothing reads children.camera (analytics and maps use src)
        id: 'camera',
        src: 'camera',
      },
      initial: 'starting',
      exit: assign({ stream: undefined }),
      on: {
        'camera.denied': '#selfie.permissionDenied',
        'camera.failed': { target: '#selfie.cameraFailed', actions: 'storeError' },
      },
      states: {
        starting: {
          on: { 'camera.ready': { target: 'live', actions: assign({ stream: ({ event }) => event.stream }) } },
        },
        live: {
          always: { guard: 'isLandscape', target: 'landscape' },
          on: {
            'selfie.capture': 'countdown',
            'orientation.changed': { guard: 'turnedLandscape', target: 'landscape', actions: 'storeOrientation' },
          },
        },
        landscape: {
          on: { 'orientation.changed': { guard: 'turnedPortrait', target: 'live', actions: 'storeOrientation' } },
        },
        countdown: {
          after: { captureCountdown: 'capturing' },
          on: { 'orientation.changed': { guard: 'turnedLandscape', target: 'landscape', actions: 'storeOrientation' } },
        },
        capturing: {
          invoke: {
            // Stryker disable next-line StringLiteral: equivalent: the chart's own done and error handlers follow the id; nothing reads children.captureFrame (analytics and maps use src)
            id: 'captureFrame',
            src: 'captureFrame',
            input: ({ context }) => ({ stream: context.stream }),
            onDone: { target: '#selfie.uploading', actions: assign({ image: ({ event }) => event.output }) },
            onError: { target: '#selfie.cameraFailed', actions: 'storeError' },
          },
        },
      },
    },
    permissionDenied: { tags: ['error'], on: { 'camera.retry': 'camera' } },
    cameraFailed: { tags: ['error'], on: { 'camera.retry': { target: 'camera', actions: 'clearError' } } },
    // One platform call per state. A failed call means the scan never reached the check: not an attempt; "Try
    // again" sends the same image again, from a new place to put it.
    uploading: {
      tags: ['loading'],
      initial: 'requestingUrl',
      states: {
        requestingUrl: {
          invoke: {
            // Stryker disable next-line StringLiteral: equivalent: the chart's own done and error handlers follow the id; nothing reads children.requestSelfieUrl (analytics and maps use src)
            id: 'requestSelfieUrl',
            src: 'requestSelfieUrl',
            input: ({ context }) => ({ applicationId: context.applicationId, image: context.image }),
            onDone: { target: 'putting', actions: assign({ target: ({ event }) => event.output }) },
            onError: { target: '#selfie.uploadFailed', actions: 'storeError' },
          },
        },
        putting: {
          invoke: {
            // Stryker disable next-line StringLiteral: equivalent: the chart's own done and error handlers follow the id; nothing reads children.putSelfie (analytics and maps use src)
            id: 'putSelfie',
            src: 'putSelfie',
            input: ({ context }) => ({ url: context.target?.url ?? '', image: context.image }),
            onDone: 'checking',
            onError: { target: '#selfie.uploadFailed', actions: 'storeError' },
          },
        },
        checking: {
          invoke: {
            // Stryker disable next-line StringLiteral: equivalent: the chart's own done and error handlers follow the id; nothing reads children.checkSelfie (analytics and maps use src)
            id: 'checkSelfie',
            src: 'checkSelfie',
            input: ({ context }) => ({
              applicationId: context.applicationId,
              key: context.target?.key ?? '',
              forOldLoans: context.forOldLoans,
            }),
            onDone: [
              { guard: 'isSuccess', target: '#selfie.success', actions: 'storeResult' },
              { guard: 'isFailed', target: '#selfie.failed', actions: 'storeResult' },
              { guard: 'isLastAttempt', target: '#selfie.exhausted', actions: ['storeResult', 'countAttempt'] },
              { guard: 'isQuality', target: '#selfie.poorQuality', actions: ['storeResult', 'countAttempt'] },
              { guard: 'isUserError', target: '#selfie.userError', actions: ['storeResult', 'countAttempt'] },
              { target: '#selfie.technicalError', actions: ['storeResult', 'countAttempt'] },
            ],
            onError: { target: '#selfie.uploadFailed', actions: 'storeError' },
          },
        },
      },
    },
    uploadFailed: { tags: ['error'], on: { 'selfie.retry': { target: 'uploading', actions: 'clearError' } } },
    poorQuality: { tags: ['error'], on: { 'selfie.retry': 'camera' } },
    userError: { tags: ['error'], on: { 'selfie.retry': 'camera' } },
    technicalError: { tags: ['error'], on: { 'selfie.retry': 'camera' } },
    success: { type: 'final' },
    failed: { type: 'final' },
    exhausted: { type: 'final' },
  },
  // Final states are reached only through their result: SUCCESS, FAILED, or a retryable one with no tries left.
  output: ({ context }) => ({
    result: context.lastResult === 'SUCCESS' ? 'SUCCESS' : context.lastResult === 'FAILED' ? 'FAILED' : 'EXHAUSTED',
    lastResult: context.lastResult,
    attempts: context.attempts,
  }),
});
