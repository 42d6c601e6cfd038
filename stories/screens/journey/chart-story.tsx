/**
 * Any chart's screen in one of its states, for stories: the shortest generated path to `at` (tests/paths/seed.ts,
 * the same search as the generated chart stories), then the events a borrower and the platform would cause, applied
 * with xstate's pure `transition`. The story fails when the chart does not end in `expectState` instead of quietly
 * showing another state. The actor runs with every effect inert; the query client never fetches and holds what
 * `cache` puts in it. journey-story.tsx seeds the journey charts with it; repayments-story.tsx the repayments chart.
 */
import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, type ComponentType } from 'react';
import {
  transition,
  type AnyActorRef,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
} from 'xstate';
import { screenComponent } from '~/router/screens';
import { activeNodes, type ChartSamples } from '../../../tests/paths/graph';
import { ScreenFrame, inertQueryClient } from '../../../tests/paths/screen-frame';
import { seededActor, shortestPathTo } from '../../../tests/paths/seed';

export interface ChartSeed {
  /** The state id the shortest path goes to (e.g. `newLoan.address`, `repayments.refinanceCalculator`). */
  at: string;
  /** Events after that, in order. */
  then?: readonly AnyEventObject[] | undefined;
  /** The state id the story must end in. */
  expectState: string;
}

export interface SeededScreen {
  actor: AnyActorRef;
  /** The screen of the deepest active state that names one (its `meta.screen`). */
  screen: string;
}

export function seedChart(
  machine: AnyStateMachine,
  samples: ChartSamples,
  { at, then = [], expectState }: ChartSeed,
): SeededScreen {
  const seed = shortestPathTo(machine, samples, at);
  if (!seed) throw new Error(`The ${machine.id} chart does not reach ${at} with these samples.`);
  let snapshot: AnyMachineSnapshot = seed.snapshot;
  for (const event of then)
    [snapshot] = transition(machine, snapshot as never, event as never) as unknown as [AnyMachineSnapshot];
  const nodes = activeNodes(snapshot);
  if (!nodes.some((n) => n.id === expectState))
    throw new Error(`Expected ${expectState}, the chart is in ${nodes.at(-1)?.id ?? snapshot.status}.`);
  const screen = [...nodes]
    .reverse()
    .map((n) => (n.meta as { screen?: string } | undefined)?.screen)
    .find(Boolean);
  return {
    actor: seededActor(machine, samples, { snapshot, events: [...seed.events, ...then] }),
    screen: screen ?? '',
  };
}

/**
 * Renders what `seed` returns inside the app's screen frame. `seed` and `cache` are memo keys: pass values that stay
 * the same between renders of one story (e.g. derived from the story's args with useMemo/useCallback).
 */
export function ChartScreen({
  seed,
  cache,
}: {
  seed: () => SeededScreen;
  cache?: ((client: QueryClient) => void) | undefined;
}) {
  // A fresh actor and query client whenever the story changes.
  const { actor, screen, client } = useMemo(() => {
    const seeded = seed();
    const c = inertQueryClient();
    cache?.(c);
    return { ...seeded, client: c };
  }, [seed, cache]);
  useEffect(() => () => actor.stop(), [actor]);
  const Screen = screenComponent(screen) as ComponentType | null;
  if (!Screen) return <p role="alert">Missing screen src/screens/{screen}.</p>;
  return <ScreenFrame actor={actor} Screen={Screen} client={client} />;
}
