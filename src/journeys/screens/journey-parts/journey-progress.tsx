import type { ReactElement } from 'react';
import { useSelector } from '@xstate/react';
import { Progress } from '~/ui';
import { journeys, type JourneyType } from '@machines/journeys/definitions';
import { journeyProgress } from '@machines/journeys/progress';
import { journeyStepOf, type StepId } from '@machines/journeys/steps';
import { useOwningChart } from '~/app/use-chart';
import { showsProgress } from './progress-rule';

/** The journey's weighted progress bar at `step` (a screen framed outside JourneyPage, e.g. the refinance calculator). */
export const journeyProgressBar = (type: JourneyType, step: StepId): ReactElement => (
  <Progress steps={journeyProgress(journeys[type], step)} showValue />
);

/**
 * The progress bar of the journey whose chart owns the page, at its current step, or undefined when the page
 * belongs to another chart (document verification and the OTP screen also serve charts that are not journeys).
 */
export function useJourneyProgressBar(): ReactElement | undefined {
  const { name, actor } = useOwningChart();
  const type = useSelector(actor, (snap) => (name === 'journey' ? (snap.context as { type: JourneyType }).type : undefined));
  const step = useSelector(actor, (snap) => (name === 'journey' ? journeyStepOf(snap) : undefined));
  return type && step && showsProgress(journeys[type]) ? journeyProgressBar(type, step) : undefined;
}
