// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * Analytics, Segment, the replay recorder and the signed-in prefetch wait for the first input, or for a quiet
 * page after load (issue W2-F): on a slow phone they used to load before the largest paint.
 */
async function fresh() {
  vi.resetModules();
  return (await import('~/ui/platform/after-first-paint')).afterFirstPaint;
}
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('afterFirstPaint', () => {
  it('waits past load and the first seconds while the visitor has not touched the page', async () => {
    const afterFirstPaint = await fresh();
    const run = vi.fn();
    afterFirstPaint(run); // jsdom: the document has loaded already
    await vi.advanceTimersByTimeAsync(2500);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('starts everything waiting right after the first tap or key, once each', async () => {
    const afterFirstPaint = await fresh();
    const [a, b] = [vi.fn(), vi.fn()];
    afterFirstPaint(a);
    afterFirstPaint(b);
    window.dispatchEvent(new Event('pointerdown'));
    expect(a).not.toHaveBeenCalled(); // the tap's own work first
    await vi.advanceTimersByTimeAsync(100);
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(1);
    document.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    await vi.advanceTimersByTimeAsync(5000);
    expect(a).toHaveBeenCalledTimes(1);
  });

  it('runs later work at the next idle moment once the page has settled', async () => {
    const afterFirstPaint = await fresh();
    afterFirstPaint(() => {});
    await vi.advanceTimersByTimeAsync(3100);
    const late = vi.fn();
    afterFirstPaint(late);
    await vi.advanceTimersByTimeAsync(100);
    expect(late).toHaveBeenCalledTimes(1);
  });
});
