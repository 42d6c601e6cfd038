import type { ReactElement } from 'react';
import { useSelector } from '@xstate/react';
import type { AnyStateMachine } from 'xstate';
import { Progress } from '~/ui';
import { journeys, type JourneyType } from '@machines/journeys/definitions';
import { journeyProgress } from '@machines/journeys/progress';
import { journeyStepOf, type StepId } from '@machines/journeys/steps';
import { useChart } from '~/app/use-chart';

/** The journey's weighted progress bar at `step` (a screen framed outside JourneyPage, e.g. the refinance calculator). */
export const journeyProgressBar = (type: JourneyType, step: StepId): ReactElement => (
  <Progress steps={journeyProgress(journeys[type], step)} showValue />
);

/**
 * The progress bar of the journey whose chart owns the page, at its current step, or undefined when the page
 * belongs to another chart (document verification and the OTP screen also serve charts that are not journeys).
 */
export function useJourneyProgressBar(): ReactElement | undefined {
  const chart = useChart<AnyStateMachine>();
  const type = useSelector(chart, (snap) => (snap.context as { type?: unknown } | undefined)?.type);
  const step = useSelector(chart, (snap) => journeyStepOf(snap));
  return typeof type === 'string' && type in journeys && step ? journeyProgressBar(type as JourneyType, step) : undefined;
}
