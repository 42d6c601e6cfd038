/**
 * The drop-off drawn on each chart's map, as SVG markup for the server-rendered back office page and the static
 * report: the flow maps' own graph, ELK layout and drawing component (stories/flows/chart-map), shaded by heat.ts.
 * Each visited state's box is a link to its figures on the same page (`#` + stateAnchor), so the page needs no
 * script under the sandbox's CSP.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { routedCharts } from '../../machines/registry';
import { ChartMap } from '../../stories/flows/chart-map/chart-map';
import { chartGraph } from '../../stories/flows/chart-map/graph';
import type { ChartGraph } from '../../stories/flows/chart-map/graph';
import { heatView, stateNote, type HeatFigures } from '../../stories/flows/chart-map/heat';
import { layoutChart, type ChartLayout } from '../../stories/flows/chart-map/layout';

/**
 * ELK takes seconds on a journey chart: layouts are kept per chart and set of boxes drawn, laid out with room for
 * the widest figures on every page, and the real figures are put in afterwards, so a filter change redraws at once.
 */
const layouts = new Map<string, Promise<ChartLayout>>();
const ROOM = ' · 00000';

function laidOut(graph: ChartGraph, shaded: readonly string[]): Promise<ChartLayout> {
  // Every page has room for figures, so the layout depends only on which boxes are drawn (not on which were visited).
  const key = `${graph.id}|${graph.nodes.map((n) => n.id).join(',')}`;
  let found = layouts.get(key);
  if (!found) {
    const roomy: ChartGraph = {
      ...graph,
      nodes: graph.nodes.map((n) => (n.kind === 'page' || shaded.includes(n.id) ? { ...n, detail: stateNote(99999, 1) } : n)),
      edges: graph.edges.map((e) => ({ ...e, label: e.label.replace(/ · \d+$/, '') + ROOM })),
    };
    found = layoutChart(roomy);
    if (layouts.size > 200) layouts.clear();
    layouts.set(key, found);
  }
  return found.then((layout) => {
    const nodes = new Map(graph.nodes.map((n) => [n.id, n]));
    const edges = new Map(graph.edges.map((e) => [e.id, e]));
    return {
      ...layout,
      nodes: layout.nodes.map((n) => ({ ...n, node: nodes.get(n.node.id) ?? n.node })),
      edges: layout.edges.map((e) => ({ ...e, edge: edges.get(e.edge.id) ?? e.edge })),
    };
  });
}

/** The id of a state's figures on the page (ids may hold dots; they are only used as fragment targets). */
export const stateAnchor = (chart: string, state: string) => `state-${chart}.${state}`;

/** SVG markup of `chart`'s map with the figures drawn on it; null when no routed chart has that id. */
export async function dropoffSvg(chart: string, figures: HeatFigures): Promise<string | null> {
  const machine = routedCharts.find((m) => m.id === chart);
  if (!machine) return null;
  const { graph, heat } = heatView(chartGraph(machine), figures);
  const layout = await laidOut(graph, Object.keys(heat.fill));
  const visited = new Set(figures.states.filter((s) => s.chart === chart).map((s) => `${chart}.${s.state}`));
  return renderToStaticMarkup(
    <ChartMap
      layout={layout}
      title={`Drop-off on the ${chart} chart`}
      heat={heat}
      stateHref={(node) => (visited.has(node.id) ? `#${stateAnchor(chart, node.id.slice(chart.length + 1))}` : undefined)}
    />,
  );
}
