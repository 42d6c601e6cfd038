/**
 * A product chart's screen (insurance, EWA / insta-funds, engage) in one of its states, for hand-written stories:
 * the chart's own samples (or the story's narrower ones) seed the shortest generated path to `at`, then `then`
 * events (chart-story.tsx). The query cache holds what `cache` puts in it; nothing fetches.
 */
import type { QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { AnyEventObject } from 'xstate';
import type { ChartSamples } from '../../../tests/paths/graph';
import { chartById } from '../../charts/seeded-screen';
import { ChartScreen, seedChart } from '../journey/chart-story';

export interface ProductStoryArgs {
  /** The chart's id ('insurance', 'ewa', 'engage'). */
  chart: string;
  /** The state id to reach ('insurance.personalDetails.editing'). */
  at: string;
  then?: readonly AnyEventObject[] | undefined;
  /** Where the story must end (defaults to `at`). */
  expectState?: string | undefined;
  /** Narrower samples than the chart's (e.g. one input, one platform answer), so the path shows this case. */
  samples?: Partial<ChartSamples> | undefined;
  cache?: ((client: QueryClient) => void) | undefined;
}

export function ProductStory({ chart, at, then, expectState, samples, cache }: ProductStoryArgs) {
  const seed = useCallback(() => {
    const own = chartById(chart);
    const merged: ChartSamples = { ...own.samples, ...samples, outcomes: { ...own.samples.outcomes, ...samples?.outcomes } };
    return seedChart(own.machine, merged, { at, then, expectState: expectState ?? at });
  }, [chart, at, then, expectState, samples]);
  return <ChartScreen seed={seed} cache={cache} />;
}
