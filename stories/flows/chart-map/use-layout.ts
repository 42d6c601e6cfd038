/**
 * The laid-out map for a graph and view, computed off the render (ELK is asynchronous) and kept per view, so going
 * back to a step already seen redraws at once. Returns the last layout while a new one is computed, so the map
 * does not blink.
 */
import { useEffect, useState } from 'react';
import type { ChartGraph } from './graph';
import { layoutChart, type ChartLayout } from './layout';
import { restoreLayout, type StoredLayout } from './stored-layout';
import { visibleGraph, type ViewOptions } from './view';

const cache = new Map<string, Promise<ChartLayout>>();

/** Each map's opening view, laid out ahead (stored-layout.ts); loaded with the chart's map only. */
const stored = import.meta.glob<{ default: StoredLayout[] }>('../layouts/*.generated.json');
async function storedLayout(chartId: string, key: string, graph: ChartGraph): Promise<ChartLayout | null> {
  const load = stored[`../layouts/${chartId}.generated.json`];
  if (!load) return null;
  const found = (await load()).default.find((l) => l.key === key);
  return found ? restoreLayout(found, graph) : null;
}

export function viewKey(graph: ChartGraph, options: ViewOptions): string {
  const open =
    options.expanded === 'all'
      ? 'all'
      : [...(options.expanded ?? [])]
          .filter((id) => graph.nodes.some((n) => n.id === id && n.children.length))
          .sort()
          .join(',');
  return `${graph.id}|${open}|${options.showJumps ? 'jumps' : ''}`;
}

export function cachedLayout(graph: ChartGraph, options: ViewOptions): Promise<ChartLayout> {
  const key = viewKey(graph, options);
  let found = cache.get(key);
  if (!found) {
    const visible = visibleGraph(graph, options);
    found = storedLayout(graph.id, key, visible).then((laid) => laid ?? layoutChart(visible));
    cache.set(key, found);
  }
  return found;
}

export function useChartLayout(graph: ChartGraph, options: ViewOptions): ChartLayout | null {
  const key = viewKey(graph, options);
  const [laid, setLaid] = useState<{ key: string; layout: ChartLayout } | null>(null);
  useEffect(() => {
    let live = true;
    void cachedLayout(graph, options).then((layout) => live && setLaid({ key, layout }));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key says everything the layout depends on
  }, [key]);
  return laid?.layout ?? null;
}
