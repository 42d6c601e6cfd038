import { afterEach, describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, fromPromise, type AnyActorLogic } from 'xstate';
import type { ApiClient } from '~/api/client';
import { livenessUpload, presignedUrl, submitSelfieForOldLoans } from '~/api/contract/documents';
import { provideSelfie } from '~/selfie/selfie-actors';
import type { SelfieInput } from '@machines/selfie/selfie.machine';

/**
 * The selfie chart with its real edge (src/selfie/selfie-actors.ts) over fake browser objects (camera, orientation,
 * video and canvas, XMLHttpRequest) and a fake API client: which camera is opened, what is asked of the platform
 * for where to put the scan, where and how the JPEG goes, which liveness call checks it (new or old loans), and the
 * words kept when a step fails.
 */
const flush = async () => {
  for (let i = 0; i < 6; i += 1) await new Promise((r) => setTimeout(r, 0));
};
const jpeg = new Blob(['a-jpeg-frame'], { type: 'image/jpeg' });

interface Put {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

function browser(opts: { landscape?: boolean; put?: { status: number; text?: string } } = {}) {
  const puts: Put[] = [];
  const stopped: string[] = [];
  const stream = { getTracks: () => [{ stop: () => stopped.push('track') }] };
  const getUserMedia = vi.fn(async () => stream);
  vi.stubGlobal('navigator', { mediaDevices: { getUserMedia } });
  vi.stubGlobal('window', { matchMedia: () => ({ matches: opts.landscape ?? false, addEventListener: () => {}, removeEventListener: () => {} }) });
  const video = { videoWidth: 720, videoHeight: 960, play: async () => {}, pause: () => {}, srcObject: null as unknown, addEventListener: () => {} };
  const canvas = { width: 0, height: 0, getContext: () => ({ drawImage: () => {} }), toBlob: (cb: (b: Blob) => void) => cb(jpeg) };
  vi.stubGlobal('document', { createElement: (tag: string) => (tag === 'video' ? video : canvas) });
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress?: unknown } = {};
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private put: Put = { method: '', url: '', headers: {}, body: undefined };
    open(method: string, url: string) {
      this.put = { ...this.put, method, url };
    }
    setRequestHeader(name: string, value: string) {
      this.put.headers[name] = value;
    }
    send(body: unknown) {
      puts.push({ ...this.put, body });
      setTimeout(() => {
        this.status = opts.put?.status ?? 200;
        this.responseText = opts.put?.text ?? '';
        this.onload?.();
      }, 0);
    }
    abort() {}
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return { puts, stopped, getUserMedia, stream };
}

function fakeApi() {
  const calls: { path: string; body: unknown }[] = [];
  const api = (async (endpoint: { path: string }, input: { body: unknown }) => {
    calls.push({ path: endpoint.path, body: input.body });
    if (endpoint.path === presignedUrl.path) return { url: 'https://store.example/put-here', key: 'selfie/A1/1.jpg', expires_at: '2026-11-28T10:00:00Z', method: 'PUT' };
    if (endpoint.path === submitSelfieForOldLoans.path) return { liveness_id: 'L1', result: 'USER_ERROR', application_ids: ['A0'] };
    return { result: 'SUCCESS' };
  }) as unknown as ApiClient;
  return { api, calls };
}

afterEach(() => vi.unstubAllGlobals());

async function scan(input: SelfieInput, machine = provideSelfie(fakeApi().api)) {
  const clock = new SimulatedClock();
  const actor = createActor(machine, { input, clock }).start();
  actor.send({ type: 'selfie.start' });
  await flush();
  actor.send({ type: 'selfie.capture' });
  clock.increment(3000);
  await flush();
  return actor;
}

describe('the selfie chart’s edge', () => {
  it('opens the front camera, asks where to put the JPEG, PUTs it there, checks its key with liveness: SUCCESS', async () => {
    const b = browser();
    const { api, calls } = fakeApi();
    const actor = await scan({ applicationId: 'A1' }, provideSelfie(api));
    expect(b.getUserMedia).toHaveBeenCalledWith(expect.objectContaining({ video: expect.objectContaining({ facingMode: 'user' }), audio: false }));
    expect(calls).toEqual([
      { path: presignedUrl.path, body: { application_id: 'A1', document_type: 'SELFIE', file_name: 'selfie.jpg', size: jpeg.size } },
      { path: livenessUpload.path, body: { application_id: 'A1', key: 'selfie/A1/1.jpg' } },
    ]);
    expect(b.puts).toEqual([{ method: 'PUT', url: 'https://store.example/put-here', headers: { 'content-type': 'image/jpeg' }, body: jpeg }]);
    expect(actor.getSnapshot().output).toEqual({ result: 'SUCCESS', lastResult: 'SUCCESS', attempts: 0 });
    // The camera was let go when the chart left it.
    expect(b.stopped).toEqual(['track']);
  });

  it('a selfie owed for old loans is checked by its own call, with the key only', async () => {
    browser();
    const { api, calls } = fakeApi();
    const actor = await scan({ applicationId: 'A1', forOldLoans: true }, provideSelfie(api));
    expect(calls.map((c) => c.path)).toEqual([presignedUrl.path, submitSelfieForOldLoans.path]);
    expect(calls[1]!.body).toEqual({ key: 'selfie/A1/1.jpg' });
    expect(actor.getSnapshot().value).toBe('userError');
    expect(actor.getSnapshot().context.lastResult).toBe('USER_ERROR');
  });

  it('a phone held sideways is reported to the chart: no capture until upright', async () => {
    browser({ landscape: true });
    const actor = createActor(provideSelfie(fakeApi().api), { input: { applicationId: 'A1' } }).start();
    expect(actor.getSnapshot().context.landscape).toBe(true);
    actor.send({ type: 'selfie.start' });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ camera: 'landscape' });
  });

  it('the object store refusing the JPEG: the upload failed, with words to try again, and liveness is not asked', async () => {
    browser({ put: { status: 500, text: 'not json' } });
    const { api, calls } = fakeApi();
    const actor = await scan({ applicationId: 'A1' }, provideSelfie(api));
    expect(actor.getSnapshot().value).toBe('uploadFailed');
    expect(actor.getSnapshot().context.errorMessage).toBe('The upload did not go through. Please try again.');
    expect(calls.map((c) => c.path)).toEqual([presignedUrl.path]);
  });

  it('no picture captured: nothing is sent, and the borrower is asked to take it again', async () => {
    const b = browser();
    const { api, calls } = fakeApi();
    const machine = provideSelfie(api).provide({ actors: { captureFrame: fromPromise(async (): Promise<unknown> => 'not a picture') } });
    const actor = await scan({ applicationId: 'A1' }, machine);
    expect(actor.getSnapshot().value).toBe('uploadFailed');
    expect(actor.getSnapshot().context.errorMessage).toBe('The selfie was not captured. Please take it again.');
    expect(calls).toEqual([]);
    expect(b.puts).toEqual([]);
  });

  it('a frame lost between asking where and putting it is not PUT', async () => {
    const b = browser();
    const { api } = fakeApi();
    const machine = provideSelfie(api);
    const put = machine.implementations.actors.putSelfie;
    const actor = createActor(put as AnyActorLogic, { input: { url: 'https://store.example/put-here', image: 'not a picture' } });
    const failed = new Promise((resolve) => actor.subscribe({ error: resolve }));
    actor.start();
    expect(String(await failed)).toContain('The selfie was not captured. Please take it again.');
    expect(b.puts).toEqual([]);
  });
});
