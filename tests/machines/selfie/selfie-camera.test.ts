import { describe, expect, it, vi } from 'vitest';
import type { SelfieEvent } from '@machines/selfie/selfie.machine';
import { cameraFailureMessage, captureFrame, openCamera, watchOrientation } from '~/selfie/camera';

/**
 * The selfie's browser edge (src/selfie/camera.ts) with fake browser objects: what the borrower is told when the
 * camera cannot start, which camera is asked for, that the camera light goes off whenever the chart leaves the
 * camera (even when the stream arrives late), the frame taken, and which orientation blocks the scan.
 */
const flush = async () => {
  for (let i = 0; i < 3; i += 1) await new Promise((r) => setTimeout(r, 0));
};

function fakeStream() {
  const tracks = [{ stop: vi.fn() }, { stop: vi.fn() }];
  return { stream: { getTracks: () => tracks } as unknown as MediaStream, stopped: () => tracks.every((t) => t.stop.mock.calls.length === 1), tracks };
}
function devices(answer: () => Promise<MediaStream>) {
  const getUserMedia = vi.fn(answer);
  return { mediaDevices: { getUserMedia } as unknown as MediaDevices, getUserMedia };
}
const named = (name: string) => Object.assign(new Error(name), { name });

describe('what the borrower is told when the camera does not start', () => {
  it('no camera, a camera in use, anything else', () => {
    const none = 'We could not find a camera on this device. Use a phone or a computer with a camera.';
    const busy = 'Your camera is being used by another app. Close it and try again.';
    const other = 'We could not start your camera. Please try again.';
    expect(cameraFailureMessage(named('NotFoundError'))).toBe(none);
    expect(cameraFailureMessage(named('OverconstrainedError'))).toBe(none);
    expect(cameraFailureMessage(named('NotReadableError'))).toBe(busy);
    expect(cameraFailureMessage(named('AbortError'))).toBe(busy);
    expect(cameraFailureMessage(named('TypeError'))).toBe(other);
    expect(cameraFailureMessage(null)).toBe(other);
  });
});

describe('opening the camera', () => {
  it('a browser without getUserMedia: says which browsers work, and the cleanup does nothing', () => {
    for (const md of [undefined, {} as MediaDevices]) {
      const sent: SelfieEvent[] = [];
      const cleanup = openCamera(md, (e) => sent.push(e));
      expect(sent).toEqual([{ type: 'camera.failed', message: 'This browser cannot use the camera. Open Lakbay in Chrome or Safari.' }]);
      expect(cleanup()).toBeUndefined();
    }
  });

  it('asks for the front camera, portrait, without sound; hands the stream over; stops every track on cleanup', async () => {
    const { stream, stopped } = fakeStream();
    const { mediaDevices, getUserMedia } = devices(async () => stream);
    const sent: SelfieEvent[] = [];
    const cleanup = openCamera(mediaDevices, (e) => sent.push(e));
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'user', width: { ideal: 720 }, height: { ideal: 960 } }, audio: false });
    await flush();
    expect(sent).toEqual([{ type: 'camera.ready', stream }]);
    expect(stopped()).toBe(false);
    cleanup();
    expect(stopped()).toBe(true);
  });

  it('a stream that arrives after the borrower moved on is stopped at once and not handed over', async () => {
    const { stream, stopped } = fakeStream();
    let give!: (s: MediaStream) => void;
    const { mediaDevices } = devices(() => new Promise<MediaStream>((r) => (give = r)));
    const sent: SelfieEvent[] = [];
    const cleanup = openCamera(mediaDevices, (e) => sent.push(e));
    cleanup();
    give(stream);
    await flush();
    expect(sent).toEqual([]);
    expect(stopped()).toBe(true);
  });

  it('a refused permission (or an insecure page) is camera.denied; other failures carry their words', async () => {
    for (const name of ['NotAllowedError', 'SecurityError']) {
      const sent: SelfieEvent[] = [];
      openCamera(devices(() => Promise.reject(named(name))).mediaDevices, (e) => sent.push(e));
      await flush();
      expect(sent).toEqual([{ type: 'camera.denied' }]);
    }
    const sent: SelfieEvent[] = [];
    openCamera(devices(() => Promise.reject(named('NotReadableError'))).mediaDevices, (e) => sent.push(e));
    await flush();
    expect(sent).toEqual([{ type: 'camera.failed', message: 'Your camera is being used by another app. Close it and try again.' }]);
    const nothing: SelfieEvent[] = [];
    openCamera(devices(() => Promise.reject(null)).mediaDevices, (e) => nothing.push(e));
    await flush();
    expect(nothing).toEqual([{ type: 'camera.failed', message: 'We could not start your camera. Please try again.' }]);
  });

  it('a failure after the borrower moved on is not reported', async () => {
    let refuse!: (e: unknown) => void;
    const sent: SelfieEvent[] = [];
    const cleanup = openCamera(devices(() => new Promise<MediaStream>((_, r) => (refuse = r))).mediaDevices, (e) => sent.push(e));
    cleanup();
    refuse(named('NotAllowedError'));
    await flush();
    expect(sent).toEqual([]);
  });
});

