/**
 * A journey step screen in one of its states, for stories: the chart is seeded as the app restores it after a
 * reload (input with the step, answers and drafts; shortestPathTo from there, like the generated chart stories),
 * then driven with the events a borrower and the platform would cause (Continue, a refusal), using xstate's pure
 * `transition`. The actor runs with every effect inert and the query cache holds the platform's recorded answers
 * under the app's own query keys, so the screen renders its real form without fetching.
 */
import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, type ComponentType } from 'react';
import { transition, type AnyEventObject, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import type { JourneyType } from '@machines/journeys/definitions';
import { journeyMachines } from '@machines/journeys/journey.machine';
import journeySamples from '@machines/journeys/journey.samples';
import type { Answers, StepError, StepMap } from '@machines/journeys/journey-types';
import type { StepId } from '@machines/journeys/steps';
import { screenComponent } from '~/router/screens';
import { activeNodes, type ChartSamples } from '../../../tests/paths/graph';
import { ScreenFrame, inertQueryClient } from '../../../tests/paths/screen-frame';
import { seededActor, shortestPathTo } from '../../../tests/paths/seed';

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
export const saveRefused = (error: StepError): AnyEventObject => ({ type: 'xstate.error.actor.save', error });
export const promoRefused = (error: StepError): AnyEventObject => ({ type: 'xstate.error.actor.promo', error });
export const saved = (answers: Answers, extra: { applicationId?: string } = {}): AnyEventObject => ({ type: 'xstate.done.actor.save', output: { answers, ...extra } });

export function seedJourney(args: JourneyStoryArgs) {
  const type = args.journey ?? 'newLoan';
  const machine = journeyMachines[type] as unknown as AnyStateMachine;
  const base = (journeySamples as Record<string, ChartSamples>)[type]!;
  const samples: ChartSamples = { ...base, input: { type, applicationId: args.applicationId, answers: args.answers ?? {}, drafts: args.drafts ?? {}, startAt: args.step } };
  const seed = shortestPathTo(machine, samples, `${type}.${args.step}`);
  if (!seed) throw new Error(`The ${type} chart does not reach ${args.step} from a reload there.`);
  let snapshot: AnyMachineSnapshot = seed.snapshot;
  for (const event of args.then ?? []) [snapshot] = transition(machine, snapshot as never, event as never) as unknown as [AnyMachineSnapshot];
  const at = activeNodes(snapshot).map((n) => n.id);
  if (!at.includes(args.expectState)) throw new Error(`Expected ${args.expectState}, the chart is in ${at.at(-1) ?? snapshot.status}.`);
  const screen = [...activeNodes(snapshot)].reverse().map((n) => (n.meta as { screen?: string } | undefined)?.screen).find(Boolean);
  return { actor: seededActor(machine, samples, { snapshot, events: [...seed.events, ...(args.then ?? [])] }), screen: screen ?? '' };
}

export function JourneyStory(args: JourneyStoryArgs) {
  const { actor, screen } = useMemo(() => seedJourney(args), [args]);
  const client = useMemo(() => {
    const c = inertQueryClient();
    args.cache?.(c);
    return c;
  }, [args]);
  useEffect(() => () => actor.stop(), [actor]);
  const Screen = screenComponent(screen) as ComponentType | null;
  if (!Screen) return <p role="alert">Missing screen src/screens/{screen}.</p>;
  return <ScreenFrame actor={actor} Screen={Screen} client={client} />;
}
