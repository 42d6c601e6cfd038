import type { InspectionEvent } from 'xstate';
import type { PageMeta } from './pipeline';
import { afterFirstPaint } from '~/ui/platform/after-first-paint';
import { onPageHide } from '~/ui/platform/page-hide';
import type * as AnalyticsModule from './index';

/**
 * What the boot code imports. The pipeline, catalogue and chart rules (~27 KB minified) stay out of the first-load
 * bundle: until they arrive after the first paint, inspection events and page views wait in order here, then are
 * replayed. The inspector is a pure function of each inspection event, so a late replay tracks the same events.
 *
 * After that too they are handled right after the frame that shows what caused them, in order: a journey's Continue
 * paints the next step before the events it caused are tracked and Segment reads and writes its cookies and storage
 * (issue W2-F, "steps without waiting"). Not later than that (not at idle): Segment takes an event into its batch a
 * task after the call, so an event first handled at page hide would miss the batch Segment sends then — a borrower
 * leaving right after a Continue would vanish from the funnel (tests/e2e/pii-scan.spec.ts saw the last page view
 * lost). Page hide, and the app sending the browser elsewhere (`beforeLeaving`), still handle what waits at once.
 */
type Real = typeof AnalyticsModule;
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
  const drain = () => {
    scheduled = false;
    drainAll();
  };
  // A frame callback runs before that frame paints; a task it queues runs after. A hidden page paints nothing.
  if (document.visibilityState === 'visible' && typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(drain, 0));
  else setTimeout(drain, 0);
}

/** Everything waiting, now (after the frame, or the page is going away). */
function drainAll(): void {
  if (real) while (pending.length > 0) handle(real);
}

if (typeof window !== 'undefined') {
  afterFirstPaint(() => void load());
  // Registered at boot, before the pipeline's own page-hide flush (src/analytics/index.ts): that flush sends our
  // tracker's; Segment's batch only holds what reached it a task earlier (see above).
  onPageHide(drainAll);
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
