/**
 * A journey step screen in one of its states, for stories: the chart is seeded as the app restores it after a
 * reload (input with the step, answers and drafts; shortestPathTo from there, like the generated chart stories),
 * then driven with the events a borrower and the platform would cause (Continue, a refusal), using xstate's pure
 * `transition` (seedChart, chart-story.tsx). The actor runs with every effect inert and the query cache holds the platform's recorded answers
 * under the app's own query keys, so the screen renders its real form without fetching.
 */
import type { QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { AnyEventObject, AnyStateMachine } from 'xstate';
import type { JourneyType } from '@machines/journeys/definitions';
import { journeyMachines } from '@machines/journeys/journey.machine';
import journeySamples from '@machines/journeys/journey.samples';
import type { Answers, StepError, StepMap } from '@machines/journeys/journey-types';
import type { StepId } from '@machines/journeys/steps';
import type { ChartSamples } from '../../../tests/paths/graph';
import { ChartScreen, seedChart, type SeededScreen } from './chart-story';

export interface JourneyStoryArgs {
  journey?: JourneyType;
  /** The step the borrower is on (the chart restores it like a reload). */
  step: StepId;
  applicationId: string | null;
  answers?: StepMap<Answers>;
  drafts?: StepMap<Answers>;
  /** Events after that, in order (e.g. Continue, then the platform's refusal). */
  then?: AnyEventObject[];
  /** The state id the story must end in (a story that no longer reaches it fails instead of showing another state). */
  expectState: string;
  /** Recorded platform answers to put in the query cache. */
  cache?: (client: QueryClient) => void;
}

/** Events a borrower and the platform send, in the chart's words. */
export const submit = (values: Answers): AnyEventObject => ({ type: 'step.submit', values });
/** The platform refused the call `actor` (the invoke's id in machines/journeys/step-flows.ts) of a step's save. */
export const saveRefused = (error: StepError, actor = 'saveFormStep'): AnyEventObject => ({ type: `xstate.error.actor.${actor}`, error });
export const promoRefused = (error: StepError): AnyEventObject => ({ type: 'xstate.error.actor.applyPromo', error });
/** The platform answered the call `actor` with `output`. */
export const answered = (actor: string, output: unknown): AnyEventObject => ({ type: `xstate.done.actor.${actor}`, output });

export function seedJourney(args: JourneyStoryArgs): SeededScreen {
  const type = args.journey ?? 'newLoan';
  const machine = journeyMachines[type] as unknown as AnyStateMachine;
  const base = (journeySamples as Record<string, ChartSamples>)[type]!;
  // The samples list several inputs (which take precedence over `input`): the story restores only its own.
  const input = { type, applicationId: args.applicationId, answers: args.answers ?? {}, drafts: args.drafts ?? {}, startAt: args.step };
  const samples: ChartSamples = { ...base, input, inputs: [input] };
  return seedChart(machine, samples, { at: `${type}.${args.step}`, then: args.then, expectState: args.expectState });
}

export function JourneyStory(args: JourneyStoryArgs) {
  const seed = useCallback(() => seedJourney(args), [args]);
  return <ChartScreen seed={seed} cache={args.cache} />;
}
