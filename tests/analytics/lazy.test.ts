// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InspectionEvent } from 'xstate';

/**
 * The boot's analytics front (src/analytics/lazy.ts): chart events and page views are tracked right after the frame
 * that shows the step they caused (issue W2-F), in order; page hide and leaving the app track everything still waiting
 * at once, before the pipeline sends.
 */
const seen: string[] = [];
vi.mock('~/analytics/index', () => ({
  createAnalyticsInspector: () => (e: InspectionEvent) => void seen.push(`chart ${(e as { event: { type: string } }).event.type}`),
  trackPageView: (meta: { page: string }) => void seen.push(`page ${meta.page}`),
  analytics: () => ({ flushOnHide: () => void seen.push('flush') }),
}));

const step = (type: string) => ({ type: '@xstate.microstep', event: { type } }) as unknown as InspectionEvent;

async function loaded() {
  vi.resetModules();
  const lazy = await import('~/analytics/lazy');
  window.dispatchEvent(new Event('pointerdown')); // the first input: analytics loads at the next idle moment
  await vi.advanceTimersByTimeAsync(200);
  return lazy;
}
beforeEach(() => {
  seen.length = 0;
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('analytics after the paint', () => {
  it('tracks chart events and page views after the next frame, not while the transition runs, in order', async () => {
    const lazy = await loaded();
    const inspect = lazy.createAnalyticsInspector();
    inspect(step('step.submit'));
    lazy.trackPageView({ page: 'Professional Details' }, 'http://app.test/wizard/v2/Journey/professional-details');
    inspect(step('xstate.done.actor.saveFormStep'));
    expect(seen).toEqual([]);
    await vi.advanceTimersByTimeAsync(50);
    expect(seen).toEqual(['chart step.submit', 'page Professional Details', 'chart xstate.done.actor.saveFormStep']);
  });

  it('on page hide tracks everything still waiting at once, so a reload right after a Continue loses nothing', async () => {
    const lazy = await loaded();
    const inspect = lazy.createAnalyticsInspector();
    inspect(step('step.submit'));
    lazy.trackPageView({ page: 'Address' }, 'http://app.test/wizard/v2/Journey/address');
    window.dispatchEvent(new Event('pagehide'));
    expect(seen).toEqual(['chart step.submit', 'page Address']);
  });

  it('before the app sends the browser elsewhere, tracks what waits and then flushes it', async () => {
    const lazy = await loaded();
    lazy.createAnalyticsInspector()(step('payment.pay'));
    await lazy.beforeLeaving();
    expect(seen).toEqual(['chart payment.pay', 'flush']);
  });
});
