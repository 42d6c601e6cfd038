import { routedCharts } from '../registry';
import { routedStates } from './meta';
import { journeys, journeyTypes, type JourneyType } from '../journeys/definitions';
import { steps, type StepId } from '../journeys/steps';

/** A page's chart state for the drop-off figures (the shape sandbox/insights/dropoff.ts reads as PageState). */
export interface PageStateEntry {
  page: string;
  chart: string;
  state: string;
  order: number;
  /** Ends its journey (a success page). */
  terminal?: boolean;
}

const isJourney = (id: string): id is JourneyType => (journeyTypes as readonly string[]).includes(id);
/** Journey branches sit just after the step they leave from (GoTyme linking after bank details, warning after review). */
const branchOf: Partial<Record<StepId, StepId>> = { gotymeLinking: 'bankDetails', warningPage: 'reviewDetails' };

/**
 * Every routed state of every chart as a page name → chart state entry for the drop-off figures. Journey states are
 * ordered by the journey's step order (nested pages just after their step); other charts by document order. Beside
 * the charts (not in sandbox/) so the back office, `npm run insights` and Storybook's Flows/Drop-off share it.
 */
export function pageStates(): PageStateEntry[] {
  return routedCharts.flatMap((machine) =>
    routedStates(machine).map((routed, index) => {
      const state = routed.stateId.slice(machine.id.length + 1);
      const [top, ...rest] = state.split('.');
      if (!isJourney(machine.id) || !top || !(top in steps)) return { page: routed.meta.page, chart: machine.id, state, order: index };
      const order = journeys[machine.id].steps as readonly StepId[];
      const anchor = branchOf[top as StepId];
      const base = anchor ? order.indexOf(anchor) + 0.5 : order.indexOf(top as StepId);
      return {
        page: routed.meta.page,
        chart: machine.id,
        state,
        order: base + (rest.length > 0 ? 0.1 : 0),
        terminal: rest.length === 0 && steps[top as StepId].kind === 'success',
      };
    }),
  );
}
