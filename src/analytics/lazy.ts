import type { InspectionEvent } from 'xstate';
import type { PageMeta } from './pipeline';
import { afterFirstPaint } from '~/app/shell/after-first-paint';
import type * as AnalyticsModule from './index';

/**
 * What the boot code imports. The pipeline, catalogue and chart rules (~27 KB minified) stay out of the first-load
 * bundle: until they arrive after the first paint, inspection events and page views wait in order here, then are
 * replayed. The inspector is a pure function of each inspection event, so a late replay tracks the same events.
 */
type Real = typeof AnalyticsModule;
let real: Real | undefined;
let inspector: ((e: InspectionEvent) => void) | undefined;
const pending: Array<(r: Real) => void> = [];

let loading = false;
function load(): void {
  if (loading) return;
  loading = true;
  void import('./index')
    .then((mod) => {
      real = mod;
      for (const run of pending.splice(0)) run(mod);
    })
    .catch((error) => console.error('Error in event', error));
}
if (typeof window !== 'undefined') afterFirstPaint(load);

function whenReady(run: (r: Real) => void): void {
  if (real) run(real);
  else pending.push(run);
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
    load();
    whenReady((r) => {
      r.analytics().flushOnHide();
      clearTimeout(timer);
      resolve();
    });
  });
}
