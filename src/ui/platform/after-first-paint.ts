/**
 * Work that can wait (the analytics pipeline, Segment, the replay recorder, prefetching the signed-in charts) starts
 * after the visitor's first input, or, when none comes, once the page has loaded and stayed quiet for a few seconds;
 * then when the browser is idle. On a cheap phone on slow 4G these ~380 KB used to load in the first seconds, before
 * the largest paint and in the way of the first tap (issue W2-F). Nothing is lost meanwhile: analytics events wait
 * in order (src/analytics/lazy.ts).
 */
const QUIET_AFTER_LOAD_MS = 3000;
const inputs = ['pointerdown', 'keydown', 'touchstart'] as const;
let queue: Array<() => void> | undefined;
let settled = false;

function idle(run: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(() => run(), { timeout: 2000 });
  else setTimeout(run, 50);
}

function settle(): void {
  if (!queue) return;
  const runs = queue;
  queue = undefined;
  settled = true;
  for (const type of inputs) removeEventListener(type, settle, { capture: true });
  // After the input's own handlers and the frame they paint: the tap is answered first.
  for (const run of runs) idle(run);
}

export function afterFirstPaint(run: () => void): void {
  if (typeof window === 'undefined') return run();
  if (settled) return idle(run);
  if (queue) return void queue.push(run);
  queue = [run];
  for (const type of inputs) addEventListener(type, settle, { capture: true, passive: true });
  const quiet = () => setTimeout(settle, QUIET_AFTER_LOAD_MS);
  if (document.readyState === 'complete') quiet();
  else addEventListener('load', quiet, { once: true });
}
