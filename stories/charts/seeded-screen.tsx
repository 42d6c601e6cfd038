/**
 * A screen seeded from its chart, for stories: the shortest generated path to the routed state (the same samples
 * and traversal as the QA path suite), an actor restored at that snapshot with every effect inert, and the
 * state's screen rendered around it. Nothing fetches: effects never settle and `fetch` is held while shown.
 */
import { useEffect, useMemo, type ComponentType } from 'react';
import type { AnyStateMachine } from 'xstate';
import { routedStates } from '@machines/shared/meta';
import { screenComponent } from '~/router/screens';
import { allCharts } from '../../tests/paths/charts';
import type { ChartSamples } from '../../tests/paths/graph';
import { seededActor, shortestPathTo } from '../../tests/paths/seed';
import { ScreenFrame, inertQueryClient } from '../../tests/paths/screen-frame';

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
  const client = useMemo(inertQueryClient, []);
  useEffect(() => () => actor?.stop(), [actor]);
  if (!routed) return <p role="alert">{stateId} is not a routed state of {chartId}.</p>;
  if (!actor) return <p role="alert">No generated path reaches {stateId}: add samples to the chart's *.samples.ts.</p>;
  const Screen = screenComponent(routed.meta.screen) as ComponentType | null;
  if (!Screen) return <p role="alert">Missing screen {routed.meta.screen} (src/&lt;area&gt;/screens/{routed.meta.screen}).</p>;
  return <ScreenFrame actor={actor} Screen={Screen} client={client} />;
}

/** Holds `fetch` while a seeded story is shown, so screen-level reads never reach a network. */
export function holdFetch(): () => void {
  const original = globalThis.fetch;
  globalThis.fetch = () => new Promise<Response>(() => {});
  return () => {
    globalThis.fetch = original;
  };
}
