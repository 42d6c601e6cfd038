import type { InspectionEvent } from 'xstate';
import type { PageMeta } from './pipeline';
import { afterFirstPaint } from '~/app/shell/after-first-paint';
import type * as AnalyticsModule from './index';

/**
 * What the boot code imports. The pipeline, catalogue and chart rules (~27 KB minified) stay out of the first-load
 * bundle: until they arrive after the first paint, inspection events and page views wait in order here, then are
 * replayed. The inspector is a pure function of each inspection event, so a late replay tracks the same events.
 *
 * After that too they are handled when the browser is idle, in order, a few per idle period (at most
 * `IDLE_TIMEOUT_MS` late): a journey's Continue paints the next step before the events it caused are tracked and
 * Segment reads and writes its cookies and storage (issue W2-F, "steps without waiting"). Page hide, and the app
 * sending the browser elsewhere (`beforeLeaving`), handle everything still waiting at once, then send.
 */
type Real = typeof AnalyticsModule;
const IDLE_TIMEOUT_MS = 2000;
/** Keep handling events while the idle period has this much left (one event takes ~10 ms on a slow phone). */
const ROOM_MS = 10;
let real: Real | undefined;
let inspector: ((e: InspectionEvent) => void) | undefined;
const pending: Array<(r: Real) => void> = [];
let scheduled = false;

let loaded: Promise<Real> | undefined;
function load(): Promise<Real> {
  if (!loaded) {
    loaded = import('./index').then((mod) => {
      real = mod;
      schedule();
      return mod;
    });
    loaded.catch((error) => console.error('Error in event', error));
  }
  return loaded;
}

function handle(r: Real): void {
  const run = pending.shift()!;
  try {
    run(r);
  } catch (error) {
    console.error('Error in event', error);
  }
}

function schedule(): void {
  if (!real || scheduled || pending.length === 0) return;
  scheduled = true;
  const r = real;
  const drainSome = (deadline?: IdleDeadline) => {
    scheduled = false;
    // Waited the longest allowed (the page never went idle): the rest too, rather than later still.
    do handle(r);
    while (pending.length > 0 && (deadline?.didTimeout || (deadline?.timeRemaining() ?? 0) > ROOM_MS));
    schedule();
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(drainSome, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(drainSome, 50);
}

/** Everything waiting, now (the page is going away). */
function drainAll(): void {
  if (real) while (pending.length > 0) handle(real);
}

if (typeof window !== 'undefined') {
  afterFirstPaint(() => void load());
  // Registered at boot, before the pipeline's own page-hide flush (src/analytics/index.ts): that flush sends these.
  addEventListener('pagehide', drainAll);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') drainAll();
  });
}

function whenReady(run: (r: Real) => void): void {
  pending.push(run);
  schedule();
}

export function createAnalyticsInspector(): (event: InspectionEvent) => void {
  return (event) => {
    // Only these two kinds are read by the chart inspector; the rest need not wait in memory.
    if (event.type !== '@xstate.microstep' && event.type !== '@xstate.snapshot') return;
    whenReady((r) => {
      inspector ??= r.createAnalyticsInspector();
      inspector(event);
    });
  };
}

export function trackPageView(meta: PageMeta, url: string = location.href): void {
  whenReady((r) => r.trackPageView(meta, url));
}

/**
 * Before the app itself sends the browser to another site or page (a payment provider, the learning platform):
 * the events still waiting here are tracked and sent with keepalive, so a transition just before leaving is not
 * lost because analytics had not loaded yet. Waits at most `ms`; leaving is never held up longer.
 */
export function beforeLeaving(ms = 1500): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    load().then(
      (r) => {
        drainAll();
        r.analytics().flushOnHide();
        clearTimeout(timer);
        resolve();
      },
      () => undefined,
    );
  });
}
