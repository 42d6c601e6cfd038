import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '~/analytics/storage';
import { TimeoutError } from '~/analytics/ports';
import { endpoints, fakeSegment, fakeTransport, makePipeline, trackerItems } from './harness';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('event wrapper (spec §3)', () => {
  it('sends userId, action, eventName, metadata.segmentType and eventData with the added fields', async () => {
    const { pipeline, transport } = makePipeline();
    pipeline.setUserId('user-1');
    pipeline.track('otp_submitted', { purpose: 'login' }, { action: 'otp.submit' });
    await vi.advanceTimersByTimeAsync(5000);
    const [item] = trackerItems(transport.posted);
    expect(item).toMatchObject({
      userId: 'user-1',
      action: 'otp.submit',
      eventName: 'otp_submitted',
      metadata: { segmentType: 'track' },
      eventData: {
        purpose: 'login',
        timestamp: Date.parse('2026-11-22T08:00:00.000Z') / 1000,
        event_source: 'Desktop',
        isDesktop: true,
        isMobile: false,
        user_id: 'user-1',
      },
    });
    expect((item?.eventData as Record<string, unknown>).anonymous_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(item?.eventData).not.toHaveProperty('app_version');
  });

  it('adds app_version and build_version inside the mobile app and puts the os in the Segment context', () => {
    const device = { eventSource: 'android', isDesktop: false, isMobile: true, appVersion: '3.4.0', buildVersion: '341', os: { name: 'Android', version: '14' } };
    const { pipeline, segment } = makePipeline({ device: () => device });
    pipeline.track('logout');
    const call = segment.calls.find((c) => c.method === 'track');
    expect(call?.args[1]).toMatchObject({ event_source: 'android', isMobile: true, app_version: '3.4.0', build_version: '341' });
    expect(call?.args[2]).toEqual({ context: { os: { name: 'Android', version: '14' } } });
  });

  it('keeps one anonymous id across pipelines (persisted) and gives it to Segment', () => {
    const first = makePipeline();
    const id = first.store.get(storageKeys.anonymousId);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4/);
    const second = makePipeline({ store: first.store });
    expect(second.segment.calls[0]).toEqual({ method: 'setAnonymousId', args: [id] });
  });
});

describe('consecutive duplicates (spec §4)', () => {
  it('drops an event equal in name and data to the previous one, but not after a different event', () => {
    const { pipeline, segment } = makePipeline();
    pipeline.track('otp_resend_requested', { purpose: 'login' });
    pipeline.track('otp_resend_requested', { purpose: 'login' });
    pipeline.track('otp_resend_requested', { purpose: 'register' });
    pipeline.track('otp_sent', { purpose: 'register' });
    pipeline.track('otp_resend_requested', { purpose: 'register' });
    const names = segment.calls.filter((c) => c.method === 'track').map((c) => `${String(c.args[0])}:${(c.args[1] as { purpose: string }).purpose}`);
    expect(names).toEqual(['otp_resend_requested:login', 'otp_resend_requested:register', 'otp_sent:register', 'otp_resend_requested:register']);
  });
});

describe('identity (spec §4)', () => {
  it('identifies on login and stores the id; the next events with the same id change nothing', async () => {
    const { pipeline, segment, store } = makePipeline();
    pipeline.setUserId('u-1');
    pipeline.track('login', { method: 'otp' });
    pipeline.track('home_loaded');
    await vi.runAllTimersAsync();
    expect(segment.calls.filter((c) => c.method === 'identify')).toEqual([{ method: 'identify', args: ['u-1'] }]);
    expect(segment.calls.some((c) => c.method === 'reset')).toBe(false);
    expect(store.get(storageKeys.identifiedUserId)).toBe('u-1');
  });

  it('identifies on user_created_success too', async () => {
    const { pipeline, segment } = makePipeline();
    pipeline.setUserId('u-new');
    pipeline.track('user_created_success', { method: 'phone' });
    await vi.runAllTimersAsync();
    expect(segment.calls.filter((c) => c.method === 'identify').map((c) => c.args[0])).toEqual(['u-new']);
  });

  it('resets the identity when a different user shows up on any other event, keeping the anonymous id', async () => {
    const { pipeline, segment, store } = makePipeline();
    store.set(storageKeys.identifiedUserId, 'u-old');
    const anon = store.get(storageKeys.anonymousId);
    pipeline.setUserId('u-other');
    pipeline.track('home_loaded');
    await vi.runAllTimersAsync();
    const after = segment.calls.slice(segment.calls.findIndex((c) => c.method === 'reset'));
    expect(after.map((c) => c.method)).toEqual(['reset', 'setAnonymousId']);
    expect(after[1]?.args).toEqual([anon]);
    expect(store.get(storageKeys.identifiedUserId)).toBeNull();
  });

  it('does nothing without a user id', async () => {
    const { pipeline, segment } = makePipeline();
    pipeline.track('login', { method: 'otp' });
    await vi.runAllTimersAsync();
    expect(segment.calls.map((c) => c.method)).toEqual(['setAnonymousId', 'track']);
  });

  it("logs 'Could not reset segment traits' when the reset fails", async () => {
    const segment = fakeSegment({ reset: () => Promise.reject(new Error('storage')) });
    const { pipeline, log } = makePipeline({ segment: segment.port });
    pipeline.setUserId('u-2');
    pipeline.track('home_loaded');
    await vi.runAllTimersAsync();
    expect(log.error).toHaveBeenCalledWith('Could not reset segment traits', expect.any(Error));
  });
});

describe('failures go to the console only, with the spec messages', () => {
  it("'Error in event' when Segment rejects", async () => {
    const segment = fakeSegment({ track: () => Promise.reject(new Error('down')) });
    const { pipeline, log } = makePipeline({ segment: segment.port });
    expect(() => pipeline.track('logout')).not.toThrow();
    await vi.runAllTimersAsync();
    expect(log.error).toHaveBeenCalledWith('Error in event', expect.any(Error));
  });

  it("'logCIOEvent timeout exceeded' when the tracker call times out (3000 ms)", async () => {
    const transport = fakeTransport((p) => (p.url === endpoints.customerMessaging ? Promise.reject(new TimeoutError('slow')) : Promise.resolve()));
    const { pipeline, log } = makePipeline({ postJson: transport.postJson, random: () => 0.99 });
    pipeline.track('logout');
    await vi.advanceTimersByTimeAsync(5000);
    expect(transport.posted[0]?.init.timeoutMs).toBe(3000);
    expect(log.error).toHaveBeenCalledWith('logCIOEvent timeout exceeded');
  });

  it("'Error in Google Analytics Event' when the web-analytics tag fails", async () => {
    const transport = fakeTransport((p) => (p.url === endpoints.webAnalytics ? Promise.reject(new Error('blocked')) : Promise.resolve()));
    const { pipeline, log } = makePipeline({ postJson: transport.postJson });
    pipeline.page({ page: 'Home', title: 'Home' }, 'http://app.test/home');
    await vi.runAllTimersAsync();
    expect(log.error).toHaveBeenCalledWith('Error in Google Analytics Event', expect.any(Error));
  });

  it('refuses an event outside the catalogue', () => {
    const { pipeline, segment, log } = makePipeline();
    pipeline.track('not_an_event' as never);
    expect(segment.calls.some((c) => c.method === 'track')).toBe(false);
    expect(log.error).toHaveBeenCalledWith('Error in event', expect.stringContaining('not_an_event'));
  });
});
