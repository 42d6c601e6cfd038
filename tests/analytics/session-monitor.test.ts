import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isSessionSampled, monitoringSampleRate, recordOptions, startSessionMonitoring, type Recorder } from '~/analytics/session-monitor';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const sessionStore = () => {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
};

describe('session monitoring (spec §9)', () => {
  it('samples 15% of sessions', () => {
    expect(monitoringSampleRate).toBe(0.15);
    let sampled = 0;
    for (let i = 0; i < 1000; i++) if (isSessionSampled(sessionStore(), () => i / 1000)) sampled++;
    expect(sampled).toBe(150);
  });

  it('decides once per session: a reload keeps the decision', () => {
    const store = sessionStore();
    expect(isSessionSampled(store, () => 0.01)).toBe(true);
    expect(isSessionSampled(store, () => 0.99)).toBe(true);
  });

  it('masks every input the user types', () => {
    expect(recordOptions.maskAllInputs).toBe(true);
    expect(Object.values(recordOptions.maskInputOptions).every(Boolean)).toBe(true);
  });

  it('records a sampled session with the masking options and ships the events to the sink', async () => {
    const send = vi.fn(async () => undefined);
    const stopRecording = vi.fn();
    let emit: ((e: unknown) => void) | undefined;
    const recorder: Recorder = (options) => {
      expect(options).toMatchObject(recordOptions);
      emit = options.emit;
      return stopRecording;
    };
    const stop = await startSessionMonitoring({ sinkUrl: 'http://sink.test/replay', store: sessionStore(), random: () => 0.1, loadRecorder: async () => recorder, send, log: console, flushMs: 1000 });
    emit?.({ type: 2 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(send).toHaveBeenCalledWith('http://sink.test/replay', [{ type: 2 }]);
    stop?.();
    expect(stopRecording).toHaveBeenCalled();
  });

  it('records nothing for an unsampled session or without a sink, and never loads the recorder then', async () => {
    const loadRecorder = vi.fn(async (): Promise<Recorder> => () => undefined);
    const base = { send: vi.fn(), log: console, loadRecorder };
    expect(await startSessionMonitoring({ ...base, sinkUrl: 'http://sink.test', store: sessionStore(), random: () => 0.5 })).toBeNull();
    expect(await startSessionMonitoring({ ...base, sinkUrl: undefined, store: sessionStore(), random: () => 0.01 })).toBeNull();
    expect(loadRecorder).not.toHaveBeenCalled();
  });
});
