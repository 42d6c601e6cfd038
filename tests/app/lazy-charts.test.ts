import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise, setup, type AnyActorLogic } from 'xstate';
import { lazyCharts } from '~/app/lazy-charts';

const child = createMachine({ id: 'child', initial: 'open', states: { open: { meta: { route: '/child' }, on: { close: 'closed' } }, closed: { type: 'final' } } });

/** A parent that, like the app chart, downloads in a loading state and only then invokes the child by name. */
function parentWith(charts: ReturnType<typeof lazyCharts<'child', { charts: Record<'child', AnyActorLogic> }>>) {
  return setup({
    actors: { load: fromPromise(() => charts.load()), child: charts.actors.child },
  }).createMachine({
    initial: 'loading',
    states: {
      loading: { invoke: { src: 'load', onDone: 'running', onError: 'failed' } },
      failed: { on: { retry: 'loading' } },
      running: { invoke: { id: 'child', src: 'child', onDone: 'done' } },
      done: { type: 'final' },
    },
  });
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('lazyCharts', () => {
  it('stands in for a chart until downloaded, then runs the real chart (meta, events, done)', async () => {
    let downloads = 0;
    const charts = lazyCharts(['child'] as const, async () => {
      downloads++;
      return { charts: { child } };
    });
    const parent = createActor(parentWith(charts)).start();
    await settle();
    expect(parent.getSnapshot().value).toBe('running');
    const running = parent.getSnapshot().children.child!;
    expect(running.getSnapshot().getMeta()).toEqual({ 'child.open': { route: '/child' } });
    running.send({ type: 'close' });
    expect(parent.getSnapshot().status).toBe('done');
    await charts.load();
    expect(downloads).toBe(1);
  });

  it('a failed download rejects the loading call and the next attempt downloads again', async () => {
    let attempts = 0;
    const charts = lazyCharts(['child'] as const, async () => {
      attempts++;
      if (attempts === 1) throw new Error('offline');
      return { charts: { child } };
    });
    const parent = createActor(parentWith(charts)).start();
    await settle();
    expect(parent.getSnapshot().value).toBe('failed');
    parent.send({ type: 'retry' });
    await settle();
    expect(parent.getSnapshot().value).toBe('running');
    expect(attempts).toBe(2);
  });

  it('says so loudly when a chart is invoked before its download', () => {
    const charts = lazyCharts(['child'] as const, () => new Promise<{ charts: { child: typeof child } }>(() => {}));
    expect(() => charts.actors.child.transition).toThrow(/'child' chart was invoked before it was downloaded/);
  });
});
