import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromCallback, fromPromise, type AnyMachineSnapshot } from 'xstate';
import { selfieMachine } from '@machines/selfie/selfie.machine';
import { livenessResults, type LivenessResult } from '@machines/selfie/selfie-types';
import { done, fail, walkChart } from '../documents/walk-chart';

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('selfie chart: generated paths', () => {
  const walk = walkChart(selfieMachine, {
    input: { applicationId: 'A1', maxAttempts: 2 },
    payloads: {
      'camera.ready': [{ type: 'camera.ready', stream: 'stream' }],
      'camera.failed': [{ type: 'camera.failed', message: 'No camera found' }],
      'orientation.changed': [
        { type: 'orientation.changed', landscape: true },
        { type: 'orientation.changed', landscape: false },
      ],
      'xstate.done.actor.captureFrame': [done('captureFrame', 'jpeg')],
      'xstate.error.actor.captureFrame': [fail('captureFrame', new Error('Could not read the camera'))],
      'xstate.done.actor.requestSelfieUrl': [done('requestSelfieUrl', { url: 'https://store.example/selfie', key: 'selfie/1' })],
      'xstate.error.actor.requestSelfieUrl': [fail('requestSelfieUrl', new Error('Network down'))],
      'xstate.done.actor.putSelfie': [done('putSelfie', undefined)],
      'xstate.error.actor.putSelfie': [fail('putSelfie', new Error('The upload stopped.'))],
      'xstate.done.actor.checkSelfie': livenessResults.map((r) => done('checkSelfie', r)),
      'xstate.error.actor.checkSelfie': [fail('checkSelfie', new Error('Network down'))],
    },
    key: (s: AnyMachineSnapshot) => JSON.stringify([s.value, s.context.attempts, s.context.landscape, s.context.lastResult, s.context.errorMessage, s.status]),
  });

  // Every state and transition reached: tests/paths (selfie.samples.ts). Here: what holds on every path.

  it('never asks for the camera before the explanation was acknowledged', () => {
    for (const { snapshot, events } of walk.paths) {
      if (snapshot.hasTag('camera')) expect(events.some((e) => e.type === 'selfie.start')).toBe(true);
    }
  });

  it('never counts more scans than allowed, and ends with EXHAUSTED when they run out', () => {
    for (const { snapshot } of walk.paths) {
      expect(snapshot.context.attempts).toBeLessThanOrEqual(2);
      if (snapshot.status === 'done' && snapshot.context.lastResult !== 'SUCCESS' && snapshot.context.lastResult !== 'FAILED') {
        expect(snapshot.output).toMatchObject({ result: 'EXHAUSTED', attempts: 2 });
      }
    }
  });
});

function start(results: LivenessResult[], camera: 'ok' | 'denied' = 'ok') {
  const clock = new SimulatedClock();
  const log = { uploads: 0, cameraOpened: 0, cameraStopped: 0 };
  const machine = selfieMachine.provide({
    actors: {
      camera: fromCallback(({ sendBack }) => {
        log.cameraOpened += 1;
        sendBack(camera === 'ok' ? { type: 'camera.ready', stream: { id: 'fake' } } : { type: 'camera.denied' });
        return () => void (log.cameraStopped += 1);
      }),
      captureFrame: fromPromise(async (): Promise<unknown> => 'frame'),
      requestSelfieUrl: fromPromise(async () => ({ url: `https://store.example/selfie-${log.uploads}`, key: `selfie/${log.uploads}` })),
      putSelfie: fromPromise<void, { url: string; image: unknown }>(async () => {}),
      checkSelfie: fromPromise(async () => results[Math.min(log.uploads++, results.length - 1)]!),
    },
  });
  const actor = createActor(machine, { input: { applicationId: 'A1' }, clock }).start();
  return { actor, clock, log };
}

