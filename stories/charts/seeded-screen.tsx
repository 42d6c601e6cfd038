/**
 * A screen seeded from its chart, for stories: the shortest generated path to the routed state (the same samples
 * and traversal as the QA path suite), an actor restored at that snapshot with every effect inert, and the
 * state's screen rendered around it. Effects never settle; the screen's own reads are answered from the recorded
 * platform answers (recorded-platform.ts, the stories' `beforeEach`), so it shows its real form, options and offers.
 */
import { useEffect, useMemo, type ComponentType } from 'react';
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { waitFor } from 'storybook/test';
import { routedStates } from '@machines/shared/meta';
import { screenComponent } from '~/router/screens';
import { allCharts } from '../../tests/paths/charts';
import type { ChartSamples } from '../../tests/paths/graph';
import { seededActor, shortestPathTo } from '../../tests/paths/seed';
import { ScreenFrame, inertQueryClient } from '../../tests/paths/screen-frame';
import { seedChartReads } from './recorded-platform';

export function chartById(id: string): { machine: AnyStateMachine; samples: ChartSamples } {
  const found = allCharts().find((c) => c.machine.id === id);
  if (!found) throw new Error(`No chart '${id}' in machines/**/*.machine.ts`);
  return found;
}

export function SeededScreen({ chartId, stateId }: { chartId: string; stateId: string }) {
  const { machine, samples } = chartById(chartId);
  const routed = routedStates(machine).find((r) => r.stateId === stateId);
  const actor = useMemo(() => {
    const seed = shortestPathTo(machine, samples, stateId);
    return seed ? seededActor(machine, samples, seed) : null;
  }, [machine, samples, stateId]);
  const client = useMemo(() => {
    const c = inertQueryClient();
    if (actor) seedChartReads(chartId, actor.getSnapshot(), c);
    return c;
  }, [actor, chartId]);
  useEffect(() => () => actor?.stop(), [actor]);
  if (!routed) return <p role="alert">{stateId} is not a routed state of {chartId}.</p>;
  if (!actor) return <p role="alert">No generated path reaches {stateId}: add samples to the chart's *.samples.ts.</p>;
  const Screen = screenComponent(routed.meta.screen) as ComponentType | null;
  if (!Screen) return <p role="alert">Missing screen {routed.meta.screen} (src/&lt;area&gt;/screens/{routed.meta.screen}).</p>;
  return (
    <div data-screen={routed.meta.screen} data-loading-state={isLoadingState(actor.getSnapshot()) || undefined}>
      <ScreenFrame actor={actor} Screen={Screen} client={client} />
    </div>
  );
}

/**
 * A state whose screen is meant to show a placeholder: the chart, or a child chart it runs (documents, OTP), waits
 * for the platform there (tag `loading`). Seeded actors run no effects, so such a state stays loading.
 */
export function isLoadingState(snapshot: AnyMachineSnapshot): boolean {
  if (snapshot.status !== 'active') return false;
  if (snapshot.hasTag('loading')) return true;
  return Object.values(snapshot.children as Record<string, { getSnapshot?: () => unknown } | undefined>).some((child) => {
    const s = child?.getSnapshot?.() as AnyMachineSnapshot | undefined;
    return typeof s?.hasTag === 'function' && isLoadingState(s);
  });
}

/** A skeleton (SkeletonGroup) or a lazy screen's fallback still shown inside `el`. */
export const skeletonIn = (el: Element) =>
  el.querySelector('[role="status"][aria-busy="true"]') ?? [...el.querySelectorAll('p')].find((p) => p.textContent === 'Loading…') ?? null;

/**
 * Play of every chart-seeded story: once settled, the screen shows its real content, no skeleton, unless the state
 * is a loading state (the chart waits for the platform there, so the placeholder is the design).
 */
export async function expectRealScreen({ canvasElement }: { canvasElement: HTMLElement }) {
  await waitFor(
    () => {
      const frame = canvasElement.querySelector('[data-screen]');
      if (!frame) {
        // A state without a screen says so in words (role=alert): nothing to settle.
        if (canvasElement.querySelector('[role="alert"]')) return;
        throw new Error('The screen has not rendered yet');
      }
      if (frame.hasAttribute('data-loading-state')) return;
      const skeleton = skeletonIn(frame);
      if (skeleton) throw new Error(`Still a skeleton after settling: ${skeleton.textContent}`);
    },
    { timeout: 10_000 },
  );
}

export { answerFromRecordings } from './recorded-platform';

/** Holds `fetch` while a seeded story is shown, so screen-level reads never reach a network. */
export function holdFetch(): () => void {
  const original = globalThis.fetch;
  globalThis.fetch = () => new Promise<Response>(() => {});
  return () => {
    globalThis.fetch = original;
  };
}
