import { useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';
import { journeyStepOf } from '@machines/journeys/steps';
import type { JourneyContext, JourneyEvent, JourneyTag } from '@machines/journeys/journey-types';
import { journeys } from '@machines/journeys/definitions';
import { journeyProgress } from '@machines/journeys/progress';
import type { StepId } from '@machines/journeys/steps';
import { useChart } from '~/app/use-chart';
import { showsProgress } from './progress-rule';

/** The journey charts are generated from data, so screens see them through this narrow, typed view. */
export interface JourneySnapshotLike {
  value: unknown;
  context: JourneyContext;
  hasTag: (tag: JourneyTag) => boolean;
  children: Record<string, AnyActorRef | undefined>;
}
export type JourneyActor = Omit<AnyActorRef, 'send' | 'getSnapshot'> & {
  send: (event: JourneyEvent) => void;
  getSnapshot: () => JourneySnapshotLike;
};

/** What every journey step screen reads from its chart: the step, its answers/draft, saving and error. */
export function useJourney() {
  const actor = useChart('journey') as JourneyActor;
  const step = useSelector(actor, (s: JourneySnapshotLike) => journeyStepOf(s)) as StepId;
  const context = useSelector(actor, (s: JourneySnapshotLike) => s.context);
  const saving = useSelector(actor, (s: JourneySnapshotLike) => s.hasTag('saving'));
  const failed = useSelector(actor, (s: JourneySnapshotLike) => s.hasTag('error'));
  const loading = useSelector(actor, (s: JourneySnapshotLike) => s.hasTag('loading'));
  // The step's own state (e.g. 'offersFailed', 'noteFailed'): what a screen shows besides the step's form.
  const phase = useSelector(actor, (s: JourneySnapshotLike) => phaseOf(s.value));
  // Branch pages (warning, GoTyme) show the progress of the step they branch from.
  const progressStep: StepId = step === 'warningPage' ? 'reviewDetails' : step === 'gotymeLinking' ? 'bankDetails' : step;
  const progress = showsProgress(journeys[context.type]) ? journeyProgress(journeys[context.type], progressStep) : undefined;
  return {
    actor,
    send: actor.send,
    step,
    context,
    saving,
    loading,
    phase,
    error: failed ? context.error : null,
    values: context.drafts[step] ?? context.answers[step] ?? null,
    progress,
  };
}

/** The journey's type alone: a part that needs only it does not re-render at every chart change (a keystroke). */
export function useJourneyType(): JourneyContext['type'] {
  return useSelector(useChart('journey') as JourneyActor, (s: JourneySnapshotLike) => s.context.type);
}

/** The step's innermost state (e.g. `cancelConfirm` also inside the documents step's `verifying`). */
function phaseOf(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return null;
  let inner: unknown = Object.values(value)[0];
  while (typeof inner === 'object' && inner !== null) inner = Object.values(inner)[0];
  return typeof inner === 'string' ? inner : null;
}
