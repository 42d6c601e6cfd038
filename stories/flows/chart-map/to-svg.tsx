/**
 * A chart's map as a standalone SVG string (for QA's path report and other static pages): the same graph, layout
 * and drawing as the Storybook map, rendered without handlers. Optional highlights: active states, arrows taken.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import type { AnyStateMachine } from 'xstate';
import { ChartMap } from './chart-map';
import { chartGraph } from './graph';
import { layoutChart } from './layout';
import { visibleGraph, type ViewOptions } from './view';

export async function chartMapSvg(
  machine: AnyStateMachine,
  options: ViewOptions & { active?: readonly string[]; taken?: readonly string[] } = {},
): Promise<string> {
  const layout = await layoutChart(visibleGraph(chartGraph(machine), options));
  return renderToStaticMarkup(
    <ChartMap layout={layout} title={`Map of the ${machine.id} chart`} active={options.active} taken={options.taken} />,
  );
}