describe('taking the frame', () => {
  function fakeDom(opts: { width?: number; context?: boolean; blob?: Blob | null } = {}) {
    const listeners: Record<string, () => void> = {};
    const video = {
      muted: false,
      playsInline: false,
      srcObject: null as unknown,
      videoWidth: opts.width ?? 720,
      videoHeight: 960,
      play: vi.fn(async () => {}),
      pause: vi.fn(),
      addEventListener: vi.fn((type: string, cb: () => void) => (listeners[type] = cb)),
    };
    const drawImage = vi.fn();
    const toBlob = vi.fn((cb: (b: Blob | null) => void) => cb(opts.blob === undefined ? new Blob(['jpeg'], { type: 'image/jpeg' }) : opts.blob));
    const canvas = { width: 0, height: 0, getContext: vi.fn(() => (opts.context === false ? null : { drawImage })), toBlob };
    const document = { createElement: (tag: string) => (tag === 'video' ? video : tag === 'canvas' ? canvas : null) };
    vi.stubGlobal('document', document);
    return { video, canvas, drawImage, toBlob, listeners };
  }

  it('draws the live frame at the camera’s size into a JPEG, then lets go of the stream', async () => {
    const dom = fakeDom();
    const stream = { id: 'live' } as unknown as MediaStream;
    const playing = captureFrame(stream);
    expect(dom.video).toMatchObject({ muted: true, playsInline: true, srcObject: stream });
    const blob = await playing;
    expect(blob.type).toBe('image/jpeg');
    expect(dom.canvas).toMatchObject({ width: 720, height: 960 });
    expect(dom.canvas.getContext).toHaveBeenCalledWith('2d');
    expect(dom.drawImage).toHaveBeenCalledWith(dom.video, 0, 0);
    expect(dom.toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', 0.9);
    expect(dom.video.pause).toHaveBeenCalled();
    expect(dom.video.srcObject).toBeNull();
    expect(dom.video.addEventListener).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('waits for the first frame when the video has none yet', async () => {
    const dom = fakeDom({ width: 0 });
    let done = false;
    const taking = captureFrame({} as MediaStream).then(() => (done = true));
    await flush();
    expect(dom.video.addEventListener).toHaveBeenCalledWith('loadeddata', expect.any(Function), { once: true });
    expect(done).toBe(false);
    expect(dom.drawImage).not.toHaveBeenCalled();
    dom.listeners.loadeddata!();
    await taking;
    expect(dom.drawImage).toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('no drawing context, or no picture made: asks to try again', async () => {
    fakeDom({ context: false });
    await expect(captureFrame({} as MediaStream)).rejects.toThrow('We could not take the picture. Please try again.');
    fakeDom({ blob: null });
    await expect(captureFrame({} as MediaStream)).rejects.toThrow('We could not take the picture. Please try again.');
    vi.unstubAllGlobals();
  });
});

describe('orientation', () => {
  it('asks for landscape on a coarse pointer only, reports it at once and on every change, and stops listening on cleanup', () => {
    const listeners = new Set<() => void>();
    const query = {
      matches: true,
      addEventListener: vi.fn((_: string, cb: () => void) => listeners.add(cb)),
      removeEventListener: vi.fn((_: string, cb: () => void) => listeners.delete(cb)),
    };
    const matchMedia = vi.fn(() => query);
    const sent: SelfieEvent[] = [];
    const cleanup = watchOrientation({ matchMedia } as unknown as Window, (e) => sent.push(e));
    expect(matchMedia).toHaveBeenCalledWith('(orientation: landscape) and (pointer: coarse)');
    expect(sent).toEqual([{ type: 'orientation.changed', landscape: true }]);
    expect(query.addEventListener).toHaveBeenCalledWith('change', expect.any(Function));
    query.matches = false;
    for (const l of listeners) l();
    expect(sent.at(-1)).toEqual({ type: 'orientation.changed', landscape: false });
    cleanup();
    expect(listeners.size).toBe(0);
    expect(query.removeEventListener).toHaveBeenCalledWith('change', query.addEventListener.mock.calls[0]![1]);
  });

  it('a browser without matchMedia reports nothing', () => {
    const sent: SelfieEvent[] = [];
    const cleanup = watchOrientation({} as Window, (e) => sent.push(e));
    expect(sent).toEqual([]);
    expect(cleanup()).toBeUndefined();
  });

  it('an old browser without listeners on the query is still read once', () => {
    const sent: SelfieEvent[] = [];
    const cleanup = watchOrientation({ matchMedia: () => ({ matches: false }) } as unknown as Window, (e) => sent.push(e));
    expect(sent).toEqual([{ type: 'orientation.changed', landscape: false }]);
    expect(() => cleanup()).not.toThrow();
  });
});
