import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromCallback, fromPromise, type AnyActorLogic } from 'xstate';
import { livenessResults as platformResults } from '~/api/contract/documents';
import type { SelfieInput } from '@machines/selfie/selfie.machine';
import { livenessResults, selfieMessages, type LivenessResult } from '@machines/selfie/selfie-types';

/**
 * The selfie chart, each rule on its own: what it starts with, which call gets what (the stream captured, the frame
 * uploaded, the key checked, old loans or not), how many scans a borrower gets and what the journey is told at the
 * end, the words kept when the camera or an upload fails, and the page a sideways phone sees. The chart is imported
 * inside each test: a broken configuration throws at load, which fails the test (tests/machines/payment/
 * payment-chart-builds.test.ts).
 */
const flush = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((r) => setTimeout(r, 0));
};

interface Options {
  results?: LivenessResult[];
  camera?: (send: (e: never) => void) => void;
  capture?: () => Promise<unknown>;
  requestUrl?: () => Promise<{ url: string; key: string }>;
  put?: () => Promise<void>;
  check?: () => Promise<LivenessResult>;
}

async function start(input: SelfieInput, opts: Options = {}) {
  const { selfieMachine } = await import('@machines/selfie/selfie.machine');
  const calls = { capture: [] as unknown[], url: [] as unknown[], put: [] as unknown[], check: [] as unknown[], cameraStops: 0 };
  let scans = 0;
  const clock = new SimulatedClock();
  const machine = selfieMachine.provide({
    actors: {
      camera: fromCallback(({ sendBack }) => {
        if (opts.camera) opts.camera(sendBack as never);
        else sendBack({ type: 'camera.ready', stream: 'the-stream' });
        return () => void (calls.cameraStops += 1);
      }),
      captureFrame: fromPromise(async ({ input }) => {
        calls.capture.push(input);
        return opts.capture ? opts.capture() : 'frame';
      }),
      requestSelfieUrl: fromPromise(async ({ input }) => {
        calls.url.push(input);
        return opts.requestUrl ? opts.requestUrl() : { url: 'https://store.example/put', key: 'selfie/key' };
      }),
      putSelfie: fromPromise(async ({ input }) => {
        calls.put.push(input);
        if (opts.put) await opts.put();
      }),
      checkSelfie: fromPromise(async ({ input }) => {
        calls.check.push(input);
        if (opts.check) return opts.check();
        const results = opts.results ?? ['SUCCESS'];
        return results[Math.min(scans++, results.length - 1)]!;
      }),
    },
  });
  const actor = createActor(machine, { input, clock }).start();
  const scan = async () => {
    actor.send({ type: 'selfie.capture' });
    clock.increment(3000);
    await flush();
  };
  return { actor, calls, clock, scan };
}

describe('the selfie chart starts', () => {
  it('on the explanation, no camera yet, nothing counted', async () => {
    const { actor, calls } = await start({ applicationId: 'A1' });
    expect(actor.getSnapshot().value).toBe('intro');
    expect(actor.getSnapshot().hasTag('camera')).toBe(false);
    expect(actor.getSnapshot().context).toEqual({
      applicationId: 'A1',
      forOldLoans: false,
      maxAttempts: 3,
      attempts: 0,
      landscape: false,
      stream: undefined,
      image: undefined,
      target: undefined,
      lastResult: undefined,
      errorMessage: undefined,
    });
    expect(calls.cameraStops).toBe(0);
  });

  it('Start opens the camera (its tag) and keeps the live stream', async () => {
    const { actor } = await start({ applicationId: 'A1' });
    actor.send({ type: 'selfie.start' });
    expect(actor.getSnapshot().value).toEqual({ camera: 'live' });
    expect(actor.getSnapshot().hasTag('camera')).toBe(true);
    expect(actor.getSnapshot().context.stream).toBe('the-stream');
  });
});