describe('selfie chart with a fake camera and clock', () => {
  it('captures after the count-down, uploads, stops the camera and outputs SUCCESS', async () => {
    const { actor, clock, log } = start(['SUCCESS']);
    expect(log.cameraOpened).toBe(0);
    actor.send({ type: 'selfie.start' });
    expect(actor.getSnapshot().matches({ camera: 'live' })).toBe(true);
    actor.send({ type: 'selfie.capture' });
    clock.increment(2999);
    expect(actor.getSnapshot().matches({ camera: 'countdown' })).toBe(true);
    clock.increment(1);
    await flush();
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ result: 'SUCCESS', lastResult: 'SUCCESS', attempts: 0 });
    expect(log.cameraStopped).toBe(1);
  });

  it('camera permission denied -> retry asks again', () => {
    const { actor, log } = start(['SUCCESS'], 'denied');
    actor.send({ type: 'selfie.start' });
    expect(actor.getSnapshot().value).toBe('permissionDenied');
    actor.send({ type: 'camera.retry' });
    expect(log.cameraOpened).toBe(2);
  });

  it('turning a phone sideways blocks capture until it is upright again', () => {
    const { actor } = start(['SUCCESS']);
    actor.send({ type: 'orientation.changed', landscape: true });
    actor.send({ type: 'selfie.start' });
    expect(actor.getSnapshot().matches({ camera: 'landscape' })).toBe(true);
    actor.send({ type: 'selfie.capture' });
    expect(actor.getSnapshot().matches({ camera: 'landscape' })).toBe(true);
    actor.send({ type: 'orientation.changed', landscape: false });
    expect(actor.getSnapshot().matches({ camera: 'live' })).toBe(true);
  });

  it('three retryable failures in a row run out the tries', async () => {
    const { actor, clock } = start(['QUALITY_CHECK_FAILED', 'USER_ERROR', 'TECHNICAL_ERROR']);
    const scan = async () => {
      actor.send({ type: 'selfie.capture' });
      clock.increment(3000);
      await flush();
      await flush();
    };
    actor.send({ type: 'selfie.start' });
    await scan();
    expect(actor.getSnapshot().value).toBe('poorQuality');
    actor.send({ type: 'selfie.retry' });
    await scan();
    expect(actor.getSnapshot().value).toBe('userError');
    actor.send({ type: 'selfie.retry' });
    await scan();
    expect(actor.getSnapshot().output).toEqual({ result: 'EXHAUSTED', lastResult: 'TECHNICAL_ERROR', attempts: 3 });
  });

  it('a scan whose upload stops is not an attempt: Try again asks for a new place and sends the same frame, then checks it', async () => {
    const calls: string[] = [];
    let puts = 0;
    const clock = new SimulatedClock();
    const machine = selfieMachine.provide({
      actors: {
        camera: fromCallback(({ sendBack }) => void sendBack({ type: 'camera.ready', stream: { id: 'fake' } })),
        captureFrame: fromPromise(async (): Promise<unknown> => 'frame-1'),
        requestSelfieUrl: fromPromise(async ({ input }: { input: { applicationId: string; image: unknown } }) => {
          calls.push(`url ${String(input.image)}`);
          return { url: `https://store.example/${calls.length}`, key: `selfie/${calls.length}` };
        }),
        putSelfie: fromPromise<void, { url: string; image: unknown }>(async ({ input }) => {
          calls.push(`put ${String(input.image)} to ${input.url}`);
          if (++puts === 1) throw new Error('The upload stopped.');
        }),
        checkSelfie: fromPromise(async ({ input }: { input: { applicationId: string; key: string; forOldLoans: boolean } }): Promise<LivenessResult> => {
          calls.push(`check ${input.key}`);
          return 'SUCCESS';
        }),
      },
    });
    const actor = createActor(machine, { input: { applicationId: 'A1' }, clock }).start();
    actor.send({ type: 'selfie.start' });
    actor.send({ type: 'selfie.capture' });
    clock.increment(3000);
    for (let i = 0; i < 4; i++) await flush();
    expect(actor.getSnapshot().value).toBe('uploadFailed');
    expect(actor.getSnapshot().context).toMatchObject({ attempts: 0, errorMessage: 'The upload stopped.' });
    actor.send({ type: 'selfie.retry' });
    for (let i = 0; i < 4; i++) await flush();
    expect(calls).toEqual(['url frame-1', 'put frame-1 to https://store.example/1', 'url frame-1', 'put frame-1 to https://store.example/3', 'check selfie/3']);
    expect(actor.getSnapshot().output).toEqual({ result: 'SUCCESS', lastResult: 'SUCCESS', attempts: 0 });
  });
});
