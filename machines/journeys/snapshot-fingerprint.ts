import { journeys, journeyTypes } from './definitions';
import { journeyMachines } from './journey.machine';
import type { RoutedStepTable } from './snapshot-versions';
import { steps, type StepId } from './steps';

/**
 * Today's routed steps per journey chart, in the shape snapshot-versions.ts records per version: the journey order
 * and the other top-level routed states (branches), each as `id:kind`. Read off the built charts, so a step added to
 * a chart by hand (not through definitions.ts) counts too.
 */
export function routedStepTables(): Record<string, RoutedStepTable> {
  return Object.fromEntries(
    journeyTypes.map((type) => {
      const top = journeyMachines[type].root.states;
      const routed = Object.keys(top).filter((key) => key in steps && typeof (top[key]!.meta as { route?: unknown } | undefined)?.route === 'string') as StepId[];
      const order = journeys[type].steps as readonly StepId[];
      const entry = (id: StepId) => `${id}:${steps[id].kind}`;
      return [type, { order: order.map(entry), branches: routed.filter((id) => !order.includes(id)).sort().map(entry) }];
    }),
  );
}
