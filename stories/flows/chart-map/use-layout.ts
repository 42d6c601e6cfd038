/**
 * The laid-out map for a graph and view, computed off the render (ELK is asynchronous) and kept per view, so going
 * back to a step already seen redraws at once. Returns the last layout while a new one is computed, so the map
 * does not blink.
 */
import { useEffect, useState } from 'react';
import type { ChartGraph } from './graph';
import { layoutChart, type ChartLayout } from './layout';
import { visibleGraph, type ViewOptions } from './view';

const cache = new Map<string, Promise<ChartLayout>>();

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
    found = layoutChart(visibleGraph(graph, options));
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
