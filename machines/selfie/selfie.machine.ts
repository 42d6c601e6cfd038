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
    uploadSelfie: fromPromise<LivenessResult, { applicationId: string; image: unknown; forOldLoans: boolean }>(async () => {
      throw new Error('uploadSelfie not provided');
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
    lastResult: undefined,
    errorMessage: undefined,
  }),
  invoke: { id: 'orientation', src: 'watchOrientation' },
  on: { 'orientation.changed': { actions: 'storeOrientation' } },
  initial: 'intro',
  states: {
    intro: { on: { 'selfie.start': 'camera' } },
    camera: {
      tags: ['camera'],
      invoke: { id: 'camera', src: 'camera' },
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
    uploading: {
      tags: ['loading'],
      invoke: {
        id: 'uploadSelfie',
        src: 'uploadSelfie',
        input: ({ context }) => ({ applicationId: context.applicationId, image: context.image, forOldLoans: context.forOldLoans }),
        onDone: [
          { guard: 'isSuccess', target: 'success', actions: 'storeResult' },
          { guard: 'isFailed', target: 'failed', actions: 'storeResult' },
          { guard: 'isLastAttempt', target: 'exhausted', actions: ['storeResult', 'countAttempt'] },
          { guard: 'isQuality', target: 'poorQuality', actions: ['storeResult', 'countAttempt'] },
          { guard: 'isUserError', target: 'userError', actions: ['storeResult', 'countAttempt'] },
          { target: 'technicalError', actions: ['storeResult', 'countAttempt'] },
        ],
        // The scan never reached the platform: not an attempt; the same image is sent again.
        onError: { target: 'uploadFailed', actions: 'storeError' },
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