describe('one scan', () => {
  it('captures from the live stream after 3 s; uploads the frame (loading), where the platform said; checks that key', async () => {
    let release!: () => void;
    const where = new Promise<void>((r) => (release = r));
    const { actor, calls, clock } = await start({ applicationId: 'A7' }, { requestUrl: async () => where.then(() => ({ url: 'https://store.example/put', key: 'selfie/key' })) });
    actor.send({ type: 'selfie.start' });
    actor.send({ type: 'selfie.capture' });
    expect(actor.getSnapshot().value).toEqual({ camera: 'countdown' });
    clock.increment(2999);
    expect(calls.capture).toEqual([]);
    clock.increment(1);
    expect(actor.getSnapshot().value).toEqual({ camera: 'capturing' });
    expect(calls.capture).toEqual([{ stream: 'the-stream' }]);
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(actor.getSnapshot().context.stream).toBeUndefined();
    expect(actor.getSnapshot().context.image).toBe('frame');
    expect(actor.getSnapshot().value).toEqual({ uploading: 'requestingUrl' });
    release();
    await flush();
    expect(calls.url).toEqual([{ applicationId: 'A7', image: 'frame' }]);
    expect(calls.put).toEqual([{ url: 'https://store.example/put', image: 'frame' }]);
    expect(calls.check).toEqual([{ applicationId: 'A7', key: 'selfie/key', forOldLoans: false }]);
    expect(actor.getSnapshot().output).toEqual({ result: 'SUCCESS', lastResult: 'SUCCESS', attempts: 0 });
  });

  it('a selfie for old loans says so to the check', async () => {
    const { actor, calls, scan } = await start({ applicationId: 'A1', forOldLoans: true });
    actor.send({ type: 'selfie.start' });
    await scan();
    expect(calls.check).toEqual([{ applicationId: 'A1', key: 'selfie/key', forOldLoans: true }]);
  });

  it('FAILED (judged not live) ends the chart at once, whatever tries are left', async () => {
    const { actor, scan } = await start({ applicationId: 'A1' }, { results: ['FAILED'] });
    actor.send({ type: 'selfie.start' });
    await scan();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().output).toEqual({ result: 'FAILED', lastResult: 'FAILED', attempts: 0 });
  });

  it('SUCCESS on the last allowed scan is a success', async () => {
    const { actor, scan } = await start({ applicationId: 'A1', maxAttempts: 2 }, { results: ['USER_ERROR', 'SUCCESS'] });
    actor.send({ type: 'selfie.start' });
    await scan();
    actor.send({ type: 'selfie.retry' });
    await scan();
    expect(actor.getSnapshot().output).toEqual({ result: 'SUCCESS', lastResult: 'SUCCESS', attempts: 1 });
  });
});

describe('scans the borrower can fix', () => {
  it('each result has its page (an error), counted, and Try again opens the camera again', async () => {
    const { actor, scan } = await start({ applicationId: 'A1', maxAttempts: 5 }, { results: ['QUALITY_CHECK_FAILED', 'USER_ERROR', 'TECHNICAL_ERROR'] });
    actor.send({ type: 'selfie.start' });
    await scan();
    expect(actor.getSnapshot().value).toBe('poorQuality');
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ attempts: 1, lastResult: 'QUALITY_CHECK_FAILED' });
    actor.send({ type: 'selfie.retry' });
    expect(actor.getSnapshot().value).toEqual({ camera: 'live' });
    await scan();
    expect(actor.getSnapshot().value).toBe('userError');
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ attempts: 2, lastResult: 'USER_ERROR' });
    actor.send({ type: 'selfie.retry' });
    await scan();
    expect(actor.getSnapshot().value).toBe('technicalError');
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ attempts: 3, lastResult: 'TECHNICAL_ERROR' });
    actor.send({ type: 'selfie.retry' });
    expect(actor.getSnapshot().value).toEqual({ camera: 'live' });
  });

  it('the last allowed scan failing ends with EXHAUSTED and every scan counted; one before it does not', async () => {
    const two = await start({ applicationId: 'A1', maxAttempts: 2 }, { results: ['QUALITY_CHECK_FAILED'] });
    two.actor.send({ type: 'selfie.start' });
    await two.scan();
    expect(two.actor.getSnapshot().status).toBe('active');
    expect(two.actor.getSnapshot().value).toBe('poorQuality');
    two.actor.send({ type: 'selfie.retry' });
    await two.scan();
    expect(two.actor.getSnapshot().value).toBe('exhausted');
    expect(two.actor.getSnapshot().output).toEqual({ result: 'EXHAUSTED', lastResult: 'QUALITY_CHECK_FAILED', attempts: 2 });

    const one = await start({ applicationId: 'A1', maxAttempts: 1 }, { results: ['USER_ERROR'] });
    one.actor.send({ type: 'selfie.start' });
    await one.scan();
    expect(one.actor.getSnapshot().output).toEqual({ result: 'EXHAUSTED', lastResult: 'USER_ERROR', attempts: 1 });
  });
});

