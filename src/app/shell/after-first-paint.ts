/** After the first paint and once the browser is idle, so work that can wait (analytics,
 * prefetching the signed-in charts) never competes with the first screen. */
export function afterFirstPaint(run: () => void): void {
  if (typeof window === 'undefined') return run();
  const idle = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(() => run(), { timeout: 3000 }) : setTimeout(run, 200);
  if (document.readyState === 'complete') requestAnimationFrame(() => setTimeout(idle, 0));
  else window.addEventListener('load', () => requestAnimationFrame(() => setTimeout(idle, 0)), { once: true });
}
