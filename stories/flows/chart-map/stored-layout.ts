/**
 * Layouts computed ahead (stories/flows/layouts/<chart>.generated.json, written by tests/stories/map-layouts.test.ts
 * at `npm run generate`): each map's opening view laid out by the same ELK code, so a map opens drawn instead of
 * waiting a few seconds for ELK in the browser on the larger journeys. A stored layout is used only when the graph it
 * was laid out for is the graph now (same signature); otherwise ELK runs as before, so a stale file costs time,
 * never a wrong map.
 */
import type { ChartGraph } from './graph';
import type { ChartLayout } from './layout';

export interface StoredLayout {
  key: string;
  signature: string;
  width: number;
  height: number;
  nodes: Array<[id: string, x: number, y: number, width: number, height: number]>;
  edges: Array<{ id: string; points: number[]; label: [number, number, number, number] | null }>;
}

/** FNV-1a over everything drawn (ids, words, kinds, nesting): equal signatures, equal drawings. */
export function graphSignature(graph: ChartGraph): string {
  const text = JSON.stringify([
    graph.nodes.map((n) => [n.id, n.title, n.detail, n.kind, n.children, n.parent]),
    graph.edges.map((e) => [e.id, e.source, e.target, e.label, e.condition, e.kind, e.happy]),
  ]);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return `${(h >>> 0).toString(16)}-${text.length}`;
}

const r1 = (n: number) => Math.round(n * 10) / 10;

export function storeLayout(key: string, graph: ChartGraph, layout: ChartLayout): StoredLayout {
  return {
    key,
    signature: graphSignature(graph),
    width: layout.width,
    height: layout.height,
    nodes: layout.nodes.map((n) => [n.node.id, r1(n.x), r1(n.y), r1(n.width), r1(n.height)]),
    edges: layout.edges.map((e) => ({
      id: e.edge.id,
      points: e.points.flatMap((p) => [r1(p.x), r1(p.y)]),
      label: e.label ? [r1(e.label.x), r1(e.label.y), r1(e.label.width), r1(e.label.height)] : null,
    })),
  };
}

/** The stored layout as drawn for `graph` (the visible graph of that view), or null when it was made for another. */
export function restoreLayout(stored: StoredLayout, graph: ChartGraph): ChartLayout | null {
  if (stored.signature !== graphSignature(graph)) return null;
  const nodeById = new Map(graph.nodes.map((n) => [n.id, n]));
  const edgeById = new Map(graph.edges.map((e) => [e.id, e]));
  const nodes = stored.nodes.map(([id, x, y, width, height]) => ({ node: nodeById.get(id)!, x, y, width, height }));
  const edges = stored.edges.map((e) => ({
    edge: edgeById.get(e.id)!,
    points: Array.from({ length: e.points.length / 2 }, (_, i) => ({ x: e.points[2 * i]!, y: e.points[2 * i + 1]! })),
    label: e.label ? { x: e.label[0], y: e.label[1], width: e.label[2], height: e.label[3] } : null,
  }));
  if (nodes.some((n) => !n.node) || edges.some((e) => !e.edge)) return null;
  return { width: stored.width, height: stored.height, nodes, edges };
}