describe('when the camera or an upload fails', () => {
  it('a refused permission: its page (an error); Try again asks again', async () => {
    let opened = 0;
    const { actor } = await start({ applicationId: 'A1' }, { camera: (send) => void (opened++ === 0 ? send({ type: 'camera.denied' } as never) : send({ type: 'camera.ready', stream: 's2' } as never)) });
    actor.send({ type: 'selfie.start' });
    expect(actor.getSnapshot().value).toBe('permissionDenied');
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    actor.send({ type: 'camera.retry' });
    expect(actor.getSnapshot().value).toEqual({ camera: 'live' });
    expect(actor.getSnapshot().context.stream).toBe('s2');
  });

  it('a camera failure keeps its words; Try again clears them and opens the camera again', async () => {
    let opened = 0;
    const { actor } = await start({ applicationId: 'A1' }, { camera: (send) => void (opened++ === 0 ? send({ type: 'camera.failed', message: 'No camera found' } as never) : undefined) });
    actor.send({ type: 'selfie.start' });
    expect(actor.getSnapshot().value).toBe('cameraFailed');
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context.errorMessage).toBe('No camera found');
    actor.send({ type: 'camera.retry' });
    expect(actor.getSnapshot().value).toEqual({ camera: 'starting' });
    expect(actor.getSnapshot().context.errorMessage).toBeUndefined();
  });

  it('a capture that fails keeps the error’s words; something thrown without words gets the general ones', async () => {
    const failed = await start({ applicationId: 'A1' }, { capture: () => Promise.reject(new Error('Could not read the camera')) });
    failed.actor.send({ type: 'selfie.start' });
    await failed.scan();
    expect(failed.actor.getSnapshot().value).toBe('cameraFailed');
    expect(failed.actor.getSnapshot().context.errorMessage).toBe('Could not read the camera');

    const plain = await start({ applicationId: 'A1' }, { capture: () => Promise.reject({ message: 'Stream ended' }) });
    plain.actor.send({ type: 'selfie.start' });
    await plain.scan();
    expect(plain.actor.getSnapshot().context.errorMessage).toBe('Stream ended');

    const silent = await start({ applicationId: 'A1' }, { capture: () => Promise.reject({}) });
    silent.actor.send({ type: 'selfie.start' });
    await silent.scan();
    expect(silent.actor.getSnapshot().context.errorMessage).toBe('Something went wrong.');
  });

  it('each upload call failing: uploadFailed with its words, not a scan counted; Try again clears them and starts the upload over', async () => {
    for (const step of ['requestUrl', 'put', 'check'] as const) {
      let fails = true;
      const failOnce = async <T,>(value: T) => {
        if (fails) {
          fails = false;
          throw new Error(`${step} down`);
        }
        return value;
      };
      const opts: Options =
        step === 'requestUrl'
          ? { requestUrl: () => failOnce({ url: 'https://store.example/put', key: 'selfie/key' }) }
          : step === 'put'
            ? { put: () => failOnce(undefined) }
            : { check: () => failOnce<LivenessResult>('SUCCESS') };
      const { actor, calls, scan } = await start({ applicationId: 'A1' }, opts);
      actor.send({ type: 'selfie.start' });
      await scan();
      expect(actor.getSnapshot().value).toBe('uploadFailed');
      expect(actor.getSnapshot().hasTag('error')).toBe(true);
      expect(actor.getSnapshot().context).toMatchObject({ errorMessage: `${step} down`, attempts: 0 });
      actor.send({ type: 'selfie.retry' });
      expect(actor.getSnapshot().value).toEqual({ uploading: 'requestingUrl' });
      expect(actor.getSnapshot().context.errorMessage).toBeUndefined();
      await flush();
      expect(actor.getSnapshot().output).toEqual({ result: 'SUCCESS', lastResult: 'SUCCESS', attempts: 0 });
      expect(calls.url).toHaveLength(2);
    }
  });

  it('no place given to put the scan: the PUT and the check get empty ones, not a crash', async () => {
    const { actor, calls, scan } = await start({ applicationId: 'A1' }, { requestUrl: async () => undefined as never });
    actor.send({ type: 'selfie.start' });
    await scan();
    expect(calls.put).toEqual([{ url: '', image: 'frame' }]);
    expect(calls.check).toEqual([{ applicationId: 'A1', key: '', forOldLoans: false }]);
  });
});

describe('a phone held sideways', () => {
  it('blocks the count-down too: turning sideways during it goes to the landscape page, upright back to live', async () => {
    const { actor, clock, calls } = await start({ applicationId: 'A1' });
    actor.send({ type: 'selfie.start' });
    actor.send({ type: 'selfie.capture' });
    actor.send({ type: 'orientation.changed', landscape: false });
    expect(actor.getSnapshot().value).toEqual({ camera: 'countdown' });
    actor.send({ type: 'orientation.changed', landscape: true });
    expect(actor.getSnapshot().value).toEqual({ camera: 'landscape' });
    expect(actor.getSnapshot().context.landscape).toBe(true);
    clock.increment(3000);
    expect(calls.capture).toEqual([]);
    actor.send({ type: 'orientation.changed', landscape: true });
    expect(actor.getSnapshot().value).toEqual({ camera: 'landscape' });
    actor.send({ type: 'orientation.changed', landscape: false });
    expect(actor.getSnapshot().value).toEqual({ camera: 'live' });
    expect(actor.getSnapshot().context.landscape).toBe(false);
  });

  it('turned while live: the landscape page; an upright report while live changes nothing', async () => {
    const { actor } = await start({ applicationId: 'A1' });
    actor.send({ type: 'selfie.start' });
    actor.send({ type: 'orientation.changed', landscape: false });
    expect(actor.getSnapshot().value).toEqual({ camera: 'live' });
    actor.send({ type: 'orientation.changed', landscape: true });
    expect(actor.getSnapshot().value).toEqual({ camera: 'landscape' });
  });

  it('is remembered on the explanation page, and only a report of true counts as sideways', async () => {
    const { actor } = await start({ applicationId: 'A1' });
    actor.send({ type: 'orientation.changed', landscape: true });
    expect(actor.getSnapshot().context.landscape).toBe(true);
    actor.send({ type: 'orientation.changed', landscape: 'yes' as never });
    expect(actor.getSnapshot().context.landscape).toBe(false);
    actor.send({ type: 'selfie.start' });
    expect(actor.getSnapshot().value).toEqual({ camera: 'live' });
  });
});

describe('the words on the selfie pages', () => {
  it('the chart knows every liveness result the platform can answer', () => {
    expect([...livenessResults].sort()).toEqual([...platformResults].sort());
  });

  it('each retryable result, a refused camera and a sideways phone have a heading and what to do', () => {
    expect(Object.keys(selfieMessages).sort()).toEqual(['CAMERA_DENIED', 'LANDSCAPE', 'QUALITY_CHECK_FAILED', 'TECHNICAL_ERROR', 'USER_ERROR']);
    for (const { title, body } of Object.values(selfieMessages)) {
      expect(title.length).toBeGreaterThan(5);
      expect(body.length).toBeGreaterThan(20);
    }
    expect(selfieMessages.QUALITY_CHECK_FAILED.title).toBe('Poor Image Quality');
    expect(selfieMessages.CAMERA_DENIED.title).toBe('Camera Access Denied');
    expect(selfieMessages.LANDSCAPE.body).toContain('portrait');
    expect(selfieMessages.TECHNICAL_ERROR.body).toContain('technical error');
  });
});

describe('a chart started without its edge', () => {
  it('says the camera is not provided (its failure page) instead of waiting forever, and each call names itself', async () => {
    const { selfieMachine } = await import('@machines/selfie/selfie.machine');
    const bare = createActor(selfieMachine, { input: { applicationId: 'A1' } }).start();
    bare.send({ type: 'selfie.start' });
    expect(bare.getSnapshot().value).toBe('cameraFailed');
    expect(bare.getSnapshot().context.errorMessage).toBe('camera not provided');
    const actors = selfieMachine.implementations.actors as Record<string, unknown>;
    for (const name of ['captureFrame', 'requestSelfieUrl', 'putSelfie', 'checkSelfie']) {
      const actor = createActor(actors[name] as AnyActorLogic, { input: {} });
      const error = new Promise<unknown>((resolve) => actor.subscribe({ error: resolve }));
      actor.start();
      expect(String(await error)).toBe(`Error: ${name} not provided`);
    }
  });
});
